#!/usr/bin/env node
// Makes sure Debian's PostgreSQL server is there for the server's tests, which start a
// throwaway cluster of their own (never the system's). Quiet and fast when it is present;
// installs it with apt-get when missing and we are root; otherwise fails with one line saying
// what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, installDebianPackage, isExecutable } from './debian-package.mjs';

const HELP = 'PostgreSQL is required for the server tests: install Debian\'s package with "sudo apt-get install -y postgresql" (or set PG_BIN to a folder with initdb and pg_ctl).';

/** The bin folder of the newest PostgreSQL Debian installed, or PG_BIN; null when there is none. */
function postgresBin() {
  const majors = () => {
    try {
      return readdirSync('/usr/lib/postgresql').filter((major) => /^\d+$/.test(major)).sort((a, b) => Number(b) - Number(a));
    } catch {
      return [];
    }
  };
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : majors().map((major) => `/usr/lib/postgresql/${major}/bin`);
  return candidates.find((bin) => isExecutable(join(bin, 'initdb')) && isExecutable(join(bin, 'pg_ctl'))) ?? null;
}

/**
 * The package creates and may start a system cluster, `main`; the tests never use it, so it is
 * stopped and left to start only by hand. Failures are ignored: often it never started.
 */
function stopDefaultCluster(major) {
  const quiet = { stdio: 'ignore', timeout: 60_000 };
  if (spawnSync('pg_ctlcluster', ['--force', major, 'main', 'stop'], quiet).status !== 0) spawnSync('service', ['postgresql', 'stop'], quiet);
  const startConf = `/etc/postgresql/${major}/main/start.conf`;
  if (existsSync(startConf)) {
    try {
      writeFileSync(startConf, 'manual\n');
    } catch {
      // Not ours to insist on: the cluster is stopped either way.
    }
  }
}

if (postgresBin()) process.exit(0);

installDebianPackage('postgresql', 'PostgreSQL', HELP, !process.env.PG_BIN);

const bin = postgresBin();
if (!bin) fail(`PostgreSQL was installed but no initdb was found under /usr/lib/postgresql. ${HELP}`);
stopDefaultCluster(bin.split('/').at(-2));
console.log(`Installed PostgreSQL: ${bin}.`);
