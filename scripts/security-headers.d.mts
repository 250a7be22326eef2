/** The Content-Security-Policy for the configured origins. */
export function contentSecurityPolicy(env?: Readonly<Record<string, string | undefined>>): string;
/** Every security header, by name. */
export function securityHeaders(env?: Readonly<Record<string, string | undefined>>): Record<string, string>;
/** dist/_headers in the Netlify and Cloudflare Pages format. */
export function headersFile(env?: Readonly<Record<string, string | undefined>>): string;
