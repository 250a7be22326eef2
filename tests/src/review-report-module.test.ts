import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { HttpReportDesk } from '../../adapters/http/http-report-desk.adapter';
import { LocalQuestionReports } from '../../adapters/local/local-question-reports.adapter';
import { LocalReviewQueue } from '../../adapters/local/local-review-queue.adapter';
import { FsrsReviewScheduler } from '../../adapters/review/fsrs-scheduler.adapter';
import { SupabaseQuestionReports } from '../../adapters/supabase/supabase-question-reports.adapter';
import { SupabaseReviewQueue } from '../../adapters/supabase/supabase-review-queue.adapter';
import { QuestionReports } from '../../core/reports/question-reports.port';
import { ReportDesk } from '../../core/reports/report-desk.port';
import { ReviewQueue } from '../../core/review/review-queue.port';
import { ReviewScheduler } from '../../core/review/review-scheduler.port';
import { AddMistakes } from '../../core/review/add-mistakes.use-case';
import { ReportDeskViewModel } from '../../ui/admin/report-desk.view-model';
import { ReportQuestionViewModel } from '../../ui/common/report-question.view-model';
import { MistakesReviewViewModel } from '../../ui/review/mistakes-review.view-model';
import { containerFor } from './container-for';

const HOSTED = {
  VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough',
  VITE_BACKEND_URL: 'https://api.nyayapath.test',
};

describe('Mistakes Review and question reports in the composition root', () => {
  it('keeps both on the device in local mode, with one desk for the operator over the same reports', () => {
    const container = containerFor({});
    expect(container.get(ReviewQueue)).toBeInstanceOf(LocalReviewQueue);
    expect(container.get(ReviewScheduler)).toBeInstanceOf(FsrsReviewScheduler);
    expect(container.get(QuestionReports)).toBeInstanceOf(LocalQuestionReports);
    expect(container.get(ReportDesk)).toBe(container.get(QuestionReports));
    expect(container.get(AddMistakes)).toBeInstanceOf(AddMistakes);
    // One Mistakes Review for the visit (the card and the practice screens share it); a report form per question.
    expect(container.get(MistakesReviewViewModel)).toBe(container.get(MistakesReviewViewModel));
    expect(container.get(ReportQuestionViewModel)).not.toBe(container.get(ReportQuestionViewModel));
    expect(container.get(ReportDeskViewModel)).toBeInstanceOf(ReportDeskViewModel);
  });

  it('writes to Supabase under row-level security and resolves through the server when hosted', () => {
    const container = containerFor(HOSTED);
    expect(container.get(ReviewQueue)).toBeInstanceOf(SupabaseReviewQueue);
    expect(container.get(QuestionReports)).toBeInstanceOf(SupabaseQuestionReports);
    expect(container.get(ReportDesk)).toBeInstanceOf(HttpReportDesk);
  });
});
