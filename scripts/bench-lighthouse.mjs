#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs=3 --routes=/,/auth --no-build --out-dir=dist-lighthouse]
// Builds the app, serves the production build with `vite preview`, and runs Lighthouse 12
// (mobile, its default simulated throttling) with Debian's Chromium on every public page, each
// `runs` times, keeping the median. Beside each page it measures the same page saved as static
// HTML (the prerendered markup and its styles, no scripts): the reference the app is held to.
// Prints a table and writes it into README.md between <!-- lighthouse:start --> and
// <!-- lighthouse:end --> when those markers are there. Exits 1 when a target is missed.
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

async function measure(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
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

async function medianOf(url, port, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(url, port));
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
  try {
    for (const route of routes) {
      const address = route.path === '/404' ? '/no-such-page' : route.path;
      const copyAddress = `${STATIC_PREFIX}${route.path === '/' ? '/' : route.file.endsWith('index.html') ? `${route.path}/` : route.path.replace(/$/, '/')}`;
      const app = await medianOf(`${server.base}${address}`, chrome.port, runs);
      const copy = await medianOf(`${server.base}${copyAddress}`, chrome.port, runs);
      rows.push({ path: route.path, app, copy, misses: misses(app, copy) });
      console.error(`${route.path}: ${app.score} (static ${copy.score})`);
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  const result = `Lighthouse 12, mobile, simulated throttling, median of ${runs} run(s), \`vite preview\` of the production build, ${new Date().toISOString().slice(0, 10)}.\n\n${table(rows)}`;
  console.log(result);
  const readmePath = join(ROOT, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  if (readme.includes(start) && readme.includes(end)) {
    await writeFile(readmePath, `${readme.slice(0, readme.indexOf(start) + start.length)}\n${result}\n${readme.slice(readme.indexOf(end))}`);
    console.error('README.md updated between the lighthouse markers.');
  } else {
    console.error('README.md has no lighthouse markers: the table was only printed.');
  }
  if (rows.some((row) => row.misses.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
