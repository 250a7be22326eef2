import { describe, expect, it } from 'vitest';
import type { ClatSection } from '../../../core/exam/clat-pattern';
import { CLAT_DURATION_MS } from '../../../core/exam/clat-pattern';
import { startProgress } from '../../../core/mock/mock-progress.rules';
import type { MockProgress } from '../../../core/mock/mock.model';
import { ExamSheet } from '../../../ui/mock/exam-sheet';
import type { ExamQuestion } from '../../../ui/mock/mock-exam.model';
import { FakeClock } from '../../fakes/fake-clock';

const START = Date.UTC(2026, 2, 10, 4, 30);

/** Two English questions on one passage, one on another, two Legal, one Quant. */
const PAPER: readonly ExamQuestion[] = (
  [
    ['English', 'e1'],
    ['English', 'e1'],
    ['English', 'e2'],
    ['Legal', 'l1'],
    ['Legal', 'l1'],
    ['Quant', 'q1'],
  ] as const
).map(([section, setId], index) => ({
  id: `q${index + 1}`,
  number: index + 1,
  section: section as ClatSection,
  setId,
  passageTitle: `Passage ${setId}`,
  passage: `The passage ${setId}.`,
  question: `Question ${index + 1}?`,
  options: ['A', 'B', 'C', 'D'] as const,
}));

/** A sheet on the paper, its owner taking moves and recording each one, with the deadline two hours after START. */
function sheetKit() {
  const clock = new FakeClock(START);
  const owner = { open: true, moves: [] as MockProgress[] };
  const sheet = new ExamSheet(clock, {
    takesMoves: () => owner.open,
    timeLeftAt: (now) => Math.max(0, START + CLAT_DURATION_MS - now),
    moved: (progress) => owner.moves.push(progress),
  });
  sheet.load(
    PAPER,
    startProgress(
      PAPER.map((question) => question.id),
      START,
    ),
    START,
    START,
  );
  return { clock, owner, sheet };
}

describe('ExamSheet', () => {
  it('moves across sections: a tab opens its first question and the palette follows the section on screen', () => {
    const { sheet } = sheetKit();
    expect(sheet.tabs.map((tab) => [tab.section, tab.first, tab.count])).toEqual([
      ['English', 0, 3],
      ['Legal', 3, 2],
      ['Quant', 5, 1],
    ]);
    expect(sheet.palette.map((entry) => entry.number)).toEqual([1, 2, 3]);

    sheet.openSection('Legal');
    expect(sheet.currentIndex).toBe(3);
    expect(sheet.currentSection).toBe('Legal');
    expect(sheet.palette.map((entry) => entry.number)).toEqual([4, 5]);

    sheet.next();
    sheet.next();
    expect(sheet.currentSection).toBe('Quant');
    sheet.next();
    expect(sheet.currentIndex).toBe(5);
    sheet.previous();
    expect(sheet.current?.number).toBe(5);

    // A section the paper does not have opens nothing.
    sheet.openSection('GK');
    expect(sheet.current?.number).toBe(5);
  });

  it('shows the five palette states and the answers per tab as the student answers, marks and clears', () => {
    const { sheet } = sheetKit();
    sheet.choose(1);
    sheet.next();
    sheet.toggleMark();
    sheet.next();
    sheet.choose(2);
    sheet.toggleMark();
    expect(sheet.currentMarked).toBe(true);
    expect(sheet.currentAnswer).toBe(2);
    sheet.openSection('Legal');
    sheet.choose(0);
    sheet.clearResponse();
    expect(sheet.currentAnswer).toBeNull();

    expect(sheet.statusCounts).toEqual({ answered: 1, markedForReview: 1, answeredAndMarked: 1, notAnswered: 1, notVisited: 2 });
    expect(sheet.tabs.map((tab) => tab.answered)).toEqual([2, 0, 0]);
    sheet.goTo(0);
    expect(sheet.palette.map((entry) => entry.label)).toEqual([
      'Question 1: Answered',
      'Question 2: Marked for review',
      'Question 3: Answered and marked for review',
    ]);
  });

  it('asks before handing in with what is answered, marked and left and the time read when asked', async () => {
    const { sheet, clock } = sheetKit();
    sheet.choose(0);
    sheet.next();
    sheet.toggleMark();
    await clock.advance(5 * 60_000 + 400);
    expect(sheet.confirmingSubmit).toBe(false);
    sheet.askToSubmit();
    expect(sheet.confirmingSubmit).toBe(true);
    expect(sheet.submitSummary).toEqual({ answered: 1, marked: 1, unanswered: 5, timeLeft: '01:55:00' });
    sheet.cancelSubmit();
    expect(sheet.confirmingSubmit).toBe(false);
  });

  it('folds a read passage away on each of its questions, and only its own', () => {
    const { sheet } = sheetKit();
    expect(sheet.passageHidden).toBe(false);
    sheet.togglePassage();
    expect(sheet.passageHidden).toBe(true);
    sheet.next();
    expect(sheet.passageHidden).toBe(true);
    sheet.next();
    expect(sheet.passageHidden).toBe(false);
    sheet.goTo(0);
    sheet.togglePassage();
    expect(sheet.passageHidden).toBe(false);

    // A paper taken up again starts with every passage open.
    sheet.togglePassage();
    sheet.load(sheet.questions, sheet.progress!, START, START);
    expect(sheet.passageHidden).toBe(false);
  });

  it('hands each move to its owner, and takes none while the owner says the paper is not open; nothing changed, nothing handed', () => {
    const { sheet, owner } = sheetKit();
    sheet.choose(3);
    expect(owner.moves).toEqual([sheet.progress]);
    sheet.previous();
    expect(owner.moves).toHaveLength(1);

    owner.open = false;
    sheet.next();
    sheet.choose(0);
    sheet.askToSubmit();
    expect(sheet.currentIndex).toBe(0);
    expect(sheet.currentAnswer).toBe(3);
    expect(sheet.confirmingSubmit).toBe(false);
    expect(owner.moves).toHaveLength(1);
  });

  it('counts the time on each question from when it was opened, up to the move that leaves it', async () => {
    const { sheet, clock } = sheetKit();
    await clock.advance(40_000);
    sheet.next();
    await clock.advance(15_000);
    sheet.checkpoint();
    expect(sheet.progress?.questions.q1?.timeMs).toBe(40_000);
    expect(sheet.progress?.questions.q2?.timeMs).toBe(15_000);
  });

  it('counts down by re-reading the clock while it runs, and calls time at zero', async () => {
    const { sheet, clock } = sheetKit();
    let handedIn = 0;
    void sheet.countDown(
      () => true,
      async () => void (handedIn += 1),
    );
    await clock.advance(60_000);
    expect(sheet.timeLeftText).toBe('01:59:00');
    await clock.advance(CLAT_DURATION_MS - 60_000);
    expect(sheet.timeLeftText).toBe('00:00:00');
    expect(handedIn).toBe(1);
    expect(clock.pendingSleeps).toBe(0);

    const stopped = sheetKit();
    let running = true;
    void stopped.sheet.countDown(
      () => running,
      async () => undefined,
    );
    running = false;
    await stopped.clock.advance(5_000);
    expect(stopped.sheet.timeLeftText).toBe('02:00:00');
    expect(stopped.clock.pendingSleeps).toBe(0);
  });

  it('is empty once cleared', () => {
    const { sheet } = sheetKit();
    sheet.clear();
    expect(sheet.current).toBeNull();
    expect(sheet.palette).toEqual([]);
    expect(sheet.statusCounts.notVisited).toBe(0);
  });
});
