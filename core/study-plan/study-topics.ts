import type { ClatSection } from '../exam/clat-pattern';

/** Section names as the plan writes them. */
export const PLAN_SECTION_NAMES: Readonly<Record<ClatSection, string>> = {
  English: 'English',
  GK: 'Current Affairs & GK',
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
};

/** The Question Maker's preset topics per section (spec §9), taken one a day in turn. */
export const PRACTICE_TOPICS: Readonly<Record<ClatSection, readonly string[]>> = {
  Legal: ['Contract Law', 'Constitutional Law', 'Criminal Law', 'Property Law', 'Tort Law'],
  Logical: ['Syllogisms', 'Blood Relations', 'Coding-Decoding'],
  Quant: ['Profit & Loss', 'Simple & Compound Interest', 'Percentages', 'Ratio and Proportions'],
  GK: ['G20 Summit', '101st Amendment', 'Ujjwala Yojana', 'BrahMos Missile'],
  English: ['Climate Change', 'Technology', 'Globalization'],
};

/** Ideas worth asking the Concept Explainer about, per section, taken one a day in turn. */
export const CONCEPTS: Readonly<Record<ClatSection, readonly string[]>> = {
  Legal: ['offer and acceptance', 'consideration in a contract', 'the right to equality (Article 14)', 'negligence', 'private defence', 'easements'],
  Logical: ['assumptions in an argument', 'strengthening and weakening an argument', 'drawing a valid conclusion', 'syllogisms'],
  Quant: ['percentage change', 'compound interest', 'ratios and proportions', 'profit and loss'],
  GK: ['how a bill becomes law', 'the G20', 'amending the Constitution', "India's space missions"],
  English: ['the main idea of a passage', "the author's tone", 'inference questions', 'words in context'],
};

/** The questionnaire's "Where do you lose the most marks" options, by section. */
export const LOSING_MARKS_SECTION: Readonly<Record<string, ClatSection>> = {
  'Legal Reasoning': 'Legal',
  'Logical Reasoning': 'Logical',
  'English Language': 'English',
  'Current Affairs & GK': 'GK',
  'Quantitative Techniques': 'Quant',
};

/** When sections tie, the one worth more marks in the paper comes first. */
export const SECTION_WEIGHT_ORDER: readonly ClatSection[] = ['Legal', 'GK', 'English', 'Logical', 'Quant'];
