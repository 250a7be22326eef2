/** The key the app keeps the device's last main-dashboard greeting under. */
export const FIRST_VIEW_KEY: string;
/** The element the first view is written into, beside the app's root. */
export const FIRST_VIEW_ID: string;
/** The inline script after the first view that shows it, or takes it out, before the first paint. */
export const FIRST_VIEW_SCRIPT: string;
/** The Content-Security-Policy source (its sha256 hash) that allows the script. */
export const FIRST_VIEW_SOURCE: string;
/** The app shell with the first view's markup and styles, and its script. */
export function withFirstView(shell: string, view: { readonly html: string; readonly styles: string }): string;
