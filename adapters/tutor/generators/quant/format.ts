/**
 * How the Quant generators and their solvers write numbers, so that a generator's option and a solver's answer
 * compare as text. Every figure goes through here: rupees as ₹1,25,000, percentages with at most two decimals.
 */

// A value that should sit exactly on a half (9.375 -> 9.38) can arrive as 9.374999999 by another route;
// this nudge is far smaller than any real gap between two answers.
const HALF_TOLERANCE = 1e-6;

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * scale + HALF_TOLERANCE) / scale;
  return value < 0 ? -rounded : rounded;
}

/** Indian grouping: the last three digits, then pairs ('1234567' -> '12,34,567'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** At most two decimals, trailing zeros trimmed, Indian grouping: 125000.5 -> '1,25,000.5'. */
export function formatNumber(value: number): string {
  const rounded = roundTo(value, 2);
  const [whole, fraction] = Math.abs(rounded).toFixed(2).split('.');
  const decimals = fraction!.replace(/0+$/, '');
  return `${rounded < 0 ? '-' : ''}${groupIndian(whole!)}${decimals ? `.${decimals}` : ''}`;
}

/** To the nearest rupee: 125000 -> '₹1,25,000'. */
export function formatRupees(amount: number): string {
  return `₹${formatNumber(roundTo(amount, 0))}`;
}

/** 12.5 -> '12.5%', 100 / 3 -> '33.33%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** A whole number of things, to the nearest one: (12, 'days') -> '12 days', (264000) -> '2,64,000'. */
export function formatCount(value: number, unit?: string): string {
  const count = formatNumber(roundTo(value, 0));
  return unit ? `${count} ${unit}` : count;
}

export function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** In lowest terms: (15, 10) -> '3 : 2'. */
export function formatRatio(first: number, second: number): string {
  const divisor = gcd(first, second);
  return `${first / divisor} : ${second / divisor}`;
}

/**
 * The three wrong options: typical mistakes in order of preference, skipping any that reads the same as the answer
 * or as a mistake already taken. When mistakes coincide, steps away from the answer so a question always has four options.
 */
export function formatDistractors<T>(
  answer: T,
  mistakes: readonly T[],
  format: (value: T) => string,
  nudge: (step: number) => T,
): [string, string, string] {
  const taken = [format(answer)];
  const consider = (value: T) => {
    const text = format(value);
    if (taken.length < 4 && !taken.includes(text)) taken.push(text);
  };
  mistakes.forEach(consider);
  for (let step = 1; taken.length < 4; step += 1) consider(nudge(step));
  return [taken[1]!, taken[2]!, taken[3]!];
}

/** Nudges for formatDistractors: one unit above the answer, one below, two above, ... never zero or less. */
export function stepsAround(answer: number, unit: number): (step: number) => number {
  return (step) => {
    const offset = step % 2 === 1 ? (step + 1) / 2 : -step / 2;
    const value = answer + offset * unit;
    return value > 0 ? value : answer + step * unit;
  };
}

/** A measured quantity with its unit, at most two decimals: (12.5, 'km/h') -> '12.5 km/h'. */
export function formatMeasure(value: number, unit: string): string {
  return `${formatNumber(value)} ${unit}`;
}

/** Minutes after midnight as a clock time, wrapping past midnight: 615 -> '10:15 a.m.', 720 -> '12:00 noon'. */
export function formatClock(minutes: number): string {
  const dayMinutes = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const hours = Math.floor(dayMinutes / 60);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(dayMinutes % 60).padStart(2, '0')}`;
  if (dayMinutes === 720) return `${clock} noon`;
  if (dayMinutes === 0) return `${clock} midnight`;
  return `${clock} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/** The least common multiple of whole numbers: (4, 6, 10) -> 60. */
export function lcm(...values: readonly number[]): number {
  return values.reduce((common, value) => (common * value) / gcd(common, value), 1);
}

/**
 * A value in a data figure's unit: a unit that begins with the rupee sign puts it in front
 * ('₹ crore': 12.5 -> '₹12.5 crore'; '₹': 1250 -> '₹1,250'), any other follows the number (1250, 'tonnes' -> '1,250 tonnes').
 */
export function formatInUnit(value: number, unit: string): string {
  if (unit === '₹') return `₹${formatNumber(value)}`;
  if (unit.startsWith('₹ ')) return `₹${formatNumber(value)} ${unit.slice(2)}`;
  return `${formatNumber(value)} ${unit}`;
}

/** An angle in degrees, at most two decimals: 43.2 -> '43.2°'. */
export function formatDegrees(value: number): string {
  return `${formatNumber(value)}°`;
}

/** Whether a value needs no more than two decimals, so that an answer written with formatNumber is exact. */
export function isExactToHundredths(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
