/**
 * How a mock is put together beyond the exam's pattern (core/exam/clat-pattern.ts): a passage is
 * never cut below this many questions to fit a section.
 */
export const MIN_QUESTIONS_PER_PASSAGE = 4;

/**
 * Generated sets a section may take into one paper, where it has curated passages too: CLAT's
 * Logical section is critical reasoning, with at most one puzzle set (syllogisms, relations, codes).
 */
export const GENERATED_SETS_LIMIT: Readonly<Partial<Record<'Logical', number>>> = { Logical: 1 };

/** How many swaps of equal passages assembly tries, at most, to bring a paper to the CLAT-like spread of difficulty. */
export const DIFFICULTY_SWAPS = 24;
