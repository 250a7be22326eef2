import { CLAT_SECTIONS } from '../../../core/exam/clat-pattern';
import type { SeriesService } from '../../../core/mock-series/series-service.port';
import { SERIES_MESSAGES } from '../../../core/mock-series/series.messages';
import type {
  AnswerLetter,
  Leaderboard,
  LeaderboardChoice,
  SeriesAnswers,
  SeriesPaperForStudent,
  SeriesQuestionView,
  SeriesResult,
  SeriesSitting,
} from '../../../core/mock-series/series.model';
import { displayNameProblem } from '../../../core/mock-series/series.rules';
import { AppError } from '../../../core/shared/app-error';

export const PAPER_ID = '6b1f1c2e-8f7a-4d0e-9a43-2f7c1d2b9e10';
// 6 December 2026, 09:30 in India.
export const OPENS = Date.UTC(2026, 11, 6, 4, 0);
export const HOUR = 3_600_000;

/** 120 questions, 24 a section, five to a passage; every key is 'B'. */
export const QUESTIONS: readonly SeriesQuestionView[] = Array.from({ length: 120 }, (_, index) => {
  const section = CLAT_SECTIONS[Math.floor(index / 24)]!;
  return {
    number: index + 1,
    section,
    passageTitle: `${section} passage ${Math.floor(index / 5) + 1}`,
    passage: `Passage text ${Math.floor(index / 5) + 1}.`,
    question: `Question text ${index + 1}?`,
    options: ['first', 'second', 'third', 'fourth'] as const,
  };
});

/**
 * The server as the app sees it, in memory: one paper, one attempt, saves recorded, failures
 * scripted by the test. The key of every question is 'B'.
 */
export class FakeSeriesService implements SeriesService {
  paperList: SeriesPaperForStudent[] = [
    { id: PAPER_ID, title: 'All-India Mock 1', opensAt: OPENS, closesAt: OPENS + 6 * HOUR, state: 'open', taken: false, inProgress: false },
  ];
  remainingMs = 2 * HOUR;
  answers: Record<string, AnswerLetter> = {};
  submitted = false;
  saves: SeriesAnswers[] = [];
  submissions: SeriesAnswers[] = [];
  /** The next save fails with this, once. */
  failNextSave: AppError | null = null;
  /** Every submission fails with this. */
  failSubmit: AppError | null = null;
  choice: LeaderboardChoice = { displayName: null, optIn: false };
  choiceSaves: { displayName?: string; optIn: boolean }[] = [];

  async papers(): Promise<readonly SeriesPaperForStudent[]> {
    return this.paperList;
  }

  async start(paperId: string): Promise<SeriesSitting> {
    this.known(paperId);
    this.paperList = this.paperList.map((paper) => (paper.id === paperId && !this.submitted ? { ...paper, inProgress: true } : paper));
    return {
      attemptId: 'attempt-1',
      paperId,
      title: 'All-India Mock 1',
      startedAt: OPENS,
      deadline: OPENS + 2 * HOUR,
      remainingMs: this.submitted ? 0 : this.remainingMs,
      submitted: this.submitted,
      answers: { ...this.answers },
      questions: QUESTIONS,
    };
  }

  async saveAnswers(paperId: string, answers: SeriesAnswers): Promise<void> {
    this.known(paperId);
    this.saves.push(answers);
    if (this.failNextSave) {
      const failure = this.failNextSave;
      this.failNextSave = null;
      throw failure;
    }
    if (this.submitted) throw new AppError('conflict', SERIES_MESSAGES.alreadySubmitted);
    this.answers = { ...answers };
  }

  async submit(paperId: string, answers: SeriesAnswers): Promise<SeriesResult> {
    this.known(paperId);
    this.submissions.push(answers);
    if (this.failSubmit) throw this.failSubmit;
    if (this.submitted) throw new AppError('conflict', SERIES_MESSAGES.alreadySubmitted);
    this.answers = { ...answers };
    this.submitted = true;
    this.paperList = this.paperList.map((paper) => (paper.id === paperId ? { ...paper, taken: true, inProgress: false } : paper));
    return this.result(paperId);
  }

  async result(paperId: string): Promise<SeriesResult> {
    this.known(paperId);
    if (!this.submitted) throw new AppError('conflict', SERIES_MESSAGES.notSubmitted);
    const letters = Object.values(this.answers);
    const correct = letters.filter((letter) => letter === 'B').length;
    const wrong = letters.length - correct;
    return {
      paperId,
      title: 'All-India Mock 1',
      score: correct - wrong * 0.25,
      correct,
      wrong,
      unanswered: 120 - letters.length,
      sections: CLAT_SECTIONS.map((section) => ({ section, questions: 24, attempted: 0, correct: 0, wrong: 0, marks: 0 })),
      timeTakenMs: 30 * 60_000,
      percentile: 62.5,
      rank: 4,
      takers: 9,
      topScore: 88.25,
      medianScore: 41.5,
      final: false,
      answers: { ...this.answers },
      solutions: QUESTIONS.map((question) => ({ number: question.number, answer: 'B', explanation: `Why ${question.number} is B.` })),
    };
  }

  async leaderboard(paperId: string): Promise<Leaderboard> {
    this.known(paperId);
    const mine = this.choice.optIn && this.choice.displayName ? [{ rank: 4, displayName: this.choice.displayName, score: 1 }] : [];
    return {
      top: [{ rank: 1, displayName: 'Topper T', score: 88.25 }, ...mine],
      me: { rank: 4, score: 1, displayName: this.choice.displayName, optIn: this.choice.optIn },
    };
  }

  async leaderboardChoice(): Promise<LeaderboardChoice> {
    return this.choice;
  }

  async setLeaderboardChoice(choice: { readonly displayName?: string; readonly optIn: boolean }): Promise<LeaderboardChoice> {
    this.choiceSaves.push({ ...choice });
    const name = choice.displayName ?? this.choice.displayName;
    if (choice.displayName !== undefined) {
      const problem = displayNameProblem(choice.displayName);
      if (problem) throw new AppError('validation', problem);
    }
    if (choice.optIn && !name) throw new AppError('validation', SERIES_MESSAGES.displayNameNeeded);
    this.choice = { displayName: name ?? null, optIn: choice.optIn };
    return this.choice;
  }

  private known(paperId: string): void {
    if (!this.paperList.some((paper) => paper.id === paperId)) throw new AppError('not_found', SERIES_MESSAGES.paperNotFound);
  }
}
