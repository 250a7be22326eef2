import { makeAutoObservable, runInAction } from 'mobx';
import type { ScheduledPaper } from '../../core/mock-series/list-scheduled-papers.use-case';
import type { SeriesDesk } from '../../core/mock-series/series-desk.port';
import { SERIES_MESSAGES } from '../../core/mock-series/series.messages';
import { AppError } from '../../core/shared/app-error';

/** India keeps one time, five and a half hours ahead of UTC, with no summer time. */
const IST_OFFSET_MS = 330 * 60_000;

export const SERIES_DESK_WORDS = {
  needsServer: 'Scheduling All-India Mock papers needs the NyayaPath server: local mode has no other students to compare.',
  titleLength: 'Give the paper a title of 3 to 120 characters.',
  windowMissing: 'Choose when the paper opens and when it closes.',
  listFailed: 'The papers could not be loaded. Please try again.',
  scheduleFailed: 'The paper could not be scheduled. Please try again.',
} as const;

/** '2026-12-06T10:00', as a datetime-local field gives it, read as India's time; null when it is not a time. */
export function istTime(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const time = Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
  // 2026-02-30 rolls over into March: not a date anyone meant.
  return new Date(time + IST_OFFSET_MS).getUTCDate() === day ? time : null;
}

/**
 * /admin, 'All-India Mock papers': the schedule with each paper's state and takers, and the form
 * that schedules a new one. Without a desk (local mode) it only says the series needs the server.
 * The form keeps what was typed when the server refuses it.
 */
export class SeriesDeskViewModel {
  papers: readonly ScheduledPaper[] = [];
  loading: boolean;
  error: string | null = null;
  title = '';
  opensAt = '';
  closesAt = '';
  formError: string | null = null;
  scheduling = false;
  /** The title of the paper just scheduled, for the confirmation line. */
  scheduled: string | null = null;

  constructor(private readonly desk: SeriesDesk | null) {
    this.loading = desk !== null;
    makeAutoObservable<this, 'desk'>(this, { desk: false });
  }

  get available(): boolean {
    return this.desk !== null;
  }

  setTitle(value: string): void {
    this.title = value;
  }

  setOpensAt(value: string): void {
    this.opensAt = value;
  }

  setClosesAt(value: string): void {
    this.closesAt = value;
  }

  async load(): Promise<void> {
    if (!this.desk) return;
    try {
      const papers = await this.desk.listPapers();
      runInAction(() => {
        this.papers = papers;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = operatorWords(error, SERIES_DESK_WORDS.listFailed)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async schedule(): Promise<void> {
    if (!this.desk || this.scheduling) return;
    const title = this.title.trim();
    const opensAt = istTime(this.opensAt);
    const closesAt = istTime(this.closesAt);
    this.scheduled = null;
    if (title.length < 3 || title.length > 120) return this.refuse(SERIES_DESK_WORDS.titleLength);
    if (opensAt === null || closesAt === null) return this.refuse(SERIES_DESK_WORDS.windowMissing);
    if (opensAt >= closesAt) return this.refuse(SERIES_MESSAGES.windowOrder);
    this.scheduling = true;
    this.formError = null;
    try {
      await this.desk.schedule({ title, opensAt, closesAt });
      runInAction(() => {
        this.scheduled = title;
        this.title = '';
        this.opensAt = '';
        this.closesAt = '';
      });
      await this.load();
    } catch (error) {
      runInAction(() => (this.formError = operatorWords(error, SERIES_DESK_WORDS.scheduleFailed)));
    } finally {
      runInAction(() => (this.scheduling = false));
    }
  }

  private refuse(message: string): void {
    this.formError = message;
  }
}

/** The server's own words where they tell the operator something (not an operator, signed out, a refused window); otherwise ours. */
function operatorWords(error: unknown, fallback: string): string {
  const appError = AppError.from(error);
  return ['forbidden', 'session_expired', 'validation', 'unavailable'].includes(appError.code) ? appError.message : fallback;
}
