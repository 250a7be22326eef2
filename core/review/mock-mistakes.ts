import type { MockAnalysis } from '../mock/mock-analysis';
import { isReviewable } from './review-queue.rules';
import type { MistakeSnapshot } from './review.model';
import { SECTION_TITLES } from '../exam/clat-pattern';

/** A handed-in mock's wrongly answered questions, with their passages, for Mistakes Review. */
export function mockMistakes(analysis: Pick<MockAnalysis, 'wrong'>): MistakeSnapshot[] {
  return analysis.wrong
    .map(
      ({ question }): MistakeSnapshot => ({
        questionId: question.id,
        passage: question.passage,
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
