import type { ConceptIndex } from '../../adapters/tutor/concepts/concept-index';
import type { ConceptNote } from '../../adapters/tutor/content/content.schema';

/** A student question and the title of the note that answers it, or null where none does and the explainer must decline. */
export interface ConceptQuestion {
  readonly question: string;
  readonly note: string | null;
}

export type ConceptVerdict = 'right note' | 'wrong note' | 'declined' | 'answered';

export interface ConceptRow {
  readonly group: string;
  readonly questions: number;
  readonly 'right note': number;
  readonly 'wrong note': number;
  readonly declined: number;
  /** An uncovered question answered from some note: the explainer claimed what it does not know. */
  readonly answered: number;
}

/** Each question's verdict, judged by the note the explainer answers from (its first hit). */
export function evaluateConcepts(index: ConceptIndex, notes: readonly ConceptNote[], questions: readonly ConceptQuestion[]) {
  const byTitle = new Map(notes.map((note) => [note.title, note]));
  const unknown = questions.filter((entry) => entry.note !== null && !byTitle.has(entry.note)).map((entry) => entry.note!);
  if (unknown.length > 0) throw new Error(`Questions name notes that do not exist: ${[...new Set(unknown)].join('; ')}`);
  return questions.map((entry) => {
    const [hit] = index.search(entry.question);
    const expected = entry.note === null ? null : byTitle.get(entry.note)!;
    let verdict: ConceptVerdict;
    if (expected === null) verdict = hit ? 'answered' : 'declined';
    else verdict = !hit ? 'declined' : hit.note.id === expected.id ? 'right note' : 'wrong note';
    const group = expected === null ? 'Not covered' : `${expected.section}`;
    return { ...entry, group, verdict, got: hit?.note.title ?? null };
  });
}

/** Rows per section for covered questions, one row for the uncovered, and the totals. */
export function conceptTable(results: ReturnType<typeof evaluateConcepts>): ConceptRow[] {
  const groups = ['Legal', 'Logical', 'Quant', 'English', 'GK', 'Not covered'];
  const row = (group: string, entries: typeof results): ConceptRow => ({
    group,
    questions: entries.length,
    'right note': entries.filter((entry) => entry.verdict === 'right note').length,
    'wrong note': entries.filter((entry) => entry.verdict === 'wrong note').length,
    declined: entries.filter((entry) => entry.verdict === 'declined').length,
    answered: entries.filter((entry) => entry.verdict === 'answered').length,
  });
  const covered = results.filter((entry) => entry.group !== 'Not covered');
  return [...groups.map((group) => row(group, results.filter((entry) => entry.group === group))), row('All covered', covered)];
}
