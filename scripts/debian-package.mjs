// What the ensure-* scripts share: finding programs, and installing a Debian package with
// apt-get when we may (Linux, root, apt-get present), or failing with one line of help.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Installs Debian's `name` package, or exits with `help` when it cannot (`allowed` false: the
 * caller was pointed elsewhere, e.g. by an environment variable, so nothing is installed).
 */
export function installDebianPackage(name, label, help, allowed = true) {
  const canInstall = allowed && process.platform === 'linux' && process.getuid?.() === 0 && onPath('apt-get');
  if (!canInstall) fail(help);
  console.log(`${label} not found: installing Debian's "${name}" package with apt-get...`);
  if (!run('apt-get', ['-qq', 'update'])) fail(`apt-get update failed. ${help}`);
  if (!run('apt-get', ['-y', '-qq', '--no-install-recommends', 'install', name])) fail(`apt-get install failed. ${help}`);
}
