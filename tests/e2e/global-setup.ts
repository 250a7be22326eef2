import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/free-port.mjs';

export { freePort };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build served by `vite preview`, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The folder that build is in. */
    buildDir: string;
    /** A folder of this run's own, removed at its end: what the tests make once and share (a premium student). */
    runDir: string;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * Builds the production bundle once (unless E2E_SKIP_BUILD=1), serves it with `vite preview`
 * on a free loopback port for the whole run, and hands its address to the tests as `baseUrl`.
 * E2E_OUT_DIR builds and serves another folder than `dist`, so two runs can share a checkout.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const outDir = process.env.E2E_OUT_DIR || undefined;
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(`${outDir ?? `${ROOT}dist`}/index.html`)) {
      throw new Error('E2E_SKIP_BUILD=1 but the build is missing: run "npm run build" first.');
    }
  } else {
    await buildForProduction({}, outDir);
  }
  const built = performance.now();

  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = startPreview(port, outDir);
  const killOnExit = () => killGroup(server, 'SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitUntilServing(server, baseUrl);
  } catch (error) {
    await stop(server);
    throw error;
  }
  if (process.env.E2E_TIMING === '1') {
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    console.log(`[e2e] build ${seconds(started, built)} s, server start ${seconds(built, performance.now())} s, ${baseUrl}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('buildDir', outDir ?? `${ROOT}dist`);
  const runDir = await mkdtemp(join(tmpdir(), 'nyayapath-e2e-'));
  project.provide('runDir', runDir);

  return async () => {
    await rm(runDir, { recursive: true, force: true });
    process.off('exit', killOnExit);
    await stop(server);
  };
}

/**
 * Vitest runs with NODE_ENV=test, which would give React's development build: force production.
 * `env` adds variables (VITE_...) for this build only; `outDir` keeps another build apart.
 */
export async function buildForProduction(env: Record<string, string> = {}, outDir?: string): Promise<void> {
  const saved = Object.fromEntries(['NODE_ENV', ...Object.keys(env)].map((name) => [name, process.env[name]]));
  Object.assign(process.env, { NODE_ENV: 'production', ...env });
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}


export interface Preview {
  readonly child: ChildProcess;
  readonly output: string[];
  exited: boolean;
}

/** `vite preview` started directly (not through npx) in its own process group, so teardown can end all of it. */
export function startPreview(port: number, outDir?: string): Preview {
  const child = spawn(
    `${ROOT}node_modules/.bin/vite`,
    ['preview', '--host', HOST, '--port', String(port), '--strictPort', ...(outDir ? ['--outDir', outDir] : [])],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const preview: Preview = { child, output: [], exited: false };
  const keep = (chunk: Buffer) => {
    preview.output.push(chunk.toString());
    if (preview.output.length > 200) preview.output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => {
    preview.exited = true;
  });
  child.once('error', (error) => {
    preview.output.push(String(error));
    preview.exited = true;
  });
  return preview;
}

function answers200(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

export async function waitUntilServing(server: Preview, baseUrl: string): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (server.exited) {
      throw new Error(`vite preview exited before serving ${baseUrl}:\n${server.output.join('')}`);
    }
    if (await answers200(`${baseUrl}/`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer 200 on ${baseUrl}/ within ${START_TIMEOUT_MS / 1000} s:\n${server.output.join('')}`);
}

function killGroup(server: Preview, signal: NodeJS.Signals): void {
  if (server.exited || server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // Already gone.
  }
}

export async function stop(server: Preview): Promise<void> {
  if (server.exited) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  killGroup(server, 'SIGTERM');
  const timer = setTimeout(() => killGroup(server, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
