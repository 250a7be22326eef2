import type { MockAnalysis } from '../mock/mock-analysis';
import { isReviewable } from './review-queue.rules';
import type { MistakeSnapshot } from './review.model';
import { SECTION_TITLES } from '../exam/clat-pattern';
import { figureAsText } from '../practice/data-figure';

/** A handed-in mock's wrongly answered questions, with their passages, for Mistakes Review. */
export function mockMistakes(analysis: Pick<MockAnalysis, 'wrong'>): MistakeSnapshot[] {
  return analysis.wrong
    .map(
      ({ question }): MistakeSnapshot => ({
        questionId: question.id,
        // The review keeps text alone: a chart's numbers follow the caselet as lines of text.
        passage: question.figure ? `${question.passage}\n\n${figureAsText(question.figure)}` : question.passage,
        stem: question.question,
        options: [...question.options],
        correctIndex: question.answerIndex,
        explanation: question.explanation,
        subject: SECTION_TITLES[question.section],
        source: 'mock',
      }),
    )
    // A question the queue cannot keep (an over-long passage) is left out rather than the rest lost with it.
    .filter(isReviewable);
}
