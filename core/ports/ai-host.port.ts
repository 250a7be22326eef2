import type { DoubtRequest, DoubtResponse } from '../doubt/doubt.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../practice/practice.model';

/**
 * The AI host's tools: practice sets, doubt solving, study advice. (The same host confirms
 * payments: that is the PaymentConfirmation port.)
 */
export const AiHost = Symbol('AiHost');
export interface AiHost {
  generateTopicPractice(request: TopicPracticeRequest): Promise<TopicPracticeResponse>;
  /** Rejects with AppError 'timeout' after 45 s. */
  solveDoubt(request: DoubtRequest): Promise<DoubtResponse>;
  /** The answer text; empty when the host had nothing to say. */
  getStudyAdvice(question: string): Promise<string>;
}
