import type { DiagnosticAnswers, DiagnosticQuestion } from '../diagnostic/diagnostic.model';
import { OPTION_LETTERS, type PracticeQuestion, type Section } from '../practice/practice.model';
import type { DailyQuiz, MarkedQuiz } from '../quiz/daily-quiz.model';
import type { MistakeSnapshot } from './review.model';

/** The subject each Question Maker section belongs to. */
const SECTION_SUBJECTS: Readonly<Record<Section, string>> = {
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
  GK: 'General Knowledge',
  English: 'English Language',
};

/** The daily quiz's wrongly answered questions, from the marked attempt. */
export function quizMistakes(quiz: DailyQuiz, marked: MarkedQuiz): MistakeSnapshot[] {
  const key = new Map(marked.key.map((entry) => [entry.questionId, entry]));
  return quiz.questions.flatMap((question) => {
    const entry = key.get(question.id);
    const chosen = marked.attempt.answers[question.id];
    if (!entry || chosen === undefined || chosen === entry.answerIndex) return [];
    return [
      {
        questionId: question.id,
        passage: question.cue,
        stem: question.question,
        options: [...question.options],
        correctIndex: entry.answerIndex,
        explanation: entry.explanation,
        subject: 'General Knowledge',
        source: 'daily_quiz',
      },
    ];
  });
}

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
        subject: SECTION_SUBJECTS[section],
        source: 'question_maker',
      },
    ];
  });
}

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
