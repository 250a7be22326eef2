import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.mjs';

/**
 * A throwaway PostgreSQL cluster from Debian's binaries, in a temporary folder, on a free
 * loopback port: started by the server tests and stopped when they end. initdb refuses to run
 * as root, so under root the cluster belongs to the `postgres` system user.
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

function postgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const majors = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').filter((major) => /^\d+$/.test(major)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: run "node scripts/ensure-postgres.mjs".');
  return `/usr/lib/postgresql/${newest}/bin`;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function runProgram(program: string, args: string[]): Promise<string> {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${program} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}


async function tail(path: string): Promise<string> {
  return (await readFile(path, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
}

/** Connects until the server answers: pg_ctl -w can report ready a moment before TCP accepts. */
async function waitUntilConnectable(url: string, deadline: number): Promise<void> {
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'nyayapath-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  const pidFile = join(data, 'postmaster.pid');
  // If the run dies before stop(), the postmaster must not outlive it (exit handlers are synchronous).
  const killOnExit = () => {
    try {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGKILL');
    } catch {
      // Never started, or already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (existsSync(pidFile)) await runProgram(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(killOnExit);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      const ids = readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.startsWith('postgres:'))?.split(':');
      if (!ids) throw new Error('There is no postgres system user: install Debian\'s "postgresql" package.');
      await chown(dir, Number(ids[2]), Number(ids[3]));
    }
    const deadline = performance.now() + START_TIMEOUT_MS;
    await runProgram(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    // Durability is not what these tests are about: a faster, throwaway cluster.
    const options = [`-k ${dir}`, `-p ${port}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
    await runProgram(join(bin, 'pg_ctl'), ['-D', data, '-o', options.join(' '), '-l', log, '-w', '-t', String(START_TIMEOUT_MS / 1000), 'start']);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilConnectable(url, deadline);
    return { url, stop };
  } catch (error) {
    const message = `PostgreSQL cluster in ${dir} did not start: ${(error as Error).message}\n--- ${log} (tail) ---\n${await tail(log)}`;
    await stop().catch(() => undefined);
    throw new Error(message, { cause: error });
  }
}

let databases = 0;

/** A database of its own in the cluster, so that each test file starts empty; drop() removes it. */
export async function createTestDatabase(adminUrl: string, name = `nyayapath_test_${process.pid}_${(databases += 1)}_${Date.now() % 100_000}`): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
