import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAiAnswers } from '../../server/ai/tutor-answers';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { buildServer, listen } from '../../server/compose';
import { openDatabase } from '../../server/database/connect';
import { DataDirError } from '../../server/database/data-dir';
import { TEST_JWT_SECRET, TEST_SUPABASE_URL } from './support/tokens';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Another Node process tries to take `dataDir`, as a second `npm run server` would: what it printed. */
async function claimFromAnotherProcess(dataDir: string): Promise<string> {
  const script = `
    const { runnerImport } = await import('vite');
    const { module } = await runnerImport(${JSON.stringify(join(ROOT, 'server/database/data-dir.ts'))}, { configFile: false, logLevel: 'silent' });
    try { await module.claimDataDir(${JSON.stringify(dataDir)}); console.log('claimed'); } catch (error) { console.log(error.message); }`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
  return stdout.trim();
}

/** The embedded store's folder (DATA_DIR): one server at a time, and writable, or it says why. */
describe('the embedded database folder', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'nyayapath-data-'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR, in another process or this one, until the first closes', async () => {
    const dataDir = join(folder, 'server');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await claimFromAnotherProcess(dataDir)).toBe(
        `DATA_DIR ${dataDir} is in use by another NyayaPath server (process ${process.pid}): stop it, or give this server another DATA_DIR.`,
      );
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirError);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.close();
  });

  it('takes over a lock left by a server that stopped without releasing it', async () => {
    const dataDir = join(folder, 'server');
    await mkdir(dataDir);
    // A process id that no running process has.
    await writeFile(join(dataDir, 'nyayapath-server.lock'), '2147483646');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  });

  it('names DATA_DIR when the folder cannot be made or written', async () => {
    await writeFile(join(folder, 'a-file'), 'not a folder');
    const dataDir = join(folder, 'a-file', 'server');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} cannot be written (ENOTDIR): give the server a folder it can write to.`);
  });

  it('answers /health with 503 once the folder stops taking writes, though the database still reads', async () => {
    const dataDir = join(folder, 'server');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const logger = pino({ level: 'silent' });
    const built = await buildServer({
      database,
      migrate: true,
      verifier: createTokenVerifier({ supabaseUrl: TEST_SUPABASE_URL, jwtSecret: TEST_JWT_SECRET }),
      logger,
      corsOrigins: [],
      trustProxy: false,
      ai: (students) => createAiAnswers({ students, clock: { now: () => Date.now(), sleep: async () => undefined }, logger, llm: null }),
    });
    const server = await listen(built.app, 0, '127.0.0.1');
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      // The probe's file can no longer be written, as on a folder turned read-only under the server
      // (which root, running these tests, would still write to).
      const probe = join(dataDir, 'nyayapath-health.probe');
      await rm(probe);
      await mkdir(probe);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await server.close();
      await built.statusFeed.stop();
      await database.close();
    }
  });
});
