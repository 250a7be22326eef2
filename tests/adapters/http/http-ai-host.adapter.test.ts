import { beforeEach, describe, expect, it } from 'vitest';
import { HttpAiHost } from '../../../adapters/http/http-ai-host.adapter';
import { answerLetter } from '../../../adapters/http/topic-practice-reply';
import type { DoubtRequest } from '../../../core/doubt/doubt.model';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { RecordingLogger } from '../../fakes/recording-logger';
import { MswAiHost } from './msw-ai-host';
import { useMswServer } from './msw-server';

const BASE_URL = 'https://api.nyayapath.test/';
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const server = useMswServer();

let fake: MswAiHost;
let auth: FakeAuth;
let logger: RecordingLogger;
let aiHost: HttpAiHost;

beforeEach(() => {
  fake = new MswAiHost(BASE_URL);
  server.use(...fake.handlers);
  auth = new FakeAuth({ ...makeSession(makeUser('asha@example.in', 'user-1')), accessToken: 'token-of-asha' });
  logger = new RecordingLogger();
  aiHost = new HttpAiHost(auth, { baseUrl: BASE_URL }, logger);
});

const sent = (path: string) => fake.requests.filter((request) => request.path === path);
const question = (answer: string, options = ['20%', '25%', '30%', '35%']) => ({ question: 'Profit percentage?', options, answer, explanation: 'Profit / cost.' });
const practiceBody = (body: object) => ({ kind: 'body', text: JSON.stringify(body) }) as const;
const malformedPractice = { name: 'AppError', code: 'malformed_response', message: 'The topic practice API returned an unexpected response.' };
const doubt: DoubtRequest = { inputType: 'image', content: 'Find 25% of 80.', text: 'Find 25% of 80.', imageBase64: `data:image/png;base64,${PNG_BASE64}` };

