import { type MockProgress, type MockResult, type SectionMarks } from './mock.model';
import { questionOf } from './mock-progress.rules';
import { MARKS_PER_CORRECT, MARKS_PER_WRONG, CLAT_SECTIONS, type ClatSection } from '../exam/clat-pattern';

/** What marking needs of a question: where it sits and its key. */
export interface KeyedQuestion {
  readonly id: string;
  readonly section: ClatSection;
  readonly answerIndex: number;
}

/**
 * Marks a paper: +1 for a right answer, -0.25 for a wrong one, 0 for none. An answer marked for
 * review is still an answer and is marked, as in the exam.
 */
export function scoreMock(questions: readonly KeyedQuestion[], progress: MockProgress): MockResult {
  const sections: SectionMarks[] = CLAT_SECTIONS.map((section) => {
    const own = questions.filter((question) => question.section === section);
    let attempted = 0;
    let correct = 0;
    let timeMs = 0;
    for (const question of own) {
      const entry = questionOf(progress, question.id);
      timeMs += entry.timeMs;
      if (entry.answer === null) continue;
      attempted += 1;
      if (entry.answer === question.answerIndex) correct += 1;
    }
    const wrong = attempted - correct;
    return { section, questions: own.length, attempted, correct, wrong, marks: marksFor(correct, wrong), timeMs };
  });
  const sum = (pick: (marks: SectionMarks) => number) => sections.reduce((total, marks) => total + pick(marks), 0);
  const correct = sum((marks) => marks.correct);
  const wrong = sum((marks) => marks.wrong);
  return {
    marks: marksFor(correct, wrong),
    questions: questions.length,
    attempted: sum((marks) => marks.attempted),
    correct,
    wrong,
    negativeMarks: wrong * -MARKS_PER_WRONG,
    sections,
    wrongQuestionIds: questions
      .filter((question) => {
        const answer = questionOf(progress, question.id).answer;
        return answer !== null && answer !== question.answerIndex;
      })
      .map((question) => question.id),
  };
}

/** Exact in binary floating point: quarters are. */
export function marksFor(correct: number, wrong: number): number {
  return correct * MARKS_PER_CORRECT + wrong * MARKS_PER_WRONG;
}
