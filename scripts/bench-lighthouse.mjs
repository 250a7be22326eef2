#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs=3 --routes=/,/auth --no-signed-in --no-build --out-dir=dist-lighthouse]
// Builds the app, serves the production build with `vite preview`, and runs Lighthouse 12
// (mobile, its default simulated throttling) with Debian's Chromium on every public page, each
// `runs` times, keeping the median. Beside each page it measures the same page saved as static
// HTML (the prerendered markup and its styles, no scripts): the reference the app is held to.
// Then the signed-in views (scripts/signed-in-views.mjs: a local-mode student's main dashboard,
// open full mock and weekly report, each a first load of the code) and the interaction timings
// with the CPU slowed 4x. Prints the tables and writes them into README.md between
// <!-- lighthouse:start --> and <!-- lighthouse:end -->, and <!-- lighthouse-signed-in:start -->
// and <!-- lighthouse-signed-in:end -->, where those markers are. Exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { freePort } from './free-port.mjs';
import { PUBLIC_ROUTES } from './public-routes.mjs';
import { SIGNED_IN_TARGETS, SIGNED_IN_VIEWS, interactionTimings, loadBlocking, prepareView } from './signed-in-views.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STATIC_PREFIX = '/static-copy';
export const TARGETS = { score: 98, lcpRatio: 1.2, cls: 0.02, tbt: 100 };

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};

/** The page without its scripts: what a plain HTML site would send for the same content. */
export function staticCopy(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|prefetch)"[^>]*>/g, '')
    .replace(/<link rel="manifest"[^>]*>/g, '');
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}


const answers = (url) =>
  new Promise((done) => {
    const request = get(url, (response) => {
      response.resume();
      done(response.statusCode === 200);
    });
    request.once('error', () => done(false));
  });

async function serve(outDir) {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300 && !(await answers(`${base}/`)); tries += 1) await new Promise((done) => setTimeout(done, 200));
  return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** Writes <outDir>/static-copy/<route>/index.html for every public page. */
export async function writeStaticCopies(outDir, routes) {
  for (const route of routes) {
    const html = await readFile(join(outDir, route.file), 'utf8');
    const target = join(outDir, STATIC_PREFIX.slice(1), route.file.endsWith('index.html') ? route.file : route.file.replace(/\.html$/, '/index.html'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, staticCopy(html));
  }
}

async function measure(url, port, flags = {}) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', ...flags });
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
  };
}

async function medianOf(url, port, runs, before = async () => {}, flags = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    await before();
    results.push(await measure(url, port, flags));
  }
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;

export function table(rows) {
  const lines = ['| page | score | FCP | LCP | TBT | CLS | bytes | static copy: score, LCP, TBT, bytes | LCP / static | targets |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (const { path, app, copy, misses } of rows) {
    lines.push(
      `| ${path} | ${app.score} | ${seconds(app.fcp)} | ${seconds(app.lcp)} | ${Math.round(app.tbt)} ms | ${app.cls.toFixed(3)} | ${kb(app.bytes)} | ${copy.score}, ${seconds(copy.lcp)}, ${Math.round(copy.tbt)} ms, ${kb(copy.bytes)} | ${(app.lcp / copy.lcp).toFixed(2)} | ${misses.length ? misses.join(', ') : 'met'} |`,
    );
  }
  return lines.join('\n');
}

/** The signed-in views: no static copy to compare with, the score, CLS and TBT targets only. */
export function signedInTable(rows) {
  const lines = ['| view | score | FCP | LCP | TBT | CLS | bytes | blocking in Chromium, CPU 4x | targets |', '|---|---|---|---|---|---|---|---|---|'];
  for (const { path, app, blocking, misses: missed } of rows) {
    lines.push(`| ${path} | ${app.score} | ${seconds(app.fcp)} | ${seconds(app.lcp)} | ${Math.round(app.tbt)} ms | ${app.cls.toFixed(3)} | ${kb(app.bytes)} | ${Math.round(blocking)} ms | ${missed.length ? missed.join(', ') : 'met'} |`);
  }
  return lines.join('\n');
}

export function signedInMisses(app) {
  const missed = [];
  if (app.score < SIGNED_IN_TARGETS.score) missed.push(`score < ${SIGNED_IN_TARGETS.score}`);
  if (app.cls > SIGNED_IN_TARGETS.cls) missed.push(`CLS > ${SIGNED_IN_TARGETS.cls}`);
  if (app.tbt > SIGNED_IN_TARGETS.tbt) missed.push(`TBT > ${SIGNED_IN_TARGETS.tbt} ms`);
  return missed;
}

