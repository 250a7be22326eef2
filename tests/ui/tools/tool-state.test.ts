import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../core/chat/chat.model';
import { INITIAL_DASHBOARD_STATE, type DashboardState } from '../../../core/dashboard/dashboard-state.model';
import { DashboardStateStore } from '../../../core/dashboard/dashboard-state.store';
import { userStorageKey } from '../../../core/shared/storage-keys';
import { ToolState } from '../../../ui/tools/tool-state';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const EMAIL = 'asha@example.in';
const KEY = userStorageKey('dashboard', EMAIL);
const TOOLS = ['conceptExplainer', 'aiDoubtSolver', 'topicPractice', 'studyAdvice'] as const;

function loadAll(raw: string): DashboardState {
  const store = new DashboardStateStore(new MemoryStorage({ [KEY]: raw }), new RecordingLogger());
  return Object.fromEntries(TOOLS.map((tool) => [tool, new ToolState(store, tool).load(EMAIL)])) as unknown as DashboardState;
}

// Independent of the schema under test: what the panels rely on.
const isString = (value: unknown): value is string => typeof value === 'string';
function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const message = value as Record<string, unknown>;
  return (
    isString(message.id) &&
    message.id !== '' &&
    (message.type === 'user' || message.type === 'assistant') &&
    isString(message.content) &&
    isString(message.timestamp) &&
    !Number.isNaN(Date.parse(message.timestamp))
  );
}

function expectWellFormed(state: DashboardState): void {
  for (const chat of [state.conceptExplainer, state.studyAdvice]) {
    expect(Array.isArray(chat.messages) && chat.messages.every(isMessage)).toBe(true);
    expect(isString(chat.input)).toBe(true);
  }
  expect(state.studyAdvice.isGenerating).toBe(false);
  const doubt = state.aiDoubtSolver;
  expect(doubt.image === null || (isString(doubt.image) && doubt.image.startsWith('data:image/'))).toBe(true);
  expect(isString(doubt.question)).toBe(true);
  expect(doubt.answer === null || (typeof doubt.answer.success === 'boolean' && Array.isArray(doubt.answer.questions))).toBe(true);
  expect(doubt.isGenerating).toBe(false);
  const practice = state.topicPractice;
  expect(['', 'Legal', 'Logical', 'Quant', 'GK', 'English']).toContain(practice.section);
  expect(['easy', 'medium', 'hard']).toContain(practice.difficulty);
  expect(Number.isInteger(practice.questionCount) && practice.questionCount > 0).toBe(true);
  for (const question of practice.questions) {
    expect(question.options).toHaveLength(4);
    expect(['A', 'B', 'C', 'D']).toContain(question.answer);
  }
  for (const [index, letter] of Object.entries(practice.userAnswers)) {
    expect(Number(index)).toBeLessThan(practice.questions.length);
    expect(['A', 'B', 'C', 'D']).toContain(letter);
  }
  expect(typeof practice.showResults === 'boolean' && typeof practice.score === 'number').toBe(true);
  expect(practice.isGenerating).toBe(false);
}

const message = fc.record({
  id: fc.string({ minLength: 1 }),
  type: fc.constantFrom('user' as const, 'assistant' as const),
  content: fc.string(),
  timestamp: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
});
const junk = fc.jsonValue().filter((value) => !isMessage(value));
const mixedMessages = fc.array(fc.oneof(message.map((value) => ({ valid: true, value })), junk.map((value) => ({ valid: false, value }))), {
  maxLength: 8,
});

const question = fc.record({
  question: fc.string(),
  options: fc.array(fc.string(), { minLength: 4, maxLength: 4 }),
  answer: fc.constantFrom('A' as const, 'B' as const, 'C' as const, 'D' as const),
  explanation: fc.string(),
});
const topicPractice = fc.array(question, { maxLength: 4 }).chain((questions) =>
  fc.record({
    section: fc.constantFrom('' as const, 'Legal' as const, 'Quant' as const),
    selectedTopic: fc.string(),
    subtopic: fc.string(),
    passage: fc.string(),
    difficulty: fc.constantFrom('easy' as const, 'medium' as const, 'hard' as const),
    questionCount: fc.integer({ min: 1, max: 10 }),
    questions: fc.constant(questions),
    currentQuestionIndex: fc.integer({ min: 0, max: Math.max(0, questions.length - 1) }),
    userAnswers: fc.dictionary(
      questions.length ? fc.integer({ min: 0, max: questions.length - 1 }).map(String) : fc.constant('never'),
      fc.constantFrom('A', 'B', 'C', 'D'),
      { maxKeys: questions.length },
    ),
    showResults: fc.boolean(),
    score: fc.nat(),
    isGenerating: fc.constant(false),
  }),
);

describe('ToolState restoring saved dashboard state', () => {
  it('never throws and always gives well-formed tools, whatever JSON (or text) is stored', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue().map((value) => JSON.stringify(value)), fc.string()), (raw) => {
        expectWellFormed(loadAll(raw));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws for arbitrary values inside each tool', { timeout: 0 }, () => {
    const tool = fc.dictionary(
      fc.constantFrom('messages', 'input', 'image', 'question', 'answer', 'isGenerating', 'questions', 'userAnswers', 'currentQuestionIndex', 'section'),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.record({ conceptExplainer: tool, aiDoubtSolver: tool, topicPractice: tool, studyAdvice: tool }), (state) => {
        expectWellFormed(loadAll(JSON.stringify(state)));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every valid message and every valid tool: a bad message drops only that message', { timeout: 0 }, () => {
    fc.assert(
      fc.property(mixedMessages, mixedMessages, fc.string(), topicPractice, (explainer, advice, input, practice) => {
        const saved = {
          conceptExplainer: { messages: explainer.map((entry) => entry.value), input },
          aiDoubtSolver: { image: 'data:image/png;base64,AAAA', question: 'Q', answer: null, isGenerating: true },
          topicPractice: practice,
          studyAdvice: { messages: advice.map((entry) => entry.value), input: '', isGenerating: false },
        };
        const state = loadAll(JSON.stringify(saved));
        expectWellFormed(state);
        const valid = (entries: typeof explainer) => entries.filter((entry) => entry.valid).map((entry) => entry.value);
        expect(state.conceptExplainer).toEqual({ messages: valid(explainer), input });
        expect(state.studyAdvice.messages).toEqual(valid(advice));
        expect(state.topicPractice).toEqual(practice);
        expect(state.aiDoubtSolver).toEqual({ ...saved.aiDoubtSolver, isGenerating: false });
      }),
      { numRuns: 200 },
    );
  });

  it('resets only the tool whose parts disagree, and refuses an image address that would be fetched', () => {
    const saved = {
      ...INITIAL_DASHBOARD_STATE,
      conceptExplainer: { messages: [{ id: '1', type: 'user', content: 'tort?', timestamp: '2026-11-21T09:00:00Z' }], input: '' },
      topicPractice: { ...INITIAL_DASHBOARD_STATE.topicPractice, selectedTopic: 'Percentages', userAnswers: { 3: 'B' } },
      aiDoubtSolver: { image: 'https://tracker.example/p.png', question: 'kept', answer: { success: 'yes' }, isGenerating: false },
    };
    const state = loadAll(JSON.stringify(saved));
    expect(state.topicPractice).toEqual(INITIAL_DASHBOARD_STATE.topicPractice);
    expect(state.conceptExplainer).toEqual(saved.conceptExplainer);
    expect(state.aiDoubtSolver).toEqual({ image: null, question: 'kept', answer: null, isGenerating: false });
  });
});
