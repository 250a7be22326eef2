import { describe, expect, it } from 'vitest';
import { ConceptIndex } from '../../adapters/tutor/concepts/concept-index';
import { TutorContent } from '../../adapters/tutor/tutor-content';
import { loadConceptQuestions } from '../eval/concepts/concept-evaluation';
import { conceptTable, evaluateConcepts } from '../support/concept-evaluation';

/**
 * The concept explainer on its held-out questions (tests/eval/concepts): the note it answers from,
 * per section, and whether it declines what no note covers. Targets: at least 95% of covered
 * questions answered from the right note, at least 95% of uncovered ones declined.
 */
describe('concept explainer evaluation (held out)', () => {
  it('answers from the right note, and declines what no note covers', async () => {
    const notes = await new TutorContent().conceptNotes();
    const results = evaluateConcepts(new ConceptIndex(notes), notes, loadConceptQuestions());
    const rows = conceptTable(results);
    const percent = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(1)}%`;
    console.log(
      [
        `Concept explainer, held-out questions (${notes.length} notes)`,
        '| Questions | n | right note | wrong note | declined | answered anyway |',
        '|---|---:|---:|---:|---:|---:|',
        ...rows.map((row) => `| ${row.group} | ${row.questions} | ${row['right note']} (${percent(row['right note'], row.questions)}) | ${row['wrong note']} | ${row.declined} (${percent(row.declined, row.questions)}) | ${row.answered} |`),
      ].join('\n'),
    );
    // Counts only: the held-out questions themselves are never printed, so no one tunes the index to them.
    const covered = rows.find((row) => row.group === 'All covered')!;
    const uncovered = rows.find((row) => row.group === 'Not covered')!;
    expect(notes.length).toBeGreaterThanOrEqual(400);
    expect(covered['right note'] / covered.questions).toBeGreaterThanOrEqual(0.95);
    expect(uncovered.declined / uncovered.questions).toBeGreaterThanOrEqual(0.95);
  });
});
