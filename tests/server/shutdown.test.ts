import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatModel } from '../../server/ai/chat-model';
import { listen, type Listening } from '../../server/compose';
import { startTestServer, type TestServer } from './support/test-server';
import { newStudent } from './support/tokens';

/** A question the tutor cannot answer, so the doubt goes to the (slow) model. */
const UNANSWERED = { input_type: 'text', content: 'Why do some judges write dissents?', text: 'Why do some judges write dissents?' };

/**
 * A model that answers after `delayMs`; `asked` settles when a question reaches it, `answered`
 * when it replies (both renewed by `expect()` before each request).
 */
class SlowModel implements ChatModel {
  delayMs = 0;
  asked: Promise<void> = Promise.resolve();
  answered: Promise<void> = Promise.resolve();
  private markAsked = () => {};
  private markAnswered = () => {};

  expect(delayMs: number): void {
    this.delayMs = delayMs;
    this.asked = new Promise((resolve) => (this.markAsked = resolve));
    this.answered = new Promise((resolve) => (this.markAnswered = resolve));
  }

  async complete(): Promise<string> {
    this.markAsked();
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.markAnswered();
    return 'Dissents record reasons a later bench may adopt.';
  }
}

/** Stopping the server (SIGTERM): requests in flight finish within the grace time, or give their use back. */
describe('stopping the server', () => {
  const model = new SlowModel();
  let server: TestServer;
  // Each test stops a listener of its own on the one app, as a process stops its only one.
  let listening: Listening;

  beforeAll(async () => {
    server = await startTestServer('pglite', { model });
  });

  beforeEach(async () => {
    listening = await listen(server.app, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await server?.close();
  });

  const ask = (token: string) =>
    fetch(`${listening.url}/api/public/solve-doubt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(UNANSWERED),
    });

  it('lets a request in flight finish and answers it, and keeps its use', async () => {
    model.expect(800);
    const student = await newStudent();
    const reply = ask(student.token);
    await model.asked;
    const stopped = listening.close(10_000);
    const answered = await reply;
    expect(answered.status).toBe(200);
    expect(JSON.stringify(await answered.json())).toContain('Dissents record reasons');
    await stopped;
    expect((await server.usage.planAndUsage(student.id)).usage.aiDoubtSolver).toBe(1);
  });

  it('cuts a request still running at the deadline and gives its use back', async () => {
    model.expect(1_500);
    const student = await newStudent();
    const reply = ask(student.token).then(
      (response) => response.status,
      () => 'cut',
    );
    await model.asked;
    await listening.close(100);
    expect(await reply).toBe('cut');
    await model.answered;
    // The handler finishes after the model replies, then gives the use back.
    let used = 1;
    for (let check = 0; check < 50 && used !== 0; check += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      used = (await server.usage.planAndUsage(student.id)).usage.aiDoubtSolver;
    }
    expect(used).toBe(0);
  });
});
