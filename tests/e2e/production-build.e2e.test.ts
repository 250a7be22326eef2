import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENTRY_LOADER, ENTRY_LOADER_SOURCE } from '../../scripts/entry-loader.mjs';
import { FIRST_VIEW_SCRIPT, FIRST_VIEW_SOURCE } from '../../scripts/first-view.mjs';
import { VISITOR_MARK, VISITOR_MARK_SOURCE } from '../../scripts/visitor-mark.mjs';
import { APP_SHELL, PUBLIC_ROUTES } from '../../scripts/public-routes.mjs';
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs';
import { themeRule } from '../../scripts/theme-style.mjs';
import { freePort, startPreview, stop, waitUntilServing } from './global-setup';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
/** The production build (prerender included) the end-to-end run made and serves. */
const outDir = inject('buildDir');

const page = (file: string) => readFileSync(join(outDir, file), 'utf8');
const root = (html: string) => html.slice(html.search(/<div id="root"[ >]/), html.lastIndexOf('</body>'));

describe('the prerendered public pages', () => {
  const HEADINGS: Record<string, RegExp> = {
    '/': /<h1[^>]*>Crack CLAT with an AI study partner<\/h1>/,
    '/how-it-works': /<h1[^>]*>/,
    '/contact': /<h1[^>]*>Get in Touch<\/h1>/,
    '/privacy-policy': /<h1[^>]*>Privacy Policy<\/h1>/,
    '/terms-conditions': /<h1[^>]*>Terms and Conditions<\/h1>/,
    '/refund-policy': /<h1[^>]*>Refund Policy<\/h1>/,
    '/data-deletion-policy': /<h1[^>]*>Data Deletion Policy<\/h1>/,
    '/auth': /<h1[^>]*>Welcome back<\/h1>/,
    '/payment': /<h1[^>]*>Give your CLAT preparation an AI edge<\/h1>/,
    '/404': /<h1[^>]*>404<\/h1>/,
  };

  it.each(PUBLIC_ROUTES.map((route) => [route.path, route.file]))('%s is written as %s with its page, its styles and no loading state', (path, file) => {
    const html = page(file);
    expect(root(html)).toMatch(HEADINGS[path]!);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    // Fluent's styles, extracted at build time, are in the head: the first paint is styled.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-make-styles-bucket="d"[^>]*>[^<]+<\/style>/);
    expect(root(html)).not.toMatch(/Loading/);
    // The manifest is linked once the page has loaded, with the service worker.
    expect(html).not.toContain('rel="manifest"');
    // No signed-in buttons: the session is unknown until the browser has checked it (spec §2). A
    // visitor's Login and Start Practicing are there, shown only where the head marks a visitor.
    expect(root(html)).not.toMatch(/>Sign Out<|>Dashboard</);
    const visitorOnly = root(html).match(/<span class="nyp-actions nyp-visitor-only">[\s\S]*?<\/span>/g) ?? [];
    expect(visitorOnly.length, file).toBeGreaterThan(0);
    for (const actions of visitorOnly) expect(actions).toMatch(/>Login<[\s\S]*>Start Practicing</);
  });

  it('starts each page from the entry loader, with the visitor mark in the head, both allowed by their hashes only', () => {
    for (const { file } of PUBLIC_ROUTES) {
      const html = page(file);
      const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
      expect(scripts, file).toHaveLength(2);
      expect(html.slice(0, html.indexOf('</head>'))).toContain(`<script>${VISITOR_MARK}</script>`);
      const loader = scripts.find((script) => script.startsWith('<script data-entry='));
      expect(loader, file).toMatch(/^<script data-entry="\/assets\/index-[\w-]+\.js">/);
      expect(loader).toContain(`>${ENTRY_LOADER}</script>`);
    }
    expect(contentSecurityPolicy()).toContain(ENTRY_LOADER_SOURCE);
    expect(contentSecurityPolicy()).toContain(VISITOR_MARK_SOURCE);
    // The browser's own screens start their entry at once: the app shell has nothing to paint without it.
    expect(page(APP_SHELL)).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('marks the pages that hydrate on their own, without the router; sign-in, contact and payment start the whole app', () => {
    for (const route of PUBLIC_ROUTES) {
      const marker = page(route.file).match(/<div id="root"( data-page="([^"]+)")?>/);
      expect(marker, route.file).not.toBeNull();
      expect(marker![2], route.file).toBe(route.alone ? route.path : undefined);
    }
  });

  it("writes the theme's variables once into every page's head, so no provider needs to carry them", async () => {
    const rule = await themeRule();
    expect(rule).toMatch(/^:root \{ --borderRadiusNone: 0; [^}]*--colorBrandBackground: #0f6cbd; /);
    for (const file of [...PUBLIC_ROUTES.map((route) => route.file), APP_SHELL]) {
      const head = page(file).slice(0, page(file).indexOf('</head>'));
      expect(head.split('<style id="theme">').length - 1, file).toBe(1);
      expect(head, file).toContain(`<style id="theme">${rule}</style>`);
      // The prerendered provider writes no variables of its own.
      expect(page(file), file).not.toMatch(/<style id="fui-FluentProvider[^"]*">[^<]*--/);
    }
  });

  it("keeps the app shell's root empty for the screens the browser renders, the dashboard's first views before it", () => {
    const shell = page(APP_SHELL);
    expect(shell).toContain(`</div><script>${FIRST_VIEW_SCRIPT}</script><div id="root"></div>`);
    const views = shell.slice(shell.indexOf('<div id="first-view" hidden>'), shell.indexOf('<div id="root">'));
    expect(views.match(/data-view="(\w+)"/g)).toEqual(['data-view="main"', 'data-view="choice"']);
    expect(views).toMatch(/<h2[^>]*>Choose Your AI Tool<\/h2>/);
    expect(views).toMatch(/<h1[^>]*>Ready to get started\?<\/h1>/);
    // The main view's greeting is the device's own, filled in by the script; the build knows no one.
    expect(views).toMatch(/<div data-view="main"><section[^>]*><div><h1[^>]*><\/h1>/);
    // Its styles are in the head, so it paints styled before any of the app's code.
    expect(shell.slice(0, shell.indexOf('</head>'))).toContain('data-make-styles-bucket');
    expect(existsSync(join(outDir, 'dashboard'))).toBe(false);
  });

  it("leaves the Data Deletion Policy's date to the reader's browser, which fills it in from the entry", () => {
    expect(root(page('data-deletion-policy/index.html'))).toMatch(/Last updated: (<!-- -->)?<span data-today="">(&nbsp;|\u00a0)<\/span>/);
  });
});

describe('npm run size on this build', () => {
  const sizeScript = join(ROOT, 'scripts', 'route-sizes.mjs');

  it('passes: every route is within its budgets', async () => {
    const { stdout } = await run(process.execPath, [sizeScript, outDir]);
    // The landing page's first load, before the visitor acts, is held to 100 kB.
    const landing = /^\| \/ \| ([\d.]+) kB \| 100\.0 kB \| ([\d.]+) kB \|/m.exec(stdout);
    expect(Number(landing?.[1])).toBeLessThan(100);
    expect(Number(landing?.[2])).toBeGreaterThan(Number(landing?.[1]));
    expect(stdout).not.toContain('**over**');
  });

  it('fails with exit code 1 when a route is over its budget', async () => {
    const failure = await run(process.execPath, [sizeScript, outDir, '--scale=0.5']).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Over budget: \/ /);
  });
});

describe('vite preview of this build', () => {
  let server: ReturnType<typeof startPreview> | undefined;
  let base = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startPreview(port, outDir);
    await waitUntilServing(server, base);
  }, 90_000);
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('sends the security headers written in dist/_headers with every response', async () => {
    for (const path of ['/', '/how-it-works', '/dashboard', '/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${base}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain(`script-src 'self' 'wasm-unsafe-eval' ${ENTRY_LOADER_SOURCE} ${VISITOR_MARK_SOURCE} ${FIRST_VIEW_SOURCE};`);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
    }
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${(await fetch(base)).headers.get('content-security-policy')}`);
  });

  it('serves each prerendered page at its address, the app shell for the dashboard and 404.html for the rest', async () => {
    expect(await (await fetch(`${base}/how-it-works`)).text()).toBe(page('how-it-works/index.html'));
    expect(await (await fetch(`${base}/privacy-policy`)).text()).toBe(page('privacy-policy/index.html'));
    expect(await (await fetch(`${base}/dashboard`)).text()).toBe(page(APP_SHELL));
    expect(await (await fetch(`${base}/no-such-page`)).text()).toBe(page('404.html'));
  });
});
