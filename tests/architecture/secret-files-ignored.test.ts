import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Whether git would leave this path out of a commit (exit 0 from `git check-ignore`). */
function ignored(path: string): boolean {
  return spawnSync('git', ['check-ignore', '--no-index', '-q', path], { cwd: process.cwd() }).status === 0;
}

describe('files that hold secrets stay out of git', () => {
  it.each(['.env', '.env.local', '.env.production', '.env.production.local', '.env.development', '.env.staging', 'server/.env', 'supabase/.env'])(
    'ignores %s',
    (path) => {
      expect(ignored(path)).toBe(true);
    },
  );

  it('keeps the documented example tracked', () => {
    expect(ignored('.env.example')).toBe(false);
  });
});
