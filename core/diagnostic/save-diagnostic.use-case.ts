import type { Auth } from '../auth/auth.port';
import { saveForSignedInStudent } from '../auth/signed-in-student';
import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import { DIAGNOSTIC_NOTICES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { DiagnosticAnswers, DiagnosticQuestion, DiagnosticResult } from './diagnostic.model';
import { allAnswered, scoreDiagnostic } from './scoring.rules';

const FAILED = DIAGNOSTIC_NOTICES.saveFailed;

/** Scores the test, stores it in diagnostic_tests, then records the outcome on the profile. */
export class SaveDiagnostic {
  constructor(
    private readonly auth: Auth,
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly questions: readonly DiagnosticQuestion[],
  ) {}

  async execute(answers: DiagnosticAnswers): Promise<Result<DiagnosticResult>> {
    if (!allAnswered(this.questions, answers)) return fail('validation', FAILED.description, FAILED.title);
    const result = scoreDiagnostic(this.questions, answers);
    return saveForSignedInStudent(this.auth, this.logger, FAILED, 'Diagnostic results were not saved', async (userId) => {
      await this.database.insertDiagnosticTest({
        userId,
        answers,
        scoreBreakdown: result.breakdown,
        totalScore: result.totalScore,
        predictedRank: result.predictedRank,
        predictedNlu: result.predictedNlu,
        strengths: result.strengths,
        weaknesses: result.weaknesses,
      });
      await this.database.updateProfile(userId, {
        diagnosticCompleted: true,
        diagnosticScore: result.breakdown,
        predictedRank: result.predictedRank,
        predictedNlu: result.predictedNlu,
      });
      return ok(result);
    });
  }
}
