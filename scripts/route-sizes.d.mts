export const BUDGETS: Readonly<Record<string, number>>;
export function measureRoutes(
  dist: string,
  scale?: number,
): {
  rows: { route: string; bytes: number; own: number; budget: number }[];
  entry: number;
  publicStart: number;
  appStart: number;
  services: number;
  /** What starting a full mock downloads of the bank, at the most, against its budget; beside it the whole bank. */
  mockStart: { bytes: number; index: number; passages: number; bank: number; budget: number };
};
