/**
 * How a mock is put together beyond the exam's pattern (core/exam/clat-pattern.ts): a passage is
 * never cut below this many questions to fit a section.
 */
export const MIN_QUESTIONS_PER_PASSAGE = 4;
