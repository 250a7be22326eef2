#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end tests (playwright-core drives it;
// no browser is ever downloaded). Quiet and fast when it is present; installs it with apt-get
// when missing and we are root; otherwise fails with one line saying what to do.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const DEFAULT_PATH = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;
const HELP =
  'Chromium is required for the end-to-end tests: install Debian\'s package with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser's version line, or null when it is absent or does not run. */
function chromiumVersion() {
  if (!isExecutable(chromiumPath)) return null;
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.status !== 0) return null;
  return result.stdout.trim() || 'chromium';
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(message = HELP) {
  console.error(message);
  process.exit(1);
}

if (chromiumVersion()) process.exit(0);

// Only Debian's package can be installed here, and only into its default place.
const canInstall =
  chromiumPath === DEFAULT_PATH && process.platform === 'linux' && process.getuid?.() === 0 && onPath('apt-get');
if (!canInstall) fail();

console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get...');
if (!run('apt-get', ['-qq', 'update'])) fail(`apt-get update failed. ${HELP}`);
if (!run('apt-get', ['-y', '-qq', '--no-install-recommends', 'install', 'chromium'])) fail(`apt-get install failed. ${HELP}`);

const version = chromiumVersion();
if (!version) fail(`Chromium was installed but "${chromiumPath} --version" does not run. ${HELP}`);
console.log(`Installed ${version}.`);