describe('HttpAiHost topic practice', () => {
  it('sends the subtopic for Legal only', async () => {
    await aiHost.generateTopicPractice({ topic: 'Tort Law', section: 'Legal', subtopic: 'Negligence', questionCount: 5 });
    await aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', subtopic: 'Negligence', questionCount: 5 });
    expect(sent('api/public/topic-practice').map((request) => request.body)).toEqual([
      { topic: 'Tort Law', section: 'Legal', subtopic: 'Negligence', questionCount: 5 },
      { topic: 'Percentages', section: 'Quant', questionCount: 5 },
    ]);
  });

  it('sends the bearer token when signed in, and none when signed out', async () => {
    await aiHost.getStudyAdvice('How do I plan?');
    auth.session = null;
    await aiHost.getStudyAdvice('How do I plan?');
    expect(sent('api/study-advice').map((request) => request.authorization)).toEqual(['Bearer token-of-asha', null]);
  });

  it('maps answer_key to answerKey and normalises answers given as text or as letter and text', async () => {
    fake.failures.set(
      'api/public/topic-practice',
      practiceBody({
        passage: '  A trader marks up goods.  ',
        questions: [question('b'), question('30%'), question('D) 35%'), question('Option A'), question('(c)')],
        answer_key: { Q1: 'B', Q2: 'C', Q3: 'D', Q4: 'a', Q5: 'C' },
      }),
    );
    const set = await aiHost.generateTopicPractice({ topic: 'Profit & Loss', section: 'Quant', questionCount: 5 });
    expect(set.passage).toBe('A trader marks up goods.');
    expect(set.questions.map((item) => item.answer)).toEqual(['B', 'C', 'D', 'A', 'C']);
    expect(set.answerKey).toEqual({ Q1: 'B', Q2: 'C', Q3: 'D', Q4: 'A', Q5: 'C' });
    expect(set.questions[0]).toEqual({ question: 'Profit percentage?', options: ['20%', '25%', '30%', '35%'], answer: 'B', explanation: 'Profit / cost.' });
  });

  it('builds the answer key from the questions when the host sends none', async () => {
    fake.failures.set('api/public/topic-practice', practiceBody({ passage: 'P', questions: [question('A'), question('25%')] }));
    expect((await aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).answerKey).toEqual({ Q1: 'A', Q2: 'B' });
  });

  it('reads a reply without questions as an empty set, for the product to report', async () => {
    fake.failures.set('api/public/topic-practice', practiceBody({}));
    expect(await aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).toEqual({ passage: '', questions: [], answerKey: {} });
  });

  it.each([
    ['an answer that is no option', { questions: [question('40%')] }],
    ['three options', { questions: [question('A', ['1', '2', '3'])] }],
    ['a blank option', { questions: [question('A', ['1', ' ', '3', '4'])] }],
    ['a question without text', { questions: [{ ...question('A'), question: '' }] }],
    ['an answer key that contradicts the answers', { questions: [question('B')], answer_key: { Q1: 'C' } }],
    ['an answer key for a question that is not there', { questions: [question('B')], answer_key: { Q1: 'B', Q2: 'A' } }],
    ['questions that are not a list', { questions: 'none' }],
    ['options that are numbers', { questions: [question('A', [1, 2, 3, 4] as unknown as string[])] }],
  ])('calls a set with %s malformed', async (_case, body) => {
    fake.failures.set('api/public/topic-practice', practiceBody({ passage: 'P', ...body }));
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject(malformedPractice);
  });

  it('calls a body that is not JSON malformed', async () => {
    fake.failures.set('api/public/topic-practice', { kind: 'body', text: 'Here are your questions: 1. ...' });
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject(malformedPractice);
  });

  it('fails a server error with the catalogue text, status and body', async () => {
    fake.failures.set('api/public/topic-practice', { kind: 'status', status: 500, body: { error: 'model overloaded' } });
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject({
      code: 'http',
      message: 'Topic practice API error: 500 {"error":"model overloaded"}',
    });
    fake.failures.set('api/public/topic-practice', { kind: 'status', status: 502, body: 'Bad gateway' });
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject({
      message: 'Topic practice API error: 502 Bad gateway',
    });
    expect(sent('api/public/topic-practice')).toHaveLength(2);
  });

  it('applies the 401 rule: an upgrade message keeps the student signed in, anything else ends the session', async () => {
    fake.failures.set('api/public/topic-practice', { kind: 'status', status: 401, body: { message: 'Upgrade to premium for topic practice' } });
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject({
      code: 'payment_required',
      message: 'Upgrade to premium for topic practice',
    });
    fake.failures.set('api/public/topic-practice', { kind: 'status', status: 401, body: { message: 'jwt expired' } });
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject({
      code: 'session_expired',
      message: 'Authentication failed',
    });
  });

  it('fails with the network message when the connection fails', async () => {
    fake.failures.set('api/public/topic-practice', { kind: 'network' });
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject({
      code: 'network',
      message: 'Failed to connect to server',
    });
  });
});

describe('answerLetter', () => {
  const options = ['20%', '25%', '30%', '35%'];

  it.each([
    ['B', 'B'],
    [' c ', 'C'],
    ['(d)', 'D'],
    ['A)', 'A'],
    ['b.', 'B'],
    ['Option C', 'C'],
    ['25%', 'B'],
    [' 35% ', 'D'],
    ['C) 30%', 'C'],
  ])('reads %j as %s', (answer, letter) => {
    expect(answerLetter(answer, options)).toBe(letter);
  });

  it.each(['E', '', '40%', 'B) 30%', 'the second one'])('reads %j as no option', (answer) => {
    expect(answerLetter(answer, options)).toBeNull();
  });
});

