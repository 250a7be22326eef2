import { beforeAll, describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber } from '../../../core/quiz/quiz-day.rules';
import { DailyQuizBank } from '../../../adapters/tutor/quiz/daily-quiz-bank';
import { pickDailyQuestions, QUIZ_EPOCH, restDays } from '../../../adapters/tutor/quiz/daily-quiz-picker';
import { MAX_CUE_WORDS, passageCue } from '../../../adapters/tutor/quiz/passage-cue';
import { quizBankOf, type QuizBankEntry } from '../../../adapters/tutor/quiz/quiz-bank';
import { TutorContent } from '../../../adapters/tutor/tutor-content';

let bank: QuizBankEntry[];
beforeAll(async () => {
  bank = quizBankOf(await new TutorContent().allGkSets());
});

/** A made-up bank of `topics` topics x `sets` passages x 5 questions. */
function syntheticBank(topics: number, sets: number): QuizBankEntry[] {
  const entries: QuizBankEntry[] = [];
  for (let t = 0; t < topics; t += 1)
    for (let s = 0; s < sets; s += 1)
      for (let q = 0; q < 5; q += 1)
        entries.push({
          id: `t${t}-s${s}-q${q}`,
          topic: `Topic ${t}`,
          setId: `t${t}-s${s}`,
          cue: 'cue',
          question: `Q ${t}.${s}.${q}`,
          options: ['a', 'b', 'c', 'd'],
          answerIndex: q % 4,
          explanation: 'because',
        });
  return entries;
}

const dates = (from: string, count: number) => Array.from({ length: count }, (_, index) => dateOfDayNumber(dayNumber(from) + index));

describe("the day's questions", () => {
  it('are ten distinct bank questions, the same for everyone on a day', async () => {
    const one = await new DailyQuizBank().dayOf('2026-11-25');
    const two = await new DailyQuizBank().dayOf('2026-11-25');
    expect(one).toEqual(two);
    expect(one.quiz.questions).toHaveLength(10);
    expect(new Set(one.quiz.questions.map((question) => question.id)).size).toBe(10);
    expect(one.key.map((entry) => entry.questionId)).toEqual(one.quiz.questions.map((question) => question.id));
    // The questions carry no answer.
    expect(JSON.stringify(one.quiz)).not.toContain('answerIndex');
    expect(JSON.stringify(one.quiz)).not.toContain('explanation');
  });

  it('change from day to day', async () => {
    const quizzes = new DailyQuizBank();
    const monday = await quizzes.dayOf('2026-11-23');
    const tuesday = await quizzes.dayOf('2026-11-24');
    expect(monday.quiz.questions.map((question) => question.id)).not.toEqual(tuesday.quiz.questions.map((question) => question.id));
  });

  it('spread across every topic of the bank, no topic more than its share', () => {
    const topics = new Set(bank.map((entry) => entry.topic));
    for (const date of dates('2026-06-01', 60)) {
      const counts = new Map<string, number>();
      for (const entry of pickDailyQuestions(bank, date)) counts.set(entry.topic, (counts.get(entry.topic) ?? 0) + 1);
      expect(counts.size).toBe(Math.min(10, topics.size));
      expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
    }
  });

  it(`do not repeat a question within the rest days the bank allows (${QUIZ_EPOCH} onwards)`, () => {
    const rest = restDays(bank.length);
    expect(rest).toBeGreaterThanOrEqual(Math.min(7, Math.floor(bank.length / 10) - 2));
    const days = dates(QUIZ_EPOCH, 400).map((date) => pickDailyQuestions(bank, date).map((entry) => entry.id));
    for (let day = 0; day < days.length; day += 1) {
      const recent = new Set(days.slice(Math.max(0, day - rest), day).flat());
      expect(days[day]!.filter((id) => recent.has(id))).toEqual([]);
    }
  });

  it('rest for a week once the bank is large enough, and every question gets its turn', () => {
    const large = syntheticBank(6, 4);
    expect(restDays(large.length)).toBe(7);
    const asked = new Set<string>();
    const days = dates('2026-02-01', 120).map((date) => pickDailyQuestions(large, date).map((entry) => entry.id));
    days.forEach((ids, day) => {
      ids.forEach((id) => asked.add(id));
      const recent = new Set(days.slice(Math.max(0, day - 7), day).flat());
      expect(ids.filter((id) => recent.has(id))).toEqual([]);
    });
    expect(asked.size).toBe(large.length);
  });

  it('still gives a quiz from a bank smaller than ten questions', () => {
    const tiny = syntheticBank(1, 1);
    expect(pickDailyQuestions(tiny, '2026-05-05')).toHaveLength(5);
  });
});

describe('cues', () => {
  it('are phone-sized excerpts of the passage that hold the answer', () => {
    for (const entry of bank) {
      if (entry.cue === null) continue;
      expect(entry.cue.split(/\s+/).length).toBeLessThanOrEqual(MAX_CUE_WORDS + 1);
      expect(entry.cue.length).toBeGreaterThan(40);
    }
    const g20 = bank.find((entry) => entry.question.includes('led directly to the creation of the G20'));
    expect(g20?.cue).toContain('Asian financial crisis');
  });

  it('pick the sentence the question and its explanation point to', () => {
    const passage = 'The river rises in Tibet. It flows through Assam before joining the sea. Tea gardens line its banks in Assam.';
    expect(passageCue(passage, 'Where does the river rise?', 'Tibet', 'The passage says the river rises in Tibet.')).toContain('rises in Tibet');
  });

  it('are left out for a question marked beyondPassage', () => {
    const [first] = quizBankOf([
      {
        preset: 'G20 Summit',
        sets: [
          {
            id: 'gk-x-1',
            title: 'x',
            passage: 'A passage. It says things.',
            asOf: '2025-01',
            keywords: ['a', 'b', 'c'],
            questions: [{ question: 'Q?', options: ['a', 'b', 'c', 'd'], answer: 'B', explanation: 'e', beyondPassage: true } as never],
          },
        ],
      },
    ]);
    expect(first).toMatchObject({ id: 'gk-x-1-q1', cue: null, answerIndex: 1 });
  });
});
