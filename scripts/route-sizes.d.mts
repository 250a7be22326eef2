export const BUDGETS: Readonly<Record<string, number>>;
export function measureRoutes(
  dist: string,
  scale?: number,
): { rows: { route: string; bytes: number; own: number; budget: number }[]; entry: number; publicStart: number; appStart: number; services: number };
