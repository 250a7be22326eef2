import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { MockAttemptsStore } from '../../server/stores/mock-attempts.store';
import { mockAttemptsContract } from '../adapters/contracts/mock-attempts.contract';
import { engines, startTestServer, type TestServer } from './support/test-server';

/** The server's store of full mocks passes the contract the device and Supabase stores pass. */
describe.each(engines())('MockAttemptsStore on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });

  afterAll(async () => {
    await server?.close();
  });

  mockAttemptsContract(async () => {
    const { db } = server.database.handle;
    const [asha, ravi] = [randomUUID(), randomUUID()];
    await db.insertInto('auth.users').values([{ id: asha, email: `${asha}@example.in` }, { id: ravi, email: `${ravi}@example.in` }]).execute();
    return { attempts: new MockAttemptsStore(db), asha, ravi };
  });
});
