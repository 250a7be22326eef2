import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LocalMockAttempts } from '../../adapters/local/local-mock-attempts.adapter';
import { TutorMockQuestionSource } from '../../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { StartFullMock } from '../../core/mock/start-full-mock.use-case';
import { MockAttempts, MockStarts } from '../../core/mock/mock-attempts.port';
import { MockQuestionSource } from '../../core/mock/mock-question-source.port';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { LazyMockQuestionSource } from '../../src/lazy-mock-question-source';

describe('the full mock in the composition root', () => {
  it('takes passages from the tutor and keeps attempts on the device in local mode', async () => {
    const container = createContainer(loadConfig({}));
    // The tutor's generators and bank index load on the first call, not with the container.
    const source = container.get<MockQuestionSource>(MockQuestionSource);
    expect(source).toBeInstanceOf(LazyMockQuestionSource);
    const tutor = new TutorMockQuestionSource();
    const candidates = await source.candidates(7);
    expect(candidates).toEqual(await tutor.candidates(7));
    const ids = [candidates.find((set) => set.origin === 'generated')!.id, candidates.find((set) => set.origin === 'bank')!.id];
    expect(await source.sets(ids)).toEqual(await tutor.sets(ids));
    expect(container.get(MockAttempts)).toBeInstanceOf(LocalMockAttempts);
    expect(container.get(StartFullMock)).toBeInstanceOf(StartFullMock);
  });
});

describe('the full mock with Supabase', () => {
  async function containerWith(env: Record<string, string>) {
    const { supabaseModule } = await import('../../src/supabase.module');
    const { SupabaseClient } = await import('../../adapters/supabase/supabase-client');
    const config = loadConfig({ VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough', ...env });
    const { httpAdapters } = await import('../../src/http-adapters');
    const container = createContainer(config, undefined, { supabase: supabaseModule(config.supabase!), http: config.aiHost ? httpAdapters : undefined });
    void container.get<{ auth: { stopAutoRefresh(): Promise<void> } }>(SupabaseClient).auth.stopAutoRefresh();
    return container;
  }

  it('keeps attempts in Supabase and puts the paper together in the app, without an AI host', async () => {
    const { SupabaseMockAttempts } = await import('../../adapters/supabase/supabase-mock-attempts.adapter');
    const { PaperAssembly } = await import('../../core/mock/paper-assembly');
    const container = await containerWith({});
    expect(container.get(MockAttempts)).toBeInstanceOf(SupabaseMockAttempts);
    expect(container.get(MockStarts)).toBeInstanceOf(PaperAssembly);
  });

  it('has the server start, keep and mark every mock when there is an AI host', async () => {
    const { HttpMockAttempts } = await import('../../adapters/http/http-mock-attempts.adapter');
    const container = await containerWith({ VITE_API_HOST: 'http://127.0.0.1:8787' });
    expect(container.get(MockAttempts)).toBeInstanceOf(HttpMockAttempts);
    expect(container.get(MockStarts)).toBe(container.get(MockAttempts));
  });
});
