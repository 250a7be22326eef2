import { describe, expect, it } from 'vitest';
import type { DoubtSolution } from '../../../core/doubt/doubt.model';
import { judge, loadEvalEntries, tabulate, type EvalEntry } from './doubt-eval';
import { makeTutor } from './tutor-fixture';

const solution = (finalAnswerText: string): DoubtSolution => ({ id: 'q1', questionText: '', finalAnswerText, steps: [], workedSolution: '', optionExplanations: {} });
const entry = (answer: string | null): EvalEntry => ({ id: 'x', kind: 'k', text: 't', answer, file: 'f.json' });

describe('doubt solver evaluation', () => {
  it('judges a stated answer by option letter, by number and by word, and any answer out of scope as wrong', () => {
    expect(judge(entry('(B)'), solution('The answer is **3300**: option (B) Rs 3300.'))).toBe('correct');
    expect(judge(entry('(B)'), solution('(C) Article 21'))).toBe('wrong');
    expect(judge(entry('3300'), solution('The amount is **₹3,300.00**: option (B) Rs 3300.'))).toBe('correct');
    expect(judge(entry('10.91'), solution('Minutes past 2 is **10 10/11 minutes past 2**.'))).toBe('correct');
    expect(judge(entry('10.5'), solution('Minutes past 2 is **10 10/11 minutes past 2**.'))).toBe('wrong');
    expect(judge(entry('North-east'), solution('Logical Reasoning (direction sense): the answer is **North east**.'))).toBe('correct');
    expect(judge(entry('Son'), solution('Logical Reasoning (blood relation): the answer is **Daughter**.'))).toBe('wrong');
    expect(judge(entry(null), solution('**Approach (not a worked answer):** this looks like...'))).toBe('no answer');
    expect(judge(entry(null), solution('The answer is **42**.'))).toBe('wrong');
  });

  it('gives no wrong answer and works out at least 90% of the in-scope doubts of every eval file', { timeout: 120_000 }, async () => {
    const entries = loadEvalEntries();
    expect(entries.filter((candidate) => candidate.file === 'logical-doubts.json').length).toBeGreaterThanOrEqual(20);
    expect(entries.filter((candidate) => candidate.file === 'out-of-scope.json').length).toBeGreaterThanOrEqual(20);
    const { tutor } = makeTutor();
    const results: { entry: EvalEntry; verdict: ReturnType<typeof judge> }[] = [];
    const wrong: string[] = [];
    for (const doubt of entries) {
      const response = await tutor.solveDoubt({ inputType: 'text', content: doubt.text, text: doubt.text });
      const verdict = judge(doubt, response.questions[0]);
      results.push({ entry: doubt, verdict });
      if (verdict !== 'correct' && doubt.answer !== null) wrong.push(`${doubt.file} ${doubt.id} (${verdict}): ${response.questions[0]?.finalAnswerText}`);
      else if (verdict === 'wrong') wrong.push(`${doubt.file} ${doubt.id} (out of scope, answered): ${response.questions[0]?.finalAnswerText}`);
    }
    const table = tabulate(results);
    console.table(table);
    if (wrong.length > 0) console.log(`Not correct:\n${wrong.join('\n')}`);
    const overall = table.at(-1)!;
    expect(overall.wrong, wrong.join('\n')).toBe(0);
    const inScope = results.filter(({ entry: doubt }) => doubt.answer !== null);
    const correct = inScope.filter(({ verdict }) => verdict === 'correct').length;
    expect(correct / inScope.length).toBeGreaterThanOrEqual(0.9);
  });
});
