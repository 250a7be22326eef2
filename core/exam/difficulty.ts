/** How hard a question is, as its author judged it and a blind reviewer's result checked it. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The spread of a CLAT-like paper a full mock is put together to: about 30 % easy, 50 % medium, 20 % hard. */
export const PAPER_DIFFICULTY_SHARE: Readonly<Record<Difficulty, number>> = { easy: 0.3, medium: 0.5, hard: 0.2 };
