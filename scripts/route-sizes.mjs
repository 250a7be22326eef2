#!/usr/bin/env node
// Each route's JavaScript (gzip) from the production build's manifest: the small entry, the code
// that starts the page (a public page that only reads hydrates on its own with
// src/public-boot.tsx; the rest start the whole app with src/app-boot.tsx), the page's chunk,
// and every chunk they import statically; checked against its budget. A prerendered public page
// loads only the entry and the service worker's registration until the visitor first acts
// (src/first-intent.ts), so its first load is counted apart from the code that then hydrates it.
// Run after `npm run build`; exits 1 when a route is over budget.
//   node scripts/route-sizes.mjs [outDir] [--scale=<factor>]
// `--scale` multiplies every budget (the size test uses it to see the check fail). The
// composition root (container, adapters, rules) is listed on its own, with a budget of its own: a
// route pulls it only when a screen asks for a service, after the first paint, but a signed-in
// screen asks at once (the dashboard shows its spinner until it has loaded).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APP_BOOT, PUBLIC_BOOT, chunkClosure } from './build-manifest.mjs';
import { PUBLIC_ROUTES } from './public-routes.mjs';

const KB = 1024;

/**
 * Budgets in gzip bytes, a little above what the build measures, so that growth is a decision.
 * A page that hydrates on its own starts with React 19 and React DOM (67 kB) and Fluent's style
 * engine and the frame's controls (about 37 kB; the theme is CSS in the page's head and its token
 * names a rule, scripts/theme-style.mjs): 125 kB leaves the page itself about 18 kB. The rest
 * start the whole app, which adds the router (17 kB: the declarative router, whose history holds
 * a move while the dashboard asks before leaving). The dashboard's is counted with its main view,
 * before any tool opens: the app's start (124 kB) and the main view's own 36 kB (MobX and its
 * React binding 13 kB, the view, its badges and the view models it resolves). Issue 26 asks for
 * 160 kB.
 */
export const BUDGETS = {
  /** What a prerendered public page loads before the visitor acts. */
  firstLoad: 100 * KB,
  ...Object.fromEntries(PUBLIC_ROUTES.map((route) => [route.path === '/404' ? '(404)' : route.path, 125 * KB])),
  '/contact': 195 * KB,
  '/auth': 205 * KB,
  '/payment': 170 * KB,
  '/dashboard': 160 * KB,
  '/admin': 210 * KB,
  /**
   * The composition root, which every signed-in screen asks for as it first shows (the dashboard
   * cannot choose its view without it). The full mock's generators, the offline tutor and the
   * hosted adapters (Supabase, HTTP) are not in it: they load when used or configured. Its schemas
   * are written with zod's functional build (zod/mini, 12 kB where the chained one is 27 kB).
   */
  services: 125 * KB,
  /** The content a full mock downloads when it starts: the bank's index and a paper's passages. */
  mockStart: 115 * KB,
};

/** More curated passages than a paper ever takes (English 5, GK 7, Legal 7, Logical 5 at most in practice). */
const PASSAGES_IN_A_PAPER = 26;
const BANK_INDEX = 'virtual:tutor-bank';
const BANK_SET = 'virtual:tutor-bank-set/';

// [route, the modules it needs to work, hydrates alone, prerendered]. The dashboard is counted with
// its main view, what a returning student sees; the onboarding and diagnostic load on their own.
const ROUTES = [
  ...PUBLIC_ROUTES.map((route) => [route.path === '/404' ? '(404)' : route.path, [route.page], route.alone, true]),
  ['/dashboard', ['ui/dashboard/dashboard.page.tsx', 'ui/dashboard/main/main-dashboard.screen.tsx'], false, false],
  ['/admin', ['ui/admin/admin.page.tsx'], false, false],
];
const SERVICES = 'src/composition.ts';
const SERVICE_WORKER = 'src/register-service-worker.ts';

