/** The key the app keeps its session hint under. */
export const SESSION_HINT_KEY: string;
/** The inline script that marks a visitor (no signed-in hint) on <html> before the first paint. */
export const VISITOR_MARK: string;
/** The Content-Security-Policy source (its sha256 hash) that allows the mark. */
export const VISITOR_MARK_SOURCE: string;
/** The page with the mark at the end of its head. */
export function markVisitorBeforePaint(html: string): string;
