import { makeAutoObservable } from 'mobx';
import { z } from 'zod/mini';
import type { ScoreBreakdown } from '../../core/diagnostic/diagnostic.model';
import { NO_ADJUSTMENTS, type SimulatorAdjustments, type SimulatorStart } from '../../core/rank/rank-simulator.model';
import { formatRank, rankRange, rankUncertainty } from '../../core/rank/rank-wording';
import type { RankSimulation, SimulateRank } from '../../core/rank/simulate-rank.use-case';
import { startingPoint, type MockSectionResult } from '../../core/rank/starting-point.rules';
import { PENALTY_PER_WRONG, SECTION_QUESTIONS, CLAT_SECTIONS, type ClatSection } from '../../core/exam/clat-pattern';

export const SOURCE_NOTES: Readonly<Record<SimulatorStart['source'], string>> = {
  mock: 'Starting from your latest full mock.',
  diagnostic:
    "Starting from your diagnostic, scaled to the mock's section sizes. The diagnostic has only 13 questions and no negative marking, so this start is rough: put in your own mock marks to sharpen it.",
  default: 'Starting from a typical paper (58 net marks). Put in your own marks from a mock.',
};

/** What the student types into a spin button: a number, or text that must read as one. */
const typedNumber = z.pipe(z.union([z.number(), z.pipe(z.string().check(z.trim(), z.minLength(1)), z.coerce.number())]), z.number());

export interface RankSimulatorSources {
  readonly mock?: MockSectionResult | null;
  readonly diagnostic?: ScoreBreakdown | null;
}

const formatMarks = (marks: number) => (Number.isInteger(marks) ? String(marks) : marks.toFixed(2).replace(/0$/, ''));

/** The rank simulator: a starting paper the student may edit, the changes she tries, and where they land. */
export class RankSimulatorViewModel {
  start: SimulatorStart;
  adjustments: SimulatorAdjustments = NO_ADJUSTMENTS;
  /** A typed value that is not a number, kept on screen with its message until it is fixed. */
  inputError: string | null = null;
  private readonly initial: SimulatorStart;

  constructor(
    private readonly simulateRank: SimulateRank,
    sources: RankSimulatorSources,
  ) {
    this.initial = startingPoint(sources);
    this.start = this.initial;
    makeAutoObservable<this, 'simulateRank' | 'initial'>(this, { simulateRank: false, initial: false });
  }

  /** The student has changed the starting marks from where they came from. */
  get edited(): boolean {
    return (
      this.start.negatives !== this.initial.negatives ||
      CLAT_SECTIONS.some((section) => this.start.sections[section] !== this.initial.sections[section])
    );
  }

  get sourceNote(): string {
    return this.edited ? 'Starting from the marks you put in.' : SOURCE_NOTES[this.start.source];
  }

  get outcome(): { readonly simulation: RankSimulation | null; readonly error: string | null } {
    const result = this.simulateRank.execute({ start: this.start, adjustments: this.adjustments });
    return result.ok ? { simulation: result.value, error: null } : { simulation: null, error: result.error.message };
  }

  get error(): string | null {
    return this.inputError ?? this.outcome.error;
  }

  get headline(): string | null {
    const simulation = this.outcome.simulation;
    if (!simulation || this.inputError) return null;
    return `${formatMarks(simulation.total)} / 120: about rank ${formatRank(simulation.estimate.rank)}`;
  }

  get range(): string | null {
    const simulation = this.outcome.simulation;
    if (!simulation || this.inputError) return null;
    return rankRange(simulation.estimate);
  }

  /** The uncertainty in plain words. */
  get uncertainty(): string | null {
    const simulation = this.outcome.simulation;
    if (!simulation || this.inputError) return null;
    return rankUncertainty(simulation.estimate);
  }

  get change(): string | null {
    const simulation = this.outcome.simulation;
    if (!simulation || this.inputError) return null;
    const delta = simulation.total - simulation.startTotal;
    if (delta === 0) return `Now: ${formatMarks(simulation.startTotal)} / 120, about rank ${formatRank(simulation.start.rank)}.`;
    const sign = delta > 0 ? '+' : '-';
    return `From ${formatMarks(simulation.startTotal)} (about rank ${formatRank(simulation.start.rank)}): ${sign}${formatMarks(Math.abs(delta))} marks.`;
  }

  setStartMarks(section: ClatSection, typed: number | string | null | undefined): void {
    const value = this.read(typed);
    if (value === null) return;
    const sections = { ...this.start.sections, [section]: value };
    // A question now counted right can no longer be one of the wrong ones.
    const unanswered = CLAT_SECTIONS.reduce((sum, key) => sum + SECTION_QUESTIONS[key] - sections[key], 0);
    this.start = { ...this.start, sections, negatives: Math.max(0, Math.min(this.start.negatives, unanswered * PENALTY_PER_WRONG)) };
  }

  setNegatives(typed: number | string | null | undefined): void {
    const value = this.read(typed);
    if (value === null) return;
    this.start = { ...this.start, negatives: value };
  }

  setChange(section: ClatSection, value: number): void {
    const limit = SECTION_QUESTIONS[section];
    const change = Math.max(-limit, Math.min(limit, Math.round(value)));
    this.adjustments = { ...this.adjustments, sections: { ...this.adjustments.sections, [section]: change } };
  }

  /** 0 to 100, as the slider gives it. */
  setRecoveredPercent(percent: number): void {
    this.adjustments = { ...this.adjustments, negativesRecovered: Math.max(0, Math.min(100, percent)) / 100 };
  }

  resetChanges(): void {
    this.adjustments = NO_ADJUSTMENTS;
  }

  resetStart(): void {
    this.start = this.initial;
    this.inputError = null;
  }

  /** Parses what was typed; a value that is not a number is reported and not applied. */
  private read(typed: number | string | null | undefined): number | null {
    const parsed = typedNumber.safeParse(typed);
    if (!parsed.success) {
      this.inputError = 'Please enter a number.';
      return null;
    }
    this.inputError = null;
    return parsed.data;
  }
}
