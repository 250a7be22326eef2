import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { HttpDailyQuiz } from '../../adapters/http/http-daily-quiz.adapter';
import { LocalDailyQuizSource } from '../../adapters/local/local-daily-quiz-source.adapter';
import { LocalQuizAttempts } from '../../adapters/local/local-quiz-attempts.adapter';
import { SupabaseQuizAttempts } from '../../adapters/supabase/supabase-quiz-attempts.adapter';
import { DailyQuizSource } from '../../core/quiz/daily-quiz-source.port';
import { QuizAttempts } from '../../core/quiz/quiz-attempts.port';
import { DailyQuizViewModel } from '../../ui/quiz/daily-quiz.view-model';
import { containerFor } from './container-for';

const SUPABASE = { VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough' };

describe('the daily quiz in the composition root', () => {
  it('is answered and kept on the device in local mode', () => {
    const container = containerFor({});
    expect(container.get(DailyQuizSource)).toBeInstanceOf(LocalDailyQuizSource);
    expect(container.get(QuizAttempts)).toBeInstanceOf(LocalQuizAttempts);
    // One view model per mount.
    expect(container.get(DailyQuizViewModel)).not.toBe(container.get(DailyQuizViewModel));
  });

  it('keeps attempts in Supabase when accounts are there and no AI host is set', () => {
    const container = containerFor(SUPABASE);
    expect(container.get(DailyQuizSource)).toBeInstanceOf(LocalDailyQuizSource);
    expect(container.get(QuizAttempts)).toBeInstanceOf(SupabaseQuizAttempts);
    expect(container.get(DailyQuizViewModel)).toBeInstanceOf(DailyQuizViewModel);
  });

  it('takes the questions from the server, which marks and keeps attempts, when an AI host is set', () => {
    const container = containerFor({ ...SUPABASE, VITE_API_HOST: 'http://127.0.0.1:8787' });
    expect(container.get(DailyQuizSource)).toBeInstanceOf(HttpDailyQuiz);
    expect(container.get(QuizAttempts)).toBe(container.get(DailyQuizSource));
    expect(container.get(DailyQuizViewModel)).toBeInstanceOf(DailyQuizViewModel);
  });
});
