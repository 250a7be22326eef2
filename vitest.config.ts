import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { tutorBankPlugin } from './scripts/tutor-bank-plugin.mjs';

/** UI tests that replace a module with vi.mock: they need a module graph of their own. */
const UI_MODULE_MOCKS = ['tests/ui/dashboard/exit-intent.test.tsx', 'tests/ui/dashboard/tool-overlay-boundary.test.tsx', 'tests/ui/router-boundaries.test.tsx'];

/**
 * Two cores: first the unit, UI and server files two at a time (they keep both cores busy), then
 * the end-to-end files three at a time: they spend part of their time waiting on the app (polls,
 * delays the specification sets, page loads) and the hosted journey on its own build. Measured
 * on the end-to-end files alone (28 Nov): 297 s two at a time, 264 s three, 262 s four.
 */
const FIRST_TWO_AT_A_TIME = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const THEN_THREE_AT_A_TIME = { maxWorkers: 3, sequence: { groupOrder: 1 } };

// Two loaded cores: generous timeouts, never timed assertions.
export default defineConfig({
  plugins: [react(), tutorBankPlugin()],
  test: {
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { ...FIRST_TWO_AT_A_TIME, name: 'core', environment: 'node', include: ['tests/core/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          ...FIRST_TWO_AT_A_TIME,
          name: 'node',
          environment: 'node',
          include: ['tests/adapters/**/*.test.ts', 'tests/src/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/supabase/**/*.test.ts', 'tests/eval/**/*.test.ts'],
          execArgv: ['--experimental-websocket'],
          // The tutor's bank and solvers are imported once a worker, not once a file: a quarter
          // less CPU for the project. Tests that stub globals or spy restore them after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...FIRST_TWO_AT_A_TIME,
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: UI_MODULE_MOCKS,
          setupFiles: ['tests/ui/setup.ts'],
          // One jsdom and one module graph per worker rather than per file: Fluent, React and
          // jsdom load once, which takes the project from 171 s to 63 s on two cores. The setup
          // file leaves the worker as each file found it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...FIRST_TWO_AT_A_TIME,
          name: 'ui-isolated',
          environment: 'jsdom',
          include: UI_MODULE_MOCKS,
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...FIRST_TWO_AT_A_TIME,
          name: 'server',
          // Each file builds its own app, stores and database; the server's modules (Hono, Kysely,
          // PGlite, the tutor) are imported once a worker rather than once a file.
          isolate: false,
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
        test: { name: 'bench', sequence: { groupOrder: 2 }, environment: 'node', include: ['tests/bench/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          ...THEN_THREE_AT_A_TIME,
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each suite in its own browser, against the one preview server.
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
