// The header at first paint. A prerendered page's header holds Login and Start Practicing hidden
// (class nyp-visitor-only) until its code knows the session; this small inline script in the
// head shows them at once to a visitor: a device with no signed-in session hint (read from Web
// Storage, no network, no credential) gets <html data-visitor>. A device that was signed in
// shows no auth buttons until its session is checked for real (it may have expired). The
// Content-Security-Policy allows this script by its hash, beside the entry loader.
import { createHash } from 'node:crypto';

/** The key the app keeps its session hint under (adapters/browser/stored-session-hint.adapter.ts). */
export const SESSION_HINT_KEY = 'nyayapath.session-hint';

export const VISITOR_MARK = `{
  const page = document.documentElement;
  try {
    if (localStorage.getItem('${SESSION_HINT_KEY}') !== 'signed_in') page.setAttribute('data-visitor', '');
  } catch {
    page.setAttribute('data-visitor', '');
  }
}`;

/** The Content-Security-Policy source that allows the mark. */
export const VISITOR_MARK_SOURCE = `'sha256-${createHash('sha256').update(VISITOR_MARK).digest('base64')}'`;

/** The page with the mark at the end of its head, before anything in the body paints. */
export function markVisitorBeforePaint(html) {
  if (!html.includes('</head>')) throw new Error('Visitor mark: the page has no head');
  return html.replace('</head>', `<script>${VISITOR_MARK}</script></head>`);
}
