// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from '../../src/early-taps';

function page() {
  const root = document.createElement('div');
  root.innerHTML = '<button id="menu">Open menu</button><button id="other">Other</button><a href="#x" id="link">Link</a>';
  document.body.replaceChildren(root);
  return root;
}

describe('keepEarlyTaps', () => {
  it('replays the last button tapped before hydration, once', () => {
    const root = page();
    const replay = keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#other')!.click();
    root.querySelector<HTMLButtonElement>('#menu')!.click();
    const hydrated = vi.fn();
    root.querySelector('#menu')!.addEventListener('click', hydrated);
    replay();
    replay();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('replays nothing for a link, a button gone from the page or no tap at all', () => {
    const root = page();
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    keepEarlyTaps(root)();
    const replay = keepEarlyTaps(root);
    root.querySelector<HTMLAnchorElement>('#link')!.click();
    clicked.mockClear();
    replay();
    expect(clicked).not.toHaveBeenCalled();

    const gone = keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#menu')!.click();
    root.querySelector('#menu')!.remove();
    clicked.mockClear();
    gone();
    expect(clicked).not.toHaveBeenCalled();
  });
});
