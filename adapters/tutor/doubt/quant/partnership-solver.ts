import type { QuantAnswer } from './quant-answer';
import { AMOUNT, askedTail, checkStep, lowestTerms, num, round2, rs, shown } from './quant-text';

const PUTS = String.raw`(?:invests?|invested|investing|puts? in|put in|contribut\w+|starts?\s+(?:a\s+)?business\s+(?:with|investing)|started\s+(?:a\s+)?business\s+(?:with|investing)|joins?\s+(?:him|her|them|the business|in)?\s*with|joined\s+(?:him|her|them|the business|in)?\s*with|with a capital of|brings?|brought)`;
const NOT_NAMES = new Set(['he', 'she', 'they', 'him', 'her', 'then', 'and', 'also', 'who', 'which', 'the', 'partner', 'friend', 'business', 'each', 'later', 'months', 'year']);

/** 'A, B and C invest ₹20,000, ₹30,000 and ₹50,000 for 6, 4 and 3 months respectively'. */
function listed(text: string, total: number): { partners: Partner[]; givens: number[] } | null {
  const match = new RegExp(String.raw`((?:[a-z]+\s*,\s*)*[a-z]+\s+and\s+[a-z]+)\s+(?:[a-z]+\s+){0,2}?${PUTS}\s+(?:(?:a\s+)?capitals?\s+of\s+)?((?:₹\s?\d+(?:\.\d+)?\s*(?:,|and)?\s*)+)(?:(?:for|,)\s+((?:\d+\s*(?:,|and)?\s*)+)\s*months)?`).exec(text);
  if (!match) return null;
  const names = match[1]!.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
  const capitals = [...match[2]!.matchAll(/\d+(?:\.\d+)?/g)].map((entry) => Number(entry[0]));
  const months = match[3] ? [...match[3].matchAll(/\d+/g)].map((entry) => Number(entry[0])) : names.map(() => total);
  if (names.length < 2 || capitals.length !== names.length || months.length !== names.length) return null;
  return { partners: names.map((name, index) => ({ name, capital: capitals[index]!, months: months[index]! })), givens: [...capitals, ...(match[3] ? months : [])] };
}

/** One partner at a time: 'Arjun starts with ₹45,000. After 3 months Bhanu joins him with ₹60,000.' */
function oneByOne(text: string, total: number): { partners: Partner[]; givens: number[] } | null {
  const partners: Partner[] = [];
  const givens: number[] = [];
  for (const sentence of text.split(/(?<=[.;])\s+/)) {
    const inSentence = [...sentence.matchAll(new RegExp(String.raw`\b([a-z]{1,12})\s+(?:(?:also|then|later|too|again|now)\s+)?${PUTS}[^₹\d]{0,15}₹\s?(\d+(?:\.\d+)?)(?:[^₹\d]{0,12}?for\s+(\d+)\s+months?)?`, 'g'))];
    for (const match of inSentence) {
      const name = match[1]!;
      if (NOT_NAMES.has(name) || name.length === 2) continue;
      let months = match[3] !== undefined ? Number(match[3]) : total;
      if (match[3] !== undefined) givens.push(months);
      const late = inSentence.length === 1 && match[3] === undefined ? /after\s+(\d+)\s+months?|(\d+)\s+months?\s+later|at the end of\s+(\d+)\s+months?/.exec(sentence) : null;
      if (late) {
        const wait = Number(late[1] ?? late[2] ?? late[3]);
        months = total - wait;
        givens.push(wait);
      }
      if (months <= 0 || partners.some((partner) => partner.name === name)) return null;
      partners.push({ name, capital: Number(match[2]), months });
      givens.push(Number(match[2]));
    }
  }
  return partners.length >= 2 ? { partners, givens } : null;
}

interface Partner {
  readonly name: string;
  readonly capital: number;
  readonly months: number;
}

/** Profit shared in the ratio of capital × time. */
export function solvePartnership(text: string): QuantAnswer | null {
  if (!/partner|business|invest|capital|profit/.test(text) || !/profit|gain|earn/.test(text)) return null;
  const year = /(\d+)\s*years?/.exec(text);
  const total = year && /end of|after|for/.test(text) ? Number(year[1]) * 12 : 12;
  const found = listed(text, total) ?? oneByOne(text, total);
  if (!found) return null;
  const { partners, givens } = found;
  if (partners.length < 2) return null;
  if (year) givens.push(Number(year[1]));
  const profitMatch = new RegExp(String.raw`(?:profit|gain|earned|earn)[^₹\d]{0,30}?${AMOUNT}`).exec(text) ?? new RegExp(String.raw`${AMOUNT}\s*(?:as\s*)?(?:profit|gain)`).exec(text);
  const asked = askedTail(text);
  const units = partners.map((partner) => partner.capital * partner.months);
  const ratio = lowestTerms(units);
  if (!ratio) return null;
  const steps = [
    { title: 'Read the data', bullets: partners.map((partner) => `${shown(partner.name)}: ${rs(partner.capital)} for ${partner.months} months.`) },
    { title: 'Capital × time', bullets: [...partners.map((partner, index) => `${shown(partner.name)}: ${num(partner.capital)} × ${partner.months} = ${num(units[index]!)}.`), `Ratio ${ratio.join(' : ')}.`] },
  ];
  if (!profitMatch || /ratio/.test(asked)) {
    if (!/ratio/.test(asked)) return null;
    const check = checkStep([`${ratio.map((term, index) => `${num(units[index]!)} ÷ ${term} = ${num(units[index]! / term)}`).join('; ')}: the same for each partner.`], ratio.map((term, index) => [units[index]! / term, units[0]! / ratio[0]!] as const));
    if (!check) return null;
    return { kind: 'partnership', values: ratio, unit: 'ratio', label: 'The ratio of the shares', steps: [...steps, check], mistakes: [], givens };
  }
  const profit = Number(profitMatch[1]);
  const sum = ratio.reduce((a, b) => a + b, 0);
  const shares = ratio.map((term) => (profit * term) / sum);
  const named = partners.map((partner, index) => (new RegExp(String.raw`(?<![a-z])${partner.name}(?![a-z])`).test(asked) ? index : -1)).filter((index) => index >= 0);
  if (named.length !== 1) return null;
  const index = named[0]!;
  steps.push({ title: 'Share of the profit', bullets: [`${shown(partners[index]!.name)}: ${ratio[index]}/${sum} × ${rs(profit)} = ${rs(shares[index]!)}.`] });
  const check = checkStep([`The shares ${shares.map(rs).join(' + ')} add up to ${rs(shares.reduce((a, b) => a + b, 0))}, and each share ÷ its capital × time is the same.`], [[shares.reduce((a, b) => a + b, 0), profit], ...shares.map((share, position) => [share / units[position]!, shares[0]! / units[0]!] as const)]);
  if (!check) return null;
  const capitals = partners.map((partner) => partner.capital);
  const capitalSum = capitals.reduce((a, b) => a + b, 0);
  return {
    kind: 'partnership',
    values: [round2(shares[index]!)],
    unit: 'rupees',
    label: `The share of ${shown(partners[index]!.name)}`,
    steps: [...steps, check],
    mistakes: [{ value: round2((profit * capitals[index]!) / capitalSum), why: 'this shares by capital alone and ignores the months' }],
    givens: [...givens, profit],
  };
}
