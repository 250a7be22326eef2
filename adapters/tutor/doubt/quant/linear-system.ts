/**
 * A small linear system, for the solvers that turn sentences into equations (ages, averages of
 * named people): each row is the coefficients of the unknowns and the total on the right.
 */

/** Solves rows [coefficients..., total] by elimination: the values, and which of them the rows fix. */
export function solveLinear(input: readonly number[][], size: number): { values: number[]; fixed: boolean[] } | null {
  const rows = input.map((row) => [...row]);
  const pivots: number[] = [];
  let rank = 0;
  for (let column = 0; column < size && rank < rows.length; column += 1) {
    const pivot = rows.findIndex((row, index) => index >= rank && Math.abs(row[column]!) > 1e-12);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot]!, rows[rank]!];
    const lead = rows[rank]![column]!;
    rows[rank] = rows[rank]!.map((value) => value / lead);
    rows.forEach((row, index) => {
      if (index === rank || Math.abs(row[column]!) < 1e-12) return;
      const factor = row[column]!;
      rows[index] = row.map((value, position) => value - factor * rows[rank]![position]!);
    });
    pivots.push(column);
    rank += 1;
  }
  // A row 0 = c with c ≠ 0: the statements contradict each other.
  if (rows.slice(rank).some((row) => Math.abs(row[size]!) > 1e-9)) return null;
  const values = Array.from({ length: size }, () => 0);
  const fixed = Array.from({ length: size }, () => false);
  pivots.forEach((column, index) => {
    const row = rows[index]!;
    const free = row.slice(0, size).some((value, position) => position !== column && Math.abs(value) > 1e-12);
    if (!free) {
      values[column] = row[size]!;
      fixed[column] = true;
    }
  });
  return { values, fixed };
}
