import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { askedHead, earliestOf, type Figure, figuresOf, leadOf, sentenceStart, trailOf, writtenOf } from './figure-reader';
import type { QuantAnswer } from './quant-answer';
import { num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';

/**
 * A salesman's pay by commission, as SSC and bank papers set it: x% on all his sales or only on
 * the sales above a threshold ('5% on sales above ₹10,000'), in two slabs ('5% on the first
 * ₹10,000 and 4% above it'), with a fixed salary besides ('₹8,000 a month plus 4% of his sales'),
 * or a scheme changed from a flat commission to a salary and a commission ('... was ₹600 more
 * than by the previous scheme'). Either his pay is asked from his sales, or his sales from his
 * pay. Every rupee figure must take one part (salary, threshold, slab, pay, sales or the
 * difference of the schemes); a figure the words do not place is not read, and the question is
 * declined.
 */

/** The part a rupee figure plays, read from the words around it. */
type Part = 'salary' | 'threshold' | 'slab' | 'commission' | 'earnings' | 'sales' | 'difference' | 'remitted';

/** The words straight before a threshold: 'on sales above ₹10,000', 'in excess of', 'exceeding'. */
const THRESHOLD_LEAD = /\b(?:above|exceeding|in excess of|over|beyond|more than)\s*$/;
/** The words straight before the first slab: 'on the first ₹10,000', 'up to ₹10,000'. */
const SLAB_LEAD = /\b(?:first|up\s?to|upto|till|not exceeding)\s*$/;
/** A sum he is paid whatever he sells: 'a fixed salary of', 'is paid ... a month'. */
const SALARY_LEAD = /\b(?:salary|fixed|retainer|is paid|gets paid|pay of|pay is)\b/;
/** The pay of a month as a whole: 'his total earnings were', 'he got ... in all'. */
const EARNINGS_WORDS = /\b(?:earnings?|earned|earns|income|remuneration|total|in all|altogether|got|received|receipts?)\b/;
/** His sales as a figure: 'his sales are', 'sales of', 'goods worth'. */
const SALES_LEAD = /\b(?:sales?|sold|sells|turnover|business)\b(?:[^.?]*?\b(?:are|were|is|was|of|worth|amount(?:ed|s)? to|totall?ed|for))?\s*$|\bgoods\s+worth\s*$/;

/** 'He remitted ₹31,100 to the company after deducting his commission': the sales less the commission. */
const REMITTED_LEAD = /\b(?:remit(?:s|ted)?|deposit(?:s|ed)?|handed\s+over|hands\s+over|paid|pays|sent|sends|gave|gives)\s+$/;
const REMITTED_TRAIL = /^\s*(?:to\s+(?:his|her|the|its)\s+(?:parent\s+)?(?:company|firm|employer|principal|owner|master|proprietor)\s+)?after\s+(?:deducting|keeping|retaining|taking)\s+(?:his|her|the)\s+commission\b/;

/** The ask's head noun: the sales, his pay in all, or the commission alone. */
const ASKS: Readonly<Record<'sales' | 'earnings' | 'commission', RegExp>> = {
  sales: /\b(?:sales|sold|sell|worth|turnover|business)\b/,
  earnings: /\b(?:earnings?|earn|earned|income|remuneration|pay|salary|get|gets|got|receive|receives|received|paid)\b/,
  commission: /\bcommission\b/,
};

/** The ask: its head, or a last sentence left open after 'worth' ('... his sales were worth'), which the common reader does not take as an ask. */
function askOf(text: string): string {
  const head = askedHead(text);
  if (head) return head;
  return /\bworth\s*[:.]?\s*$/.test(text) ? text.slice(sentenceStart(text, text.length)) : '';
}

/** Each rupee figure's part, or null when one is not placed. */
function partsOf(text: string, figures: readonly Figure[]): Map<Figure, Part> | null {
  const parts = new Map<Figure, Part>();
  figures.forEach((figure, index) => {
    if (figure.unit !== 'rupees') return;
    const lead = leadOf(text, figures, index);
    const trail = trailOf(text, figures, index);
    const sentence = text.slice(sentenceStart(text, figure.start), figure.start);
    if (/^\s*(?:more|less)\s+than\b/.test(trail)) parts.set(figure, 'difference');
    else if (REMITTED_LEAD.test(lead) && (REMITTED_TRAIL.test(trail) || (/\bafter\s+(?:deducting|keeping|retaining|taking)\s+(?:his|her|the)\s+commission\b/.test(sentence) && /^\s*(?:to\s+(?:his|her|the|its)\s+(?:parent\s+)?(?:company|firm|employer|principal|owner|master|proprietor))?\s*$/.test(trail)))) parts.set(figure, 'remitted');
    else if (SLAB_LEAD.test(lead)) parts.set(figure, 'slab');
    else if (THRESHOLD_LEAD.test(lead)) parts.set(figure, 'threshold');
    else if (SALARY_LEAD.test(lead) && !EARNINGS_WORDS.test(`${lead} ${trail}`)) parts.set(figure, 'salary');
    else if (SALES_LEAD.test(lead) && !/\bcommission\b/.test(lead)) parts.set(figure, 'sales');
    else if (/\bcommission\b/.test(`${lead} ${trail}`) && !/\b(?:total|in all|altogether|earnings?|income|salary)\b/.test(`${lead} ${trail}`)) parts.set(figure, 'commission');
    else if (EARNINGS_WORDS.test(`${sentence} ${trail}`)) parts.set(figure, 'earnings');
  });
  return figures.every((figure) => figure.unit !== 'rupees' || parts.has(figure)) ? parts : null;
}

/** The one figure of a part, undefined when none, null when several. */
function single(parts: Map<Figure, Part>, part: Part): Figure | undefined | null {
  const found = [...parts].filter(([, role]) => role === part).map(([figure]) => figure);
  return found.length > 1 ? null : found[0];
}

/** How commission is paid: one rate over a threshold, or two slabs. */
interface Scheme {
  readonly salary: number;
  /** The rate on the first slab (0 when there is none) and its top. */
  readonly slabRate: number;
  readonly slab: number;
  /** The rate on the sales above `from`. */
  readonly rate: number;
  readonly from: number;
}

/** The commission on sales worth `sales`. */
const commissionOn = (scheme: Scheme, sales: number): number => (scheme.slabRate * Math.min(sales, scheme.slab) + scheme.rate * Math.max(0, sales - scheme.from)) / 100;

/** The scheme in words: 'a salary of ₹8,000 + 4% of the sales above ₹10,000'. */
function schemeText(scheme: Scheme): string {
  const slab = scheme.slabRate > 0 ? `${pct(scheme.slabRate)} of the first ${rs(scheme.slab)} + ` : '';
  const rest = `${pct(scheme.rate)} of the sales${scheme.from > 0 ? ` above ${rs(scheme.from)}` : ''}`;
  return `${scheme.salary > 0 ? `a salary of ${rs(scheme.salary)} + ` : ''}${slab}${rest}`;
}

/**
 * The salesman's sales from his pay or commission, or his pay from his sales. Null when the
 * question is not a commission question, a figure is not placed, or the sums do not come out.
 */
export function solveCommission(text: string): QuantAnswer | null {
  if (!/\bcommission\b/.test(text) || !/\bsales?\b|\bsells?\b|\bsold\b/.test(text)) return null;
  // '₹50 lakh', '₹1.5 crore', '₹40k': a figure in a unit of size that the figures here do not carry.
  if (/\d\s*(?:lakhs?|lacs?|crores?|thousands?|k)\b/.test(text)) return null;
  // Two months ('in March ... in April', 'this month ... last month'): which month's figures go together is another question.
  if (new Set(text.match(/\b(?:january|february|march|april|may|june|july|august|september|october|november|december|this month|last month|next month|previous month)\b/g) ?? []).size > 1) return null;
  const figures = figuresOf(text);
  if (figures.some((figure) => figure.unit !== 'rupees' && figure.unit !== 'percent')) return null;
  const parts = partsOf(text, figures);
  if (!parts) return null;
  const rates = figures.filter((figure) => figure.unit === 'percent');
  const asked = earliestOf(askOf(text), ASKS);
  // 'His sales above the threshold', 'by how much did they exceed': a part of the sales, not the whole.
  if (!asked || /\b(?:above|exceed\w*|over|beyond|in excess|threshold|first)\b/.test(askOf(text))) return null;
  if (rates.length === 2 && single(parts, 'difference')) return changedScheme(text, figures, parts, rates as [Figure, Figure]);
  const scheme = schemeOf(text, figures, parts, rates);
  if (!scheme) return null;
  return asked === 'sales' ? salesFromPay(scheme, figures, parts) : payFromSales(text, scheme, figures, parts, asked);
}

/** One rate (over an optional threshold) or two slabs, with an optional salary; null when the figures do not make one. */
function schemeOf(text: string, figures: readonly Figure[], parts: Map<Figure, Part>, rates: readonly Figure[]): Scheme | null {
  const [salary, threshold, slab] = [single(parts, 'salary'), single(parts, 'threshold'), single(parts, 'slab')];
  if (salary === null || threshold === null || slab === null || single(parts, 'difference') !== undefined) return null;
  // 'A fixed salary plus 4%' with no figure for the salary, or a bonus besides: a part of the pay not told.
  if (!salary && /\b(?:salary|fixed|retainer|wages?|allowance|bonus|incentive|stipend)\b/.test(text)) return null;
  if (/\b(?:bonus|incentive|allowance|tax)\b/.test(text) || (/\bdeduct\w*/.test(text) && single(parts, 'remitted') === undefined)) return null;
  const base = salary?.value ?? 0;
  if (rates.length === 1 && !slab) return { salary: base, slabRate: 0, slab: 0, rate: rates[0]!.value, from: threshold?.value ?? 0 };
  if (rates.length !== 2 || !slab) return null;
  // The rate said of the first slab is the one whose words run on to it: '5% on the first ₹10,000'.
  const onSlab = rates.filter((rate) => SLAB_LEAD.test(text.slice(rate.end, slab.start)) && rate.end <= slab.start && figures.indexOf(slab) === figures.indexOf(rate) + 1);
  if (onSlab.length !== 1) return null;
  const other = rates.find((rate) => rate !== onSlab[0])!;
  // The second rate is on the sales above the slab: '4% on the sales above ₹10,000' or '... exceeding that'.
  if (threshold && threshold.value !== slab.value) return null;
  if (!threshold && !/^\s*(?:commission\s+)?on\s+(?:the\s+|his\s+|her\s+|all\s+)*(?:sales?|amount)\s+(?:above|exceeding|in excess of|over|beyond)\s+(?:that|this|it)\b/.test(text.slice(other.end))) return null;
  return { salary: base, slabRate: onSlab[0]!.value, slab: slab.value, rate: other.value, from: slab.value };
}

/** 'If his commission was ₹2,000 (or his earnings ₹12,000), what were his sales?' */
function salesFromPay(scheme: Scheme, figures: readonly Figure[], parts: Map<Figure, Part>): QuantAnswer | null {
  if (single(parts, 'sales') !== undefined) return null;
  const remitted = single(parts, 'remitted');
  if (remitted === null) return null;
  if (remitted) return salesFromRemittance(scheme, figures, parts, remitted);
  const [commissionFigure, earningsFigure] = [single(parts, 'commission'), single(parts, 'earnings')];
  if (commissionFigure === null || earningsFigure === null || (commissionFigure ? 1 : 0) + (earningsFigure ? 1 : 0) !== 1) return null;
  // A commission alone said beside a salary leaves the salary unused: not read.
  if (commissionFigure && scheme.salary > 0) return null;
  const pay = (commissionFigure ?? earningsFigure)!.value;
  const commission = pay - scheme.salary;
  if (commission <= 0 || scheme.rate <= 0) return null;
  const slabPart = (scheme.slabRate * scheme.slab) / 100;
  const sales = scheme.slabRate > 0 && commission <= slabPart ? (commission * 100) / scheme.slabRate : scheme.from + ((commission - slabPart) * 100) / scheme.rate;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Pay = ${schemeText(scheme)}.`, `${earningsFigure ? 'His pay in all' : 'His commission'} was ${rs(pay)}.`] },
    ...(scheme.salary > 0 ? [{ title: 'Commission alone', bullets: [`${rs(pay)} − salary ${rs(scheme.salary)} = ${rs(commission)}.`] }] : []),
    {
      title: 'Sales from the commission',
      bullets:
        scheme.slabRate > 0 && commission > slabPart
          ? [`The first ${rs(scheme.slab)} give ${pct(scheme.slabRate)} of it = ${rs(slabPart)}; the other ${rs(commission - slabPart)} is ${pct(scheme.rate)} of the sales above ${rs(scheme.from)}.`, `Sales above ${rs(scheme.from)} = ${num(round2(commission - slabPart))} × 100/${num(scheme.rate)} = ${rs(sales - scheme.from)}; sales = ${rs(scheme.from)} + ${rs(sales - scheme.from)} = ${rs(sales)}.`]
          : scheme.from > 0
            ? [`${rs(commission)} is ${pct(scheme.rate)} of the sales above ${rs(scheme.from)}: ${num(commission)} × 100/${num(scheme.rate)} = ${rs(sales - scheme.from)}.`, `Sales = ${rs(scheme.from)} + ${rs(sales - scheme.from)} = ${rs(sales)}.`]
            : [`${rs(commission)} is ${pct(scheme.slabRate || scheme.rate)} of the sales: ${num(commission)} × 100/${num(scheme.slabRate || scheme.rate)} = ${rs(sales)}.`],
    },
  ];
  const back = scheme.salary + commissionOn(scheme, sales);
  return withCheck(
    oneValueAnswer('reverse-percent', sales, 'rupees', 'The sales', {
      steps,
      mistakes: [
        { value: round2((pay * 100) / scheme.rate), why: 'this takes the whole pay as the commission on all the sales' },
        ...(scheme.from > 0 ? [{ value: round2(sales - scheme.from), why: `this is only the sales above ${rs(scheme.from)}` }] : []),
      ],
      givens: writtenOf(figures),
    }),
    [`On sales of ${rs(sales)}: ${schemeText(scheme)} = ${rs(back)}, the pay the question gives.`],
    [[back, pay]],
  );
}

/**
 * 'He remitted ₹31,100 to his company after deducting his commission': the remittance is the sales
 * less the commission on them, S − commission(S), which grows with S; on the top slab it is
 * S (1 − rate) + rate × from − the first slab's commission. Only without a salary (which he would
 * not deduct from the sales).
 */
function salesFromRemittance(scheme: Scheme, figures: readonly Figure[], parts: Map<Figure, Part>, remitted: Figure): QuantAnswer | null {
  if (scheme.salary > 0 || single(parts, 'commission') !== undefined || single(parts, 'earnings') !== undefined || scheme.rate >= 100 || scheme.slabRate >= 100) return null;
  const r = remitted.value;
  const slabPart = (scheme.slabRate * scheme.slab) / 100;
  const top = (r + slabPart - (scheme.rate * scheme.from) / 100) / (1 - scheme.rate / 100);
  const low = scheme.slabRate > 0 ? r / (1 - scheme.slabRate / 100) : NaN;
  const sales = top > scheme.from ? top : scheme.slabRate > 0 && low <= scheme.slab ? low : NaN;
  if (!(sales > 0)) return null;
  const commission = commissionOn(scheme, sales);
  if (!(commission > 0)) return null;
  return withCheck(
    oneValueAnswer('reverse-percent', sales, 'rupees', 'The sales', {
      steps: [
        { title: 'Read the data', bullets: [`Commission = ${schemeText(scheme)}.`, `He keeps his commission and remits the rest of the sales: ${rs(r)}.`] },
        {
          title: 'Sales less commission',
          bullets:
            sales > scheme.from
              ? [`S − ${scheme.slabRate > 0 ? `${rs(slabPart)} − ` : ''}${pct(scheme.rate)} × (S − ${rs(scheme.from)}) = ${rs(r)}`, `${num(round2(1 - scheme.rate / 100))} S = ${num(r)} ${scheme.slabRate > 0 ? `+ ${num(slabPart)} ` : ''}− ${num((scheme.rate * scheme.from) / 100)}, so S = ${rs(sales)}.`]
              : [`S − ${pct(scheme.slabRate)} × S = ${rs(r)}, so S = ${num(r)} ÷ ${num(round2(1 - scheme.slabRate / 100))} = ${rs(sales)}.`],
        },
      ],
      mistakes: [{ value: round2(r + (scheme.rate * r) / 100), why: 'this adds the commission on the remittance; the commission is on the sales' }],
      givens: writtenOf(figures),
    }),
    [`On sales of ${rs(sales)} the commission is ${rs(commission)}; ${rs(sales)} − ${rs(commission)} = ${rs(sales - commission)}, the sum remitted.`],
    [[sales - commission, r]],
  );
}

/** 'Find his earnings (or his commission) in a month in which his sales are ₹1,20,000.' */
function payFromSales(text: string, scheme: Scheme, figures: readonly Figure[], parts: Map<Figure, Part>, asked: 'earnings' | 'commission'): QuantAnswer | null {
  const sales = single(parts, 'sales');
  if (!sales || single(parts, 'commission') !== undefined || single(parts, 'earnings') !== undefined) return null;
  if (sales.value <= scheme.from || scheme.rate <= 0) return null;
  // 'What did he earn as commission?' beside a salary: his pay in all or the commission alone, not said.
  if (scheme.salary > 0 && asked === 'earnings' && ASKS.commission.test(askOf(text))) return null;
  const commission = commissionOn(scheme, sales.value);
  const value = asked === 'commission' ? commission : scheme.salary + commission;
  const label = asked === 'commission' ? 'The commission' : 'His earnings';
  const salaryPart = asked === 'earnings' ? scheme.salary : 0;
  const slabPart = (scheme.slabRate * Math.min(sales.value, scheme.slab)) / 100;
  return withCheck(
    oneValueAnswer('percent-of', value, 'rupees', label, {
      steps: [
        { title: 'Read the data', bullets: [`Pay = ${schemeText(scheme)}; sales ${rs(sales.value)}.`] },
        {
          title: 'Commission',
          bullets: [
            scheme.slabRate > 0
              ? `${pct(scheme.slabRate)} of ${rs(Math.min(sales.value, scheme.slab))} + ${pct(scheme.rate)} of ${rs(Math.max(0, sales.value - scheme.from))} = ${rs(commission)}.`
              : `${pct(scheme.rate)} of (${rs(sales.value)}${scheme.from > 0 ? ` − ${rs(scheme.from)}` : ''}) = ${rs(commission)}.`,
            ...(asked === 'earnings' && scheme.salary > 0 ? [`Earnings = ${rs(scheme.salary)} + ${rs(commission)} = ${rs(value)}.`] : []),
          ],
        },
      ],
      mistakes: [{ value: round2(scheme.salary + (scheme.rate * sales.value) / 100), why: 'this pays the commission on all the sales, not only above the threshold' }],
      givens: writtenOf(figures),
    }),
    [`${rs(value)}${salaryPart > 0 ? ` − salary ${rs(salaryPart)}` : ''} = ${rs(value - salaryPart)}, and (${rs(value - salaryPart)}${slabPart > 0 ? ` − ${rs(slabPart)}` : ''}) × 100/${num(scheme.rate)} = ${rs(((value - salaryPart - slabPart) * 100) / scheme.rate)} of sales above ${rs(scheme.from)}${slabPart > 0 ? ` (after ${rs(slabPart)} from the first slab)` : ''}: ${rs(scheme.from)} + that = ${rs(sales.value)}, the sales given.`],
    [[scheme.from + ((value - salaryPart - slabPart) * 100) / scheme.rate, sales.value]],
  );
}

/**
 * 'Changed from a flat commission of 5% on all his sales to a salary of ₹1,000 plus 2.5% on the
 * sales exceeding ₹4,000; the new pay was ₹600 more': new − old = ₹600 gives the sales. The
 * figure must sit in a sentence that names one scheme before it ('as per the new scheme ... ₹600
 * more than ...', 'by the previous scheme ... ₹600 more'), which is the one that earned more.
 */
function changedScheme(text: string, figures: readonly Figure[], parts: Map<Figure, Part>, rates: readonly [Figure, Figure]): QuantAnswer | null {
  const [salary, threshold, difference] = [single(parts, 'salary'), single(parts, 'threshold'), single(parts, 'difference')];
  if (!salary || !threshold || !difference || parts.size !== 3 || askOf(text).search(ASKS.sales) < 0) return null;
  // The new rate runs on to the threshold; the flat one is on all the sales.
  const newRate = rates.find((rate) => figures.indexOf(threshold) === figures.indexOf(rate) + 1 && THRESHOLD_LEAD.test(text.slice(rate.end, threshold.start)));
  const flat = rates.find((rate) => rate !== newRate);
  if (!newRate || !flat || !/^\s*(?:commission\s+)?on\s+(?:all\s+)?(?:his\s+|her\s+|the\s+)?(?:total\s+)?sales\b(?!\s+(?:above|exceeding|over|beyond|in excess))/.test(text.slice(flat.end)) || flat.value <= newRate.value) return null;
  // The scheme named first in the sentence is the one that earned the more (or less): 'as per the new scheme ... ₹600 more than ...'.
  const said = text.slice(sentenceStart(text, difference.start), difference.start);
  const [newFirst, oldFirst] = [/\bnew\b/.test(said), /\b(?:old|previous|earlier|former|flat)\b/.test(said)];
  if (newFirst === oldFirst) return null;
  const sign = (/^\s*more\b/.test(text.slice(difference.end)) ? 1 : -1) * (newFirst ? 1 : -1);
  const d = sign * difference.value;
  const sales = ((salary.value - (newRate.value * threshold.value) / 100 - d) * 100) / (flat.value - newRate.value);
  if (!(sales > threshold.value)) return null;
  const [oldPay, newPay] = [(flat.value * sales) / 100, salary.value + (newRate.value * (sales - threshold.value)) / 100];
  return withCheck(
    oneValueAnswer('reverse-percent', sales, 'rupees', 'The sales', {
      steps: [
        { title: 'Read the data', bullets: [`Old pay: ${pct(flat.value)} of the sales S. New pay: ${rs(salary.value)} + ${pct(newRate.value)} of (S − ${rs(threshold.value)}).`, `New − old = ${sign > 0 ? '' : '−'}${rs(difference.value)}.`] },
        { title: 'Solve for S', bullets: [`${num(salary.value)} + ${num(newRate.value / 100)}(S − ${num(threshold.value)}) − ${num(flat.value / 100)}S = ${num(d)}`, `${num(round2(salary.value - (newRate.value * threshold.value) / 100 - d))} = ${num(round2((flat.value - newRate.value) / 100))}S, so S = ${rs(sales)}.`] },
      ],
      mistakes: [{ value: round2((difference.value * 100) / (flat.value - newRate.value)), why: 'this leaves out the salary and the threshold' }],
      givens: writtenOf(figures),
    }),
    [`Old pay ${pct(flat.value)} of ${rs(sales)} = ${rs(oldPay)}; new pay ${rs(salary.value)} + ${pct(newRate.value)} of ${rs(sales - threshold.value)} = ${rs(newPay)}; the difference is ${rs(newPay - oldPay)}.`],
    [[newPay - oldPay, d]],
  );
}
