import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_MESSAGES } from '../../../adapters/supabase/supabase-database.adapter';
import type { ProfileUpdate } from '../../../core/profile/profile.model';
import { AUTH_MESSAGES } from '../../../core/shared/messages';
import { breakdown, diagnosticRecord } from '../contracts/database.contract';
import { useSupabaseServer, type Failure } from './msw-supabase';
import { startSupabaseProject, type SupabaseProject } from './supabase-project';

const server = useSupabaseServer();

let projects: SupabaseProject[] = [];
async function signedIn() {
  const project = startSupabaseProject(server);
  projects.push(project);
  const student = await project.signIn();
  const token = (await project.auth.currentSession())?.accessToken;
  return { ...project, ...student, token };
}

afterEach(async () => {
  await Promise.all(projects.map((project) => project.cleanup()));
  projects = [];
  vi.restoreAllMocks();
});

describe('SupabaseDatabase on the wire', () => {
  it("reads the whole profile row by user_id with the student's token, and maps it to camelCase", async () => {
    const { database, fake, userId, token } = await signedIn();
    Object.assign(fake.profiles[0]!, { full_name: 'Asha Verma', diagnostic_score: breakdown, predicted_rank: 24_800, payment_status: 'paid' });

    const profile = await database.getProfile(userId);

    const [read] = fake.requestsTo('rest/v1/profiles');
    expect(read?.method).toBe('GET');
    expect(read?.search.get('select')).toBe('*');
    expect(read?.search.get('user_id')).toBe(`eq.${userId}`);
    expect(read?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(profile).toMatchObject({ userId, fullName: 'Asha Verma', isFirstLogin: true, diagnosticScore: breakdown, predictedRank: 24_800, paymentStatus: 'paid' });
  });

  it.each<[string, ProfileUpdate, Record<string, unknown>]>([
    [
      'the onboarding answers',
      { losingMarksArea: 'Legal Reasoning', reviewFrustration: 'No explanations', gkStudyMethod: 'Newspapers', dreamNlu: 'NLSIU Bangalore', isFirstLogin: false },
      { losing_marks_area: 'Legal Reasoning', review_frustration: 'No explanations', gk_study_method: 'Newspapers', dream_nlu: 'NLSIU Bangalore', is_first_login: false },
    ],
    [
      'the diagnostic result',
      { diagnosticCompleted: true, diagnosticScore: breakdown, predictedRank: 24_800, predictedNlu: 'Top-15 NLU' },
      { diagnostic_completed: true, diagnostic_score: breakdown, predicted_rank: 24_800, predicted_nlu: 'Top-15 NLU' },
    ],
    ['the payment status', { paymentStatus: 'paid' }, { payment_status: 'paid' }],
    ['the exit feedback', { exitFeedback: 'Too expensive' }, { exit_feedback: 'Too expensive' }],
  ])('updates %s as exactly those snake_case columns of the own row', async (_group, update, columns) => {
    const { database, fake, userId } = await signedIn();
    await database.updateProfile(userId, update);

    const [patch] = fake.requestsTo('rest/v1/profiles');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.search.get('user_id')).toBe(`eq.${userId}`);
    expect(patch?.body).toEqual(columns);
    expect(fake.profiles[0]).toMatchObject(columns);
  });

  it('says so when the update matches no profile, rather than pass in silence', async () => {
    const { database, fake, userId } = await signedIn();
    fake.profiles.length = 0;
    await expect(database.updateProfile(userId, { paymentStatus: 'paid' })).rejects.toMatchObject({
      code: 'not_found',
      message: DATABASE_MESSAGES.profileMissing,
    });
  });

  it('inserts the diagnostic test as a diagnostic_tests row, without reading it back', async () => {
    const { database, fake, userId } = await signedIn();
    const record = diagnosticRecord(userId);
    await database.insertDiagnosticTest(record);

    const [insert] = fake.requestsTo('rest/v1/diagnostic_tests');
    expect(insert?.method).toBe('POST');
    expect(insert?.headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(insert?.body).toEqual({
      user_id: userId,
      answers: record.answers,
      score_breakdown: breakdown,
      total_score: 69,
      predicted_rank: 24_800,
      predicted_nlu: 'Any NLU (with improvement)',
      strengths: ['Legal Reasoning', 'English Language', 'General Knowledge'],
      weaknesses: ['Logical Reasoning', 'Quantitative Techniques'],
    });
    expect(fake.diagnosticTests).toHaveLength(1);
  });

  it('inserts a contact message with the anon key, and never asks for the row back', async () => {
    const project = startSupabaseProject(server);
    projects.push(project);
    await project.database.insertContactSubmission({ name: 'Meera', email: 'meera@example.in', message: 'Hello' });

    const [insert] = project.fake.requestsTo('rest/v1/contact_submissions');
    expect(insert?.method).toBe('POST');
    expect(insert?.search.has('select')).toBe(false);
    expect(insert?.headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(insert?.headers.get('authorization')).toBe(`Bearer ${project.fake.anonKey}`);
    expect(insert?.body).toEqual({ name: 'Meera', email: 'meera@example.in', message: 'Hello' });
    expect(project.fake.contactSubmissions).toMatchObject([{ name: 'Meera', email: 'meera@example.in', message: 'Hello' }]);
  });

  it("does not show one student another's profile", async () => {
    const { database, fake } = await signedIn();
    const other = fake.createUser({ email: 'ravi@example.in', password: 'secret-123', confirmed: true });
    expect(await database.getProfile(other.id)).toBeNull();
  });

  it("refuses a diagnostic test filed under another student's id", async () => {
    const { database, fake, logger } = await signedIn();
    const other = fake.createUser({ email: 'ravi@example.in', password: 'secret-123', confirmed: true });
    await expect(database.insertDiagnosticTest(diagnosticRecord(other.id))).rejects.toMatchObject({
      code: 'http',
      message: DATABASE_MESSAGES.forbidden,
    });
    expect(logger.entries.at(-1)).toMatchObject({ level: 'error', message: 'Could not save the diagnostic test', context: { code: '42501' } });
  });
});

describe('SupabaseDatabase errors', () => {
  it.each<[string, Failure, Record<string, unknown>]>([
    ['a 500 with a body', { kind: 'status', status: 500, body: { code: 'XX000', message: 'internal error', details: null, hint: null } }, { code: 'http', message: DATABASE_MESSAGES.unavailable(500) }],
    ['a 500 whose body is not JSON', { kind: 'status', status: 500, body: 'upstream exploded' }, { code: 'http', message: DATABASE_MESSAGES.unavailable(500) }],
    ['an expired token (401)', { kind: 'status', status: 401, body: { code: 'PGRST303', message: 'JWT expired', details: null, hint: null } }, { code: 'session_expired', message: AUTH_MESSAGES.authenticationFailed }],
    ['a 200 that is not JSON', { kind: 'malformed' }, { code: 'malformed_response', message: DATABASE_MESSAGES.malformed }],
    ['a row of the wrong shape', { kind: 'status', status: 200, body: [{ user_id: 'x', is_first_login: 'yes' }] }, { code: 'malformed_response', message: DATABASE_MESSAGES.malformed }],
  ])('reading the profile: %s', async (_what, failure, expected) => {
    const { database, fake, userId } = await signedIn();
    fake.fail('rest/v1/profiles', failure);
    await expect(database.getProfile(userId)).rejects.toMatchObject({ name: 'AppError', ...expected });
  });

  it('saving the profile: the network fails', async () => {
    const { database, fake, userId } = await signedIn();
    fake.fail('rest/v1/profiles', { kind: 'network' });
    await expect(database.updateProfile(userId, { exitFeedback: 'Too expensive' })).rejects.toMatchObject({
      code: 'network',
      message: AUTH_MESSAGES.networkFailure,
    });
  });

  it('saving the profile: a value the table refuses', async () => {
    const { database, userId } = await signedIn();
    await expect(database.updateProfile(userId, { exitFeedback: 'x'.repeat(2001) })).rejects.toMatchObject({
      code: 'validation',
      message: DATABASE_MESSAGES.refused,
    });
  });

  it('recording the diagnostic: the network fails', async () => {
    const { database, fake, userId } = await signedIn();
    fake.fail('rest/v1/diagnostic_tests', { kind: 'network' });
    await expect(database.insertDiagnosticTest(diagnosticRecord(userId))).rejects.toMatchObject({ code: 'network' });
  });

  it.each<[string, Failure, Record<string, unknown>]>([
    ['the network fails', { kind: 'network' }, { code: 'network', message: AUTH_MESSAGES.networkFailure }],
    ['a 500 with a body', { kind: 'status', status: 500, body: { code: 'XX000', message: 'internal error' } }, { code: 'http', message: DATABASE_MESSAGES.unavailable(500) }],
    ['the API key is refused (401)', { kind: 'status', status: 401, body: { message: 'Invalid API key' } }, { code: 'session_expired' }],
    [
      'the rate limit refuses it (429, PT429)',
      { kind: 'status', status: 429, body: { code: 'PT429', message: 'You have sent several messages in the last hour.' } },
      { code: 'http', message: 'Too many messages were sent recently. Please try again later; your message is still in the form.' },
    ],
  ])('sending a contact message: %s', async (_what, failure, expected) => {
    const project = startSupabaseProject(server);
    projects.push(project);
    project.fake.fail('rest/v1/contact_submissions', failure);
    await expect(project.database.insertContactSubmission({ name: 'Meera', email: 'meera@example.in', message: 'Hello' })).rejects.toMatchObject(expected);
  });

  it('sending a contact message: an address the table refuses', async () => {
    const project = startSupabaseProject(server);
    projects.push(project);
    await expect(project.database.insertContactSubmission({ name: 'Meera', email: 'not-an-address', message: 'Hello' })).rejects.toMatchObject({
      code: 'validation',
      message: DATABASE_MESSAGES.refused,
    });
  });
});
