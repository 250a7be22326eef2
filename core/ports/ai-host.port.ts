import type { BackendUserStatus } from '../access/access.model';
import type { DoubtRequest, DoubtResponse } from '../doubt/doubt.model';
import type { ServerReply } from '../payment/payment.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../practice/practice.model';

/** The AI host: practice sets, doubt solving, study advice, payment confirmation. */
export const AiHost = Symbol('AiHost');
export interface AiHost {
  generateTopicPractice(request: TopicPracticeRequest): Promise<TopicPracticeResponse>;
  /** Rejects with AppError 'timeout' after 45 s. */
  solveDoubt(request: DoubtRequest): Promise<DoubtResponse>;
  /** The answer text; empty when the host had nothing to say. */
  getStudyAdvice(question: string): Promise<string>;
  confirmPayment(input: { readonly userId: string; readonly amountPaid: number }): Promise<ServerReply>;
  getUserStatus(userId: string): Promise<BackendUserStatus>;
}
