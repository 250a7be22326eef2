import type { PastMock } from '../mock/list-full-mocks.use-case';
import { mockRank } from '../mock/mock-analysis';
import { accuracyPercent } from '../progress/progress-trend.rules';
import type { QuizAttempt } from '../quiz/daily-quiz.model';
import type { PracticeActivity } from './practice-activity.model';
import { weekLabel, type WeekKey } from './week.rules';
import type { NextStep, QuestionsDone, SectionAccuracy, WeakTopic, WeekMock, WeeklyReport } from './weekly-report.model';
import { CLAT_SECTIONS, type ClatSection } from '../exam/clat-pattern';

/** A topic is named weak only with at least one Question Maker set's worth of answers behind it. */
export const MIN_TOPIC_ANSWERS = 5;
export const WEAK_TOPICS_SHOWN = 3;

/** Below this accuracy the idea itself needs explaining before more practice. */
const EXPLAIN_BELOW = 40;
/** From this accuracy on, the few wrong answers are worth going over rather than a fresh set. */
const REVIEW_FROM = 70;

export interface WeekInputs {
  readonly week: WeekKey;
  /** The week's instants: start included, end excluded. */
  readonly start: number;
  readonly end: number;
  readonly activities: readonly PracticeActivity[];
  readonly quizzes: readonly QuizAttempt[];
  readonly mocks: readonly PastMock[];
  /** The daily-quiz streak at the end of the week. */
  readonly streak: number;
}

interface Tally {
  answered: number;
  correct: number;
}

function inWeek(at: number, { start, end }: Pick<WeekInputs, 'start' | 'end'>): boolean {
  return at >= start && at < end;
}

/** A quiz attempt's answered questions and correct ones, never more correct than answered. */
function quizTally(attempt: QuizAttempt): Tally {
  const answered = Math.min(Object.keys(attempt.answers).length, attempt.total);
  return { answered, correct: Math.min(Math.max(0, attempt.score), answered) };
}

function nextStepFor(section: ClatSection, topic: string, accuracy: number): NextStep {
  if (accuracy < EXPLAIN_BELOW) {
    return { tool: 'conceptExplainer', text: `Ask the Concept Explainer to explain ${topic}, then try a new set.` };
  }
  if (accuracy < REVIEW_FROM) {
    return { tool: 'topicPractice', text: `Practise another ${topic} set in the Question Maker.`, section, topic };
  }
  return { tool: 'mistakesReview', text: `Go over your ${topic} mistakes in Mistakes Review.` };
}

function weakTopicsNote(found: number, anyPractice: boolean): string | null {
  if (found >= WEAK_TOPICS_SHOWN) return null;
  const needed = `A topic shows here once you answer at least ${MIN_TOPIC_ANSWERS} Question Maker questions on it in a week.`;
  if (found === 0) return anyPractice ? `Not enough practice on any one topic to name weak ones yet. ${needed}` : `No Question Maker practice this week. ${needed}`;
  return `Only ${found} topic${found === 1 ? '' : 's'} had enough practice to judge. ${needed}`;
}

/**
 * One week's report from what the student did: Question Maker sets and reviewed mistakes (the
 * activity record), daily quizzes and full mocks. Anything outside the week is left out, so the
 * inputs may be wider than the week.
 */
export function weeklyReport(inputs: WeekInputs): WeeklyReport {
  const activities = inputs.activities.filter((activity) => inWeek(activity.at, inputs));
  const quizzes = inputs.quizzes.filter((attempt) => inWeek(Date.parse(attempt.submittedAt), inputs));
  const mocks = inputs.mocks.filter((mock) => inWeek(mock.submittedAt, inputs)).sort((a, b) => a.submittedAt - b.submittedAt);

  const bySection = new Map<ClatSection, Tally>(CLAT_SECTIONS.map((section) => [section, { answered: 0, correct: 0 }]));
  const add = (section: ClatSection, answered: number, correct: number) => {
    const tally = bySection.get(section)!;
    tally.answered += answered;
    tally.correct += correct;
  };

  const sum = (source: PracticeActivity['source']) =>
    activities.filter((activity) => activity.source === source).reduce((total, activity) => total + activity.answered, 0);
  for (const activity of activities) add(activity.section, activity.answered, activity.correct);

  let dailyQuiz = 0;
  for (const attempt of quizzes) {
    const tally = quizTally(attempt);
    dailyQuiz += tally.answered;
    add('GK', tally.answered, tally.correct);
  }

  let fullMocks = 0;
  for (const mock of mocks) {
    fullMocks += mock.result.attempted;
    for (const row of mock.result.sections) add(row.section, row.attempted, Math.min(row.correct, row.attempted));
  }

  const questionMaker = sum('question_maker');
  const mistakesReviewed = sum('mistakes_review');
  const questions: QuestionsDone = { questionMaker, dailyQuiz, fullMocks, mistakesReviewed, total: questionMaker + dailyQuiz + fullMocks + mistakesReviewed };

  const sections = CLAT_SECTIONS.map((section): SectionAccuracy => {
    const { answered, correct } = bySection.get(section)!;
    return { section, answered, correct, accuracy: answered > 0 ? accuracyPercent(correct, answered) : null };
  });

  const byTopic = new Map<string, { section: ClatSection; topic: string } & Tally>();
  for (const activity of activities) {
    if (activity.source !== 'question_maker') continue;
    const topic = activity.topic.trim();
    const key = `${activity.section}\u0000${topic.toLowerCase()}`;
    const entry = byTopic.get(key) ?? { section: activity.section, topic, answered: 0, correct: 0 };
    entry.answered += activity.answered;
    entry.correct += activity.correct;
    byTopic.set(key, entry);
  }
  const weakTopics = [...byTopic.values()]
    .filter((entry) => entry.answered >= MIN_TOPIC_ANSWERS)
    .map((entry) => ({ ...entry, accuracy: accuracyPercent(entry.correct, entry.answered) }))
    // Weakest first; between equals, the one practised more is the surer finding.
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.topic.localeCompare(b.topic))
    .slice(0, WEAK_TOPICS_SHOWN)
    .map((entry): WeakTopic => ({ ...entry, nextStep: nextStepFor(entry.section, entry.topic, entry.accuracy) }));

  const weekMocks = mocks.map((mock): WeekMock => {
    const { estimate, nlus } = mockRank(mock.result.marks);
    return {
      submittedAt: mock.submittedAt,
      marks: mock.result.marks,
      questions: mock.result.questions,
      rank: estimate.rank,
      rankLow: estimate.low,
      rankHigh: estimate.high,
      nluSummary: nlus.summary,
    };
  });

  return {
    week: inputs.week,
    label: weekLabel(inputs.week),
    questions,
    sections,
    mocks: weekMocks,
    quizzesTaken: quizzes.length,
    streak: inputs.streak,
    weakTopics,
    weakTopicsNote: weakTopicsNote(weakTopics.length, questionMaker > 0),
    empty: questions.total === 0 && mocks.length === 0 && quizzes.length === 0,
  };
}
