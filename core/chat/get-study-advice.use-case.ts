import type { FeatureGate } from '../access/feature-gate';
import type { AiHost } from '../ports/ai-host.port';
import { AppError } from '../shared/app-error';
import { CHAT_MESSAGES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';

/** Asks for study advice; an empty answer gets the specification's apology. */
export class GetStudyAdvice {
  constructor(
    private readonly gate: FeatureGate,
    private readonly aiHost: AiHost,
  ) {}

  async execute(question: string): Promise<Result<string>> {
    const text = question.trim();
    if (!text) return fail('validation', '');
    return this.gate.run({
      feature: 'studyAdvice',
      counts: true,
      request: async () => {
        try {
          const answer = (await this.aiHost.getStudyAdvice(text)).trim();
          return answer ? ok(answer) : fail('empty_response', CHAT_MESSAGES.adviceEmpty);
        } catch (error) {
          return fail(AppError.from(error).code, CHAT_MESSAGES.adviceToast);
        }
      },
    });
  }
}
