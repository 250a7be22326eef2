import type { LeaderboardChoices } from '../../core/mock-series/leaderboard-choices.port';
import type { SeriesAttempts } from '../../core/mock-series/series-attempts.port';
import type { SeriesPapers } from '../../core/mock-series/series-papers.port';
import type {
  LeaderboardChoice,
  LeaderboardEntry,
  NewSeriesAttempt,
  NewSeriesPaper,
  SeriesAnswers,
  SeriesAttempt,
  SeriesPaper,
  SeriesPaperListing,
  SeriesScore,
  Standing,
} from '../../core/mock-series/series.model';
import type { MockPaper } from '../../core/mock/mock.model';

/** The series' stores in memory, with the PostgreSQL stores' rules (one attempt a student a paper, one submission). */
export class MemorySeries {
  readonly papers: SeriesPapers & { rows: SeriesPaper[] };
  readonly attempts: SeriesAttempts & { rows: SeriesAttempt[] };
  readonly choices: LeaderboardChoices & { rows: Map<string, LeaderboardChoice> };

  constructor() {
    const papers: SeriesPaper[] = [];
    const attempts: SeriesAttempt[] = [];
    const choices = new Map<string, LeaderboardChoice>();
    let next = 1;
    const submitted = (paperId: string) => attempts.filter((row) => row.paperId === paperId && row.marks !== null);
    const replace = (changed: SeriesAttempt) => {
      attempts[attempts.findIndex((row) => row.id === changed.id)] = changed;
      return changed;
    };

    this.papers = {
      rows: papers,
      async create(paper: NewSeriesPaper) {
        const row = { ...paper, id: `paper-${next++}` };
        papers.push(row);
        return row;
      },
      async find(id: string) {
        return papers.find((row) => row.id === id) ?? null;
      },
      async list(): Promise<SeriesPaperListing[]> {
        return [...papers]
          .sort((a, b) => b.opensAt - a.opensAt)
          .map((paper) => ({
            id: paper.id,
            title: paper.title,
            opensAt: paper.opensAt,
            closesAt: paper.closesAt,
            takers: submitted(paper.id).length,
            inProgress: attempts.filter((row) => row.paperId === paper.id && row.submittedAt === null).length,
          }));
      },
      async recent(count: number): Promise<MockPaper[]> {
        return papers.slice(-count).reverse().map((row) => row.paper);
      },
    };

    this.attempts = {
      rows: attempts,
      async start(attempt: NewSeriesAttempt) {
        const existing = attempts.find((row) => row.paperId === attempt.paperId && row.userId === attempt.userId);
        if (existing) return existing;
        const row: SeriesAttempt = { ...attempt, id: `attempt-${next++}`, answers: {}, submittedAt: null, marks: null };
        attempts.push(row);
        return row;
      },
      async find(paperId: string, userId: string) {
        return attempts.find((row) => row.paperId === paperId && row.userId === userId) ?? null;
      },
      async ofStudent(userId: string) {
        return attempts.filter((row) => row.userId === userId);
      },
      async saveAnswers(paperId: string, userId: string, answers: SeriesAnswers) {
        const row = attempts.find((found) => found.paperId === paperId && found.userId === userId && found.submittedAt === null);
        return row ? replace({ ...row, answers }) : null;
      },
      async submit(paperId: string, userId: string, submission: { answers: SeriesAnswers; marks: SeriesScore; submittedAt: number }) {
        const row = attempts.find((found) => found.paperId === paperId && found.userId === userId && found.submittedAt === null);
        return row ? replace({ ...row, answers: submission.answers, marks: submission.marks, submittedAt: submission.submittedAt }) : null;
      },
      async overdue(before: number, limit: number, paperId?: string) {
        return attempts.filter((row) => row.submittedAt === null && row.deadline < before && (paperId === undefined || row.paperId === paperId)).slice(0, limit);
      },
      async standing(paperId: string, score: number): Promise<Standing> {
        const scores = submitted(paperId)
          .map((row) => row.marks!.score)
          .sort((a, b) => a - b);
        const middle = scores.length / 2;
        return {
          takers: scores.length,
          above: scores.filter((value) => value > score).length,
          below: scores.filter((value) => value < score).length,
          topScore: scores.at(-1) ?? null,
          medianScore: scores.length === 0 ? null : scores.length % 2 ? scores[Math.floor(middle)]! : (scores[middle - 1]! + scores[middle]!) / 2,
        };
      },
      async leaderboard(paperId: string, limit: number): Promise<LeaderboardEntry[]> {
        const all = submitted(paperId);
        return all
          .filter((row) => choices.get(row.userId)?.optIn)
          .sort((a, b) => b.marks!.score - a.marks!.score || a.marks!.timeTakenMs - b.marks!.timeTakenMs)
          .slice(0, limit)
          .map((row) => ({
            rank: all.filter((other) => other.marks!.score > row.marks!.score).length + 1,
            displayName: choices.get(row.userId)!.displayName!,
            score: row.marks!.score,
          }));
      },
    };

    this.choices = {
      rows: choices,
      async find(userId: string) {
        return choices.get(userId) ?? null;
      },
      async save(userId: string, choice: LeaderboardChoice) {
        const kept = { displayName: choice.displayName ?? choices.get(userId)?.displayName ?? null, optIn: choice.optIn };
        choices.set(userId, kept);
        return kept;
      },
    };
  }
}
