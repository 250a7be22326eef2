import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DiagnosticTestRecord, ScoreBreakdown } from '../../../core/diagnostic/diagnostic.model';
import type { Database } from '../../../core/ports/database.port';
import { newProfile } from '../../../core/profile/profile.model';

export interface DatabaseHarness {
  readonly database: Database;
  /** Signs a new student in (switching from any student before), whose account exists. */
  signIn(): Promise<{ readonly userId: string }>;
  cleanup(): Promise<void>;
}

/** Sample rows shared by the database tests. */
export const onboarding = {
  losingMarksArea: 'Legal Reasoning',
  reviewFrustration: 'No explanations',
  gkStudyMethod: 'Newspapers',
  dreamNlu: 'NLSIU Bangalore',
  isFirstLogin: false,
} as const;

export const breakdown: ScoreBreakdown = {
  'Legal Reasoning': 2,
  'Logical Reasoning': 1,
  'English Language': 3,
  'General Knowledge': 2,
  'Quantitative Techniques': 1,
};

const diagnostic = { diagnosticCompleted: true, diagnosticScore: breakdown, predictedRank: 24_800, predictedNlu: 'Any NLU (with improvement)' } as const;

export function diagnosticRecord(userId: string, answerCount = 13): DiagnosticTestRecord {
  return {
    userId,
    answers: Object.fromEntries(Array.from({ length: answerCount }, (_, i) => [`q${i + 1}`, i % 4])),
    scoreBreakdown: breakdown,
    totalScore: 69,
    predictedRank: 24_800,
    predictedNlu: 'Any NLU (with improvement)',
    strengths: ['Legal Reasoning', 'English Language', 'General Knowledge'],
    weaknesses: ['Logical Reasoning', 'Quantitative Techniques'],
  };
}

/** What every Database does, whichever side of the network it lives on. */
export function databaseContract(name: string, setup: () => Promise<DatabaseHarness>): void {
  describe(`Database contract: ${name}`, () => {
    let harness: DatabaseHarness;

    beforeEach(async () => {
      harness = await setup();
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('reads a profile that does not exist as null', async () => {
      await harness.signIn();
      expect(await harness.database.getProfile(crypto.randomUUID())).toBeNull();
    });

    it("gives a new student's profile as absent or with a new student's defaults", async () => {
      // Local mode creates the row on the first write, Supabase's trigger at sign-up: callers
      // must treat both alike.
      const { userId } = await harness.signIn();
      const profile = await harness.database.getProfile(userId);
      if (profile !== null) expect(profile).toEqual(newProfile(userId));
    });

    it('returns the onboarding answers after an update, as a camelCase profile', async () => {
      const { userId } = await harness.signIn();
      await harness.database.updateProfile(userId, onboarding);
      expect(await harness.database.getProfile(userId)).toEqual({ ...newProfile(userId), ...onboarding });
    });

    it('merges every update group of spec §7 into the one row', async () => {
      const { userId } = await harness.signIn();
      await harness.database.updateProfile(userId, onboarding);
      await harness.database.updateProfile(userId, diagnostic);
      await harness.database.updateProfile(userId, { paymentStatus: 'paid' });
      await harness.database.updateProfile(userId, { exitFeedback: 'Too expensive' });
      expect(await harness.database.getProfile(userId)).toEqual({
        ...newProfile(userId),
        ...onboarding,
        ...diagnostic,
        paymentStatus: 'paid',
        exitFeedback: 'Too expensive',
      });
    });

    it("keeps one student's updates out of another's profile", async () => {
      const asha = await harness.signIn();
      await harness.database.updateProfile(asha.userId, onboarding);
      const ravi = await harness.signIn();
      const profile = await harness.database.getProfile(ravi.userId);
      if (profile !== null) expect(profile).toEqual(newProfile(ravi.userId));
    });

    it('records a complete diagnostic test', async () => {
      const { userId } = await harness.signIn();
      await expect(harness.database.insertDiagnosticTest(diagnosticRecord(userId))).resolves.toBeUndefined();
    });

    it('refuses a diagnostic test without all 13 answers', async () => {
      const { userId } = await harness.signIn();
      await expect(harness.database.insertDiagnosticTest(diagnosticRecord(userId, 12))).rejects.toMatchObject({
        name: 'AppError',
        code: 'validation',
      });
    });

    it('accepts a contact message from a visitor who is not signed in', async () => {
      await expect(
        harness.database.insertContactSubmission({ name: 'Meera', email: 'meera@example.in', message: 'When is the next mock test?' }),
      ).resolves.toBeUndefined();
    });

    it('accepts a contact message from a signed-in student', async () => {
      await harness.signIn();
      await expect(
        harness.database.insertContactSubmission({ name: 'Asha', email: 'asha@example.in', message: 'Thank you!' }),
      ).resolves.toBeUndefined();
    });
  });
}
