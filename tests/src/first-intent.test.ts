// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER } from '../../scripts/entry-loader.mjs';
import { firstIntent, INTENTS } from '../../src/first-intent';

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('firstIntent', () => {
  it('waits while the student only reads', async () => {
    const target = new EventTarget();
    const intent = firstIntent(target);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('resize'));
    expect(await settled(intent)).toBe(false);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove'])('resolves at the first %s, and stops listening', async (type) => {
    const target = new EventTarget();
    const removed: string[] = [];
    const remove = target.removeEventListener.bind(target);
    target.removeEventListener = (kind, listener, options) => {
      removed.push(kind);
      remove(kind, listener, options);
    };
    const intent = firstIntent(target);
    target.dispatchEvent(new Event(type));
    expect(await settled(intent)).toBe(true);
    expect(removed.sort()).toEqual(['focusin', 'keydown', 'mousemove', 'pointerdown', 'touchstart']);
  });

  it('resolves at once when the entry loader saw the visitor act before this code ran', async () => {
    document.documentElement.setAttribute('data-acted', '');
    try {
      expect(await settled(firstIntent(new EventTarget()))).toBe(true);
    } finally {
      document.documentElement.removeAttribute('data-acted');
    }
    expect(await settled(firstIntent(new EventTarget()))).toBe(false);
  });

  it('is told of an act before the entry by the loader, for every intent', () => {
    expect(ENTRY_LOADER).toContain(`[${INTENTS.map((type) => `'${type}'`).join(', ')}]`);
    expect(ENTRY_LOADER).toContain("setAttribute('data-acted', '')");
  });
});
