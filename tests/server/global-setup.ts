import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../support/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the run's throwaway PostgreSQL cluster; empty when SERVER_TESTS_PG=off. */
    postgresUrl: string;
  }
}

/** One PostgreSQL cluster for the whole server run; each test file makes a database of its own in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.SERVER_TESTS_PG === 'off') {
    project.provide('postgresUrl', '');
    return async () => undefined;
  }
  const started = performance.now();
  const cluster = await startPostgresCluster();
  if (process.env.SERVER_TESTS_TIMING === '1') console.log(`[server] PostgreSQL cluster started in ${Math.round(performance.now() - started)} ms`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
