#!/usr/bin/env node
// Makes sure Debian's PostgreSQL server is there for the server's tests, which start a
// throwaway cluster of their own (never the system's). Quiet and fast when it is present;
// installs it with apt-get when missing and we are root; otherwise fails with one line saying
// what to do.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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

if (postgresBin()) process.exit(0);

installDebianPackage('postgresql', 'PostgreSQL', HELP, !process.env.PG_BIN);
// The package starts a system cluster where it can; the tests never use it.
spawnSync('sh', ['-c', 'pg_ctlcluster --force $(ls /usr/lib/postgresql | sort -n | tail -1) main stop'], { stdio: 'ignore' });

const bin = postgresBin();
if (!bin) fail(`PostgreSQL was installed but no initdb was found under /usr/lib/postgresql. ${HELP}`);
console.log(`Installed PostgreSQL: ${bin}.`);
