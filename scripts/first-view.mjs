// The dashboard at first paint. The browser renders the dashboard's screens itself, so its page
// (the app shell) painted nothing until the app's code, the composition root and the student's
// account had all loaded: on a slow phone, seconds of a blank page. The build writes the views a
// dashboard can open on before its code has run (the choice, the main dashboard) into the shell,
// hidden, and this small inline script right after them shows the one this device will open on,
// as the app remembered it in Web Storage (adapters/browser/stored-first-view.adapter.ts), with
// the main dashboard's greeting. The app's root stays hidden under <html data-first-view> until
// the app draws its own screen in its place. Anywhere else, or for a device with nothing
// remembered, the views are taken out before anything paints. The Content-Security-Policy allows
// the script by its hash.
import { createHash } from 'node:crypto';
import { SESSION_HINT_KEY } from './visitor-mark.mjs';

/** The key the app keeps the device's last main-dashboard greeting under. */
export const FIRST_VIEW_KEY = 'nyayapath.first-view';

/** The element the first view is written into, beside the app's root. */
export const FIRST_VIEW_ID = 'first-view';

export const FIRST_VIEW_SCRIPT = `{
  const frame = document.getElementById('${FIRST_VIEW_ID}');
  let kept = null;
  try {
    const signedIn = localStorage.getItem('${SESSION_HINT_KEY}') === 'signed_in';
    const atDashboard = location.pathname.replace(/\\/+$/, '') === '/dashboard';
    if (signedIn && atDashboard) kept = JSON.parse(localStorage.getItem('${FIRST_VIEW_KEY}') ?? 'null');
  } catch {
    // Storage that cannot be read shows no first view: the app's own screen comes as before.
  }
  const known = kept?.view === 'choice' || (kept?.view === 'main' && typeof kept.greeting === 'string');
  const view = known ? frame.querySelector(\`[data-view="\${kept.view}"]\`) : null;
  if (!view) frame.remove();
  else {
    for (const other of frame.querySelectorAll('[data-view]')) if (other !== view) other.remove();
    if (kept.view === 'main') view.querySelector('h1').textContent = kept.greeting;
    // A button or link tapped before the app has taken over is tapped again on its own screen,
    // where leaving is the app's to handle (a free student is asked 'Before you go...' first).
    frame.addEventListener('click', (event) => {
      const tapped = event.target.closest('a, button');
      if (!tapped) return;
      const newTab = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (tapped.localName === 'a') {
        if (newTab) return;
        event.preventDefault();
      }
      frame.querySelector('[data-early-tap]')?.removeAttribute('data-early-tap');
      tapped.setAttribute('data-early-tap', '');
    });
    frame.hidden = false;
    document.documentElement.setAttribute('data-first-view', '');
  }
}`;

/** The Content-Security-Policy source that allows the script. */
export const FIRST_VIEW_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`;

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app shell with the first view (its markup and Fluent styles) before its root, and the script that decides whether it shows. */
export function withFirstView(shell, { html, styles }) {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`First view: the shell has no ${ROOT_ELEMENT}`);
  const view = `<div id="${FIRST_VIEW_ID}" hidden>${html}</div><script>${FIRST_VIEW_SCRIPT}</script>`;
  return shell.replace('</head>', `${styles}</head>`).replace(ROOT_ELEMENT, `${view}${ROOT_ELEMENT}`);
}
