import { sql, type Kysely } from 'kysely';
import type { MockPaper } from '../../core/mock/mock.model';
import type { SeriesPapers } from '../../core/mock-series/series-papers.port';
import type { NewSeriesPaper, SeriesPaper, SeriesPaperListing } from '../../core/mock-series/series.model';
import { fromJsonb } from '../database/jsonb';
import type { Database } from '../database/schema';
import type { SeriesDatabase, SeriesTables } from './series-tables';

const COLUMNS = ['id', 'title', 'opens_at', 'closes_at', 'paper', 'created_by'] as const;

/** The scheduled papers in PostgreSQL; only the server writes them. */
export class SeriesPapersStore implements SeriesPapers {
  private readonly db: Kysely<SeriesDatabase>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<SeriesTables>();
  }

  async create(paper: NewSeriesPaper): Promise<SeriesPaper> {
    const row = await this.db
      .insertInto('mock_series_papers')
      .values({ title: paper.title, opens_at: new Date(paper.opensAt), closes_at: new Date(paper.closesAt), paper: JSON.stringify(paper.paper), created_by: paper.createdBy })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toPaper(row);
  }

  async find(id: string): Promise<SeriesPaper | null> {
    const row = await this.db.selectFrom('mock_series_papers').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toPaper(row) : null;
  }

  async list(): Promise<readonly SeriesPaperListing[]> {
    const rows = await this.db
      .selectFrom('mock_series_papers as p')
      .select((eb) => [
        'p.id',
        'p.title',
        'p.opens_at',
        'p.closes_at',
        eb
          .selectFrom('mock_series_score_counts as c')
          .whereRef('c.paper_id', '=', 'p.id')
          .select(sql<number>`coalesce(sum(c.takers), 0)::int`.as('n'))
          .as('takers'),
        eb
          .selectFrom('mock_series_attempts as a')
          .whereRef('a.paper_id', '=', 'p.id')
          .where('a.submitted_at', 'is', null)
          .select(eb.fn.countAll<number>().as('n'))
          .as('in_progress'),
      ])
      .orderBy('p.opens_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      opensAt: row.opens_at.getTime(),
      closesAt: row.closes_at.getTime(),
      takers: Number(row.takers ?? 0),
      inProgress: Number(row.in_progress ?? 0),
    }));
  }

  async recent(count: number): Promise<readonly MockPaper[]> {
    const rows = await this.db.selectFrom('mock_series_papers').select('paper').orderBy('created_at', 'desc').limit(count).execute();
    return rows.map((row) => fromJsonb<MockPaper>(row.paper));
  }
}

function toPaper(row: { id: string; title: string; opens_at: Date; closes_at: Date; paper: unknown; created_by: string }): SeriesPaper {
  return { id: row.id, title: row.title, opensAt: row.opens_at.getTime(), closesAt: row.closes_at.getTime(), paper: fromJsonb<MockPaper>(row.paper), createdBy: row.created_by };
}
