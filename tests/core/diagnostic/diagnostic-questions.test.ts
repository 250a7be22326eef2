import { describe, expect, it } from 'vitest';

import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { SUBJECTS, SUBJECT_QUESTION_COUNT } from '../../../core/diagnostic/diagnostic.model';
import type { DiagnosticQuestion } from '../../../core/diagnostic/diagnostic.model';

function byId(id: string): DiagnosticQuestion {
  const question = DIAGNOSTIC_QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`No diagnostic question with id '${id}'`);
  return question;
}

function correctOption(q: DiagnosticQuestion): string | undefined {
  return q.options[q.correctIndex];
}

describe('DIAGNOSTIC_QUESTIONS', () => {
  it('has exactly 13 questions', () => {
    expect(DIAGNOSTIC_QUESTIONS).toHaveLength(13);
  });

  it('has the spec count of questions for every subject', () => {
    for (const subject of SUBJECTS) {
      const count = DIAGNOSTIC_QUESTIONS.filter((q) => q.subject === subject).length;
      expect(count, subject).toBe(SUBJECT_QUESTION_COUNT[subject]);
    }
  });

  it('groups the questions by subject in the order Legal, Logical, English, GK, Quant', () => {
    const expectedOrder = SUBJECTS.flatMap((subject) =>
      Array.from({ length: SUBJECT_QUESTION_COUNT[subject] }, () => subject),
    );
    expect(DIAGNOSTIC_QUESTIONS.map((q) => q.subject)).toEqual(expectedOrder);
    expect(expectedOrder.slice(0, 2)).toEqual(['Legal Reasoning', 'Legal Reasoning']);
    expect(expectedOrder.at(-1)).toBe('Quantitative Techniques');
  });

  it('has unique, non-empty ids', () => {
    const ids = DIAGNOSTIC_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.trim()).not.toBe('');
  });

  it('has non-empty question text', () => {
    for (const q of DIAGNOSTIC_QUESTIONS) expect(q.question.trim(), q.id).not.toBe('');
  });

  it('has four distinct, non-empty options per question', () => {
    for (const q of DIAGNOSTIC_QUESTIONS) {
      expect(q.options, q.id).toHaveLength(4);
      for (const option of q.options) expect(option.trim(), q.id).not.toBe('');
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, q.id).toBe(4);
    }
  });

  it('has an integer correctIndex from 0 to 3', () => {
    for (const q of DIAGNOSTIC_QUESTIONS) {
      expect(Number.isInteger(q.correctIndex), q.id).toBe(true);
      expect(q.correctIndex, q.id).toBeGreaterThanOrEqual(0);
      expect(q.correctIndex, q.id).toBeLessThanOrEqual(3);
    }
  });

  it('does not always put the correct answer in the same position', () => {
    expect(new Set(DIAGNOSTIC_QUESTIONS.map((q) => q.correctIndex)).size).toBeGreaterThan(1);
  });

  it('has a non-empty explanation for every question', () => {
    for (const q of DIAGNOSTIC_QUESTIONS) expect(q.explanation.trim(), q.id).not.toBe('');
  });

  it('never cites the IPC or the Indian Penal Code as current law', () => {
    const mentionsIpc = /\bIPC\b|Indian Penal Code/i;
    const saysReplacedByBns = /(Bharatiya Nyaya Sanhita|\bBNS\b)[\s\S]*replac|replac[\s\S]*(Bharatiya Nyaya Sanhita|\bBNS\b)/i;
    for (const q of DIAGNOSTIC_QUESTIONS) {
      for (const text of [q.question, ...q.options, q.explanation]) {
        if (mentionsIpc.test(text)) {
          expect(saysReplacedByBns.test(text), `${q.id}: ${text}`).toBe(true);
        }
      }
    }
  });

  it('keys quant-1 (markup then discount) to the recomputed selling price', () => {
    const q = byId('quant-1');
    expect(q.question).toContain('₹1200');
    expect(q.question).toContain('25%');
    expect(q.question).toContain('10%');
    // Cost 1200, marked 25% above cost, then 10% off the marked price.
    expect(correctOption(q)).toBe(`₹${(((1200 * 125) / 100) * 90) / 100}`);
  });

  it('keys quant-2 (compound interest) to the recomputed interest', () => {
    const q = byId('quant-2');
    expect(q.question).toContain('₹8000');
    expect(q.question).toContain('10%');
    expect(q.question).toContain('2 years');
    // 8000 at 10% a year compounded annually for 2 years, minus the principal.
    expect(correctOption(q)).toBe(`₹${(((8000 * 110) / 100) * 110) / 100 - 8000}`);
  });
});
