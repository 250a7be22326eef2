import { SUBJECT_QUESTION_COUNT } from '../diagnostic/diagnostic.model';
import { SECTION_SUBJECT } from '../diagnostic/section-subject';
import { dayNumber } from '../quiz/quiz-day.rules';
import { daysLeft } from './exam-date.rules';
import type { FocusSource, PlanDay, PlanEvidence, StudyPhase, StudyPlanRecord, StudyTask, TodayPlan } from './study-plan.model';
import { STUDY_PLAN_LIMITS } from './study-plan.model';
import { CONCEPTS, LOSING_MARKS_SECTION, PLAN_SECTION_NAMES, PRACTICE_TOPICS, SECTION_WEIGHT_ORDER } from './study-topics';
import type { ClatSection } from '../exam/clat-pattern';

/**
 * The stretch of preparation for the days left: far out, concepts and practice; from three
 * months, practice with a weekly mock; in the last month, mocks and their mistakes; the last
 * week, revision. Null once the exam date has passed.
 */
export function studyPhase(left: number): StudyPhase | null {
  if (left < 0) return null;
  if (left === 0) return 'examDay';
  if (left <= 7) return 'finalWeek';
  if (left <= 30) return 'mocks';
  if (left <= 90) return 'practice';
  return 'foundation';
}

/**
 * Whether today is a full mock day, counted back from the exam so the days do not move: every
 * two weeks far out, weekly from three months, every third day in the last month, every other
 * day in the fortnight before the last week, and six and four days out; none in the last three.
 */
export function isMockDay(left: number): boolean {
  const phase = studyPhase(left);
  if (phase === 'foundation') return left % 14 === 0;
  if (phase === 'practice') return left % 7 === 0;
  if (phase === 'mocks') return left <= 14 ? left % 2 === 0 : left % 3 === 0;
  if (phase === 'finalWeek') return left === 6 || left === 4;
  return false;
}

/**
 * The two sections to lean on, weakest first: by net marks per question in the latest full mock;
 * else by the diagnostic's share right per subject, where the student's own answer to "Where do
 * you lose the most marks" takes second place when the 13 questions did not already name it;
 * else that answer alone. Ties go to the section worth more marks in the paper.
 */
export type FocusPair = readonly [ClatSection, ClatSection];

export function focusSections(evidence: PlanEvidence): { readonly focus: FocusPair; readonly source: FocusSource } {
  const named = evidence.losingMarksArea ? LOSING_MARKS_SECTION[evidence.losingMarksArea] : undefined;
  const byScore = (score: (section: ClatSection) => number): FocusPair => {
    const [first, second] = [...SECTION_WEIGHT_ORDER].sort((a, b) => score(a) - score(b) || SECTION_WEIGHT_ORDER.indexOf(a) - SECTION_WEIGHT_ORDER.indexOf(b));
    return [first!, second!];
  };
  const mock = evidence.latestMock;
  if (mock && mock.sections.some((marks) => marks.questions > 0)) {
    const share = (section: ClatSection) => {
      const marks = mock.sections.find((entry) => entry.section === section);
      return marks && marks.questions > 0 ? marks.marks / marks.questions : Number.POSITIVE_INFINITY;
    };
    return { focus: byScore(share), source: 'mock' };
  }
  if (evidence.diagnostic) {
    const diagnostic = evidence.diagnostic;
    const share = (section: ClatSection) => {
      const subject = SECTION_SUBJECT[section];
      return (diagnostic[subject] ?? 0) / SUBJECT_QUESTION_COUNT[subject];
    };
    const [first, second] = byScore(share);
    return { focus: named && named !== first && named !== second ? [first, named] : [first, second], source: 'diagnostic' };
  }
  if (named) return { focus: [named, SECTION_WEIGHT_ORDER.find((section) => section !== named)!], source: 'questionnaire' };
  return { focus: ['Legal', 'GK'], source: 'none' };
}

const pick = <T>(items: readonly T[], day: number): T => items[day % items.length]!;

function practiceTask(section: ClatSection, day: number, minutes: number): StudyTask {
  return {
    id: `practice-${section}`,
    title: `Practise ${PLAN_SECTION_NAMES[section]}: ${pick(PRACTICE_TOPICS[section], day)}`,
    detail: 'Five questions in the Question Maker. Read every explanation, even for the ones you got right.',
    minutes,
    link: 'topicPractice',
  };
}

