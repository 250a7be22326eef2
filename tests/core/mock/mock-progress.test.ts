import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseAnswer,
  clearResponse,
  goTo,
  paletteStatus,
  questionOf,
  resumeProgress,
  settleTime,
  startProgress,
  toggleMarkForReview,
} from '../../../core/mock/mock-progress.rules';
import { formatTimeLeft, isTimeUp, timeLeftMs } from '../../../core/mock/mock-timer.rules';
import type { MockProgress, PaletteStatus } from '../../../core/mock/mock.model';
import { CLAT_DURATION_MS } from '../../../core/exam/clat-pattern';

const IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
const START = Date.UTC(2026, 2, 10, 4, 30);

type Action =
  | { readonly kind: 'go'; readonly index: number; readonly wait: number }
  | { readonly kind: 'choose'; readonly option: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'mark' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('go' as const), index: fc.integer({ min: 0, max: IDS.length - 1 }), wait: fc.integer({ min: 0, max: 600_000 }) }),
  fc.record({ kind: fc.constant('choose' as const), option: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('clear' as const) }),
  fc.record({ kind: fc.constant('mark' as const) }),
);

describe('the exam state machine', () => {
  it('shows the palette status a simple model predicts after any sequence of moves', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let progress = startProgress(IDS, START);
        let now = START;
        const model = IDS.map((_, index) => ({ visited: index === 0, answered: false, marked: false }));
        let current = 0;
        for (const step of actions) {
          if (step.kind === 'go') {
            now += step.wait;
            progress = goTo(progress, IDS, step.index, START, now);
            current = step.index;
            model[current]!.visited = true;
          } else if (step.kind === 'choose') {
            progress = chooseAnswer(progress, IDS, step.option);
            model[current]!.answered = true;
          } else if (step.kind === 'clear') {
            progress = clearResponse(progress, IDS);
            model[current]!.answered = false;
          } else {
            progress = toggleMarkForReview(progress, IDS);
            model[current]!.marked = !model[current]!.marked;
          }
        }
        const expected = model.map(({ visited, answered, marked }): PaletteStatus => {
          if (!visited) return 'notVisited';
          if (marked) return answered ? 'answeredAndMarked' : 'markedForReview';
          return answered ? 'answered' : 'notAnswered';
        });
        expect(IDS.map((id) => paletteStatus(questionOf(progress, id)))).toEqual(expected);
        expect(progress.current).toBe(current);
      }),
    );
  });

  it('charges each question the time spent on it, and the whole time adds up to the time spent in the exam', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(fc.record({ index: fc.integer({ min: 0, max: 5 }), wait: fc.integer({ min: 0, max: 900_000 }) }), { maxLength: 30 }), (moves) => {
        let progress = startProgress(IDS, START);
        let now = START;
        for (const move of moves) {
          now += move.wait;
          progress = goTo(progress, IDS, move.index, START, now);
        }
        progress = settleTime(progress, IDS, START, now);
        const total = IDS.reduce((sum, id) => sum + questionOf(progress, id).timeMs, 0);
        expect(total).toBe(Math.min(now - START, CLAT_DURATION_MS));
      }),
    );
  });

  it('starts on the first question, visited; the others not visited', () => {
    const progress = startProgress(IDS, START);
    expect(progress.current).toBe(0);
    expect(paletteStatus(questionOf(progress, 'q1'))).toBe('notAnswered');
    expect(paletteStatus(questionOf(progress, 'q2'))).toBe('notVisited');
  });

  it('ignores moves outside the paper and options outside A to D', () => {
    const progress = startProgress(IDS, START);
    expect(goTo(progress, IDS, 6, START, START + 1000)).toBe(progress);
    expect(goTo(progress, IDS, -1, START, START + 1000)).toBe(progress);
    expect(chooseAnswer(progress, IDS, 4)).toBe(progress);
  });

  it('does not charge the time the tab was closed to the question on screen', () => {
    let progress: MockProgress = goTo(startProgress(IDS, START), IDS, 2, START, START + 60_000);
    progress = resumeProgress(progress, START + 30 * 60_000);
    progress = goTo(progress, IDS, 3, START, START + 31 * 60_000);
    expect(questionOf(progress, 'q3').timeMs).toBe(60_000);
    expect(questionOf(progress, 'q1').timeMs).toBe(60_000);
  });
});

describe('the countdown', () => {
  it('runs from the start time: two hours, whatever happened to the tab', () => {
    expect(timeLeftMs(START, START)).toBe(CLAT_DURATION_MS);
    expect(timeLeftMs(START, START + 45 * 60_000)).toBe(75 * 60_000);
    expect(isTimeUp(START, START + CLAT_DURATION_MS - 1)).toBe(false);
    expect(isTimeUp(START, START + CLAT_DURATION_MS)).toBe(true);
    expect(timeLeftMs(START, START + 3 * CLAT_DURATION_MS)).toBe(0);
    // A clock set back never gives more than two hours.
    expect(timeLeftMs(START, START - 60_000)).toBe(CLAT_DURATION_MS);
  });

  it('reads hh:mm:ss, rounding up to the second', () => {
    expect(formatTimeLeft(CLAT_DURATION_MS)).toBe('02:00:00');
    expect(formatTimeLeft(59_001)).toBe('00:01:00');
    expect(formatTimeLeft(1)).toBe('00:00:01');
    expect(formatTimeLeft(0)).toBe('00:00:00');
  });
});