describe('HttpAiHost doubt solving', () => {
  it('sends the request in snake_case with the image data without its data: prefix', async () => {
    await aiHost.solveDoubt(doubt);
    await aiHost.solveDoubt({ ...doubt, imageBase64: PNG_BASE64 });
    expect(sent('api/public/solve-doubt').map((request) => request.body)).toEqual([
      { input_type: 'image', content: 'Find 25% of 80.', text: 'Find 25% of 80.', image_base64: PNG_BASE64 },
      { input_type: 'image', content: 'Find 25% of 80.', text: 'Find 25% of 80.', image_base64: PNG_BASE64 },
    ]);
  });

  it('reads the worked solution into camelCase', async () => {
    expect(await aiHost.solveDoubt(doubt)).toEqual({
      success: true,
      questions: [
        {
          id: 'q1',
          questionText: 'Find 25% of 80.',
          finalAnswerText: '(B) 25%',
          steps: [
            { title: 'Find the profit', bullets: ['Profit = 500 - 400 = 100'] },
            { title: 'Divide by the cost price', bullets: ['100 / 400 = 0.25', 'So the profit is 25%'] },
          ],
          workedSolution: 'Profit % = 100 / 400 x 100 = 25%.',
          optionExplanations: { A: '20% divides by the selling price.', B: 'Correct.', C: 'Too high.', D: 'Too high.' },
        },
      ],
    });
  });

  it('fills what a solution leaves out, and gives a numeric id as text', async () => {
    fake.failures.set('api/public/solve-doubt', { kind: 'body', text: '{"success": true, "questions": [{"id": 3, "final_answer_text": "20"}, {}]}' });
    const response = await aiHost.solveDoubt(doubt);
    expect(response.questions).toEqual([
      { id: '3', questionText: '', finalAnswerText: '20', steps: [], workedSolution: '', optionExplanations: {} },
      { id: 'q2', questionText: '', finalAnswerText: '', steps: [], workedSolution: '', optionExplanations: {} },
    ]);
  });

  it('reads a plain explanation, and a refusal in its own words', async () => {
    fake.failures.set('api/public/solve-doubt', { kind: 'body', text: '{"success": true, "explanation": "Use the unitary method."}' });
    expect(await aiHost.solveDoubt(doubt)).toEqual({ success: true, questions: [], explanation: 'Use the unitary method.' });
    fake.failures.set('api/public/solve-doubt', { kind: 'body', text: '{"success": false, "error": "Could not read the question"}' });
    expect(await aiHost.solveDoubt(doubt)).toEqual({ success: false, questions: [], explanation: 'Could not read the question' });
  });

  it('passes on whether the host answered, so that an approach costs no use', async () => {
    fake.failures.set('api/public/solve-doubt', { kind: 'body', text: '{"success": true, "explanation": "Read the passage first.", "answered": false}' });
    expect(await aiHost.solveDoubt(doubt)).toEqual({ success: true, questions: [], explanation: 'Read the passage first.', answered: false });
  });

  it.each([
    ['no success flag', '{"questions": []}'],
    ['steps that are text', '{"success": true, "questions": [{"steps": "first add"}]}'],
    ['option explanations as a list', '{"success": true, "questions": [{"option_explanations": ["a"]}]}'],
    ['not JSON', 'Internal error'],
  ])('calls a reply with %s malformed', async (_case, text) => {
    fake.failures.set('api/public/solve-doubt', { kind: 'body', text });
    await expect(aiHost.solveDoubt(doubt)).rejects.toMatchObject({ code: 'malformed_response', message: 'The solve doubt API returned an unexpected response.' });
  });

  it('times out after its own bound', async () => {
    const impatient = new HttpAiHost(auth, { baseUrl: BASE_URL, doubtTimeoutMs: 50 });
    fake.failures.set('api/public/solve-doubt', { kind: 'slow', ms: 1_000 });
    await expect(impatient.solveDoubt(doubt)).rejects.toMatchObject({ name: 'AppError', code: 'timeout', message: 'Request timed out. Please try again.' });
    expect(sent('api/public/solve-doubt')).toHaveLength(1);
  });

  it('fails a server error with its status and body', async () => {
    fake.failures.set('api/public/solve-doubt', { kind: 'status', status: 422, body: { error: 'image too small' } });
    await expect(aiHost.solveDoubt(doubt)).rejects.toMatchObject({ code: 'http', message: 'Solve doubt API error: 422 {"error":"image too small"}' });
  });
});