function conceptTask(section: ClatSection, day: number, minutes: number): StudyTask {
  return {
    id: `concept-${section}`,
    title: `Understand ${pick(CONCEPTS[section], day)} (${PLAN_SECTION_NAMES[section]})`,
    detail: 'Ask the Concept Explainer for an explanation and an example, then write a three-line note in your own words.',
    minutes,
    link: 'conceptExplainer',
  };
}

const REVIEW_DETAIL: Readonly<Record<string, string>> = {
  'I don’t know why my answer was wrong': 'Before you rate each one, say why the right answer is right. Still unsure? Ask the Concept Explainer.',
  'Explanations are too short or unclear': 'Read the whole explanation; if it is still unclear, ask the Concept Explainer to go through it step by step.',
  'I repeat the same mistakes': 'Write the trap behind each mistake in one line: a trap you have named is easier to spot next time.',
  'Reviewing takes too long': 'One pass only: answer, check, rate. About two minutes a question.',
};

/** A day's review is at most half an hour, at about two minutes a mistake. */
const REVIEW_MINUTES_PER_MISTAKE = 2;
const REVIEW_MAX_MINUTES = 30;
const REVIEW_PER_DAY = REVIEW_MAX_MINUTES / REVIEW_MINUTES_PER_MISTAKE;

function reviewTask(due: number, reviewed: number, frustration: string | null): StudyTask {
  const today = Math.min(due, REVIEW_PER_DAY);
  const detail = (frustration ? REVIEW_DETAIL[frustration] : undefined) ?? 'Answer each one again, then read why the right answer is right.';
  const waiting = due - today;
  return {
    id: 'review',
    title:
      waiting > 0
        ? `Review ${today} of your ${due} mistakes due`
        : due > 0
          ? `Review ${due} ${due === 1 ? 'mistake' : 'mistakes'} due today`
          : reviewed > 0
            ? `Review your mistakes: ${reviewed} reviewed today, none left`
            : 'Review your mistakes',
    detail: waiting > 0 ? `${detail} The other ${waiting} wait for the coming days.` : detail,
    minutes: Math.min(REVIEW_MAX_MINUTES, Math.max(10, today * REVIEW_MINUTES_PER_MISTAKE)),
    link: 'mistakesReview',
  };
}

function gkTask(method: string | null, day: number): StudyTask {
  switch (method) {
    case 'Daily newspaper reading':
      return {
        id: 'gk-routine',
        title: "Read today's newspaper for CLAT",
        detail: 'Pick two news items on law, policy or the economy and note who did what, and why it matters.',
        minutes: 25,
        link: null,
      };
    case 'Monthly compilations':
      return {
        id: 'gk-routine',
        title: 'Revise one week of your monthly compilation',
        detail: 'Then test yourself with five GK questions in the Question Maker.',
        minutes: 25,
        link: 'topicPractice',
      };
    case 'YouTube videos and apps':
      return {
        id: 'gk-routine',
        title: 'Turn a news video into practice',
        detail: 'Watch one current affairs round-up, then answer five GK questions on the same topic in the Question Maker.',
        minutes: 25,
        link: 'topicPractice',
      };
    default:
      return {
        id: 'gk-routine',
        title: 'Build a 20-minute GK habit',
        detail: `Today's topic: ${pick(PRACTICE_TOPICS.GK, day)}. Practise it in the Question Maker, same time every day.`,
        minutes: 20,
        link: 'topicPractice',
      };
  }
}

const QUIZ_TASK: StudyTask = { id: 'daily-quiz', title: "Take today's GK quiz", detail: 'Ten current affairs questions, one try a day.', minutes: 10, link: 'dailyQuiz' };

const MOCK_TASK: StudyTask = {
  id: 'full-mock',
  title: 'Take a full mock',
  detail: '120 questions in 120 minutes, in one sitting, at the time of day of the exam. Its wrong answers go to Mistakes Review.',
  minutes: 120,
  link: 'fullMock',
};

function simulatorTask(focus: ClatSection): StudyTask {
  return {
    id: 'rank-simulator',
    title: `See where more marks in ${PLAN_SECTION_NAMES[focus]} would take you`,
    detail: 'Start the Rank Simulator from your latest mock and set a target for the next one.',
    minutes: 10,
    link: 'rankSimulator',
  };
}

export interface PlanInput extends PlanEvidence {
  readonly today: PlanDay;
  readonly examDate: PlanDay;
  /** Tasks already ticked today: a review ticked off stays even when nothing is due any more. */
  readonly ticked: ReadonlySet<string>;
}

