import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

describe('package scripts on a fresh clone', () => {
  // The server benchmark starts dist-server/main.js: a script that runs it must build it first.
  it.each(['bench', 'bench:server'])('%s builds the server before the benchmarks run', (name) => {
    const script = scripts[name]!;
    expect(script).toMatch(/^npm run build:server && vitest run --project bench\b/);
  });
});
