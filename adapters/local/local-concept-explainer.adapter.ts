import { injectable } from 'inversify';
import type { ConceptExplainer } from '../../core/ports/concept-explainer.port';
import { AppError } from '../../core/shared/app-error';

/** The concept explainer in local mode: the offline tutor's job, which fails honestly until it exists. */
@injectable()
export class LocalConceptExplainer implements ConceptExplainer {
  async explain(_question: string): Promise<string> {
    throw new AppError('unavailable', 'The offline tutor is not available yet.');
  }
}
