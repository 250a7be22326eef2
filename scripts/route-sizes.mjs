#!/usr/bin/env node
// Each route's first-load JavaScript (gzip) from the production build's manifest: the entry
// chunk, the route's page chunk, and every chunk they import statically; checked against its
// budget. Run after `npm run build`; exits 1 when a route is over budget.
//   node scripts/route-sizes.mjs [outDir] [--scale=<factor>]
// `--scale` multiplies every budget (the size test uses it to see the check fail). The
// composition root (container, adapters, rules) is listed on its own: a route pulls it only when
// a screen asks for a service, after the first paint.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PUBLIC_ROUTES } from './public-routes.mjs';

const KB = 1024;

/**
 * Budgets in gzip bytes. The public pages share one: React 19 and React DOM alone are 67 kB, the
 * data router 29 kB, Fluent's theme and style engine 21 kB; 155 kB leaves the page itself
 * about 30 kB. The dashboard's is counted before any tool opens.
 */
export const BUDGETS = {
  ...Object.fromEntries(PUBLIC_ROUTES.map((route) => [route.path === '/404' ? '(404)' : route.path, 155 * KB])),
  '/contact': 200 * KB,
  '/auth': 210 * KB,
  '/payment': 180 * KB,
  '/dashboard': 265 * KB,
  '/admin': 215 * KB,
};

const ROUTES = [
  ...PUBLIC_ROUTES.map((route) => [route.path === '/404' ? '(404)' : route.path, route.page]),
  ['/dashboard', 'ui/dashboard/dashboard.page.tsx'],
  ['/admin', 'ui/admin/admin.page.tsx'],
];
const SERVICES = 'src/composition.ts';

/** Measures every route of the build in `dist`: `{ route, bytes, own, budget }` rows, plus the shared parts. */
export function measureRoutes(dist, scale = 1) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const gzipSize = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file);
  };
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const entry = closure('index.html');
  const rows = ROUTES.map(([route, key]) => {
    const bytes = total(closure(key, new Set(entry)));
    return { route, bytes, own: bytes - total(entry), budget: Math.round(BUDGETS[route] * scale) };
  });
  const services = [...closure(SERVICES)].filter((file) => !entry.has(file));
  return { rows, entry: total(entry), services: total(new Set(services)) };
}

function main() {
  const args = process.argv.slice(2);
  const scaleArg = args.find((arg) => arg.startsWith('--scale='));
  const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : 1;
  if (!(scale > 0)) throw new Error(`--scale must be a positive number, got ${scaleArg}`);
  const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist'));
  const { rows, entry, services } = measureRoutes(dist, scale);
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
  console.log('| route | first-load JS (gzip) | of which the page itself | budget |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    const over = row.bytes > row.budget ? ' **over**' : '';
    console.log(`| ${row.route} | ${kb(row.bytes)} | ${kb(row.own)} | ${kb(row.budget)}${over} |`);
  }
  console.log(`\nShared entry (React, Fluent provider, router, shell): ${kb(entry)}.`);
  console.log(`Composition root, loaded on first use of a service: ${kb(services)}.`);
  const over = rows.filter((row) => row.bytes > row.budget);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => `${row.route} ${kb(row.bytes)} > ${kb(row.budget)}`).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
