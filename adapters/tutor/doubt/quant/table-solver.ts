import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedTail, checkStep, lowestTerms, num, pct, round2 } from './quant-text';

interface Row {
  readonly year: number;
  readonly value: number;
}

const YEAR = String.raw`((?:19|20)\d\d)`;
const VALUE = String.raw`₹?\s?(\d+(?:\.\d+)?)`;

/** Rows of a small table written in the text: '2019: 150, 2020: 180' or a year row and a value row. */
function rowsOf(text: string): Row[] | null {
  const pairs = [...text.matchAll(new RegExp(String.raw`${YEAR}\s*(?:[:=|-]|->|—|was|is|had|in)?\s*${VALUE}(?!\d)`, 'g'))].map((match) => ({ year: Number(match[1]), value: Number(match[2]) }));
  const header = new RegExp(String.raw`years?\s*[:|]?\s*((?:${YEAR.replace('(', '(?:')}\s*[,|]?\s*){2,})`).exec(text);
  if (header) {
    const years = [...header[1]!.matchAll(/(?:19|20)\d\d/g)].map((match) => Number(match[0]));
    const after = text.slice(header.index + header[0].length);
    const values = new RegExp(String.raw`^[^\d]{1,40}?((?:₹?\s?\d+(?:\.\d+)?\s*[,|]?\s*){${years.length}})`).exec(after);
    if (values) {
      const numbers = [...values[1]!.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
      if (numbers.length === years.length) return years.map((year, index) => ({ year, value: numbers[index]! }));
    }
  }
  const distinct = new Set(pairs.map((row) => row.year));
  return pairs.length >= 2 && distinct.size === pairs.length ? pairs : null;
}

/** Percentage change, ratio, average, total or share from the table. */
export function solveTable(text: string): QuantAnswer | null {
  const rows = rowsOf(text);
  if (!rows) return null;
  const asked = askedTail(text);
  const askedYears = [...asked.matchAll(/(?:19|20)\d\d/g)].map((match) => Number(match[0]));
  const find = (year: number) => rows.find((row) => row.year === year) ?? null;
  const table = { title: 'Read the table', bullets: [rows.map((row) => `${row.year}: ${num(row.value)}`).join('; ') + '.'] };
  // 'over the four years' is read as '4 years': the number of rows.
  const givens = [...rows.flatMap((row) => [row.year, row.value]), ...askedYears, rows.length];
  const steps: SolutionStep[] = [table];
  const sum = rows.reduce((acc, row) => acc + row.value, 0);

  if (/%|percent|per cent/.test(asked) && /increase|decrease|change|growth|rise|fall|more|less|grew|fell/.test(asked) && askedYears.length === 2) {
    const [from, to] = [find(askedYears[0]!), find(askedYears[1]!)];
    if (!from || !to || from.value === 0) return null;
    // 'by what percent is 2021 more than 2018': the second year named is the base.
    const [base, other] = /than/.test(asked) ? [to, from] : [from, to];
    const change = ((other.value - base.value) / base.value) * 100;
    steps.push({ title: 'Percentage change', bullets: [`(${num(other.value)} − ${num(base.value)}) ÷ ${num(base.value)} × 100 = ${change >= 0 ? '' : '−'}${pct(Math.abs(change))}.`] });
    const check = checkStep([`${num(base.value)} × (1 ${change >= 0 ? '+' : '−'} ${num(Math.abs(change))}/100) = ${num(base.value * (1 + change / 100))}, the ${other.year} figure.`], [[base.value * (1 + change / 100), other.value]]);
    if (!check) return null;
    return { kind: 'data-table', values: [round2(Math.abs(change))], unit: 'percent', label: `The percentage ${change >= 0 ? 'increase' : 'decrease'} from ${base.year} to ${other.year}`, steps: [...steps, check], mistakes: [{ value: round2(Math.abs(((other.value - base.value) / other.value) * 100)), why: 'this divides by the later figure; a change is a percentage of the starting one' }], givens };
  }
  if (/ratio/.test(asked) && askedYears.length === 2) {
    const [a, b] = [find(askedYears[0]!), find(askedYears[1]!)];
    if (!a || !b) return null;
    const ratio = lowestTerms([a.value, b.value]);
    if (!ratio) return null;
    steps.push({ title: 'Ratio', bullets: [`${num(a.value)} : ${num(b.value)} = ${ratio.join(' : ')} (dividing by their highest common factor).`] });
    const check = checkStep([`${ratio[0]} ÷ ${ratio[1]} = ${num(ratio[0]! / ratio[1]!)} and ${num(a.value)} ÷ ${num(b.value)} = ${num(a.value / b.value)}.`], [[ratio[0]! / ratio[1]!, a.value / b.value]]);
    if (!check) return null;
    return { kind: 'data-table', values: ratio, unit: 'ratio', label: `The ratio of ${a.year} to ${b.year}`, steps: [...steps, check], mistakes: [], givens };
  }
  if (/average|mean/.test(asked)) {
    const chosen = askedYears.length === 2 && /from|between/.test(asked) ? rows.filter((row) => row.year >= askedYears[0]! && row.year <= askedYears[1]!) : askedYears.length >= 2 ? askedYears.map(find).filter((row): row is Row => row !== null) : rows;
    if (chosen.length < 2 || (askedYears.length > 2 && chosen.length !== askedYears.length)) return null;
    const total = chosen.reduce((acc, row) => acc + row.value, 0);
    const mean = total / chosen.length;
    steps.push({ title: 'Average', bullets: [`(${chosen.map((row) => num(row.value)).join(' + ')}) ÷ ${chosen.length} = ${num(total)} ÷ ${chosen.length} = ${num(mean)}.`] });
    const check = checkStep([`${chosen.length} × ${num(mean)} = ${num(chosen.length * mean)}, the total of those years.`], [[chosen.length * mean, total]]);
    if (!check) return null;
    return { kind: 'data-table', values: [round2(mean)], unit: 'number', label: 'The average', steps: [...steps, check], mistakes: [{ value: round2(total), why: 'this is the total, not the average' }], givens };
  }
  if (/%|percent|per cent/.test(asked) && /total|all the years|overall/.test(asked) && askedYears.length === 1) {
    const row = find(askedYears[0]!);
    if (!row) return null;
    const share = (row.value / sum) * 100;
    steps.push({ title: 'Share of the total', bullets: [`Total = ${num(sum)}; ${num(row.value)} ÷ ${num(sum)} × 100 = ${pct(share)}.`] });
    const check = checkStep([`${pct(share)} of ${num(sum)} = ${num((share * sum) / 100)}.`], [[(share * sum) / 100, row.value]]);
    if (!check) return null;
    return { kind: 'data-table', values: [round2(share)], unit: 'percent', label: `The share of ${row.year} in the total`, steps: [...steps, check], mistakes: [], givens };
  }
  if (/total|sum|altogether|combined/.test(asked)) {
    const chosen = askedYears.length >= 2 ? askedYears.map(find).filter((row): row is Row => row !== null) : rows;
    if (askedYears.length >= 2 && chosen.length !== askedYears.length) return null;
    const total = chosen.reduce((acc, row) => acc + row.value, 0);
    steps.push({ title: 'Total', bullets: [`${chosen.map((row) => num(row.value)).join(' + ')} = ${num(total)}.`] });
    const check = checkStep([`Subtracting the rows one by one from ${num(total)} leaves ${num(chosen.reduce((left, row) => left - row.value, total))}.`], [[chosen.reduce((left, row) => left - row.value, total), 0]]);
    if (!check) return null;
    return { kind: 'data-table', values: [round2(total)], unit: 'number', label: 'The total', steps: [...steps, check], mistakes: [], givens };
  }
  return null;
}
