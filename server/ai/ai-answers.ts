import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { Identity } from '../auth/token-verifier';

/** What the AI host's routes ask for; the offline tutor answers, a configured model helps where it cannot. */
export interface AiAnswers {
  topicPractice(request: TopicPracticeRequest, student: Identity): Promise<TopicPracticeResponse>;
  solveDoubt(request: DoubtRequest): Promise<DoubtResponse>;
  studyAdvice(question: string, student: Identity): Promise<string>;
}