/**
 * Today's tasks for a student, the same for the same inputs and day. Topics and concepts turn
 * with the day; the weakest sections, the questionnaire's answers, due reviews and the days left
 * decide what goes in. Empty once the exam date has passed.
 */
export function planTasks(input: PlanInput): { readonly phase: StudyPhase | null; readonly focus: FocusPair; readonly focusSource: FocusSource; readonly tasks: readonly StudyTask[] } {
  const left = daysLeft(input.today, input.examDate);
  const phase = studyPhase(left);
  const { focus, source } = focusSections(input);
  const day = dayNumber(input.today);
  const [weakest, next] = focus;
  // Once in today's plan, the review stays there after its questions are done.
  const review = input.dueReviews > 0 || input.reviewedToday > 0 || input.ticked.has('review') ? [reviewTask(input.dueReviews, input.reviewedToday, input.reviewFrustration)] : [];
  const dayAfterMock = input.latestMock !== null && dayNumber(input.latestMock.day) === day - 1;
  const simulator = dayAfterMock ? [simulatorTask(weakest)] : [];
  const turn = pick(focus, day);
  let tasks: StudyTask[];
  if (phase === null) {
    tasks = [];
  } else if (phase === 'examDay') {
    tasks = [
      {
        id: 'exam-day',
        title: 'Exam day: admit card, photo ID, and reach the centre early',
        detail: 'No new topics today. Read each passage calmly and leave a question that is taking too long.',
        minutes: 10,
        link: null,
      },
    ];
  } else if (isMockDay(left)) {
    tasks = [MOCK_TASK, ...review, QUIZ_TASK];
  } else if (phase === 'foundation') {
    tasks = [conceptTask(turn, day, 30), practiceTask(weakest, day, 30), practiceTask(next, day, 30), gkTask(input.gkStudyMethod, day), QUIZ_TASK, ...review, ...simulator];
  } else if (phase === 'practice') {
    const concept = day % 2 === 0 ? [conceptTask(turn, day, 20)] : [];
    tasks = [practiceTask(weakest, day, 40), practiceTask(next, day, 30), ...concept, gkTask(input.gkStudyMethod, day), QUIZ_TASK, ...review, ...simulator];
  } else if (phase === 'mocks') {
    tasks = [...review, practiceTask(turn, day, 30), gkTask(input.gkStudyMethod, day), QUIZ_TASK, ...simulator];
  } else if (left === 1) {
    tasks = [
      { id: 'light-revision', title: 'Light day: skim your short notes', detail: 'No mock and no new topics today. Stop early and sleep well.', minutes: 30, link: null },
      { id: 'exam-kit', title: 'Get your exam kit ready', detail: 'Admit card, photo ID, pens, water, and the route and time to your centre.', minutes: 10, link: null },
      QUIZ_TASK,
    ];
  } else {
    tasks = [
      ...review,
      { id: `revise-${weakest}`, title: `Revise your notes for ${PLAN_SECTION_NAMES[weakest]}`, detail: 'Go over the rules and traps you noted; no new topics this week.', minutes: 30, link: null },
      { id: 'gk-revision', title: 'Revise current affairs of the last six months', detail: 'Your notes or compilation, one month at a time.', minutes: 30, link: null },
      QUIZ_TASK,
    ];
  }
  return { phase, focus, focusSource: source, tasks: tasks.slice(0, STUDY_PLAN_LIMITS.tasks) };
}

/**
 * Today's plan with its ticks: ticks count only on the day they were made, and only for tasks
 * still in the plan (a task that dropped out when the inputs changed takes its tick with it).
 * Null once the exam date has passed.
 */
export function todayPlan(record: Pick<StudyPlanRecord, 'examDate' | 'day' | 'done'>, today: PlanDay, evidence: PlanEvidence): TodayPlan | null {
  const ticked = new Set(record.day === today ? record.done : []);
  const { phase, focus, focusSource, tasks } = planTasks({ ...evidence, today, examDate: record.examDate, ticked });
  if (phase === null) return null;
  const planned = tasks.map((task) => ({ ...task, done: ticked.has(task.id) }));
  return {
    examDate: record.examDate,
    today,
    daysLeft: daysLeft(today, record.examDate),
    phase,
    focus,
    focusSource,
    tasks: planned,
    doneCount: planned.filter((task) => task.done).length,
    totalMinutes: planned.reduce((sum, task) => sum + task.minutes, 0),
  };
}
