import type { DataFigure } from './data-figure';

export const SECTIONS = ['Legal', 'Logical', 'Quant', 'GK', 'English'] as const;
export type Section = (typeof SECTIONS)[number];

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export const QUESTIONS_PER_REQUEST = 5;

export interface TopicPracticeRequest {
  readonly topic: string;
  readonly section: Section;
  /** Only for Legal. */
  readonly subtopic?: string;
  readonly questionCount: number;
}

export interface PracticeQuestion {
  readonly question: string;
  /** Four options, A to D in order. */
  readonly options: readonly string[];
  /** The correct option letter. */
  readonly answer: OptionLetter;
  readonly explanation: string;
}

export interface TopicPracticeResponse {
  readonly passage: string;
  /** Data interpretation: the table or chart the questions are read from. */
  readonly figure?: DataFigure;
  readonly questions: readonly PracticeQuestion[];
  /** Q1, Q2, ... to the option letter. */
  readonly answerKey: Readonly<Record<string, OptionLetter>>;
}

/** Legal main topics and their subtopics (spec §9: 6-7 each). */
export const LEGAL_TOPICS: Readonly<Record<string, readonly string[]>> = {
  'Contract Law': [
    'Offer and Acceptance',
    'Consideration',
    'Capacity to Contract',
    'Free Consent',
    'Void and Voidable Agreements',
    'Breach and Remedies',
    'Quasi-Contracts',
  ],
  'Constitutional Law': [
    'Fundamental Rights',
    'Directive Principles',
    'Fundamental Duties',
    'Parliament and Legislation',
    'Judiciary and Writs',
    'Federalism',
    'Emergency Provisions',
  ],
  'Criminal Law': [
    'General Exceptions',
    'Culpable Homicide and Murder',
    'Theft, Extortion and Robbery',
    'Abetment and Conspiracy',
    'Right of Private Defence',
    'Cheating and Criminal Breach of Trust',
  ],
  'Property Law': [
    'Transfer of Property',
    'Sale and Gift',
    'Mortgage',
    'Lease',
    'Easements',
    'Adverse Possession',
  ],
  'Tort Law': [
    'Negligence',
    'Nuisance',
    'Trespass',
    'Defamation',
    'Vicarious Liability',
    'Strict and Absolute Liability',
    'General Defences',
  ],
};

export const QUANT_TOPICS = ['Profit & Loss', 'Simple & Compound Interest', 'Percentages', 'Ratio and Proportions'] as const;
export const LOGICAL_TOPICS = ['Syllogisms', 'Blood Relations', 'Coding-Decoding'] as const;
export const GK_PRESETS = ['G20 Summit', '101st Amendment', 'Ujjwala Yojana', 'BrahMos Missile'] as const;
export const ENGLISH_PRESETS = ['Climate Change', 'Technology', 'Globalization'] as const;
