import { CLAT_SECTIONS, SECTION_TITLES, type ClatSection } from '../../core/exam/clat-pattern';
import type { PaperQuestion } from '../../core/mock/mock-analysis';
import { PALETTE_LABELS, paletteStatus, questionOf } from '../../core/mock/mock-progress.rules';
import type { MockProgress, PaletteStatus } from '../../core/mock/mock.model';

/** A question as the exam screen shows it: no key, no explanation. */
export type ExamQuestion = Pick<PaperQuestion, 'id' | 'number' | 'section' | 'setId' | 'passageTitle' | 'passage' | 'figure' | 'question' | 'options'>;

/** What the student is asked to confirm before handing the paper in. */
export interface SubmitSummary {
  readonly answered: number;
  readonly marked: number;
  readonly unanswered: number;
  readonly timeLeft: string;
}

export interface SectionTab {
  readonly section: ClatSection;
  readonly title: string;
  /** Index of the section's first question. */
  readonly first: number;
  readonly count: number;
  readonly answered: number;
}

export interface PaletteEntry {
  readonly index: number;
  readonly number: number;
  readonly status: PaletteStatus;
  /** 'Question 5: Answered', for a screen reader. */
  readonly label: string;
}

/**
 * What the exam screen (mock-exam.panel.tsx) asks of its view model beside the paper's sheet
 * (exam-sheet.ts): how the paper is handed in and what went wrong. The full mock's and the
 * All-India Mock's both implement it, so the palette, the timer, the sections, mark for review
 * and the submit confirmation are one screen.
 */
export interface MockExamModel {
  /** The paper is being handed in: every control waits. */
  readonly submitting: boolean;
  readonly error: string | null;
  readonly saveError: string | null;
  /** Whether 'Report this question' is offered: the question has an id the reports can name. */
  readonly canReport: boolean;
  submit(): Promise<void>;
}

/** The section tabs with how many of each section's questions are answered. */
export function sectionTabs(questions: readonly ExamQuestion[], progress: MockProgress | null): SectionTab[] {
  return CLAT_SECTIONS.flatMap((section) => {
    const first = questions.findIndex((question) => question.section === section);
    if (first < 0) return [];
    const own = questions.filter((question) => question.section === section);
    const answered = progress ? own.filter((question) => questionOf(progress, question.id).answer !== null).length : 0;
    return [{ section, title: SECTION_TITLES[section], first, count: own.length, answered }];
  });
}

/** The palette of one section. */
export function sectionPalette(questions: readonly ExamQuestion[], progress: MockProgress | null, section: ClatSection): PaletteEntry[] {
  if (!progress) return [];
  return questions.flatMap((question, index) => {
    if (question.section !== section) return [];
    const status = paletteStatus(questionOf(progress, question.id));
    return [{ index, number: question.number, status, label: `Question ${question.number}: ${PALETTE_LABELS[status]}` }];
  });
}

/** How many questions of the paper are in each palette state, for the legend. */
export function statusCountsOf(questions: readonly ExamQuestion[], progress: MockProgress | null): Record<PaletteStatus, number> {
  const counts: Record<PaletteStatus, number> = { notVisited: 0, notAnswered: 0, answered: 0, markedForReview: 0, answeredAndMarked: 0 };
  if (progress) for (const question of questions) counts[paletteStatus(questionOf(progress, question.id))] += 1;
  return counts;
}

export function submitSummaryOf(questions: readonly ExamQuestion[], counts: Readonly<Record<PaletteStatus, number>>, timeLeft: string): SubmitSummary {
  const answered = counts.answered + counts.answeredAndMarked;
  return { answered, marked: counts.markedForReview + counts.answeredAndMarked, unanswered: questions.length - answered, timeLeft };
}
