import type { FeatureGate } from '../access/feature-gate';
import { isPaymentMatter } from '../auth/unauthorized.rules';
import type { AiHost } from '../ports/ai-host.port';
import { AppError } from '../shared/app-error';
import { AUTH_MESSAGES, PRACTICE_MESSAGES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import { QUESTIONS_PER_REQUEST, type Section, type TopicPracticeResponse } from './practice.model';
import { validateTopicPractice } from './practice.validation';

export interface TopicPracticeInput {
  readonly section: Section | '';
  readonly topic: string;
  readonly subtopic: string;
}

/** Generates a practice set; an error about payment, upgrade or trial asks for the payment dialog. */
export class GenerateTopicPractice {
  constructor(
    private readonly gate: FeatureGate,
    private readonly aiHost: AiHost,
  ) {}

  async execute(input: TopicPracticeInput): Promise<Result<TopicPracticeResponse>> {
    const invalid = validateTopicPractice(input);
    if (invalid || input.section === '') return fail('validation', invalid ?? PRACTICE_MESSAGES.selectSection);
    const section = input.section;

    return this.gate.run({
      feature: 'topicPractice',
      counts: true,
      request: async () => {
        try {
          const response = await this.aiHost.generateTopicPractice({
            section,
            topic: input.topic.trim(),
            ...(section === 'Legal' ? { subtopic: input.subtopic.trim() } : {}),
            questionCount: QUESTIONS_PER_REQUEST,
          });
          if (response.questions.length === 0) return fail('empty_response', PRACTICE_MESSAGES.emptyResponse);
          return ok(response);
        } catch (error) {
          const appError = AppError.from(error);
          // The host's own refusals ask for payment; a topic the student typed (say, "criminal
          // trial") echoed in another error must not.
          if (appError.code === 'payment_required' || (appError.code === 'http' && isPaymentMatter('', appError.message))) {
            return fail('payment_required', appError.message.trim() || AUTH_MESSAGES.paymentRequired);
          }
          return fail(appError.code, appError.message.trim() || PRACTICE_MESSAGES.generateFallback);
        }
      },
    });
  }
}
