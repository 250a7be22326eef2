// A prerendered page needs none of its code to be read, so it does not ask for its entry while
// it is still painting: this small inline script adds the entry once the browser reports the
// page's first paint (or, without paint timing, once the page has loaded). On a slow phone the
// first paint then owns the connection and the CPU; even a 4 kB module requested from the head
// was on the path to the largest paint (Lighthouse put the pages' LCP at 1.20-1.44x the same page
// without it). The Content-Security-Policy allows this script, and only this one, by its hash.
//
// Until the page's code starts hydrating (it sets <html data-hydrating>), the loader keeps what
// the visitor did for it, in the page itself:
// - <html data-acted> at the first touch, key, focus or mouse move (src/first-intent.ts);
// - data-early-tap on the last button tapped, or on the button of the form last sent, which the
//   entry taps again once React has taken the page over (src/early-taps.ts).
// The browser never sends a form itself: pressing Enter in a prerendered sign-in form would
// otherwise put the email and password in the address. Every form on NyayaPath is sent by its code.
import { createHash } from 'node:crypto';

export const ENTRY_LOADER = `{
  const page = document.documentElement;
  const acted = () => page.setAttribute('data-acted', '');
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove']) {
    addEventListener(type, acted, { capture: true, passive: true, once: true });
  }
  const keep = (button) => {
    if (!button || page.hasAttribute('data-hydrating')) return;
    document.querySelector('[data-early-tap]')?.removeAttribute('data-early-tap');
    button.setAttribute('data-early-tap', '');
  };
  addEventListener('click', (event) => keep(event.target.closest?.('button')), true);
  addEventListener('submit', (event) => {
    event.preventDefault();
    keep(event.submitter ?? event.target.querySelector('button[type="submit"]'));
  }, true);
  const entry = document.currentScript.dataset.entry;
  const start = () => setTimeout(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  });
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}`;

/** The Content-Security-Policy source that allows the loader. */
export const ENTRY_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

const ENTRY_TAG = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

/** The page with its entry's module tag replaced by the loader. */
export function loadEntryAfterPaint(html) {
  const entry = ENTRY_TAG.exec(html);
  if (!entry) throw new Error('Entry loader: the page has no module script to load after paint');
  return html.replace(entry[0], `<script data-entry="${entry[1]}">${ENTRY_LOADER}</script>`);
}
