import { createServer, type IncomingMessage, type Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatModel } from '../../server/ai/chat-model';
import { openAiCompatibleModel } from '../../server/ai/chat-model';
import { MODEL_LABEL } from '../../server/ai/model-prompts';
import { createAiAnswers } from '../../server/ai/tutor-answers';
import { systemClock } from '../../server/compose';
import { openTestDatabase, type TestDatabase } from './support/test-server';
import { StudentsStore } from '../../server/stores/students.store';
import { migrate } from '../../server/database/migrate';

/** A model that answers from a script and records what it was asked. */
class ScriptedModel implements ChatModel {
  readonly asked: ChatMessage[][] = [];
  constructor(private readonly reply: (messages: readonly ChatMessage[]) => string | Error) {}
  async complete(messages: readonly ChatMessage[]): Promise<string> {
    this.asked.push([...messages]);
    const reply = this.reply(messages);
    if (reply instanceof Error) throw reply;
    return reply;
  }
}

const student = { userId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', email: 'asha@example.in', operator: false };
const logger = pino({ level: 'silent' });

function validSet(count: number, tweak: (questions: object[]) => object[] = (questions) => questions) {
  const questions = Array.from({ length: count }, (_, index) => ({
    question: `Which body hosted the summit in question ${index + 1}?`,
    options: ['The African Union', 'The United Nations', 'The G7', 'ASEAN'],
    answer: 'B',
    explanation: 'Stated in the passage and in the official communique.',
  }));
  return JSON.stringify({ passage: 'A passage about the summit. '.repeat(20), questions: tweak(questions) });
}

describe('answers where the tutor is not sure', () => {
  let database: TestDatabase;
  let students: StudentsStore;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const { standalone } = await migrate(database.handle);
    students = new StudentsStore(database.handle.db, standalone);
    await students.ensure(student);
  });

  afterAll(async () => {
    await database?.close();
  });

  const answers = (model: ChatModel | null) =>
    createAiAnswers({ students, clock: systemClock, logger, llm: null, ...(model ? { model } : {}) });

  it('leaves a doubt the tutor solved to the tutor, and asks the model for one it could not', async () => {
    const model = new ScriptedModel(() => 'The purring comes from the larynx.');
    const solved = await answers(model).solveDoubt({ inputType: 'text', content: 'Find 20% of 150.', text: 'Find 20% of 150.' });
    expect(solved.questions[0]?.finalAnswerText).toContain('30');
    expect(model.asked).toEqual([]);

    const unknown = await answers(model).solveDoubt({ inputType: 'text', content: 'Why do cats purr?', text: 'Why do cats purr?' });
    expect(unknown.explanation).toBe(`${MODEL_LABEL}\n\nThe purring comes from the larynx.`);
    expect(model.asked[0]?.at(-1)).toEqual({ role: 'user', content: 'Why do cats purr?' });
  });

  it("keeps the tutor's approach when the model fails", async () => {
    const model = new ScriptedModel(() => new Error('The model answered 503'));
    const reply = await answers(model).solveDoubt({ inputType: 'text', content: 'Why do cats purr?', text: 'Why do cats purr?' });
    expect(reply.explanation ?? reply.questions[0]?.workedSolution).not.toContain(MODEL_LABEL);
    expect(reply.success).toBe(true);
  });

  it('uses a GK set from the model, labelled, only for a topic the bank has nothing on and only when it passes the bank’s checks', async () => {
    const request = { section: 'GK' as const, topic: 'deep sea mining treaty', questionCount: 5 };
    const good = await answers(new ScriptedModel(() => validSet(5))).topicPractice(request, student);
    expect(good.passage.startsWith(MODEL_LABEL)).toBe(true);
    expect(good.answerKey).toEqual({ Q1: 'B', Q2: 'B', Q3: 'B', Q4: 'B', Q5: 'B' });

    const broken = [
      validSet(5, (questions) => questions.map((question) => ({ ...question, options: ['A', 'A', 'B', 'C'] }))),
      validSet(5, (questions) => questions.map((question) => ({ ...question, answer: 'E' }))),
      validSet(5, (questions) => questions.map((question) => ({ ...question, explanation: '' }))),
      validSet(3),
      'not json at all',
    ];
    for (const reply of broken) {
      // A set that fails the checks is never shown: the tutor's honest answer names what it has.
      await expect(answers(new ScriptedModel(() => reply)).topicPractice(request, student), reply.slice(0, 60)).rejects.toMatchObject({
        code: 'not_found',
        message: expect.stringContaining('No practice set on "deep sea mining treaty" yet'),
      });
    }
  });

  it('serves a topic the bank covers from the bank, beyond the presets too, without asking the model', async () => {
    const model = new ScriptedModel(() => validSet(5));
    const set = await answers(model).topicPractice({ section: 'GK', topic: 'african union g20', questionCount: 5 }, student);
    expect(model.asked).toEqual([]);
    expect(set.passage.startsWith(MODEL_LABEL)).toBe(false);
    expect(set.questions).toHaveLength(5);
  });

  it('never asks the model for a preset topic the bank covers', async () => {
    const model = new ScriptedModel(() => validSet(5));
    const set = await answers(model).topicPractice({ section: 'GK', topic: 'BrahMos Missile', questionCount: 5 }, student);
    expect(model.asked).toEqual([]);
    expect(set.passage.startsWith(MODEL_LABEL)).toBe(false);
  });
});

describe('an OpenAI-compatible chat endpoint', () => {
  let endpoint: Server;
  let baseUrl: string;
  const received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let respond: (body: Record<string, unknown>) => [number, unknown] = () => [200, { choices: [{ message: { content: 'An answer.' } }] }];
  let delayMs = 0;

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    endpoint = createServer(async (request, response) => {
      const body = JSON.parse(await read(request)) as Record<string, unknown>;
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const [status, reply] = respond(body);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const address = endpoint.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  });

  afterAll(async () => {
    await new Promise((resolve) => endpoint.close(resolve));
  });

  it('posts the model, the messages and the key to /chat/completions and returns the first choice', async () => {
    const model = openAiCompatibleModel({ baseUrl, apiKey: 'sk-test', model: 'tutor-model' });
    expect(await model.complete([{ role: 'user', content: 'Explain consideration.' }], { json: true })).toBe('An answer.');
    expect(received.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'tutor-model', messages: [{ role: 'user', content: 'Explain consideration.' }], response_format: { type: 'json_object' } },
    });
    await openAiCompatibleModel({ baseUrl, apiKey: null, model: 'local' }).complete([{ role: 'user', content: 'x' }]);
    expect(received.at(-1)?.authorization).toBeUndefined();
  });

  it('rejects an error status, a reply without text, and a model that takes too long', async () => {
    const model = openAiCompatibleModel({ baseUrl, apiKey: null, model: 'm', timeoutMs: 300 });
    respond = () => [503, { error: 'overloaded' }];
    await expect(model.complete([{ role: 'user', content: 'x' }])).rejects.toThrow('503');
    respond = () => [200, { choices: [{ message: { content: '   ' } }] }];
    await expect(model.complete([{ role: 'user', content: 'x' }])).rejects.toThrow('no answer');
    respond = () => [200, { choices: [{ message: { content: 'late' } }] }];
    delayMs = 1_000;
    await expect(model.complete([{ role: 'user', content: 'x' }])).rejects.toThrow(/abort|timeout/i);
    delayMs = 0;
  });
});
