import { makeAutoObservable, runInAction } from 'mobx';
import { z } from 'zod/mini';
import { REPORT_NOTE_MAX, REPORT_REASONS, type QuestionSource, type ReportReason } from '../../core/reports/question-report.model';
import type { ReportQuestion } from '../../core/reports/report-question.use-case';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';

export type ReportPhase = 'editing' | 'sending' | 'sent';

/** The form as the student fills it; checked here so the student sees the problem before sending. */
const reportForm = z.object({
  reason: z.enum(REPORT_REASONS, { message: REPORT_MESSAGES.reasonRequired }),
  note: z.string().check(z.trim(), z.maxLength(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong)),
});

/**
 * 'Report this question': a reason from the fixed list and an optional note, sent once per click.
 * A failed send keeps the reason and the note and says what happened.
 */
export class ReportQuestionViewModel {
  reason: ReportReason | '' = '';
  note = '';
  phase: ReportPhase = 'editing';
  error: string | null = null;
  /** After sending: sent, or an earlier report updated. */
  confirmation: string | null = null;

  constructor(private readonly reportQuestion: ReportQuestion) {
    makeAutoObservable<this, 'reportQuestion'>(this, { reportQuestion: false });
  }

  get noteLength(): number {
    return this.note.length;
  }

  get canSend(): boolean {
    return this.phase === 'editing' && this.reason !== '';
  }

  setReason(reason: string): void {
    if ((REPORT_REASONS as readonly string[]).includes(reason)) this.reason = reason as ReportReason;
    this.error = null;
  }

  setNote(note: string): void {
    this.note = note;
    if (this.error === REPORT_MESSAGES.noteTooLong && note.trim().length <= REPORT_NOTE_MAX) this.error = null;
  }

  /** Back to an empty form for another report (after one was sent). */
  reset(): void {
    if (this.phase === 'sending') return;
    this.reason = '';
    this.note = '';
    this.phase = 'editing';
    this.error = null;
    this.confirmation = null;
  }

  async send(questionId: string, source: QuestionSource, questionText: string): Promise<boolean> {
    if (this.phase !== 'editing') return false;
    const form = reportForm.safeParse({ reason: this.reason, note: this.note });
    if (!form.success) {
      this.error = form.error.issues[0]?.message ?? REPORT_MESSAGES.failed;
      return false;
    }
    this.phase = 'sending';
    this.error = null;
    const result = await this.reportQuestion.execute({ questionId, source, questionText, reason: form.data.reason, note: form.data.note });
    return runInAction(() => {
      if (result.ok) {
        this.phase = 'sent';
        this.confirmation = result.value.message;
        return true;
      }
      this.phase = 'editing';
      this.error = result.error.message;
      return false;
    });
  }
}
