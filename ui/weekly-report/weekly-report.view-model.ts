import { makeAutoObservable, runInAction } from 'mobx';
import { unmeteredFeatureAccess, type UnmeteredFeatureAccess } from '../../core/access/feature-access.rules';
import type { GetAccountOverview } from '../../core/access/get-account-overview.use-case';
import { rankRange } from '../../core/rank/rank-wording';
import type { GetWeeklyReport } from '../../core/weekly-report/get-weekly-report.use-case';
import type { NextStep, WeeklyReportPage } from '../../core/weekly-report/weekly-report.model';
import { formatMarks, formatMockDate } from '../mock/mock-format';
import type { SessionErrors } from '../session/session.view-model';
import { SECTION_TITLES } from '../../core/exam/clat-pattern';

type ReadReport = Pick<GetWeeklyReport, 'execute'>;
type ReadOverview = Pick<GetAccountOverview, 'execute'>;

export interface SectionRow {
  readonly title: string;
  readonly answered: number;
  readonly correct: number;
  /** '72 %', or 'None' with nothing answered. */
  readonly accuracy: string;
}

export interface MockRow {
  readonly date: string;
  /** '64.5 / 120'. */
  readonly marks: string;
  readonly rank: string;
  readonly nlus: string;
}

export interface WeakTopicRow {
  readonly topic: string;
  /** '1 of 5 right (20 %) in Legal Reasoning'. */
  readonly detail: string;
  readonly step: NextStep;
  /** Where the step's link goes: the dashboard opens the tool. */
  readonly href: string;
}

/** Where a next step opens its tool: the main dashboard, told which tool (and topic) by the address. */
export function nextStepHref(step: NextStep): string {
  const query = new URLSearchParams({ open: step.tool });
  if (step.tool === 'topicPractice') {
    query.set('section', step.section);
    query.set('topic', step.topic);
  }
  return `/dashboard?${query.toString()}`;
}

/** The address of a week's report. */
export function weekHref(week: string): string {
  return `/dashboard/report/${week}`;
}

/** /dashboard/report: one week's report for a paid plan; for a free student, what it is and how to get it. */
export class WeeklyReportViewModel {
  page: WeeklyReportPage | null = null;
  access: UnmeteredFeatureAccess | null = null;
  error: string | null = null;
  loading = true;
  private loads = 0;

  constructor(
    private readonly getWeeklyReport: ReadReport,
    private readonly getAccountOverview: ReadOverview,
    private readonly session: SessionErrors,
  ) {
    makeAutoObservable<this, 'getWeeklyReport' | 'getAccountOverview' | 'session' | 'loads'>(this, {
      getWeeklyReport: false,
      getAccountOverview: false,
      session: false,
      loads: false,
    });
  }

  /** Loads the plan and the week; 'redirect' when nobody is signed in. */
  async load(week?: string): Promise<'shown' | 'redirect'> {
    const load = ++this.loads;
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    const overview = await this.getAccountOverview.execute();
    if (!overview.ok) {
      if (overview.error.code === 'not_signed_in' || (await this.session.handleError(overview.error))) return 'redirect';
      runInAction(() => {
        this.error = overview.error.message;
        this.loading = false;
      });
      return 'shown';
    }
    const access = unmeteredFeatureAccess('weeklyReport', overview.value.premium);
    // A free student's records are not read: the report is a paid feature.
    const report = access.allowed ? await this.getWeeklyReport.execute(week === undefined ? {} : { week }) : null;
    if (report && !report.ok) {
      if (report.error.code === 'not_signed_in' || (await this.session.handleError(report.error))) return 'redirect';
    }
    if (load !== this.loads) return 'shown';
    runInAction(() => {
      this.access = access;
      this.page = report?.ok ? report.value : null;
      this.error = report && !report.ok ? report.error.message : null;
      this.loading = false;
    });
    return 'shown';
  }

  get isThisWeek(): boolean {
    return this.page !== null && this.page.report.week === this.page.thisWeek;
  }

  get sections(): SectionRow[] {
    return (this.page?.report.sections ?? []).map((row) => ({
      title: SECTION_TITLES[row.section],
      answered: row.answered,
      correct: row.correct,
      accuracy: row.accuracy === null ? 'None' : `${row.accuracy} %`,
    }));
  }

  get mocks(): MockRow[] {
    return (this.page?.report.mocks ?? []).map((mock) => ({
      date: formatMockDate(mock.submittedAt),
      marks: `${formatMarks(mock.marks)} / ${mock.questions}`,
      rank: rankRange({ low: mock.rankLow, high: mock.rankHigh }),
      nlus: mock.nluSummary,
    }));
  }

  get weakTopics(): WeakTopicRow[] {
    return (this.page?.report.weakTopics ?? []).map((topic) => ({
      topic: topic.topic,
      detail: `${topic.correct} of ${topic.answered} right (${topic.accuracy} %) in ${SECTION_TITLES[topic.section]}`,
      step: topic.nextStep,
      href: nextStepHref(topic.nextStep),
    }));
  }

  /** '3 days', '1 day', '0 days'. */
  get streak(): string {
    const days = this.page?.report.streak ?? 0;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
}
