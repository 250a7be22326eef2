#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end tests (playwright-core drives it;
// no browser is ever downloaded). Quiet and fast when it is present; installs it with apt-get
// when missing and we are root; otherwise fails with one line saying what to do.
import { spawnSync } from 'node:child_process';
import { fail, installDebianPackage, isExecutable } from './debian-package.mjs';

const DEFAULT_PATH = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;
const HELP =
  'Chromium is required for the end-to-end tests: install Debian\'s package with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).';

/** The browser's version line, or null when it is absent or does not run. */
function chromiumVersion() {
  if (!isExecutable(chromiumPath)) return null;
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.status !== 0) return null;
  return result.stdout.trim() || 'chromium';
}

if (chromiumVersion()) process.exit(0);

// Only Debian's package can be installed here, and only into its default place.
installDebianPackage('chromium', 'Chromium', HELP, chromiumPath === DEFAULT_PATH);

const version = chromiumVersion();
if (!version) fail(`Chromium was installed but "${chromiumPath} --version" does not run. ${HELP}`);
console.log(`Installed ${version}.`);
