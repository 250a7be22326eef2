import type { Subject } from './diagnostic.model';
import type { ClatSection } from '../exam/clat-pattern';

/**
 * The diagnostic's subject name for each CLAT section ('Legal' is 'Legal Reasoning'): how a
 * section's results line up with the diagnostic's, and the subject a practice mistake is filed under.
 */
export const SECTION_SUBJECT: Readonly<Record<ClatSection, Subject>> = {
  English: 'English Language',
  GK: 'General Knowledge',
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
};
