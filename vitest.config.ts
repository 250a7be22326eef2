import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two loaded cores: generous timeouts, never timed assertions.
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'core', environment: 'node', include: ['tests/core/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/adapters/**/*.test.ts', 'tests/src/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/supabase/**/*.test.ts'],
          execArgv: ['--experimental-websocket'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          execArgv: ['--experimental-websocket'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Timings, not checks: run on demand with `npm run bench`, never by `npm test`.
        test: { name: 'bench', environment: 'node', include: ['tests/bench/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each suite in its own browser, against the one preview server. (Vitest runs one file
          // at a time on two cores; a second worker did not shorten the run, which is CPU-bound.)
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
