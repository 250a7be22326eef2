import 'reflect-metadata';
import { Container } from 'inversify';
import { HttpAiHost } from '../../../adapters/http/http-ai-host.adapter';
import { HttpBackend } from '../../../adapters/http/http-backend.adapter';
import { LocalAiHost } from '../../../adapters/local/local-ai-host.adapter';
import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import type { PlanKey } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import { Auth } from '../../../core/auth/auth.port';
import { Backend } from '../../../core/ports/backend.port';
import { Clock } from '../../../core/ports/clock.port';
import { Database } from '../../../core/ports/database.port';
import { KeyValueStorage } from '../../../core/ports/key-value-storage.port';
import { Logger } from '../../../core/ports/logger.port';
import { PaymentDesk } from '../../../core/payment/payment-desk.port';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { MswAiHost } from '../http/msw-ai-host';
import { MswBackend } from '../http/msw-backend';
import { useMswServer } from '../http/msw-server';
import { aiHostContract, type AiHostHarness } from './ai-host.contract';
import { backendContract, type BackendHarness } from './backend.contract';

const BACKEND_URL = 'https://backend.nyayapath.test/';
const AI_HOST_URL = 'https://api.nyayapath.test/';
const PASSWORD = 'secret-123';

const server = useMswServer();

/**
 * Local mode as the composition root builds it: the adapters come out of a container, so the
 * suites follow their constructors as they change. LocalAuth hashes with few iterations for speed.
 */
function localMode() {
  const storage = new MemoryStorage();
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const auth = new LocalAuth(storage, clock, { pbkdf2Iterations: 1_000 }, logger);
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(KeyValueStorage).toConstantValue(storage);
  container.bind(Clock).toConstantValue(clock);
  container.bind(Logger).toConstantValue(logger);
  container.bind(Auth).toConstantValue(auth);
  container.bind(Database).to(LocalDatabase);
  container.bind(Backend).to(LocalBackend);
  container.bind(PaymentDesk).to(LocalPaymentDesk);
  container.bind(LocalAiHost).toSelf();

  let students = 0;
  return {
    backend: container.get<Backend>(Backend),
    aiHost: container.get(LocalAiHost),
    desk: container.get<PaymentDesk>(PaymentDesk),
    async signIn() {
      students += 1;
      const email = `student${students}@example.in`;
      await auth.signUp({ email, password: PASSWORD, phoneNumber: '9876543210' });
      const session = await auth.signIn({ email, password: PASSWORD });
      return { userId: session.user.id, email };
    },
    async cleanup() {
      auth.dispose();
    },
  };
}

async function approveNewest(desk: PaymentDesk): Promise<void> {
  const [newest] = await desk.listPayments();
  if (!newest) throw new Error('No payment to approve');
  await desk.approve(newest.id);
}

/** Hosted mode's sessions: the fake server knows each student by the bearer token. */
function hostedStudents(register: (user: { id: string; email: string }) => string = () => 'token') {
  const auth = new FakeAuth(null);
  let students = 0;
  return {
    auth,
    async signIn() {
      students += 1;
      const user = makeUser(`student${students}@example.in`, `student-${students}`);
      auth.session = { ...makeSession(user), accessToken: register(user) };
      return { userId: user.id, email: user.email };
    },
  };
}

backendContract('local', async (): Promise<BackendHarness> => {
  const local = localMode();
  return { ...local, approveLastPayment: () => approveNewest(local.desk) };
});

backendContract('http', async (): Promise<BackendHarness> => {
  const fake = new MswBackend({ baseUrl: BACKEND_URL });
  server.use(...fake.handlers);
  const students = hostedStudents((user) => fake.addUser(user));
  return {
    backend: new HttpBackend(students.auth, { baseUrl: BACKEND_URL }),
    signIn: students.signIn,
    approveLastPayment: async () => fake.approveLastPayment(),
    cleanup: async () => undefined,
  };
});

async function localAiHost(): Promise<AiHostHarness> {
  const local = localMode();
  return {
    ...local,
    // Local confirmation reads the plans the payment desk grants: pay as the student, then approve.
    async approvePayment(_userId: string, plan: PlanKey) {
      const reply = await local.backend.submitPayment({
        transactionId: '',
        bankingName: 'Asha Verma',
        last4: '4821',
        amount: PLANS[plan].price,
        paymentMethod: 'upi',
        planType: plan,
      });
      if (!reply.success) throw new Error(reply.message);
      await approveNewest(local.desk);
    },
  };
}

aiHostContract('local', localAiHost);

aiHostContract('http', async (): Promise<AiHostHarness> => {
  const fake = new MswAiHost(AI_HOST_URL);
  server.use(...fake.handlers);
  const students = hostedStudents();
  return {
    aiHost: new HttpAiHost(students.auth, { baseUrl: AI_HOST_URL }),
    signIn: students.signIn,
    approvePayment: async (userId, plan) => fake.grantPlan(userId, plan),
    cleanup: async () => undefined,
  };
});
