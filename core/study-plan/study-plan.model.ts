import type { ScoreBreakdown } from '../diagnostic/diagnostic.model';
import type { ClatSection } from '../exam/clat-pattern';

/** A calendar day in India, 'YYYY-MM-DD' (the same day the daily quiz uses). */
export type PlanDay = string;

/** Where a task's Open button leads: a dashboard tool, card or overlay. */
export const STUDY_LINKS = ['dailyQuiz', 'mistakesReview', 'fullMock', 'topicPractice', 'conceptExplainer', 'aiDoubtSolver', 'studyAdvice', 'rankSimulator'] as const;
export type StudyLink = (typeof STUDY_LINKS)[number];

/** The stretch of preparation the days left put the student in. */
export type StudyPhase = 'foundation' | 'practice' | 'mocks' | 'finalWeek' | 'examDay';

/** One thing to do today. The id is stable for the same kind of work (e.g. 'practice-Legal'), so a tick survives a recomputed plan. */
export interface StudyTask {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly minutes: number;
  /** Null for work done away from the app (reading a newspaper, revising notes). */
  readonly link: StudyLink | null;
}

export interface PlannedTask extends StudyTask {
  readonly done: boolean;
}

/** What is kept per student: the exam date the student set, and which of a day's tasks are ticked off. */
export interface StudyPlanRecord {
  readonly examDate: PlanDay;
  /** The day `done` belongs to; ticks of an earlier day no longer count. */
  readonly day: PlanDay;
  /** Ids of the day's ticked tasks. */
  readonly done: readonly string[];
  /** Epoch ms of the last change. */
  readonly updatedAt: number;
}

/** Where the weakest sections were read from. */
export type FocusSource = 'mock' | 'diagnostic' | 'questionnaire' | 'none';

/** What the plan is built from, besides the exam date and today. */
export interface PlanEvidence {
  /** The latest submitted full mock's marks per section, and the day it was handed in. */
  readonly latestMock: { readonly day: PlanDay; readonly sections: readonly { readonly section: ClatSection; readonly questions: number; readonly marks: number }[] } | null;
  readonly diagnostic: ScoreBreakdown | null;
  readonly losingMarksArea: string | null;
  readonly reviewFrustration: string | null;
  readonly gkStudyMethod: string | null;
  /** Mistakes Review questions due now. */
  readonly dueReviews: number;
  /** Questions reviewed today (India's day) since their last wrong answer: the review stays in the plan once they are done. */
  readonly reviewedToday: number;
}

export interface TodayPlan {
  readonly examDate: PlanDay;
  readonly today: PlanDay;
  readonly daysLeft: number;
  readonly phase: StudyPhase;
  /** The two sections the day's practice leans on, weakest first. */
  readonly focus: readonly ClatSection[];
  readonly focusSource: FocusSource;
  readonly tasks: readonly PlannedTask[];
  readonly doneCount: number;
  readonly totalMinutes: number;
}

/** The card's state: no exam date yet (with a suggested one), the exam date has passed, or today's plan. */
export type StudyPlanView =
  | { readonly kind: 'noExamDate'; readonly suggestedDate: PlanDay }
  | { readonly kind: 'examOver'; readonly examDate: PlanDay; readonly suggestedDate: PlanDay }
  | { readonly kind: 'plan'; readonly plan: TodayPlan };

export const STUDY_PLAN_LIMITS = {
  /** The furthest exam date accepted, in days from today. */
  maxDaysAhead: 730,
  /** A day never has more tasks than this; a stored record never more ticks. */
  tasks: 12,
  taskId: 40,
} as const;
