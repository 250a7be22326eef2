import { SECTION_SUBJECT } from '../diagnostic/section-subject';
import { OPTION_LETTERS, type PracticeQuestion, type Section } from '../practice/practice.model';
import type { MistakeSnapshot } from './review.model';

/** A Question Maker set's wrongly answered questions (unanswered ones are not mistakes). */
export function practiceMistakes(
  section: Section,
  passage: string,
  questions: readonly PracticeQuestion[],
  answers: Readonly<Record<number, string>>,
  idOf: (question: PracticeQuestion) => string,
): MistakeSnapshot[] {
  return questions.flatMap((question, index) => {
    const chosen = answers[index];
    if (chosen === undefined || chosen === question.answer) return [];
    return [
      {
        questionId: idOf(question),
        passage: passage.trim() === '' ? null : passage,
        stem: question.question,
        options: [...question.options],
        correctIndex: OPTION_LETTERS.indexOf(question.answer),
        explanation: question.explanation,
        subject: SECTION_SUBJECT[section],
        source: 'question_maker',
      },
    ];
  });
}
