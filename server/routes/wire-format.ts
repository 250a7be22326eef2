import type { DoubtResponse } from '../../core/doubt/doubt.model';
import type { TopicPracticeResponse } from '../../core/practice/practice.model';

/** Topic practice as spec §3 has it: passage, questions with lettered answers, and answer_key. */
export function topicPracticeBody(set: TopicPracticeResponse) {
  return {
    passage: set.passage,
    questions: set.questions.map((question) => ({
      question: question.question,
      options: question.options,
      answer: question.answer,
      explanation: question.explanation,
    })),
    answer_key: set.answerKey,
  };
}

/** The doubt solver's reply as spec §3 has it, in snake_case. */
export function doubtBody(response: DoubtResponse) {
  return {
    success: response.success,
    questions: response.questions.map((solution) => ({
      id: solution.id,
      question_text: solution.questionText,
      final_answer_text: solution.finalAnswerText,
      steps: solution.steps,
      worked_solution: solution.workedSolution,
      option_explanations: solution.optionExplanations,
    })),
    ...(response.explanation ? { explanation: response.explanation } : {}),
    ...(response.answered === undefined ? {} : { answered: response.answered }),
  };
}
