/**
 * A small exact-enough linear solver for the rate solvers: each statement of a time-and-work or
 * pipes question is one equation in the unknown rates ('A and B together finish in 12 days' is
 * 12·a + 12·b = 1). The question is answered only when the combination it asks for is fixed by
 * the equations (and they agree with one another), so that a question read only in part is
 * declined rather than guessed.
 */

export interface Equation {
  /** Coefficient of each unknown, by name; unknowns not named have 0. */
  readonly coefficients: ReadonlyMap<string, number>;
  readonly value: number;
}

const EPSILON = 1e-9;

interface Reduced {
  readonly unknowns: readonly string[];
  /** Rows of the reduced row echelon form, each with its pivot column. */
  readonly rows: readonly { readonly coefficients: number[]; readonly value: number; readonly pivot: number }[];
}

/** Gauss-Jordan elimination; null when two equations contradict each other. */
export function reduce(equations: readonly Equation[]): Reduced | null {
  const unknowns = [...new Set(equations.flatMap((equation) => [...equation.coefficients.keys()]))];
  const matrix = equations.map((equation) => ({ coefficients: unknowns.map((name) => equation.coefficients.get(name) ?? 0), value: equation.value }));
  const rows: { coefficients: number[]; value: number; pivot: number }[] = [];
  let remaining = matrix;
  for (let column = 0; column < unknowns.length; column += 1) {
    const index = remaining.findIndex((row) => Math.abs(row.coefficients[column]!) > EPSILON);
    if (index < 0) continue;
    const pivotRow = remaining[index]!;
    const scale = pivotRow.coefficients[column]!;
    const pivot = { coefficients: pivotRow.coefficients.map((value) => value / scale), value: pivotRow.value / scale, pivot: column };
    const eliminate = (row: { coefficients: number[]; value: number }) => {
      const factor = row.coefficients[column]!;
      if (Math.abs(factor) <= EPSILON) return row;
      return { ...row, coefficients: row.coefficients.map((value, at) => value - factor * pivot.coefficients[at]!), value: row.value - factor * pivot.value };
    };
    remaining = remaining.filter((_row, at) => at !== index).map(eliminate);
    for (const [at, row] of rows.entries()) rows[at] = { ...eliminate(row), pivot: row.pivot };
    rows.push(pivot);
  }
  // A row left with no unknowns must say 0 = 0.
  if (remaining.some((row) => Math.abs(row.value) > 1e-7)) return null;
  return { unknowns, rows };
}

/**
 * The value of a combination of the unknowns ('a + b', or 'b' alone) when the equations fix it,
 * else null (the question does not say enough to find it).
 */
export function valueOf(reduced: Reduced, query: ReadonlyMap<string, number>): number | null {
  if ([...query.keys()].some((name) => !reduced.unknowns.includes(name) && Math.abs(query.get(name)!) > EPSILON)) return null;
  const residual = reduced.unknowns.map((name) => query.get(name) ?? 0);
  let value = 0;
  for (const row of reduced.rows) {
    const lambda = residual[row.pivot]!;
    if (Math.abs(lambda) <= EPSILON) continue;
    for (let column = 0; column < residual.length; column += 1) residual[column] = residual[column]! - lambda * row.coefficients[column]!;
    value += lambda * row.value;
  }
  return residual.every((entry) => Math.abs(entry) <= 1e-7) ? value : null;
}

/** Every unknown's value when the equations fix them all, else null. */
export function solveAll(equations: readonly Equation[]): Map<string, number> | null {
  const reduced = reduce(equations);
  if (!reduced) return null;
  const values = new Map<string, number>();
  for (const name of reduced.unknowns) {
    const value = valueOf(reduced, new Map([[name, 1]]));
    if (value === null) return null;
    values.set(name, value);
  }
  return values;
}
