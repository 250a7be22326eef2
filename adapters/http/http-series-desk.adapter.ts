import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Auth } from '../../core/auth/auth.port';
import type { ScheduledPaper } from '../../core/mock-series/list-scheduled-papers.use-case';
import type { SeriesDesk, SeriesPaperRequest } from '../../core/mock-series/series-desk.port';
import { SERIES_MESSAGES } from '../../core/mock-series/series.messages';
import type { HttpCall } from './http-client';
import { OperatorClient, instant, listOf, type OperatorClientOptions } from './operator-client';

const PAPERS: HttpCall = { path: 'api/operator/mock-series', label: 'All-India Mock papers' };

const paper = z.object({
  id: nonEmptyText,
  title: z.string(),
  opensAt: instant,
  closesAt: instant,
  state: z.enum(['upcoming', 'open', 'closed']),
  takers: z.int().check(z.nonnegative()),
  inProgress: z.int().check(z.nonnegative()),
}) satisfies z.ZodMiniType<ScheduledPaper, unknown>;

const scheduled = z.pipe(
  z.object({ success: z.literal(true), data: z.object({ id: nonEmptyText }) }),
  z.transform((reply) => reply.data),
);

/**
 * The All-India Mock's papers in the operator console, from the NyayaPath server
 * (`/api/operator/mock-series`) with the signed-in operator's token: 401 is a lost session, 403 an
 * account that is not an operator, 400 the server's reason for refusing a window.
 */
export class HttpSeriesDesk implements SeriesDesk {
  private readonly operator: OperatorClient;

  constructor(auth: Auth, options: OperatorClientOptions) {
    this.operator = new OperatorClient(auth, options, { notFound: SERIES_MESSAGES.paperNotFound });
  }

  listPapers(): Promise<readonly ScheduledPaper[]> {
    return this.operator.get(PAPERS, listOf(paper));
  }

  schedule(request: SeriesPaperRequest): Promise<{ readonly id: string }> {
    const { title, opensAt, closesAt } = request;
    return this.operator.post(PAPERS, scheduled, { title, opensAt: new Date(opensAt).toISOString(), closesAt: new Date(closesAt).toISOString() });
  }
}
