import { ContainerModule } from 'inversify';
import { SupabaseAuth } from '../adapters/supabase/supabase-auth.adapter';
import { createSupabaseClient, SupabaseClient } from '../adapters/supabase/supabase-client';
import { SupabaseConceptExplainer } from '../adapters/supabase/supabase-concept-explainer.adapter';
import { SupabaseDatabase } from '../adapters/supabase/supabase-database.adapter';
import { SupabaseQuestionReports } from '../adapters/supabase/supabase-question-reports.adapter';
import { SupabaseMockAttempts } from '../adapters/supabase/supabase-mock-attempts.adapter';
import { SupabaseQuizAttempts } from '../adapters/supabase/supabase-quiz-attempts.adapter';
import { SupabaseReviewQueue } from '../adapters/supabase/supabase-review-queue.adapter';
import { SupabasePracticeActivity } from '../adapters/supabase/supabase-practice-activity.adapter';
import { SupabaseStudyPlans } from '../adapters/supabase/supabase-study-plans.adapter';
import { DailyQuizBank } from '../adapters/tutor/quiz/daily-quiz-bank';
import { Auth } from '../core/auth/auth.port';
import { ConceptExplainer } from '../core/chat/concept-explainer.port';
import { Database } from '../core/ports/database.port';
import { Logger } from '../core/ports/logger.port';
import { QuestionReports } from '../core/reports/question-reports.port';
import { MockAttemptRecords } from '../core/mock/mock-attempts.port';
import { QuizAttempts } from '../core/quiz/quiz-attempts.port';
import { ReviewQueue } from '../core/review/review-queue.port';
import { PracticeActivityLog } from '../core/weekly-report/practice-activity.port';
import { StudyPlans } from '../core/study-plan/study-plans.port';
import type { AppConfig } from './config';
import { construct } from './construct';

/**
 * Accounts, tables and the concept-explainer function on Supabase: one client for all three.
 * Its own module so that supabase-js is fetched only by a build that is configured for it.
 */
export function supabaseModule(supabase: NonNullable<AppConfig['supabase']>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SupabaseClient).toConstantValue(createSupabaseClient(supabase));
    bind(Auth).to(SupabaseAuth);
    bind(Database).to(SupabaseDatabase);
    bind(ConceptExplainer).to(SupabaseConceptExplainer);
    // The daily quiz's attempts, unless an AI host marks them (the quiz module then replaces this).
    bind(QuizAttempts).toResolvedValue(construct(SupabaseQuizAttempts), [SupabaseClient, DailyQuizBank, Logger]);
    // Full mocks, under row-level security (the mock module keeps them on the device otherwise).
    bind(MockAttemptRecords).toResolvedValue(construct(SupabaseMockAttempts), [SupabaseClient, Logger]);
    // Students' question reports, under row-level security.
    bind(ReviewQueue).toResolvedValue(construct(SupabaseReviewQueue), [SupabaseClient, Logger]);
    bind(QuestionReports).toResolvedValue(construct(SupabaseQuestionReports), [SupabaseClient, Logger]);
    // The weekly report's practice record, under row-level security.
    bind(PracticeActivityLog).toResolvedValue(construct(SupabasePracticeActivity), [SupabaseClient, Logger]);
    // The daily study plan's exam date and ticks, under row-level security.
    bind(StudyPlans).toResolvedValue(construct(SupabaseStudyPlans), [SupabaseClient, Logger]);
  });
}
