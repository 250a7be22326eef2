// Prerenders the public pages after the client build: Vite builds src/prerender.tsx for Node
// (an SSR build of the same app), React renders each route to HTML with its Fluent styles, and
// the page is written as dist/<route>/index.html around the client build's own index.html, which
// then hydrates it. The shell is app.html for the screens rendered in the browser, holding the
// main dashboard's first view (scripts/first-view.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadEntryAfterPaint } from './entry-loader.mjs';
import { withFirstView } from './first-view.mjs';
import { markVisitorBeforePaint } from './visitor-mark.mjs';
import { APP_SHELL, CLIENT_ROUTES, PUBLIC_ROUTES } from './public-routes.mjs';
import { headersFile } from './security-headers.mjs';

const ENTRY = 'src/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page, its styles in the head, its markup in #root. Nothing else is fetched before the first
 * paint: the entry itself is added once the page has painted (scripts/entry-loader.mjs), and it
 * requests the code that hydrates the page later still (even a low-priority prefetch competes
 * with the page on a slow connection: Lighthouse put LCP at 2.4-3.3 s with prefetches, 1.4-2.0 s
 * without, on most pages). A page that hydrates on its own is marked with `data-page`, the key
 * the entry looks it up by.
 */
export async function pageDocument(shell, { html, styles, publicPage }) {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`Prerender: the shell has no ${ROOT_ELEMENT}`);
  const root = publicPage ? `<div id="root" data-page="${publicPage}">` : '<div id="root">';
  // The Content-Security-Policy allows scripts from files, the entry loader and the visitor mark only.
  const inline = shell.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/);
  if (inline) throw new Error(`Prerender: the page would carry an inline script: ${inline[0]}`);
  return markVisitorBeforePaint(loadEntryAfterPaint(shell)).replace('</head>', `${styles}</head>`).replace(ROOT_ELEMENT, `${root}${html}</div>`);
}

/** Reads dist/_headers (the `/*` block this build writes) back into name/value pairs. */
export function parseHeadersFile(text) {
  return text
    .split('\n')
    .filter((line) => /^\s+[\w-]+:/.test(line))
    .map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
}

/** dist/_redirects for Netlify and Cloudflare Pages: the browser-rendered screens get the app shell. */
export function redirectsFile() {
  const shell = `/${APP_SHELL.replace(/\.html$/, '')}`;
  return CLIENT_ROUTES.flatMap((route) => [`${route} ${shell} 200`, `${route}/* ${shell} 200`]).join('\n') + '\n';
}

/** Serves dist/<route>/index.html for /<route> in `vite preview`, the app shell for the browser's screens, 404.html for the rest. */
export function previewRewrite(outDir) {
  return (req, _res, next) => {
    const accept = req.headers.accept ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !(accept === '' || accept.includes('text/html') || accept.includes('*/*'))) {
      return next();
    }
    const url = new URL(req.url ?? '/', 'http://preview');
    const path = decodeURIComponent(url.pathname);
    if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return next();
    const page = join(path.replace(/\/+$/, ''), 'index.html');
    const clientRoute = CLIENT_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
    // As on a static host: a prerendered page, the app shell for the browser's screens, else 404.html.
    const target = existsSync(join(outDir, page)) ? page : clientRoute ? `/${APP_SHELL}` : '/404.html';
    req.url = `${target}${url.search}`;
    return next();
  };
}

/** @returns {import('vite').Plugin} */
export function prerenderPlugin() {
  let config;
  return {
    name: 'nyayapath:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const headersPath = join(outDir, '_headers');
      if (existsSync(headersPath)) {
        const headers = parseHeadersFile(readFileSync(headersPath, 'utf8'));
        server.middlewares.use((_req, res, next) => {
          for (const [name, value] of headers) res.setHeader(name, value);
          next();
        });
      }
      server.middlewares.use(previewRewrite(outDir));
    },
    // Once the client build's files are written, and before the service worker is generated
    // (at closeBundle), so it precaches the pages written here.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr || config.build.watch) return;
        const outDir = resolve(config.root, config.build.outDir);
        const scratch = await mkdtemp(join(tmpdir(), 'nyayapath-prerender-'));
        try {
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            ssr: { noExternal: true },
            build: {
              ssr: ENTRY,
              outDir: scratch,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              minify: false,
              // One file: a lazy page is then a module already loaded, settled within a task.
              rolldownOptions: { output: { codeSplitting: false } },
            },
          });
          const { prerenderPage, prerenderFirstView } = await import(pathToFileURL(join(scratch, 'prerender.js')).href);
          // The manifest (and the icons the browser fetches for it) are linked by the entry when it
          // registers the service worker, after the page has loaded (src/register-service-worker.ts).
          const shell = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(/<link rel="manifest"[^>]*>/, '');
          // The browser's own screens: the dashboard's first view, painted at once where it applies.
          await writeFile(join(outDir, APP_SHELL), withFirstView(shell, prerenderFirstView()));
          await writeFile(join(outDir, '_headers'), headersFile(config.env));
          await writeFile(join(outDir, '_redirects'), redirectsFile());
          for (const route of PUBLIC_ROUTES) {
            const document = await pageDocument(shell, await prerenderPage(route.path));
            await mkdir(dirname(join(outDir, route.file)), { recursive: true });
            await writeFile(join(outDir, route.file), document);
          }
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}
