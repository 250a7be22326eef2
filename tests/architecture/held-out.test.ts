import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The held-out evaluations (doubt templates in tests/eval/doubts/held-out/, concept questions in
 * tests/eval/concepts/) measure the tutor on what it was never fitted to: only the benchmark and
 * the evaluations' own checks may read them, never the tutor's code or its tests.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ALLOWED = [/^tests\/bench\//, /^tests\/eval\/doubts\/held-out\//, /^tests\/eval\/concepts\//, /^tests\/architecture\/held-out\.test\.ts$/];
const HELD_OUT = /from\s+['"][^'"]*(?:held-out\/|eval\/concepts\/)|concept-questions\.json/;

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('held-out evaluations', () => {
  it('are read by no code or test other than the benchmark and their own checks', () => {
    const readers = ['adapters', 'core', 'ui', 'src', 'server', 'tests', 'scripts']
      .flatMap((folder) => sources(join(ROOT, folder)))
      .map((path) => relative(ROOT, path).replace(/\\/g, '/'))
      .filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))
      .filter((path) => HELD_OUT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(readers).toEqual([]);
  });
});
