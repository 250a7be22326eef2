/**
 * What a student does that may need the page's code: a touch (scrolling on a phone starts with
 * one), a click, a key, focus moving in, or a mouse moving over the page.
 */
export const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove'] as const;

/** Whether the visitor acted before this code ran: the entry loader marks it on <html> (scripts/entry-loader.mjs). */
const actedBeforeEntry = () => document.documentElement.hasAttribute('data-acted');

/**
 * Resolves at the student's first sign of acting on the page. Reading a prerendered page needs no
 * code at all (its links are links), so a reading page's code is fetched and run only then, not
 * while a slow phone is still painting what the student came to read. Until then the session is
 * unknown and, as while any session check runs, the header shows no auth buttons.
 */
export function firstIntent(target: EventTarget = document): Promise<void> {
  if (actedBeforeEntry()) return Promise.resolve();
  return new Promise((done) => {
    const act = () => {
      for (const type of INTENTS) target.removeEventListener(type, act, true);
      done();
    };
    for (const type of INTENTS) target.addEventListener(type, act, { capture: true, passive: true });
  });
}
