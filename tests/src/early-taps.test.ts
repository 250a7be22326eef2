// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_LOADER } from '../../scripts/entry-loader.mjs';
import { keepEarlyTaps } from '../../src/early-taps';

function page() {
  const root = document.createElement('div');
  root.innerHTML =
    '<button id="menu">Open menu</button><button id="other">Other</button>' +
    '<form id="sign-in"><input name="email"><button type="submit" id="send">Sign In</button></form>';
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => document.documentElement.removeAttribute('data-hydrating'));

describe('keepEarlyTaps', () => {
  it('taps the button the entry loader marked again once hydration has finished, once, and takes the mark off', () => {
    const root = page();
    const menu = root.querySelector<HTMLButtonElement>('#menu')!;
    menu.setAttribute('data-early-tap', '');
    const startHydrating = keepEarlyTaps(root);
    const tapped = vi.fn();
    menu.addEventListener('click', tapped);

    const replay = startHydrating();
    // Hydration must see the page as it was prerendered, and the loader stops keeping taps.
    expect(menu.hasAttribute('data-early-tap')).toBe(false);
    expect(document.documentElement.hasAttribute('data-hydrating')).toBe(true);
    expect(tapped).not.toHaveBeenCalled();
    replay();
    replay();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('taps nothing when nothing was marked, or when the marked button has gone or is disabled', () => {
    const root = page();
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    keepEarlyTaps(root)()();

    const menu = root.querySelector<HTMLButtonElement>('#menu')!;
    menu.setAttribute('data-early-tap', '');
    const replayGone = keepEarlyTaps(root)();
    menu.remove();
    replayGone();

    const send = root.querySelector<HTMLButtonElement>('#send')!;
    send.setAttribute('data-early-tap', '');
    const replayDisabled = keepEarlyTaps(root)();
    send.disabled = true;
    replayDisabled();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('is handed its marks by the entry loader, which stops once hydration starts', () => {
    expect(ENTRY_LOADER).toContain("button.setAttribute('data-early-tap', '')");
    expect(ENTRY_LOADER).toContain("page.hasAttribute('data-hydrating')");
  });
});
