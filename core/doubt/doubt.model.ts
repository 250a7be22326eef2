/** What the doubt solver sends (spec §3). */
export interface DoubtRequest {
  readonly inputType: 'image' | 'text';
  readonly content: string;
  readonly text: string;
  /** Image data without its `data:...;base64,` prefix. */
  readonly imageBase64?: string;
}

export interface SolutionStep {
  readonly title: string;
  readonly bullets: readonly string[];
}

export interface DoubtSolution {
  readonly id: string;
  readonly questionText: string;
  readonly finalAnswerText: string;
  readonly steps: readonly SolutionStep[];
  readonly workedSolution: string;
  /** Option letter to why it is right or wrong. */
  readonly optionExplanations: Readonly<Record<string, string>>;
}

export interface DoubtResponse {
  readonly success: boolean;
  readonly questions: readonly DoubtSolution[];
  /** A plain explanation, when the host gives no structured solution. */
  readonly explanation?: string;
  /**
   * False when the host only explained how to approach the question or declined it: such a reply
   * costs the student no use. Absent when the host does not say; then any reply counts.
   */
  readonly answered?: boolean;
}

/** A use of the doubt solver is charged only for an answer, never for an approach or a decline. */
export function chargesAUse(response: DoubtResponse): boolean {
  return response.success && response.answered !== false && (response.questions.length > 0 || Boolean(response.explanation));
}