describe('HttpAiHost study advice', () => {
  it("sends the question with type 'study_advice' and returns the answer", async () => {
    expect(await aiHost.getStudyAdvice('How do I plan GK?')).toBe('For "How do I plan GK?": read one Legal passage a day and review every mistake.');
    expect(sent('api/study-advice')[0]?.body).toEqual({ question: 'How do I plan GK?', type: 'study_advice' });
  });

  it('returns an empty or missing answer as empty text', async () => {
    fake.failures.set('api/study-advice', { kind: 'body', text: '{"answer": ""}' });
    expect(await aiHost.getStudyAdvice('Plan?')).toBe('');
    fake.failures.set('api/study-advice', { kind: 'body', text: '{"answer": null}' });
    expect(await aiHost.getStudyAdvice('Plan?')).toBe('');
  });

  it('calls an answer of the wrong type malformed', async () => {
    fake.failures.set('api/study-advice', { kind: 'body', text: '{"answer": {"text": "Read more"}}' });
    await expect(aiHost.getStudyAdvice('Plan?')).rejects.toMatchObject({ code: 'malformed_response', message: 'The study advice API returned an unexpected response.' });
  });

  it('times out a generation that takes too long', async () => {
    const impatient = new HttpAiHost(auth, { baseUrl: BASE_URL, timeoutMs: 50 });
    fake.failures.set('api/study-advice', { kind: 'slow', ms: 1_000 });
    await expect(impatient.getStudyAdvice('Plan?')).rejects.toMatchObject({ code: 'timeout', message: 'Request timed out. Please try again.' });
  });
});

describe('HttpAiHost payment confirmation and status', () => {
  it('sends the user id and amount, and returns the reply', async () => {
    fake.grantPlan('user-1', 'daily');
    expect(await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 })).toEqual({ success: true, message: 'Payment confirmed' });
    expect(sent('api/confirm-payment')[0]?.body).toEqual({ userId: 'user-1', amountPaid: 15 });
  });

  it.each([
    ['a server error', { kind: 'status', status: 500, body: 'boom' }],
    ['a 401', { kind: 'status', status: 401, body: { message: 'Payment not found' } }],
    ['a network failure', { kind: 'network' }],
    ['a malformed reply', { kind: 'body', text: '{"confirmed": true}' }],
    ['a refusal without a message', { kind: 'body', text: '{"success": false}' }],
  ] as const)("answers %s with the catalogue's failed confirmation, never a rejection", async (_case, failure) => {
    fake.failures.set('api/confirm-payment', failure);
    expect(await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 })).toEqual({ success: false, message: 'Failed to confirm payment' });
  });

  it('logs why a confirmation failed', async () => {
    fake.failures.set('api/confirm-payment', { kind: 'status', status: 500, body: 'boom' });
    await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 });
    expect(logger.messages('error')).toEqual(['Payment confirmation failed']);
  });

  it('asks for the status by user id and reads it at the top level', async () => {
    fake.grantPlan('user-7', 'monthly');
    expect(await aiHost.getUserStatus('user-7')).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true, user: { planType: 'premium' }, plan: 'monthly' });
    expect(sent('api/user-status')[0]?.search.get('userId')).toBe('user-7');
  });

  it('fails the status like the backend does', async () => {
    fake.failures.set('api/user-status', { kind: 'body', text: '{"hasActivePlan": "no"}' });
    await expect(aiHost.getUserStatus('user-1')).rejects.toMatchObject({ code: 'malformed_response', message: 'The user status API returned an unexpected response.' });
    fake.failures.set('api/user-status', { kind: 'status', status: 401, body: { message: 'jwt expired' } });
    await expect(aiHost.getUserStatus('user-1')).rejects.toMatchObject({ code: 'session_expired', message: 'Authentication failed' });
  });
});
