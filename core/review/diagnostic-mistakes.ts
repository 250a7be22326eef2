import type { DiagnosticAnswers, DiagnosticQuestion } from '../diagnostic/diagnostic.model';
import type { MistakeSnapshot } from './review.model';

/** The diagnostic's wrongly answered questions. */
export function diagnosticMistakes(questions: readonly DiagnosticQuestion[], answers: DiagnosticAnswers): MistakeSnapshot[] {
  return questions.flatMap((question) => {
    const chosen = answers[question.id];
    if (chosen === undefined || chosen === question.correctIndex) return [];
    return [
      {
        questionId: question.id,
        passage: null,
        stem: question.question,
        options: [...question.options],
        correctIndex: question.correctIndex,
        explanation: question.explanation,
        subject: question.subject,
        source: 'diagnostic',
      },
    ];
  });
}
