#!/usr/bin/env node
// Makes sure Debian's PostgreSQL server is there for the server's tests, which start a
// throwaway cluster of their own (never the system's). Quiet and fast when it is present;
// installs it with apt-get when missing and we are root; otherwise fails with one line saying
// what to do.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const HELP = 'PostgreSQL is required for the server tests: install Debian\'s package with "sudo apt-get install -y postgresql" (or set PG_BIN to a folder with initdb and pg_ctl).';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The bin folder of the newest PostgreSQL Debian installed, or PG_BIN; null when there is none. */
export function postgresBin() {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : (() => {
        try {
          return readdirSync('/usr/lib/postgresql')
            .filter((major) => /^\d+$/.test(major))
            .sort((a, b) => Number(b) - Number(a))
            .map((major) => `/usr/lib/postgresql/${major}/bin`);
        } catch {
          return [];
        }
      })();
  return candidates.find((bin) => isExecutable(join(bin, 'initdb')) && isExecutable(join(bin, 'pg_ctl'))) ?? null;
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function fail(message = HELP) {
  console.error(message);
  process.exit(1);
}

if (postgresBin()) process.exit(0);

const canInstall = !process.env.PG_BIN && process.platform === 'linux' && process.getuid?.() === 0 && onPath('apt-get');
if (!canInstall) fail();

console.log('PostgreSQL not found: installing Debian\'s "postgresql" package with apt-get...');
if (!run('apt-get', ['-qq', 'update'])) fail(`apt-get update failed. ${HELP}`);
// The package starts a system cluster where it can; the tests never use it.
if (!run('apt-get', ['-y', '-qq', '--no-install-recommends', 'install', 'postgresql'])) fail(`apt-get install failed. ${HELP}`);
spawnSync('sh', ['-c', 'pg_ctlcluster --force $(ls /usr/lib/postgresql | sort -n | tail -1) main stop'], { stdio: 'ignore' });

const bin = postgresBin();
if (!bin) fail(`PostgreSQL was installed but no initdb was found under /usr/lib/postgresql. ${HELP}`);
console.log(`Installed PostgreSQL: ${bin}.`);
