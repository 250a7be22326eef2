export const SUBJECTS = [
  'Legal Reasoning',
  'Logical Reasoning',
  'English Language',
  'General Knowledge',
  'Quantitative Techniques',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** How many of the 13 diagnostic questions each subject has (spec §9). */
export const SUBJECT_QUESTION_COUNT: Readonly<Record<Subject, number>> = {
  'Legal Reasoning': 2,
  'Logical Reasoning': 2,
  'English Language': 3,
  'General Knowledge': 4,
  'Quantitative Techniques': 2,
};

export interface DiagnosticQuestion {
  readonly id: string;
  readonly subject: Subject;
  readonly question: string;
  readonly options: readonly [string, string, string, string];
  /** 0 to 3. */
  readonly correctIndex: number;
  /** Shown when the question was answered wrongly. */
  readonly explanation: string;
}

/** Question id to the chosen option index. */
export type DiagnosticAnswers = Readonly<Record<string, number>>;

/** Correct answers per subject. */
export type ScoreBreakdown = Readonly<Record<Subject, number>>;

export type ScoreBand = 'green' | 'yellow' | 'red';

export interface DiagnosticResult {
  readonly breakdown: ScoreBreakdown;
  /** Percent, rounded. */
  readonly totalScore: number;
  readonly predictedRank: number;
  readonly predictedNlu: string;
  readonly strengths: readonly Subject[];
  readonly weaknesses: readonly Subject[];
  readonly band: ScoreBand;
  readonly message: string;
  readonly wrongQuestionIds: readonly string[];
}

/** A row of `diagnostic_tests`: the answers, and the result's scores as stored. */
export interface DiagnosticTestRecord extends Pick<DiagnosticResult, 'totalScore' | 'predictedRank' | 'predictedNlu' | 'strengths' | 'weaknesses'> {
  readonly userId: string;
  readonly answers: DiagnosticAnswers;
  readonly scoreBreakdown: ScoreBreakdown;
}
