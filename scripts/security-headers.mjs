// The production build's security headers: applied by `vite preview` (vite.config.ts) and
// written as dist/_headers for static hosts (Netlify, Cloudflare Pages).
import { ENTRY_LOADER_SOURCE } from './entry-loader.mjs';
import { FIRST_VIEW_SOURCE } from './first-view.mjs';
import { VISITOR_MARK_SOURCE } from './visitor-mark.mjs';

const origin = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** The configured origins the app talks to: Supabase (its realtime socket too), the server, the AI host. */
function connectSources(env) {
  const sources = ["'self'"];
  const supabase = origin(env.VITE_SUPABASE_URL);
  if (supabase) sources.push(supabase, supabase.replace(/^http/, 'ws'));
  for (const name of ['VITE_BACKEND_URL', 'VITE_API_HOST']) {
    const configured = origin(env[name]);
    if (configured && !sources.includes(configured)) sources.push(configured);
  }
  return sources;
}

/**
 * The Content-Security-Policy for an environment. Scripts come from the app's own files, and
 * the three inline scripts are the prerendered pages' entry loader and visitor mark and the
 * dashboard's first view, allowed by their hashes; 'wasm-unsafe-eval' lets the OCR engine compile
 * its WebAssembly, and allows no JavaScript eval. Fluent's style engine inserts rules at run
 * time, hence 'unsafe-inline' for styles. Workers: the OCR worker and the service worker.
 */
export function contentSecurityPolicy(env = {}) {
  const video = origin(env.VITE_DEMO_VIDEO_URL);
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${ENTRY_LOADER_SOURCE} ${VISITOR_MARK_SOURCE} ${FIRST_VIEW_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The demo video: a file on this site, or the configured video site's player or file.
    `media-src 'self' blob:${video ? ` ${video}` : ''}`,
    `connect-src ${connectSources(env).join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src ${video ?? "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Every header, by name; the camera is for the doubt solver's photo, on this site only. */
export function securityHeaders(env = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/** dist/_headers in the Netlify and Cloudflare Pages format: every path gets every header. */
export function headersFile(env = {}) {
  const lines = Object.entries(securityHeaders(env)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
