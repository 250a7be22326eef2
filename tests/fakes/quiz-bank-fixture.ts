import type { GkBankFiles } from '../../adapters/tutor/quiz/quiz-bank';
import type { TutorContent } from '../../adapters/tutor/tutor-content';

/** A small GK bank of two topics x two passages x five questions, for adapters that mark quizzes. */
export function quizBankFixture(): GkBankFiles {
  const topics = ['G20 Summit', 'BrahMos Missile'] as const;
  return topics.map((preset, t) => ({
    preset,
    sets: [1, 2].map((s) => ({
      id: `gk-fixture-${t}-${s}`,
      title: `${preset} ${s}`,
      asOf: '2025-01',
      keywords: ['one', 'two', 'three'],
      passage: `${preset} passage ${s}. The first fact is here. The second fact follows it. A third fact ends it.`,
      questions: [1, 2, 3, 4, 5].map((q) => ({
        question: `${preset} ${s} question ${q}?`,
        options: [`${q}a`, `${q}b`, `${q}c`, `${q}d`],
        answer: (['A', 'B', 'C', 'D'] as const)[q % 4]!,
        explanation: `Explanation ${t}.${s}.${q}.`,
        difficulty: 'medium' as const,
        // The daily quiz asks only what a student must know beyond the passage.
        beyondPassage: true,
      })),
    })),
  }));
}

/** The loader's one method the daily quiz uses, over the fixture. */
export function fixtureContent(): TutorContent {
  return { allGkSets: async () => quizBankFixture() } as unknown as TutorContent;
}
