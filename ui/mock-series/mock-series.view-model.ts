import { makeAutoObservable, runInAction } from 'mobx';
import type { SeriesService } from '../../core/mock-series/series-service.port';
import type { SeriesPaperForStudent } from '../../core/mock-series/series.model';
import type { Clock } from '../../core/ports/clock.port';
import { AppError } from '../../core/shared/app-error';
import type { SessionErrors } from '../session/session.view-model';
import { SeriesExamViewModel } from './series-exam.view-model';

/** What a paper's row offers: its one button, or none while it is upcoming or closed untaken. */
export type PaperAction = 'start' | 'resume' | 'result' | null;

export const PAPER_ACTION_LABELS: Readonly<Record<Exclude<PaperAction, null>, string>> = {
  start: 'Start paper',
  resume: 'Resume paper',
  result: 'See result',
};

/** Open and not taken: start; open and started: resume; submitted, or closed after starting: the result. */
export function paperAction(paper: Pick<SeriesPaperForStudent, 'state' | 'taken' | 'inProgress'>): PaperAction {
  if (paper.taken) return 'result';
  if (paper.state === 'open') return paper.inProgress ? 'resume' : 'start';
  // Closed while she was in it: the server has handed it in at its deadline.
  if (paper.state === 'closed' && paper.inProgress) return 'result';
  return null;
}

/** The All-India Mock's dashboard card: the scheduled papers, and the one opened in the overlay. */
export class MockSeriesViewModel {
  papers: readonly SeriesPaperForStudent[] | null = null;
  listError: string | null = null;
  readonly exam: SeriesExamViewModel;

  constructor(
    private readonly service: SeriesService,
    clock: Clock,
    private readonly session: SessionErrors,
  ) {
    this.exam = new SeriesExamViewModel(service, clock, session, () => void this.load());
    makeAutoObservable<this, 'service' | 'session'>(this, { service: false, session: false, exam: false });
  }

  get isOpen(): boolean {
    return this.exam.isOpen;
  }

  async load(): Promise<void> {
    try {
      const papers = await this.service.papers();
      runInAction(() => {
        this.papers = papers;
        this.listError = null;
      });
    } catch (error) {
      const problem = AppError.from(error);
      if (await this.session.handleError(problem)) return;
      runInAction(() => (this.listError = problem.message));
    }
  }

  /** The row's button: the paper taken up, or its result. */
  act(paper: SeriesPaperForStudent): void {
    const action = paperAction(paper);
    if (action === 'start' || action === 'resume') void this.exam.take(paper.id);
    else if (action === 'result') void this.exam.showResult(paper.id, null);
  }

  close(): void {
    this.exam.close();
  }
}