/** Each interaction's median and slowest of its runs, against the 100 ms target. */
export function interactionTable(timings) {
  const lines = ['| interaction (CPU 4x slower) | median | slowest | target |', '|---|---|---|---|'];
  for (const [name, durations] of Object.entries(timings)) {
    const slowest = Math.max(...durations);
    lines.push(`| ${name} | ${Math.round(median(durations))} ms | ${Math.round(slowest)} ms | ${slowest <= SIGNED_IN_TARGETS.interaction ? 'met' : `> ${SIGNED_IN_TARGETS.interaction} ms`} |`);
  }
  return lines.join('\n');
}

export function misses(app, copy) {
  const missed = [];
  if (app.score < TARGETS.score) missed.push(`score < ${TARGETS.score}`);
  if (app.lcp > copy.lcp * TARGETS.lcpRatio) missed.push(`LCP > ${TARGETS.lcpRatio}x static`);
  if (app.cls > TARGETS.cls) missed.push(`CLS > ${TARGETS.cls}`);
  if (app.tbt > TARGETS.tbt) missed.push(`TBT > ${TARGETS.tbt} ms`);
  return missed;
}

async function main() {
  const runs = Number(option('runs', '3'));
  const only = option('routes', '');
  const routes = only ? PUBLIC_ROUTES.filter((route) => only.split(',').includes(route.path)) : PUBLIC_ROUTES;
  const outDir = resolve(ROOT, option('out-dir', 'dist-lighthouse'));
  if (!process.argv.includes('--no-build')) {
    process.env.NODE_ENV = 'production';
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No build in ${outDir}`);
  await writeStaticCopies(outDir, routes);
  const server = await serve(outDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const rows = [];
  const signedIn = [];
  let timings = null;
  try {
    for (const route of routes) {
      const address = route.path === '/404' ? '/no-such-page' : route.path;
      const copyAddress = `${STATIC_PREFIX}${route.path === '/' ? '/' : route.file.endsWith('index.html') ? `${route.path}/` : route.path.replace(/$/, '/')}`;
      const app = await medianOf(`${server.base}${address}`, chrome.port, runs);
      const copy = await medianOf(`${server.base}${copyAddress}`, chrome.port, runs);
      rows.push({ path: route.path, app, copy, misses: misses(app, copy) });
      console.error(`${route.path}: ${app.score} (static ${copy.score})`);
    }
    if (!process.argv.includes('--no-signed-in')) {
      for (const [label, path, prepare] of SIGNED_IN_VIEWS) {
        // A student made once; before each run the app's code is forgotten, her session kept.
        let prepared = false;
        const before = async () => {
          await prepareView(chrome.port, server.base, prepared ? async () => {} : prepare);
          prepared = true;
        };
        const app = await medianOf(`${server.base}${path}`, chrome.port, runs, before, { disableStorageReset: true });
        const blocking = median(await loadBlocking(chrome.port, server.base, path, 5));
        signedIn.push({ path: label, app, blocking, misses: signedInMisses(app) });
        console.error(`${label}: ${app.score}`);
      }
      timings = await interactionTimings(chrome.port, server.base, 5);
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  const when = `Lighthouse 12, mobile, simulated throttling, median of ${runs} run(s), \`vite preview\` of the production build, ${new Date().toISOString().slice(0, 10)}.`;
  if (rows.length > 0) await publish('lighthouse', `${when}\n\n${table(rows)}`);
  if (timings) {
    await publish(
      'lighthouse-signed-in',
      `${when} A new local-mode student for each view, signed in, each load a first load of the app's code; beside Lighthouse's simulated TBT, the blocking time of the load itself in Chromium with the CPU slowed 4x (median of 5 loads).\n\n${signedInTable(signedIn)}\n\nEvent Timing (the interaction's longest event, tap to next paint) in Chromium with the CPU slowed 4x, 5 of each on a new student's open mock and dashboard:\n\n${interactionTable(timings)}`,
    );
  }
  const slowTap = timings && Object.values(timings).some((durations) => Math.max(...durations) > SIGNED_IN_TARGETS.interaction);
  if ([...rows, ...signedIn].some((row) => row.misses.length > 0) || slowTap) process.exitCode = 1;
}

/** Prints a table and writes it into README.md between its markers, where they are. */
async function publish(marker, result) {
  console.log(result);
  const readmePath = join(ROOT, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  if (readme.includes(start) && readme.includes(end)) {
    await writeFile(readmePath, `${readme.slice(0, readme.indexOf(start) + start.length)}\n${result}\n${readme.slice(readme.indexOf(end))}`);
    console.error(`README.md updated between the ${marker} markers.`);
  } else {
    console.error(`README.md has no ${marker} markers: the table was only printed.`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
