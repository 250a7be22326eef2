import { afterEach, describe, expect, it } from 'vitest';
import type { ChatModel } from '../../server/ai/chat-model';
import { startTestServer, type TestServer } from './support/test-server';
import { newStudent } from './support/tokens';

/** A question the tutor cannot answer, so the doubt goes to the (slow) model. */
const UNANSWERED = { input_type: 'text', content: 'Why do some judges write dissents?', text: 'Why do some judges write dissents?' };

/** A model that answers after `ms`; `asked` settles when a question reaches it, `answered` when it replies. */
function slowModel(ms: number) {
  let markAsked!: () => void;
  let markAnswered!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const answered = new Promise<void>((resolve) => (markAnswered = resolve));
  const model: ChatModel = {
    async complete() {
      markAsked();
      await new Promise((resolve) => setTimeout(resolve, ms));
      markAnswered();
      return 'Dissents record reasons a later bench may adopt.';
    },
  };
  return { model, asked, answered };
}

/** Stopping the server (SIGTERM): requests in flight finish within the grace time, or give their use back. */
describe('stopping the server', () => {
  let server: TestServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('lets a request in flight finish and answers it, and keeps its use', async () => {
    const slow = slowModel(800);
    server = await startTestServer('pglite', { model: slow.model });
    const student = await newStudent();
    const reply = server.call('/api/public/solve-doubt', { token: student.token, body: UNANSWERED });
    await slow.asked;
    const stopped = server.stopServing(10_000);
    const answered = await reply;
    expect(answered.status).toBe(200);
    expect(JSON.stringify(await answered.json())).toContain('Dissents record reasons');
    await stopped;
    expect((await server.usage.planAndUsage(student.id)).usage.aiDoubtSolver).toBe(1);
  });

  it('cuts a request still running at the deadline and gives its use back', async () => {
    const slow = slowModel(1_500);
    server = await startTestServer('pglite', { model: slow.model });
    const student = await newStudent();
    const reply = server.call('/api/public/solve-doubt', { token: student.token, body: UNANSWERED }).then(
      (response) => response.status,
      () => 'cut',
    );
    await slow.asked;
    await server.stopServing(100);
    expect(await reply).toBe('cut');
    await slow.answered;
    // The handler finishes after the model replies, then gives the use back.
    let used = 1;
    for (let check = 0; check < 50 && used !== 0; check += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      used = (await server.usage.planAndUsage(student.id)).usage.aiDoubtSolver;
    }
    expect(used).toBe(0);
  });
});
