import type { BackendUserStatus } from '../../core/access/access.model';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { ServerReply } from '../../core/payment/payment.model';
import type { AiHost } from '../../core/ports/ai-host.port';
import type { ConceptExplainer } from '../../core/chat/concept-explainer.port';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { AppError } from '../../core/shared/app-error';
import { FREE_STATUS } from './fake-backend';

type Answer<T> = T | AppError | (() => Promise<T>);

async function answer<T>(value: Answer<T>): Promise<T> {
  if (typeof value === 'function') return (value as () => Promise<T>)();
  if (value instanceof Error) throw value;
  return value;
}

export const PRACTICE_SET: TopicPracticeResponse = {
  passage: 'A shopkeeper marks goods 20% above cost.',
  questions: [{ question: 'Profit?', options: ['10%', '20%', '25%', '30%'], answer: 'B', explanation: 'Marked up 20%.' }],
  answerKey: { Q1: 'B' },
};

/** An AiHost and ConceptExplainer whose answers a test sets; records every request. */
export class FakeAiHost implements AiHost, ConceptExplainer {
  practice: Answer<TopicPracticeResponse> = PRACTICE_SET;
  doubt: Answer<DoubtResponse> = { success: true, questions: [] };
  advice: Answer<string> = 'Study two Legal passages a day.';
  explanation: Answer<string> = 'Consideration is something in return.';
  confirm: Answer<ServerReply> = { success: true, message: 'Payment confirmed' };
  readonly practiceRequests: TopicPracticeRequest[] = [];
  readonly doubtRequests: DoubtRequest[] = [];
  readonly confirmations: { userId: string; amountPaid: number }[] = [];

  generateTopicPractice(request: TopicPracticeRequest) {
    this.practiceRequests.push(request);
    return answer(this.practice);
  }
  solveDoubt(request: DoubtRequest) {
    this.doubtRequests.push(request);
    return answer(this.doubt);
  }
  getStudyAdvice() {
    return answer(this.advice);
  }
  explain() {
    return answer(this.explanation);
  }
  confirmPayment(input: { userId: string; amountPaid: number }) {
    this.confirmations.push(input);
    return answer(this.confirm);
  }
  async getUserStatus(): Promise<BackendUserStatus> {
    return FREE_STATUS;
  }
}
