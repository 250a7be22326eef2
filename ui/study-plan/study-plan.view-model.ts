import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../core/shared/app-error';
import type { GetStudyPlan } from '../../core/study-plan/get-study-plan.use-case';
import type { SetExamDate } from '../../core/study-plan/set-exam-date.use-case';
import type { StudyPhase, StudyPlanView, TodayPlan } from '../../core/study-plan/study-plan.model';
import type { TickStudyTask } from '../../core/study-plan/tick-study-task.use-case';
import type { SessionViewModel } from '../session/session.view-model';
import { onFirstUse } from '../common/on-first-use';

const PHASE_LABELS: Readonly<Record<StudyPhase, string>> = {
  foundation: 'Building concepts',
  practice: 'Practice and weekly mocks',
  mocks: 'Mock season',
  finalWeek: 'Final week: revision',
  examDay: 'Exam day',
};

const FOCUS_SOURCES = { mock: 'your latest mock', diagnostic: 'your diagnostic test', questionnaire: 'your answers to the questionnaire', none: 'the sections worth most marks' } as const;

const examDateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** '6 December 2026' style, for a 'YYYY-MM-DD' day. */
export function formatPlanDay(day: string): string {
  return examDateFormat().format(new Date(`${day}T00:00:00Z`));
}

/** '2 h 10 min', '40 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The dashboard's daily study plan: the exam date form when none is set (or the student changes
 * it), and today's tasks with their ticks. A tick shows at once and is undone, with a message,
 * when it cannot be saved.
 */
export class StudyPlanViewModel {
  view: StudyPlanView | null = null;
  loading = false;
  loadError: string | null = null;
  examDateInput = '';
  examDateError: string | null = null;
  savingDate = false;
  changingDate = false;
  tickError: string | null = null;
  private loads = 0;

  constructor(
    private readonly getStudyPlan: GetStudyPlan,
    private readonly setExamDate: SetExamDate,
    private readonly tickStudyTask: TickStudyTask,
    private readonly session: SessionViewModel,
  ) {
    makeAutoObservable<this, 'getStudyPlan' | 'setExamDate' | 'tickStudyTask' | 'session' | 'loads'>(this, {
      getStudyPlan: false,
      setExamDate: false,
      tickStudyTask: false,
      session: false,
      loads: false,
    });
  }

  get plan(): TodayPlan | null {
    return this.view?.kind === 'plan' ? this.view.plan : null;
  }

  /** The exam date form shows: no date yet, the exam is over, or the student is changing it. */
  get askingForDate(): boolean {
    return this.view !== null && (this.view.kind !== 'plan' || this.changingDate);
  }

  get allDone(): boolean {
    const plan = this.plan;
    return plan !== null && plan.tasks.length > 0 && plan.doneCount === plan.tasks.length;
  }

  /** '11 days to your exam · Mock season'. */
  get headline(): string {
    const plan = this.plan;
    if (!plan) return '';
    const days = plan.daysLeft === 0 ? 'Your exam is today' : `${plan.daysLeft} ${plan.daysLeft === 1 ? 'day' : 'days'} to your exam`;
    return `${days} · ${PHASE_LABELS[plan.phase]}`;
  }

  get focusText(): string {
    const plan = this.plan;
    if (!plan || plan.phase === 'examDay') return '';
    return `Practice leans on your two weakest sections, from ${FOCUS_SOURCES[plan.focusSource]}.`;
  }

  get progressText(): string {
    const plan = this.plan;
    if (!plan) return '';
    return `${plan.doneCount} of ${plan.tasks.length} done · about ${formatMinutes(plan.totalMinutes)} in all`;
  }

  /** Reads the plan again (the dashboard calls this when a tool, the quiz or a mock closes). */
  async load(): Promise<void> {
    const load = ++this.loads;
    this.loading = true;
    const result = await this.getStudyPlan.execute();
    if (load !== this.loads) return;
    if (!result.ok) {
      await this.fail(result.error, (message) => (this.loadError = message));
      runInAction(() => (this.loading = false));
      return;
    }
    runInAction(() => {
      this.loading = false;
      this.loadError = null;
      this.show(result.value);
    });
  }

  setExamDateInput(value: string): void {
    this.examDateInput = value;
    this.examDateError = null;
  }

  startChangingDate(): void {
    if (this.plan) this.examDateInput = this.plan.examDate;
    this.examDateError = null;
    this.changingDate = true;
  }

  cancelChangingDate(): void {
    this.changingDate = false;
    this.examDateError = null;
  }

  async saveExamDate(): Promise<void> {
    if (this.savingDate) return;
    this.savingDate = true;
    this.examDateError = null;
    this.loads += 1;
    const result = await this.setExamDate.execute({ examDate: this.examDateInput });
    if (!result.ok) {
      // What the student typed stays in the field.
      await this.fail(result.error, (message) => (this.examDateError = message));
      runInAction(() => (this.savingDate = false));
      return;
    }
    runInAction(() => {
      this.savingDate = false;
      this.changingDate = false;
      this.show(result.value);
    });
  }

  async toggle(taskId: string, done: boolean): Promise<void> {
    const before = this.plan;
    if (!before) return;
    this.tickError = null;
    this.loads += 1;
    this.view = { kind: 'plan', plan: withTick(before, taskId, done) };
    const result = await this.tickStudyTask.execute({ taskId, done });
    if (!result.ok) {
      await this.fail(result.error, (message) => {
        this.tickError = message;
        const current = this.plan;
        if (current) this.view = { kind: 'plan', plan: withTick(current, taskId, !done) };
      });
      return;
    }
    runInAction(() => (this.view = { kind: 'plan', plan: result.value }));
  }

  private show(view: StudyPlanView): void {
    this.view = view;
    if (view.kind !== 'plan') this.examDateInput = this.examDateInput || view.suggestedDate;
  }

  private async fail(error: AppError, show: (message: string) => void): Promise<void> {
    if (await this.session.handleError(error)) return;
    runInAction(() => show(error.message));
  }
}

function withTick(plan: TodayPlan, taskId: string, done: boolean): TodayPlan {
  const tasks = plan.tasks.map((task) => (task.id === taskId ? { ...task, done } : task));
  return { ...plan, tasks, doneCount: tasks.filter((task) => task.done).length };
}
