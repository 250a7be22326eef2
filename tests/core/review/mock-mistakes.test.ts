import { describe, expect, it } from 'vitest';
import type { QuestionReport } from '../../../core/mock/mock-analysis';
import { mockMistakes } from '../../../core/review/mock-mistakes';

function wrong(id: string, passage: string): QuestionReport {
  return {
    question: {
      id,
      section: 'Legal',
      answerIndex: 2,
      number: 1,
      setId: 'legal-torts-1',
      passageTitle: 'Negligence',
      passage,
      question: 'Is the shopkeeper liable?',
      options: ['Yes, always', 'No, never', 'Yes, if he owed a duty', 'Only in contract'],
      explanation: 'Liability in negligence needs a duty of care.',
      difficulty: 'medium',
    },
    chosen: 0,
    outcome: 'wrong',
    timeMs: 40_000,
  };
}

describe('a mock’s wrong answers for Mistakes Review', () => {
  it('keeps each with its passage, key, explanation and the section as the subject', () => {
    expect(mockMistakes({ wrong: [wrong('legal-torts-1-q1', 'A passage on negligence.')] })).toEqual([
      {
        questionId: 'legal-torts-1-q1',
        passage: 'A passage on negligence.',
        stem: 'Is the shopkeeper liable?',
        options: ['Yes, always', 'No, never', 'Yes, if he owed a duty', 'Only in contract'],
        correctIndex: 2,
        explanation: 'Liability in negligence needs a duty of care.',
        subject: 'Legal Reasoning',
        source: 'mock',
      },
    ]);
  });

  it('keeps the numbers of a data-interpretation question as text after its caselet', () => {
    const report = wrong('gen-quant-10-7-q2', 'The table below shows the seats filled.');
    const figure = {
      kind: 'table' as const,
      title: 'Seats filled by programme',
      unit: 'students',
      columns: ['Programme', '2024', '2025'],
      rows: [
        { label: 'BA LLB', values: [120, 150] },
        { label: 'BBA LLB', values: [60, 75] },
      ],
    };
    const [mistake] = mockMistakes({ wrong: [{ ...report, question: { ...report.question, figure } }] });
    expect(mistake!.passage).toBe(
      'The table below shows the seats filled.\n\nSeats filled by programme (students)\nBA LLB: 2024 120, 2025 150\nBBA LLB: 2024 60, 2025 75',
    );
  });

  it('leaves out a question the queue cannot keep, not the others', () => {
    const kept = mockMistakes({ wrong: [wrong('q-long', 'x'.repeat(7_000)), wrong('q-ok', 'short')] });
    expect(kept.map((mistake) => mistake.questionId)).toEqual(['q-ok']);
  });
});
