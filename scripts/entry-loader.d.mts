/** The inline script that adds a prerendered page's entry once the page has painted. */
export const ENTRY_LOADER: string;
/** The Content-Security-Policy source (its sha256 hash) that allows the loader. */
export const ENTRY_LOADER_SOURCE: string;
/** The page with its entry's module tag replaced by the loader. */
export function loadEntryAfterPaint(html: string): string;
