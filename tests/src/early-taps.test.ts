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
    const startHydrating = keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#other')!.click();
    root.querySelector<HTMLButtonElement>('#menu')!.click();
    const replay = startHydrating();
    // A tap once hydration has started is React's to replay, not kept.
    root.querySelector<HTMLButtonElement>('#other')!.click();
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
    keepEarlyTaps(root)()();
    const start = keepEarlyTaps(root);
    root.querySelector<HTMLAnchorElement>('#link')!.click();
    clicked.mockClear();
    start()();
    expect(clicked).not.toHaveBeenCalled();

    const gone = keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#menu')!.click();
    const replayGone = gone();
    root.querySelector('#menu')!.remove();
    clicked.mockClear();
    replayGone();
    expect(clicked).not.toHaveBeenCalled();
  });
});
