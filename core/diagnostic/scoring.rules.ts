import {
  SUBJECTS,
  type DiagnosticAnswers,
  type DiagnosticQuestion,
  type DiagnosticResult,
  type ScoreBand,
  type ScoreBreakdown,
  type Subject,
} from './diagnostic.model';

/** The diagnostic's rank is out of this many candidates (the specification's formula). */
export const DIAGNOSTIC_CANDIDATES = 100_000;
const CANDIDATES = DIAGNOSTIC_CANDIDATES;
const RANK_FACTOR = 0.8;
/** The last rank the formula reads as a Top-15 NLU. */
const TOP_NLU_RANK = 500;
const STRENGTH_MIN_CORRECT = 2;

export function predictRank(totalScorePercent: number): number {
  return Math.max(1, Math.round(CANDIDATES * (1 - totalScorePercent / 100) * RANK_FACTOR));
}

export function predictNlu(rank: number): string {
  if (rank <= 5) return 'NLSIU Bengaluru';
  if (rank <= 10) return 'NALSAR Hyderabad, WBNUJS Kolkata or NLU Jodhpur';
  if (rank <= TOP_NLU_RANK) return 'Top-15 NLU';
  return 'Any NLU (with improvement)';
}

/**
 * A strong score whose formula rank still reads "Any NLU (with improvement)" (12 of 13 is rank
 * 6,400): the note that explains it, shown beside the result; null when the two agree.
 */
export function predictionNote({ totalScore, predictedRank, band }: Pick<DiagnosticResult, 'totalScore' | 'predictedRank' | 'band'>): string | null {
  if (band !== 'green' || predictedRank <= TOP_NLU_RANK) return null;
  return (
    `Why "with improvement" at ${totalScore}%? The formula turns each question you missed into thousands of places: rank ${predictedRank.toLocaleString('en-IN')} of ` +
    `${DIAGNOSTIC_CANDIDATES.toLocaleString('en-IN')}, and only ranks up to ${TOP_NLU_RANK} read as a Top-15 NLU. Thirteen questions place a strong score only roughly; a full mock places it against real results.`
  );
}

export function scoreBand(totalScorePercent: number): ScoreBand {
  if (totalScorePercent >= 80) return 'green';
  if (totalScorePercent >= 60) return 'yellow';
  return 'red';
}

export const BAND_MESSAGES: Readonly<Record<ScoreBand, string>> = {
  green: 'Excellent work! You are already in a strong position - keep practising to lock in a top NLU seat.',
  yellow: 'Good foundation! Targeted practice on your weaker sections can push you into the top ranks.',
  red: "Every topper started somewhere. Students typically improve 40-60% with focused practice, so let's build your plan from here.",
};

export function scoreDiagnostic(questions: readonly DiagnosticQuestion[], answers: DiagnosticAnswers): DiagnosticResult {
  const correctBySubject = new Map<Subject, number>(SUBJECTS.map((subject) => [subject, 0]));
  const wrongQuestionIds: string[] = [];
  let correct = 0;

  for (const question of questions) {
    if (isAnsweredCorrectly(question, answers)) {
      correct += 1;
      correctBySubject.set(question.subject, (correctBySubject.get(question.subject) ?? 0) + 1);
    } else {
      wrongQuestionIds.push(question.id);
    }
  }

  const breakdown = Object.fromEntries(correctBySubject) as ScoreBreakdown;
  const totalScore = questions.length === 0 ? 0 : Math.round((correct / questions.length) * 100);
  const predictedRank = predictRank(totalScore);
  const band = scoreBand(totalScore);

  return {
    breakdown,
    totalScore,
    predictedRank,
    predictedNlu: predictNlu(predictedRank),
    strengths: SUBJECTS.filter((subject) => breakdown[subject] >= STRENGTH_MIN_CORRECT),
    weaknesses: SUBJECTS.filter((subject) => breakdown[subject] < STRENGTH_MIN_CORRECT),
    band,
    message: BAND_MESSAGES[band],
    wrongQuestionIds,
  };
}

export function allAnswered(questions: readonly DiagnosticQuestion[], answers: DiagnosticAnswers): boolean {
  return questions.every((question) => isValidOptionIndex(answerFor(question, answers)));
}

function answerFor(question: DiagnosticQuestion, answers: DiagnosticAnswers): unknown {
  // Own keys only, so an id such as 'constructor' never reads Object.prototype.
  return Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
}

function isAnsweredCorrectly(question: DiagnosticQuestion, answers: DiagnosticAnswers): boolean {
  return answerFor(question, answers) === question.correctIndex;
}

function isValidOptionIndex(answer: unknown): boolean {
  return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer <= 3;
}
