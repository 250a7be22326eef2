import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const TEST_START = /^\s*(?:it|test)(?:\.each\(.*\))?\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first line of each test that runs fast-check and sets no `{ timeout: 0 }` of its own. */
function timedProperties(source: string): string[] {
  const lines = source.split('\n');
  const found = new Set<string>();
  lines.forEach((line, index) => {
    if (!line.includes('fc.assert')) return;
    let start = index;
    while (start >= 0 && !TEST_START.test(lines[start]!)) start -= 1;
    if (start >= 0 && !/\{ timeout: 0 \}/.test(lines.slice(start, start + 2).join(' '))) found.add(`${start + 1}: ${lines[start]!.trim()}`);
  });
  return [...found];
}

describe('property tests', () => {
  it('are bounded by their number of runs, never by the wall clock (a busy machine must not fail them)', () => {
    // This file's own examples below are strings, not tests.
    const files = testFiles(join(ROOT, 'tests')).filter((file) => !file.endsWith('property-tests.test.ts'));
    const offenders = files.flatMap((file) =>
      timedProperties(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would see one that is timed', () => {
    expect(timedProperties("it('adds', () => {\n  fc.assert(fc.property(fc.nat(), (n) => n + 0 === n));\n});")).toEqual(["1: it('adds', () => {"]);
    expect(timedProperties("it('adds', { timeout: 0 }, () => {\n  fc.assert(fc.property(fc.nat(), (n) => n + 0 === n));\n});")).toEqual([]);
  });
});
