#!/usr/bin/env node
// Prints each route's first-load JavaScript (gzip) from the production build's manifest: the
// entry chunk, the route's page chunk, and every chunk they import statically. Run after
// `npm run build`. The composition root (container, adapters, rules) is listed on its own: a
// route pulls it only when a screen asks for a service.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = [
  ['/', 'ui/public/home.page.tsx'],
  ['/how-it-works', 'ui/public/how-it-works.page.tsx'],
  ['/contact', 'ui/contact/contact.page.tsx'],
  ['/privacy-policy', 'ui/public/privacy-policy.page.tsx'],
  ['/terms-conditions', 'ui/public/terms-conditions.page.tsx'],
  ['/refund-policy', 'ui/public/refund-policy.page.tsx'],
  ['/data-deletion-policy', 'ui/public/data-deletion-policy.page.tsx'],
  ['/payment', 'ui/public/payment.page.tsx'],
  ['/auth', 'ui/auth/auth.page.tsx'],
  ['/dashboard', 'ui/dashboard/dashboard.page.tsx'],
  ['/admin', 'ui/admin/admin.page.tsx'],
  ['(404)', 'ui/shell/not-found.page.tsx'],
];
const SERVICES = 'src/composition.ts';

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipped.get(file);
}

/** The chunk files a module needs before it can run: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entry = closure('index.html');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

console.log('| route | first-load JS (gzip) | of which the page itself |');
console.log('|---|---|---|');
for (const [route, key] of ROUTES) {
  const files = closure(key, new Set(entry));
  const own = total(files) - total(entry);
  console.log(`| ${route} | ${kb(total(files))} | ${kb(own)} |`);
}
const services = [...closure(SERVICES)].filter((file) => !entry.has(file));
console.log(`\nShared entry (React, Fluent provider, router, shell): ${kb(total(entry))}.`);
console.log(`Composition root, loaded on first use of a service: ${kb(total(services))}.`);
