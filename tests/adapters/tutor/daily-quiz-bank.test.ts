import { beforeAll, describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber } from '../../../core/quiz/quiz-day.rules';
import { DailyQuizBank } from '../../../adapters/tutor/quiz/daily-quiz-bank';
import { pickDailyQuestions, QUIZ_EPOCH, restDays } from '../../../adapters/tutor/quiz/daily-quiz-picker';
import { MAX_CUE_WORDS, questionContext } from '../../../adapters/tutor/quiz/question-context';
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
          sources: [],
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

describe('the questions it asks', () => {
  it('are only those that ask beyond their passage, so none is answered by the context shown', async () => {
    const sets = (await new TutorContent().allGkSets()).flatMap(({ sets: topicSets }) => topicSets);
    const beyond = sets.flatMap((set) => set.questions.filter((question) => question.beyondPassage === true));
    expect(bank).toHaveLength(beyond.length);
    for (const entry of bank) {
      const set = sets.find((candidate) => candidate.id === entry.setId)!;
      expect(set.questions[Number(entry.id.split('-q').at(-1)) - 1]!.beyondPassage, entry.id).toBe(true);
    }
  });

  it('never show a context that holds a word of the answer the question does not', () => {
    // Words of five letters or more, and numbers, without a plural 's': 'tariffs' is the question's 'tariff'.
    const terms = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 4 || /\d/.test(word))
        .map((word) => word.replace(/s$/, ''));
    for (const entry of bank) {
      if (entry.cue === null) continue;
      expect(entry.cue.split(/\s+/).length, entry.id).toBeLessThanOrEqual(MAX_CUE_WORDS + 1);
      const asked = new Set(terms(entry.question));
      const answer = terms(entry.options[entry.answerIndex]!).filter((word) => !asked.has(word) && !/^(?:which|their|there|these|those|about|after|under)$/.test(word));
      const shown = new Set(terms(entry.cue));
      expect(answer.filter((word) => shown.has(word)), entry.id).toEqual([]);
    }
  });

  it('carry the reports behind their answer, from those their set cites, for after the student answers', async () => {
    const sets = (await new TutorContent().allGkSets()).flatMap(({ sets: topicSets }) => topicSets);
    for (const entry of bank) {
      const cited = (sets.find((candidate) => candidate.id === entry.setId)!.sources ?? []).map(({ url, date }) => ({ url, date }));
      expect(entry.sources.length, entry.id).toBeLessThanOrEqual(3);
      expect(entry.sources.length > 0, entry.id).toBe(cited.length > 0);
      for (const source of entry.sources) expect(cited, entry.id).toContainEqual(source);
    }
    const quiz = await new DailyQuizBank().dayOf('2026-11-25');
    expect(JSON.stringify(quiz.quiz)).not.toContain('sources');
  });

  it("pick, among a set's reports, those that support what the question asks", () => {
    const report = (path: string, supports: string) => ({ url: `https://example.com/${path}`, date: '2026-02-01', supports });
    const [entry] = quizBankOf([
      {
        preset: 'Economy and Budget',
        sets: [
          {
            id: 'gk-x-1',
            title: 'x',
            passage: 'The budget was presented in February.',
            asOf: '2026-02',
            keywords: ['a', 'b', 'c'],
            sources: [
              report('deficit', 'The fiscal deficit target of 4.3 per cent of GDP for 2026-27'),
              report('capex', 'Capital expenditure of 12.2 lakh crore rupees'),
              report('tax', 'Securities transaction tax raised on futures and options'),
              report('debt', 'Debt to GDP ratio of 55.6 per cent'),
            ],
            questions: [
              {
                question: 'What fiscal deficit does the budget aim for in 2026-27?',
                options: ['4.3 per cent of GDP', '4.4 per cent', '4.8 per cent', '3 per cent'],
                answer: 'A',
                explanation: 'The target is 4.3 per cent of GDP. Source: reports.',
                beyondPassage: true,
                difficulty: 'easy',
              },
            ],
          },
        ],
      },
    ]);
    expect(entry!.sources.map(({ url }) => url)).toEqual(['https://example.com/deficit', 'https://example.com/debt']);
  });
});

describe('the context of a question', () => {
  const passage =
    'The summit met in Johannesburg in November. Its host, South Africa, chose the theme of solidarity. ' +
    'Leaders agreed a declaration on debt. The next presidency passed to the United States.';

  it('is the sentences the question refers to', () => {
    expect(questionContext(passage, 'The summit the passage describes was first held at leaders level in which year?', '2008')).toBe(
      'The summit met in Johannesburg in November.',
    );
  });

  it('never shows a sentence that holds the answer, even the one the question points to', () => {
    const context = questionContext(passage, 'Which country took over the presidency after the summit?', 'The United States');
    expect(context).not.toContain('United States');
  });

  it('is nothing when no sentence is about the question', () => {
    expect(questionContext(passage, 'Who wrote Gitanjali?', 'Rabindranath Tagore')).toBeNull();
  });

  it('is left out for a question answered by its passage: the quiz does not ask it', () => {
    const entries = quizBankOf([
      {
        preset: 'G20 Summit',
        sets: [
          {
            id: 'gk-x-1',
            title: 'x',
            passage,
            asOf: '2025-11',
            keywords: ['a', 'b', 'c'],
            questions: [
              { question: 'Where did the summit meet?', options: ['Johannesburg', 'Delhi', 'Rio', 'Bali'], answer: 'A', explanation: 'e', difficulty: 'easy' },
              {
                question: 'The summit in the passage first met at leaders level in which year?',
                options: ['2009', '2008', '1999', '2010'],
                answer: 'B',
                explanation: 'e',
                beyondPassage: true,
                difficulty: 'medium',
              },
            ],
          },
        ],
      },
    ]);
    expect(entries).toEqual([expect.objectContaining({ id: 'gk-x-1-q2', answerIndex: 1, cue: 'The summit met in Johannesburg in November.', sources: [] })]);
  });
});
