import { sql, type Kysely, type Updateable } from 'kysely';
import type { SeriesAttempts } from '../../core/mock-series/series-attempts.port';
import type {
  LeaderboardEntry,
  NewSeriesAttempt,
  SeriesAnswers,
  SeriesAttempt,
  SeriesScore,
  SeriesSectionMarks,
  Standing,
} from '../../core/mock-series/series.model';
import { fromJsonb } from '../database/jsonb';
import type { Database } from '../database/schema';
import type { SeriesAttemptsTable, SeriesDatabase, SeriesTables } from './series-tables';

const COLUMNS = ['id', 'paper_id', 'user_id', 'started_at', 'deadline', 'answers', 'submitted_at', 'score', 'correct', 'wrong', 'unanswered', 'sections', 'time_taken_ms'] as const;

/**
 * The attempts at series papers in PostgreSQL. The unique key (paper_id, user_id) keeps one
 * attempt a student a paper however many starts race; every change is one conditional statement
 * on an attempt not yet submitted. Rank, percentile, the top and median marks are counted by the
 * database from mock_series_score_counts (submitted attempts by score, kept by triggers), never by
 * loading the attempts.
 */
export class SeriesAttemptsStore implements SeriesAttempts {
  private readonly db: Kysely<SeriesDatabase>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<SeriesTables>();
  }

  async start(attempt: NewSeriesAttempt): Promise<SeriesAttempt> {
    const row = await this.db
      .insertInto('mock_series_attempts')
      .values({ paper_id: attempt.paperId, user_id: attempt.userId, started_at: new Date(attempt.startedAt), deadline: new Date(attempt.deadline) })
      .onConflict((conflict) => conflict.columns(['paper_id', 'user_id']).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (row) return toAttempt(row);
    // Another start won the race: its attempt is the one.
    const existing = await this.find(attempt.paperId, attempt.userId);
    if (!existing) throw new Error('A series attempt neither started nor found');
    return existing;
  }

  async find(paperId: string, userId: string): Promise<SeriesAttempt | null> {
    const row = await this.db.selectFrom('mock_series_attempts').select(COLUMNS).where('paper_id', '=', paperId).where('user_id', '=', userId).executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  async ofStudent(userId: string): Promise<readonly SeriesAttempt[]> {
    const rows = await this.db.selectFrom('mock_series_attempts').select(COLUMNS).where('user_id', '=', userId).execute();
    return rows.map(toAttempt);
  }

  async saveAnswers(paperId: string, userId: string, answers: SeriesAnswers): Promise<SeriesAttempt | null> {
    return this.updateOpen(paperId, userId, { answers: JSON.stringify(answers) });
  }

  async submit(paperId: string, userId: string, submission: { answers: SeriesAnswers; marks: SeriesScore; submittedAt: number }): Promise<SeriesAttempt | null> {
    const { marks } = submission;
    return this.updateOpen(paperId, userId, {
      answers: JSON.stringify(submission.answers),
      submitted_at: new Date(submission.submittedAt),
      score: marks.score,
      correct: marks.correct,
      wrong: marks.wrong,
      unanswered: marks.unanswered,
      sections: JSON.stringify(marks.sections),
      time_taken_ms: marks.timeTakenMs,
    });
  }

  /** Changes the student's attempt at the paper while it is not yet submitted: null when there is none such. */
  private async updateOpen(paperId: string, userId: string, changes: Updateable<SeriesAttemptsTable>): Promise<SeriesAttempt | null> {
    const row = await this.db
      .updateTable('mock_series_attempts')
      .set(changes)
      .where('paper_id', '=', paperId)
      .where('user_id', '=', userId)
      .where('submitted_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  async overdue(before: number, limit: number, paperId?: string): Promise<readonly SeriesAttempt[]> {
    let query = this.db.selectFrom('mock_series_attempts').select(COLUMNS).where('submitted_at', 'is', null).where('deadline', '<', new Date(before));
    if (paperId !== undefined) query = query.where('paper_id', '=', paperId);
    return (await query.orderBy('deadline').limit(limit).execute()).map(toAttempt);
  }

  async standing(paperId: string, score: number): Promise<Standing> {
    // mock_series_score_counts holds the paper's submitted attempts by score (a few hundred rows at
    // most, kept by triggers): the counts and the median come from there, not from the attempts.
    const { rows } = await sql<{ takers: number; above: number; below: number; top: number | null; median: number | null }>`
      with counts as (
        select score, takers, sum(takers) over (order by score) as up_to
        from public.mock_series_score_counts
        where paper_id = ${paperId} and takers > 0
      ), total as (select coalesce(sum(takers), 0)::int as takers from counts)
      select total.takers,
        (select coalesce(sum(takers), 0)::int from counts where score > ${score}) as above,
        (select coalesce(sum(takers), 0)::int from counts where score < ${score}) as below,
        (select max(score) from counts) as top,
        ((select min(score) from counts where up_to >= (total.takers + 1) / 2)
          + (select min(score) from counts where up_to >= total.takers / 2 + 1)) / 2 as median
      from total`.execute(this.db);
    const row = rows[0]!;
    return {
      takers: Number(row.takers),
      above: Number(row.above),
      below: Number(row.below),
      topScore: row.top === null ? null : Number(row.top),
      medianScore: row.median === null ? null : Number(row.median),
    };
  }

  async leaderboard(paperId: string, limit: number): Promise<readonly LeaderboardEntry[]> {
    const rows = await this.db
      .selectFrom('mock_series_attempts as a')
      .innerJoin('leaderboard_preferences as p', 'p.user_id', 'a.user_id')
      .where('a.paper_id', '=', paperId)
      .where('a.submitted_at', 'is not', null)
      .where('p.opt_in', '=', true)
      .where('p.display_name', 'is not', null)
      .select((eb) => [
        'p.display_name',
        'a.score',
        eb
          .selectFrom('mock_series_score_counts as c')
          .whereRef('c.paper_id', '=', 'a.paper_id')
          .whereRef('c.score', '>', 'a.score')
          .select(sql<number>`coalesce(sum(c.takers), 0)::int`.as('n'))
          .as('above'),
      ])
      .orderBy('a.score', 'desc')
      .orderBy('a.time_taken_ms', 'asc')
      .orderBy('a.submitted_at', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ rank: Number(row.above ?? 0) + 1, displayName: row.display_name!, score: Number(row.score) }));
  }
}

interface Row {
  id: string;
  paper_id: string;
  user_id: string;
  started_at: Date;
  deadline: Date;
  answers: unknown;
  submitted_at: Date | null;
  score: number | null;
  correct: number | null;
  wrong: number | null;
  unanswered: number | null;
  sections: unknown;
  time_taken_ms: number | null;
}

function toAttempt(row: Row): SeriesAttempt {
  const marks: SeriesScore | null =
    row.submitted_at === null
      ? null
      : {
          score: Number(row.score),
          correct: Number(row.correct),
          wrong: Number(row.wrong),
          unanswered: Number(row.unanswered),
          sections: fromJsonb<SeriesSectionMarks[]>(row.sections),
          timeTakenMs: Number(row.time_taken_ms),
        };
  return {
    id: row.id,
    paperId: row.paper_id,
    userId: row.user_id,
    startedAt: row.started_at.getTime(),
    deadline: row.deadline.getTime(),
    answers: fromJsonb<SeriesAnswers>(row.answers),
    submittedAt: row.submitted_at?.getTime() ?? null,
    marks,
  };
}