/** Measures every route of the build in `dist`: `{ route, bytes, own, budget }` rows, plus the shared parts. */
export function measureRoutes(dist, scale = 1) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const gzipSize = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file);
  };
  const closure = (key, files) => chunkClosure(manifest, key, files);
  const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const entry = closure('index.html');
  const boots = { public: closure(PUBLIC_BOOT, new Set(entry)), app: closure(APP_BOOT, new Set(entry)) };
  const beforeActing = total(closure(SERVICE_WORKER, new Set(entry)));
  const rows = ROUTES.map(([route, keys, alone, prerendered]) => {
    const start = alone ? boots.public : boots.app;
    const files = new Set(start);
    for (const key of keys) closure(key, files);
    const bytes = total(files);
    const budget = Math.round(BUDGETS[route] * scale);
    const first = prerendered ? { bytes: beforeActing, budget: Math.round(BUDGETS.firstLoad * scale) } : { bytes, budget };
    return { route, first, bytes, own: bytes - total(start), budget };
  });
  const services = [...closure(SERVICES)].filter((file) => !boots.app.has(file));
  return {
    rows,
    entry: total(entry),
    publicStart: total(boots.public),
    appStart: total(boots.app),
    services: { bytes: total(new Set(services)), budget: Math.round(BUDGETS.services * scale) },
    mockStart: mockStartBytes(manifest, gzipSize, scale),
  };
}

/**
 * What starting a full mock downloads of the bank, at the most: its index and the largest
 * passages a paper could take (each passage is a chunk of its own); beside it, the whole bank.
 */
function mockStartBytes(manifest, gzipSize, scale) {
  const passages = Object.entries(manifest)
    .filter(([key]) => key.startsWith(BANK_SET))
    .map(([, chunk]) => gzipSize(chunk.file))
    .sort((a, b) => b - a);
  const index = gzipSize(manifest[BANK_INDEX].file);
  const bytes = index + passages.slice(0, PASSAGES_IN_A_PAPER).reduce((sum, size) => sum + size, 0);
  const bank = index + passages.reduce((sum, size) => sum + size, 0);
  return { bytes, index, passages: passages.length, bank, budget: Math.round(BUDGETS.mockStart * scale) };
}

function main() {
  const args = process.argv.slice(2);
  const scaleArg = args.find((arg) => arg.startsWith('--scale='));
  const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : 1;
  if (!(scale > 0)) throw new Error(`--scale must be a positive number, got ${scaleArg}`);
  const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist'));
  const { rows, entry, publicStart, appStart, services, mockStart } = measureRoutes(dist, scale);
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
  const over = rows.filter((row) => row.bytes > row.budget || row.first.bytes > row.first.budget);
  console.log('| route | first load (gzip) | its budget | to work (gzip) | of which the page itself | its budget |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const mark = (bytes, budget) => (bytes > budget ? ' **over**' : '');
    console.log(
      `| ${row.route} | ${kb(row.first.bytes)} | ${kb(row.first.budget)}${mark(row.first.bytes, row.first.budget)} | ${kb(row.bytes)} | ${kb(row.own)} | ${kb(row.budget)}${mark(row.bytes, row.budget)} |`,
    );
  }
  console.log('\nA prerendered page (first load below its code) loads the rest at the visitor\'s first touch, key, focus or mouse move.');
  console.log(`\nEntry: ${kb(entry)}. With what starts a reading page (React, Fluent, the frame): ${kb(publicStart)}; the whole app's start (adds the router): ${kb(appStart)}.`);
  console.log(`Composition root, loaded on first use of a service: ${kb(services.bytes)} (budget ${kb(services.budget)}${services.bytes > services.budget ? ' **over**' : ''}).`);
  console.log(
    `Starting a full mock downloads the bank's index (${kb(mockStart.index)}) and its paper's passages: at most ${kb(mockStart.bytes)} with the ${PASSAGES_IN_A_PAPER} largest of ${mockStart.passages} (budget ${kb(mockStart.budget)}${mockStart.bytes > mockStart.budget ? ' **over**' : ''}); the whole bank is ${kb(mockStart.bank)}.`,
  );
  const detail = (row) => (row.bytes > row.budget ? `${kb(row.bytes)} > ${kb(row.budget)}` : `first load ${kb(row.first.bytes)} > ${kb(row.first.budget)}`);
  const overall = over.map((row) => `${row.route} ${detail(row)}`);
  if (services.bytes > services.budget) overall.push(`composition root ${kb(services.bytes)} > ${kb(services.budget)}`);
  if (mockStart.bytes > mockStart.budget) overall.push(`mock start ${kb(mockStart.bytes)} > ${kb(mockStart.budget)}`);
  if (overall.length > 0) {
    console.error(`\nOver budget: ${overall.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
