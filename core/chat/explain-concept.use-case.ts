import type { FeatureGate } from '../access/feature-gate';
import { countsTowardUsage } from '../access/feature-access.rules';
import type { ConceptExplainer } from './concept-explainer.port';
import { AppError } from '../shared/app-error';
import { CHAT_MESSAGES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';

export interface ChatQuestion {
  readonly question: string;
  /** How many messages the student has already sent in this chat. */
  readonly messagesAlreadySent: number;
}

/**
 * Asks the concept explainer. The reply is the explanation, or the specification's
 * apology when it came back empty; only a chat's first three messages count as uses.
 */
export class ExplainConcept {
  constructor(
    private readonly gate: FeatureGate,
    private readonly explainer: ConceptExplainer,
  ) {}

  async execute({ question, messagesAlreadySent }: ChatQuestion): Promise<Result<string>> {
    const text = question.trim();
    if (!text) return fail('validation', '');
    return this.gate.run({
      feature: 'conceptExplainer',
      counts: countsTowardUsage('conceptExplainer', messagesAlreadySent),
      request: async () => {
        try {
          const answer = (await this.explainer.explain(text)).trim();
          return answer ? ok(answer) : fail('empty_response', CHAT_MESSAGES.explainerEmpty);
        } catch (error) {
          return fail(AppError.from(error).code, CHAT_MESSAGES.explainerToast);
        }
      },
    });
  }
}
