import type { Clock } from '../ports/clock.port';
import { paperQuestions, type PaperQuestion } from '../mock/mock-analysis';
import type { MockQuestionSource } from '../mock/mock-question-source.port';
import { LATE_ANSWER_GRACE_MS } from '../mock/mock-timer.rules';
import { AppError } from '../shared/app-error';
import { failWith, ok, type Result } from '../shared/result';
import type { LeaderboardChoices } from './leaderboard-choices.port';
import type { SeriesAttempts } from './series-attempts.port';
import type { SeriesPapers } from './series-papers.port';
import { SERIES_MESSAGES } from './series.messages';
import { isOverdue, questionViews, scoreSeries, solutionsOf } from './series.rules';
import type { SeriesAnswers, SeriesAttempt, SeriesPaper, SeriesQuestionView, SeriesSolution } from './series.model';

/** What the series' use cases run over. */
export interface SeriesPorts {
  readonly papers: SeriesPapers;
  readonly attempts: SeriesAttempts;
  readonly choices: LeaderboardChoices;
  /** The passages papers are assembled from and marked against: the full mock's. */
  readonly source: MockQuestionSource;
  readonly clock: Clock;
}

/** Attempts submitted a round of the sweep. */
const SWEEP_BATCH = 200;

/** How many papers (and their questions) stay in memory: those open now and just closed. */
const PAPERS_KEPT = 16;

/**
 * How often one process looks for a paper's overdue attempts on reads of its rankings: an attempt
 * past its time is counted within seconds, and a burst of reads costs one look. A student's own
 * attempt is settled on every read of it.
 */
export const SWEEP_EVERY_MS = 5_000;

/** What `build` gives for a paper's questions, worked out once for them and kept while they are. */
function onceFor<V>(kept: WeakMap<readonly PaperQuestion[], V>, questions: PaperQuestion[], build: (questions: PaperQuestion[]) => V): V {
  let value = kept.get(questions);
  if (value === undefined) {
    value = build(questions);
    kept.set(questions, value);
  }
  return value;
}

/**
 * The papers' questions in exam order, each paper's rebuilt once from its passages (a paper
 * never changes once scheduled), and the one way an attempt is marked and kept.
 */
export class SeriesMarking {
  private readonly questions = new Map<string, Promise<PaperQuestion[]>>();
  private readonly views = new WeakMap<readonly PaperQuestion[], readonly SeriesQuestionView[]>();
  private readonly solutions = new WeakMap<readonly PaperQuestion[], readonly SeriesSolution[]>();
  /** Papers never change once scheduled: each is read once. */
  private readonly papers = new Map<string, Promise<SeriesPaper | null>>();
  /** When each paper (or '*', all of them) was last swept, by the clock. */
  private readonly swept = new Map<string, number>();

  constructor(private readonly ports: SeriesPorts) {}

  questionsOf(paper: SeriesPaper): Promise<PaperQuestion[]> {
    let loaded = this.questions.get(paper.id);
    if (!loaded) {
      loaded = this.ports.source.sets(paper.paper.sets.map((set) => set.setId)).then((sets) => paperQuestions(paper, sets));
      loaded.catch(() => this.questions.delete(paper.id));
      if (this.questions.size >= PAPERS_KEPT) this.questions.delete(this.questions.keys().next().value!);
      this.questions.set(paper.id, loaded);
    }
    return loaded;
  }

  /** The paper's questions as takers see them (no keys), the same array for every taker. */
  async viewsOf(paper: SeriesPaper): Promise<readonly SeriesQuestionView[]> {
    return onceFor(this.views, await this.questionsOf(paper), questionViews);
  }

  /** The paper's keys and explanations, the same array for every student who has submitted. */
  async solutionsOf(paper: SeriesPaper): Promise<readonly SeriesSolution[]> {
    return onceFor(this.solutions, await this.questionsOf(paper), solutionsOf);
  }

  async paper(paperId: string): Promise<SeriesPaper> {
    let found = this.papers.get(paperId);
    if (!found) {
      found = this.ports.papers.find(paperId);
      this.papers.set(paperId, found);
      if (this.papers.size > PAPERS_KEPT) this.papers.delete(this.papers.keys().next().value!);
    }
    // A missing paper is not remembered, nor a failed read: ids come from callers.
    const paper = await found.catch((error: unknown) => {
      this.papers.delete(paperId);
      throw error;
    });
    if (!paper) {
      this.papers.delete(paperId);
      throw new AppError('not_found', SERIES_MESSAGES.paperNotFound);
    }
    return paper;
  }

  /** The paper and the student's attempt at it, still taking answers: refused when she has not started it or has handed it in. */
  async unsubmitted(paperId: string, userId: string): Promise<{ readonly paper: SeriesPaper; readonly attempt: SeriesAttempt }> {
    const paper = await this.paper(paperId);
    const attempt = await this.ports.attempts.find(paper.id, userId);
    if (!attempt) throw new AppError('not_found', SERIES_MESSAGES.notStarted);
    if (attempt.submittedAt !== null) throw new AppError('conflict', SERIES_MESSAGES.alreadySubmitted);
    return { paper, attempt };
  }

  /**
   * Marks the attempt with these answers and keeps it, once; when another request submitted it
   * first, that submission stands and is returned.
   */
  async submit(paper: SeriesPaper, attempt: SeriesAttempt, answers: SeriesAnswers, now: number): Promise<SeriesAttempt> {
    const marks = scoreSeries(await this.questionsOf(paper), answers, attempt.startedAt, now, attempt.deadline);
    const kept = await this.ports.attempts.submit(attempt.paperId, attempt.userId, { answers, marks, submittedAt: now });
    if (kept) return kept;
    const stored = await this.ports.attempts.find(attempt.paperId, attempt.userId);
    if (!stored) throw new AppError('not_found', SERIES_MESSAGES.notStarted);
    return stored;
  }

  /** The attempt, submitted by the server as it stands if its time is over. */
  async settled(paper: SeriesPaper, attempt: SeriesAttempt, now: number): Promise<SeriesAttempt> {
    return isOverdue(attempt, now) ? this.submit(paper, attempt, attempt.answers, now) : attempt;
  }

  /** Submits, as they stand, attempts whose time is over (of one paper, or of all): so results and ranks count them. */
  async sweep(now: number, paperId?: string): Promise<number> {
    const key = paperId ?? '*';
    const last = this.swept.get(key);
    if (last !== undefined && now >= last && now - last < SWEEP_EVERY_MS) return 0;
    this.swept.set(key, now);
    let swept = 0;
    for (;;) {
      const overdue = await this.ports.attempts.overdue(now - LATE_ANSWER_GRACE_MS, SWEEP_BATCH, paperId);
      for (const attempt of overdue) {
        await this.submit(await this.paper(attempt.paperId), attempt, attempt.answers, now);
        swept += 1;
      }
      if (overdue.length < SWEEP_BATCH) return swept;
    }
  }
}

/** A use case's work as its typed result: an AppError becomes the coded failure, anything else 'unknown' (the caller logs it). */
export async function seriesOutcome<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    return failWith(AppError.from(error));
  }
}
