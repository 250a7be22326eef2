import { QUIZ_LENGTH, type QuizDate } from '../../../core/quiz/daily-quiz.model';
import { dayNumber } from '../../../core/quiz/quiz-day.rules';
import { Random } from '../generators/random';
import type { QuizBankEntry } from './quiz-bank';

/** The first quiz day; every day's choice is replayed from here, so the days never contradict. */
export const QUIZ_EPOCH: QuizDate = '2026-01-01';

/** The most days a question is kept out after it was asked. */
const MAX_REST_DAYS = 7;

/**
 * Days a question rests after it was asked: as many as the bank allows while leaving at least
 * twice the quiz's length to choose from (60 questions: 4 days; 90 or more: a week).
 */
export function restDays(bankSize: number, length = QUIZ_LENGTH): number {
  return Math.min(MAX_REST_DAYS, Math.max(0, Math.floor(bankSize / length) - 2));
}

/** Replays are cached per bank (one array per loaded bank), so the server pays once per day. */
const replays = new WeakMap<readonly QuizBankEntry[], QuizBankEntry[][]>();

function seedOf(day: number): number {
  // Knuth's multiplicative hash spreads neighbouring days far apart.
  return Math.imul(day + 0x9e37, 2654435761) >>> 0;
}

/**
 * One day's choice: a seeded shuffle of the questions not asked in the last `rest` days, then,
 * ten times, the first question (in that order) from the topic and the passage used least so
 * far. Topics therefore alternate and no passage gives more than its share.
 */
function chooseDay(bank: readonly QuizBankEntry[], day: number, resting: ReadonlySet<string>, length: number): QuizBankEntry[] {
  const eligible = bank.filter((entry) => !resting.has(entry.id));
  const pool = new Random(seedOf(day)).shuffle(eligible.length >= length ? eligible : bank);
  const topicCount = new Map<string, number>();
  const setCount = new Map<string, number>();
  const chosen: QuizBankEntry[] = [];
  const wanted = Math.min(length, pool.length);
  while (chosen.length < wanted) {
    let best = -1;
    for (let index = 0; index < pool.length; index += 1) {
      const entry = pool[index]!;
      if (best >= 0) {
        const current = pool[best]!;
        const byTopic = (topicCount.get(entry.topic) ?? 0) - (topicCount.get(current.topic) ?? 0);
        const bySet = (setCount.get(entry.setId) ?? 0) - (setCount.get(current.setId) ?? 0);
        if (byTopic > 0 || (byTopic === 0 && bySet >= 0)) continue;
      }
      best = index;
    }
    const [entry] = pool.splice(best, 1);
    chosen.push(entry!);
    topicCount.set(entry!.topic, (topicCount.get(entry!.topic) ?? 0) + 1);
    setCount.set(entry!.setId, (setCount.get(entry!.setId) ?? 0) + 1);
  }
  return chosen;
}

/**
 * The questions of `date`: the same for everyone on that day, spread across topics, and none
 * asked in the previous `restDays` days. Resting needs the days before, so the choice is replayed
 * from QUIZ_EPOCH (a few microseconds a day; cached), which makes it a pure function of the
 * bank and the date. A date before the epoch is chosen without a history.
 */
export function pickDailyQuestions(bank: readonly QuizBankEntry[], date: QuizDate, length = QUIZ_LENGTH): QuizBankEntry[] {
  const epoch = dayNumber(QUIZ_EPOCH);
  const day = dayNumber(date);
  if (day < epoch || length !== QUIZ_LENGTH) return chooseDay(bank, day, new Set(), length);
  const rest = restDays(bank.length, length);
  let days = replays.get(bank);
  if (!days) {
    days = [];
    replays.set(bank, days);
  }
  for (let next = epoch + days.length; next <= day; next += 1) {
    const resting = new Set(days.slice(Math.max(0, days.length - rest)).flatMap((picked) => picked.map((entry) => entry.id)));
    days.push(chooseDay(bank, next, resting, length));
  }
  return days[day - epoch]!;
}
