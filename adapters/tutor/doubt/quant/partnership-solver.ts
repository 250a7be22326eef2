import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, checkStep, lowestTerms, num, pct, round2, rs, shown } from './quant-text';
import { solvePartnershipStory } from './partnership-stories';
import { MULTIPLIER, ORDINALS, askedPart, blanked, figuresIn, listNames, multiplierWord, namesOfRatio, ratiosIn, type Figure, type WrittenRatio, withLakhs, withRatioTo, withoutQuestionNumber } from './ratio-text';

/**
 * Partnerships: the profit is shared in the ratio of capital × time. Reads the partners and
 * their money ('A and B start a business with ₹20,000 and ₹30,000', 'A, B and C invest ₹x, ₹y
 * and ₹z for 6, 8 and 12 months respectively', 'after 4 months B joins with ₹y', 'after 6
 * months A withdraws half of his capital'), capitals and times given as ratios, a working
 * partner's fee, and an unknown capital or time from the ratio of the profits.
 */
export function solvePartnership(raw: string): QuantAnswer | null {
  // 'A n B started a biz with 60k n 60k ... profit at end of yr = 62,900': a student's shorthand.
  const typed = withChatWords(raw);
  // '25% of the profit was given to charity': the rest is what the partners share.
  const charity = forCharity(typed);
  if (charity) {
    const answer = solvePartnership(charity.text);
    return answer ? { ...answer, steps: [charity.step, ...answer.steps], givens: [...answer.givens, ...charity.written] } : null;
  }
  // 'B joined on 1st March': months counted from 1st January; the dates' figures kept for the givens.
  const dated = withCalendarDates(typed);
  if (dated) {
    const answer = solvePartnership(dated.text);
    return answer ? { ...answer, givens: [...answer.givens, ...dated.written] } : null;
  }
  // 'i put 45k', 'he put 90k': thousands as a student types them, the figure written kept for the givens.
  const thousands = withThousands(typed);
  if (thousands) {
    const answer = solvePartnership(thousands.text);
    return answer ? { ...answer, givens: [...answer.givens, ...thousands.written] } : null;
  }
  // '₹4.9 l' is ₹4.9 lakh.
  const written = withFirstPerson(typed.replace(/(₹\s?\d+(?:\.\d+)?)\s*l\b(?!\s*(?:litres?|ltr))/g, '$1 lakh'));
  // '₹1.2 lakh': read as rupees, the figure written kept for the givens.
  const lakhs = withLakhs(written);
  if (lakhs) {
    // '5 lakh rupees' is ₹5,00,000.
    const answer = solvePartnership(lakhs.text.replace(/(?<![₹\d.]\s?)\b(\d+(?:\.\d+)?)\s+(?:rupees|rs\.?)(?![a-z])/g, '₹$1'));
    return answer ? { ...answer, givens: [...answer.givens, ...lakhs.written] } : null;
  }
  const text = withPartnerWords(withPlainStakes(withAskLast(withRatioTo(withoutQuestionNumber(written)))));
  // A part of a year not read into months ('for three-fifths of the year') is a time left unread.
  if (/\b(?:half|thirds?|quarters?|fourths?|fifths?|sixths?|eighths?)\s+(?:of\s+)?(?:a|the|an)\s+(?:year|month)\b/.test(text)) return null;
  if (/\b(?:pasture|grazing|graze|grazed|oxen|cows|horses|buffaloes)\b/.test(text) && /\brent(?:s|ed)?\b|\bhire[sd]?\b/.test(text)) return grazing(text);
  // The words of a partnership, before 'three partners' is taken off the names.
  if (!/partner|business|invest|capital|\bstart|\bjoin|shop|firm|venture|stall|caf[eé]|restaurant|bakery|boutique|\bruns?\s+(?:a|an)\s/.test(written) || !/profit|gain|earn|share|\bloss\b/.test(text)) return null;
  const ranked = byWhoInvestedMore(text);
  if (ranked !== text) return solvePartnership(ranked);
  const vagueTime = unknownTimeFromShare(text);
  if (vagueTime) return vagueTime;
  const story = solvePartnershipStory(text);
  if (story) return story;
  const shared = profitAndOneShare(text);
  if (shared) {
    const answer = unknownStake(shared.text);
    return answer ? { ...answer, givens: [...answer.givens, shared.profit] } : null;
  }
  const answer = interestOnCapital(text) ?? capitalsFromProfitAndMonths(text) ?? capitalsFromRatios(text) ?? capitalAndTimeRatios(text) ?? capitalRatioAndMonths(text) ?? monthsFromRatios(text) ?? unknownStake(text) ?? capitalsByRelation(text) ?? knownStakes(text);
  // 'the 2nd friend': the digit of an ordinal in the question is one of its numbers.
  const ordinals = [...askedPart(text).matchAll(/\b(\d)(?:st|nd|rd|th)\b/g)].map((match) => Number(match[1]));
  // A salary, a commission or interest on capital paid before the sharing, and not read as a fee:
  // sharing the whole profit by capital would be wrong.
  if (answer && /salary|remuneration|allowance|commission|\binterest\b|manag|working partner|for running|for looking after|charity|donat/.test(text) && !answer.steps.some((step) => /fee|interest on/.test(step.title))) return null;
  return answer && ordinals.length > 0 ? { ...answer, givens: [...answer.givens, ...ordinals] } : answer;
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A year of the calendar: 'A started on 1st January with ₹35,000; B joined him on 1st March with
 * ₹60,000; the accounts are closed on 31st December': each first of a month is the months since
 * 1st January ('after 2 months'), the money first when the date follows it ('B brought in
 * ₹15,000 on 1 April' is 'B brought in after 3 months ₹15,000'), and the closing on 31st December
 * the year's end. Null when no date is written; the text unchanged is never returned, and any
 * other date (the 15th, a closing in June) leaves the question unread (null with nothing read).
 */
function withCalendarDates(text: string): { readonly text: string; readonly written: number[] } | null {
  const MONTH = MONTH_NAMES.join('|');
  const dates = [...text.matchAll(new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})\b`, 'g'))];
  if (dates.length === 0) return null;
  const written = dates.map((date) => Number(date[1]));
  // Only firsts of months, and a closing on 31st December.
  if (dates.some((date) => !(Number(date[1]) === 1 || (Number(date[1]) === 31 && date[2] === 'december')))) return { text: '', written };
  const monthsAfter = (name: string) => MONTH_NAMES.indexOf(name);
  const DATE = String.raw`(?:on\s+)?(?:the\s+)?1(?:st)?\s+(?:of\s+)?(${MONTH})\b`;
  const shaped = text
    .replace(/\b(?:the\s+)?accounts?\s+(?:are|were|is|was)\s+closed\s+on\s+(?:the\s+)?31(?:st)?\s+(?:of\s+)?december\b/g, 'the accounts are closed at the end of the year')
    // 'b brought in ₹15,000 on 1 april': the time before the money, where each partner's joining is read.
    .replace(new RegExp(String.raw`\b(brought\s+in|brings\s+in|put\s+in|puts\s+in|invested|invests|contributed|joined\s+with|joins\s+with)\s+(₹\s?\d+(?:\.\d+)?)\s+${DATE}`, 'g'), (_, verb: string, money: string, month: string) => (monthsAfter(month) === 0 ? `${verb} ${money}` : `${verb} after ${monthsAfter(month)} months ${money}`))
    // 'a business began on 1 january with a's capital of ₹40,000': a invested ₹40,000.
    .replace(/\bwith\s+([a-z]+)'s\s+capital\s+of\s+(₹\s?\d+(?:\.\d+)?)/g, '. $1 invested $2')
    .replace(new RegExp(DATE, 'g'), (_, month: string) => (monthsAfter(month) === 0 ? '' : `after ${monthsAfter(month)} months`))
    .replace(/\s{2,}/g, ' ');
  if (new RegExp(String.raw`\b(?:${MONTH})\b`).test(shaped)) return { text: '', written };
  return { text: shaped, written };
}

/**
 * A student's shorthand: 'A n B' is A and B, 'biz' a business, 'yr' a year, and a profit written
 * as a bare figure ('profit = 62,900') in a question that writes its other sums in rupees is rupees.
 */
function withChatWords(text: string): string {
  const plain = text
    .replace(/(?<=[a-z0-9])\s+n\s+(?=[a-z0-9₹])/g, ' and ')
    .replace(/\bbiz\b/g, 'business')
    .replace(/\byrs?\b\.?/g, 'year');
  if (!/₹|\d\s?k\b/.test(plain)) return plain;
  return plain.replace(/\b(profit(?:\s+(?:at|for)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?year|\s+for\s+the\s+year)?\s*(?:=|is|was|of)\s*)(\d{3,}(?:\.\d+)?)(?![\d.]*\s*(?:%|k\b|lakh))/g, '$1₹$2');
}

/**
 * '... the profit was ₹33,600, of which 25% was given to charity and the rest was divided ...',
 * 'out of a profit of ₹60,000, a firm first keeps aside 10% for charity': the text with the
 * profit replaced by what is left to share and the charity words taken out, the step that says
 * so, and the two figures as written (for the givens). Null unless one profit and one charity
 * percentage are written.
 */
function forCharity(text: string): { text: string; step: SolutionStep; written: number[] } | null {
  const gift = /,?\s*(?:of\s+which\s+)?(\d+(?:\.\d+)?)\s*%\s+(?:of\s+(?:it|the\s+profit)\s+)?(?:was|is|were)?\s*(?:given|kept\s+aside|set\s+aside|donated|paid|reserved|goes|went|set\s+apart)\s+(?:to|for)\s+(?:a\s+)?charity\b|\b(?:first\s+)?(?:keeps?|kept|sets?|puts?|put)\s+aside\s+(\d+(?:\.\d+)?)\s*%\s+(?:of\s+it\s+)?(?:for|to)\s+(?:a\s+)?charity\b|\b(?:gives?|gave|donates?|donated)\s+(\d+(?:\.\d+)?)\s*%\s+(?:of\s+it\s+)?to\s+(?:a\s+)?charity\b/.exec(text);
  // The sharing of what is left must be said ('the rest was divided ...', 'the remaining profit is shared'), or the charity is not read.
  if (!gift || (text.match(/charity|donat/g) ?? []).length !== 1 || !/\b(?:rest|remaining|remainder|balance)\b[^.?]{0,40}\b(?:divided|shared|distributed|split)\b/.test(text)) return null;
  const percent = Number(gift[1] ?? gift[2] ?? gift[3]);
  const profits = [...text.matchAll(/\bprofit\s+(?:of|was|is|=)\s+₹\s?(\d+(?:\.\d+)?)/g)];
  if (profits.length !== 1 || !(percent > 0 && percent < 100)) return null;
  const profit = Number(profits[0]![1]);
  const left = round2((profit * (100 - percent)) / 100);
  const at = profits[0]!.index + profits[0]![0].lastIndexOf(profits[0]![1]!);
  const replaced = `${text.slice(0, at)}${left}${text.slice(at + profits[0]![1]!.length)}`;
  const shift = String(left).length - profits[0]![1]!.length;
  const start = gift.index + (gift.index > at ? shift : 0);
  const cleaned = `${replaced.slice(0, start)}${replaced.slice(start + gift[0].length)}`.replace(/\ba\s+firm\s+first\s*\./, '.');
  const step: SolutionStep = { title: 'Charity first', bullets: [`${num(percent)}% of ${rs(profit)} = ${rs((profit * percent) / 100)} goes to charity, so ${rs(profit)} − ${rs((profit * percent) / 100)} = ${rs(left)} is shared among the partners.`] };
  return { text: cleaned, step, written: [profit, percent] };
}

/**
 * '45k', 'Rs 90k', '₹ 1.5k': thousands as a student types them, in rupees (₹45000), with the figures
 * as written (45, 90, 1.5) for the answer's givens. Null when the text writes no such figure.
 */
function withThousands(text: string): { readonly text: string; readonly written: number[] } | null {
  const written: number[] = [];
  const replaced = text.replace(/(₹\s?)?(?<![\d.])(\d+(?:\.\d+)?)\s?k\b/g, (_, rupee: string | undefined, figure: string) => {
    written.push(Number(figure));
    return `₹${Math.round(Number(figure) * 1000)}`;
  });
  return written.length > 0 ? { text: replaced, written } : null;
}

/** The other partner of a student's own business: 'my friend', 'my cousin', 'my brother'. */
const OTHER_PARTNER = /\bmy\s+(friend|cousin|brother|sister|partner|colleague|wife|husband|uncle|neighbour|neighbor|roommate|classmate)\b/;

/**
 * 'I put ₹45,000 for the whole year and my friend ₹90,000; my share?': the student and the one
 * other partner as two names, 'i' and 'friend' ('he' or 'she' is the friend, 'my share' is i's
 * share). Only when the text names exactly one other partner, so that each pronoun is sure.
 */
function withFirstPerson(text: string): string {
  if (!/(?<![a-z'])i(?![a-z'])/.test(text)) return text;
  const others = new Set([...text.matchAll(new RegExp(OTHER_PARTNER.source, 'g'))].map((match) => match[1]!));
  if (others.size !== 1) return text;
  // 'friend' and 'partner' are words of every partnership question, not names: the student's friend reads 'buddy'.
  const other = /^(?:friend|partner)$/.test([...others][0]!) ? 'buddy' : [...others][0]!;
  // A third person named ('i, my friend and ravi'), or 'they', leaves the pronouns unsure.
  if (/\b(?:they|them|their)\b/.test(text)) return text;
  return text
    .replace(/\byrs?\b/g, 'year')
    .replace(/\bbiz\b/g, 'business')
    .replace(new RegExp(OTHER_PARTNER.source, 'g'), other)
    .replace(/\b(?:he|she)\s+(?=(?:put|puts|invested|invests|joined|joins|came|comes|brought|brings|left|leaves)\b)/g, `${other} `)
    // 'i' as a name reads 'you' in the answer: 'The share of you'.
    .replace(/(?<![a-z'])i(?![a-z'])/g, 'you')
    .replace(/\bmy\s+(share|profit|part)\b/g, "you's $1")
    .replace(/\bhis\s+(share|profit|part)\b/g, `${other}'s $1`);
}

/**
 * 'Two brothers invested ₹2,75,000 and ₹1,65,000 ... the elder brother, who invested more, got
 * ₹11,200 more profit than the younger': the two named p and q by their money, so that the gap in
 * their profits is read between named partners. Only when 'who invested more (less)' says which.
 */
function byWhoInvestedMore(text: string): string {
  const pair = /\btwo\s+(?:brothers|sisters|friends|partners|cousins)\s+(invest(?:ed|s)|put\s+in)\s+(₹\s?\d+(?:\.\d+)?)\s+and\s+(₹\s?\d+(?:\.\d+)?)/.exec(text);
  const gap = /\bthe\s+(elder|older|younger)(?:\s+(?:brother|sister|friend|partner|cousin|one))?\s*,\s*who\s+(?:invested|put\s+in)\s+(more|less)\s*,\s*(got|gets|received|receives|earned|earns)\s+(₹\s?\d+(?:\.\d+)?)\s+(more|less)\s+(?:profit\s+)?than\s+the\s+(elder|older|younger)(?:\s+(?:brother|sister|friend|partner|cousin|one))?/.exec(text);
  if (!pair || !gap || /^(?:elder|older)$/.test(gap[1]!) === /^(?:elder|older)$/.test(gap[6]!)) return text;
  const [a, b] = [Number(pair[2]!.replace(/[₹\s]/g, '')), Number(pair[3]!.replace(/[₹\s]/g, ''))];
  if (a === b) return text;
  const more = gap[2] === 'more';
  // The subject is p when its money is the first written and it is the one that invested more (less).
  const subject = (a > b) === more ? 'p' : 'q';
  const object = subject === 'p' ? 'q' : 'p';
  // 'If the elder ... than the younger, find ...': the gap as a statement of its own, the ask after it.
  const before = text.slice(pair.index + pair[0].length, gap.index).replace(/\bif\s+$/, '');
  const after = text.slice(gap.index + gap[0].length).replace(/^\s*,\s*/, '. ');
  return `${text.slice(0, pair.index)}p and q ${pair[1]} ${pair[2]} and ${pair[3]}${before}${subject} ${gap[3]} ${gap[4]} ${gap[5]} profit than ${object}${after}`;
}

/**
 * 'The husband put in ₹1,19,000. Out of the year's profit of ₹28,800, the wife received ₹12,000.
 * How much had the wife invested?': the profit less her share is his, so their profits are in the
 * ratio 16,800 : 12,000, and the unknown capital is read from that ratio. The profit is a given of
 * the answer though the ratio writes 16,800.
 */
function profitAndOneShare(text: string): { readonly text: string; readonly profit: number } | null {
  const clause = /\b(?:out\s+of|of|from)\s+(?:the\s+|a\s+|an\s+)?(?:year's\s+|annual\s+|total\s+|yearly\s+)?profit\s+of\s+₹\s?(\d+(?:\.\d+)?)\s*,?\s+(?:the\s+)?([a-z]+)(?:'s\s+share\s+(?:was|is)|\s+(?:received|got|gets|receives|was\s+given|is\s+given))\s+₹\s?(\d+(?:\.\d+)?)/.exec(text);
  if (!clause || ratiosIn(text).length > 0) return null;
  const [profit, share] = [Number(clause[1]), Number(clause[3])];
  const taker = clause[2]!;
  const known = new RegExp(String.raw`\b(?:the\s+)?([a-z]+)\s+(?:${PUTS})\s+₹\s?\d`).exec(text);
  if (!known || !(share < profit) || known[1] === taker || PARTNER_NOT_NAMES.has(known[1]!) || PARTNER_NOT_NAMES.has(taker)) return null;
  const other = known[1]!;
  const ratio = `${round2(profit - share)} : ${round2(share)}`;
  const rewritten = `${text.slice(0, clause.index)}the profits of ${other} and ${taker} are in the ratio ${ratio}${text.slice(clause.index + clause[0].length)}`;
  // 'the wife', 'the husband': the roles as names.
  return { text: rewritten.replace(new RegExp(String.raw`\bthe\s+(?=(?:${other}|${taker})\b)`, 'g'), ''), profit };
}

/**
 * One partner's months not written ('Q's money was in the business only for part of the year',
 * 'A withdrew all his money after some months', 'B joined after some months'), found from the
 * profit and one partner's share of it: each share is capital × months, so the unknown months are
 * the other's capital × months scaled by the ratio of the shares. Two partners only, the other's
 * months known, the unknown partner named in the ask.
 */
function unknownTimeFromShare(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\bhow\s+many\s+months\b|\bhow\s+long\b|\bfor\s+what\s+(?:time|period)\b|\bwhen\s+did\b/.test(asked)) return null;
  const VAGUE = /\b(?:after|for)\s+(?:some|a\s+few|a\s+certain\s+number\s+of|certain)\s+months\b|\b(?:for|during)\s+(?:only\s+)?(?:a\s+)?part\s+of\s+the\s+year\b|\bfor\s+some\s+time\b|\b(?:some|a\s+few)\s+months\s+later\b|\bsome\s+time\s+later\b|\b(?:after\s+)?joining\s+late\b/g;
  const vague = [...text.matchAll(VAGUE)];
  if (vague.length !== 1) return null;
  const inRupees = /\b(?:out\s+of|of|from)\s+(?:the\s+|a\s+|an\s+)?(?:year's\s+|annual\s+|total\s+|yearly\s+)?profit\s+of\s+₹\s?(\d+(?:\.\d+)?)\s*,?\s+(?:the\s+)?([a-z]+)(?:'s\s+share\s+(?:was|is)|\s+(?:received|got|gets|receives|was\s+given|is\s+given))\s+₹\s?(\d+(?:\.\d+)?)/.exec(text);
  // 'B received 1/9 of it', "B's share of a year's profit was 4/9 of the whole": the share as a part of the profit.
  const asPart = inRupees ? null : new RegExp(String.raw`\b([a-z]+)(?:'s\s+share(?:\s+of\s+(?:a|the)\s+(?:year's\s+)?profit)?\s+(?:was|is)|\s+(?:received|got|gets|receives))\s+(\d+\s*\/\s*\d+|${MULTIPLIER})\s+of\s+(?:it|the\s+(?:whole|profit|total(?:\s+profit)?))\b`).exec(text);
  const part = asPart ? multiplierWord(asPart[2]!.replace(/\s+/g, ' ').replace(/\s*\/\s*/, '/')) : null;
  if ((!inRupees && !(part !== null && part > 0 && part < 1)) || ratiosIn(text).length > 0) return null;
  const clause: { readonly 0: string; readonly 1: string; readonly 2: string; readonly 3: string; readonly index: number } = inRupees ? { 0: inRupees[0], 1: inRupees[1]!, 2: inRupees[2]!, 3: inRupees[3]!, index: inRupees.index } : { 0: asPart![0], 1: '1', 2: asPart![1]!, 3: String(part), index: asPart!.index };
  const [profit, share] = [Number(clause[1]), Number(clause[3])];
  if (!(share > 0 && share < profit)) return null;
  const spot = vague[0]!;
  // The stakes read with the vague time and the profit clause blanked: each partner in for the whole period, for now.
  const plain = blanked(text, [[spot.index, spot.index + spot[0].length], [clause.index, clause.index + clause[0].length]]);
  const period = periodOf(plain);
  const found = listedStakes(withVerbRepeated(plain), period.months) ?? stakesOneByOne(withVerbRepeated(plain), period.months);
  if (!found || found.stakes.length !== 2 || period.written !== null) return null;
  // The partner of the vague time: the one named last before it in its sentence.
  const sentence = text.slice(0, spot.index).split(/[.;?]/).pop() ?? '';
  const before = found.stakes.map((stake, index) => ({ index, at: Math.max(...[...sentence.matchAll(new RegExp(String.raw`(?<![a-z])${stake.name}(?![a-z])`, 'g'))].map((match) => match.index), -1) }));
  const unknown = before.reduce((best, entry) => (entry.at > best.at ? entry : best)).index;
  if (before[unknown]!.at < 0) return null;
  const known = 1 - unknown;
  const [k, u] = [found.stakes[known]!, found.stakes[unknown]!];
  // The other partner's time must be read as written ('for the full year', 'for 8 months', or the whole period untold), not a joining or leaving.
  if (k.from !== 0 || u.from !== 0 || u.to !== period.months || k.change) return null;
  if (!partnerIn(asked, u.name) || partnerIn(asked, k.name)) return null;
  const taker = found.stakes.findIndex((stake) => stake.name === clause[2]);
  if (taker < 0) return null;
  const shareU = taker === unknown ? share : profit - share;
  const shareK = profit - shareU;
  const monthsK = k.to - k.from;
  // 'A had invested ₹25,000 for all 12 months': the whole period written out is one of the question's numbers.
  const keptFor = [new RegExp(String.raw`(?<![a-z])${k.name}(?![a-z])[^.;]*?\bfor\s+(?:all\s+|the\s+(?:whole|full)\s+)?(\d+)\s+months\b`).exec(plain)].flatMap((match) => (match && Number(match[1]) === monthsK && !found.givens.includes(monthsK) ? [monthsK] : []));
  const t = (shareU * k.capital * monthsK) / (shareK * u.capital);
  // 'B joined after some months': asked 'after how many months', the months before joining; asked 'for how long', the months in.
  const joined = /\b(?:join|came|comes|come)/.test(text.slice(Math.max(0, spot.index - 30), spot.index + spot[0].length + 20)) || /\blater\b|\blate\b/.test(spot[0]);
  const asksStay = /\bfor\s+how\s+(?:many\s+months|long)\b|\bhow\s+long\b|\bhow\s+many\s+months\s+(?:was|were|did)\b[^.?]*\b(?:in|used|invested|stay|remain)/.test(asked);
  const asksStart = /\bafter\s+how\s+many\s+months\b|\bwhen\s+did\b|\bhow\s+many\s+months\s+(?:after|from)\b/.test(asked);
  if (joined && asksStay === asksStart) return null;
  const value = joined && asksStart ? period.months - t : t;
  if (!(t > 0) || t > period.months || !(value > 0)) return null;
  const who = (stake: Stake) => shown(stake.name);
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${who(k)}: ${rs(k.capital)} for ${monthsK} months; ${who(u)}: ${rs(u.capital)} for t months${joined ? ' (from joining to the end)' : ''}.`, `${who(found.stakes[taker]!)}'s share is ${rs(share)} of ${rs(profit)}, so ${who(found.stakes[1 - taker]!)}'s is ${rs(profit)} − ${rs(share)} = ${rs(profit - share)}.`] },
    { title: 'Profits follow capital × time', bullets: [`${num(k.capital)} × ${monthsK} : ${num(u.capital)} × t = ${num(shareK)} : ${num(shareU)}.`, `t = ${num(shareU)} × ${num(k.capital)} × ${monthsK} ÷ (${num(shareK)} × ${num(u.capital)}) = ${num(round2(t))} months.`, ...(joined && asksStart ? [`So ${who(u)} joined after ${period.months} − ${num(round2(t))} = ${num(round2(value))} months.`] : [])] },
  ];
  const units = [k.capital * monthsK, u.capital * t];
  const check = checkStep([`${num(k.capital)} × ${monthsK} = ${num(units[0]!)} and ${num(u.capital)} × ${num(round2(t))} = ${num(round2(units[1]!))}; ${rs(profit)} shared in this ratio gives ${who(u)} ${rs((profit * units[1]!) / (units[0]! + units[1]!))}.`], [[(profit * units[1]!) / (units[0]! + units[1]!), shareU]]);
  if (!check) return null;
  return {
    kind: 'partnership',
    values: [round2(value)],
    unit: 'number',
    label: joined && asksStart ? `The months after which ${who(u)} joined` : `${who(u)}'s months`,
    steps: [...steps, check],
    mistakes: joined && asksStart ? [{ value: round2(t), why: `this is the time ${who(u)}'s money was in, not the months before joining` }] : [{ value: round2(period.months - t), why: 'this is the rest of the year, not the months the money was in' }],
    givens: [...found.givens, ...(inRupees ? [profit, share] : [...asPart![2]!.matchAll(/\d+/g)].map((digits) => Number(digits[0]))), ...keptFor],
  };
}

/**
 * 'The profits of two partners P and Q are in the ratio 9 : 1, and their investments stayed in the
 * business for 6 months and 2 months respectively: the ratio of their investments', 'Aarti's money
 * was used for 7 months and Bhavna's for 9 months; in what ratio did they invest?': each profit is
 * capital × months, so each capital is its profit over its months.
 */
function capitalsFromProfitAndMonths(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.terms.length > 4 || ratios[0]!.fractional) return null;
  const ratio = ratios[0]!;
  const count = ratio.terms.length;
  if (!/\bprofits?\b[^.;]{0,60}$/.test(text.slice(0, ratio.index))) return null;
  const asked = askedPart(text);
  if (!/\bratio\b/.test(asked) || !/\b(?:invest\w*|capitals?|money|contributions?)\b/.test(asked) || /\bprofit/.test(asked)) return null;
  const owned = /\b([a-z]+)\s*:\s*([a-z]+)\s*(?:=|is|are)\s*$/.exec(text.slice(0, ratio.index));
  // 'Three partners shared a profit in the ratio 5 : 7 : 8': unnamed, the first, second and third.
  const unnamed = new RegExp(String.raw`\b(?:${['two', 'three', 'four'][count - 2]}|${count})\s+(?:partners|friends|persons|people|investors)\b`).test(text) ? ORDINALS.slice(0, count).map((place) => `the ${place}`) : null;
  const names = owned && count === 2 ? [owned[1]!, owned[2]!] : (namesOfRatio(text, ratio) ?? unnamed);
  if (!names || names.length !== count || names.some((name) => PARTNER_NOT_NAMES.has(name)) || new Set(names).size !== count) return null;
  const rest = text.slice(ratio.end);
  // 'for 6 months and 2 months respectively', 'they invested for 14, 8 and 7 months'.
  const listed = /\bfor\s+(\d+(?:\s*(?:months?\s*)?,\s*\d+)*\s*(?:months?\s+)?,?\s*and\s+\d+)\s+months?(?:\s+respectively)?\b/.exec(rest);
  const each = count === 2 ? new RegExp(String.raw`(?<![a-z])${names[0]}'s\s+(?:[a-z]+\s+){0,5}?for\s+(\d+)\s+months?\s+and\s+${names[1]}'s\s+(?:[a-z]+\s+){0,5}?for\s+(\d+)\s+months?`).exec(rest) : null;
  const times = listed ? [...listed[1]!.matchAll(/\d+/g)].map((match) => Number(match[0])) : each ? [Number(each[1]), Number(each[2])] : [];
  // A list of times is the partners' in order when said 'respectively' or of them all ('they invested for 14, 8 and 7 months').
  if (times.length !== count || (listed && !/\brespectively\b/.test(listed[0]) && !/\b(?:they|the partners|the (?:two|three|four) partners)\s+(?:had\s+)?(?:invested|put in|kept)(?:\s+(?:their\s+)?(?:money|capitals?))?\s+for\s+\d/.test(rest))) return null;
  if (times.some((time) => !(time > 0)) || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== ratio.written.length + count) return null;
  const capitals = ratio.raw.map((profit, index) => profit / times[index]!);
  const terms = lowestTerms(capitals.map((capital) => Math.round(capital * 1e9) / 1e9));
  if (!terms) return null;
  const who = (index: number) => shown(names[index]!);
  const steps: SolutionStep[] = [
    { title: 'Profit = capital × months', bullets: [`${names.map((_, index) => `${who(index).charAt(0).toUpperCase()}${who(index).slice(1)}: capital × ${times[index]} ∝ ${num(ratio.raw[index]!)}`).join('; ')}.`, `So the capitals are ${names.map((_, index) => `${num(ratio.raw[index]!)}/${times[index]}`).join(' : ')} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep(
    [`${names.map((_, index) => `${terms[index]} × ${times[index]}`).join(' : ')} = ${names.map((_, index) => num(terms[index]! * times[index]!)).join(' : ')}, which is ${ratio.terms.join(' : ')}, the profit ratio.`],
    names.slice(1).map((_, position) => [terms[0]! * times[0]! * ratio.raw[position + 1]!, terms[position + 1]! * times[position + 1]! * ratio.raw[0]!] as const),
  );
  if (!check) return null;
  return { kind: 'partnership', values: terms, unit: 'ratio', label: 'The ratio of the capitals', steps: [...steps, check], mistakes: [{ value: ratio.terms[0]!, why: 'this is the profit ratio, not the capitals' }], givens: [...ratio.written, ...times] };
}

/**
 * 'The profits of three partners are in the ratio 9 : 10 : 40 and the periods of their investments
 * in the ratio 9 : 5 : 8; in what ratio did they invest?': each capital is its profit term over its
 * time term.
 */
function capitalsFromRatios(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 2) return null;
  const [profits, times] = ratios as [WrittenRatio, WrittenRatio];
  if (profits.terms.length !== times.terms.length || profits.fractional || times.fractional) return null;
  if (!/\bprofits?\b[^.;\d]{0,50}$/.test(text.slice(0, profits.index)) || !/\b(?:periods?|times?|durations?)\b[^.;\d]{0,50}$/.test(text.slice(profits.end, times.index))) return null;
  const asked = askedPart(text);
  if (!/\bratio\b/.test(asked) || !/\b(?:invest\w*|capitals?|contributions?|money)\b/.test(asked) || /\bprofit|\bperiod|\btime/.test(asked)) return null;
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== profits.written.length + times.written.length) return null;
  const capitals = profits.raw.map((profit, index) => profit / times.raw[index]!);
  const terms = lowestTerms(capitals.map((capital) => Math.round(capital * 1e9) / 1e9));
  if (!terms) return null;
  const steps: SolutionStep[] = [{ title: 'Profit = capital × time', bullets: [`Each capital is its profit over its time: ${profits.raw.map((profit, index) => `${num(profit)}/${num(times.raw[index]!)}`).join(' : ')} = ${terms.join(' : ')}.`] }];
  const check = checkStep([`${terms.map((term, index) => `${term} × ${num(times.raw[index]!)}`).join(' : ')} = ${terms.map((term, index) => num(term * times.raw[index]!)).join(' : ')}, which is ${profits.terms.join(' : ')}, the profit ratio.`], terms.slice(1).map((term, position) => [terms[0]! * times.raw[0]! * profits.raw[position + 1]!, term * times.raw[position + 1]! * profits.raw[0]!] as const));
  if (!check) return null;
  return { kind: 'partnership', values: terms, unit: 'ratio', label: 'The ratio of the capitals', steps: [...steps, check], mistakes: [{ value: profits.terms[0]!, why: 'this is the profit ratio, not the capitals' }], givens: [...profits.written, ...times.written] };
}

/**
 * 'A puts in twice as much as B and B puts in two-fifths of what C invests. Out of a profit of
 * ₹1,36,950, how much should A receive?': each sentence ties two capitals; put together (B = 1)
 * they give the capitals' ratio, and for the same time the profit follows it. Declined when
 * months, a partner joining or leaving, or any other figure is written.
 */
function capitalsByRelation(text: string): QuantAnswer | null {
  if (/\bmonths?\b|\bjoin|\bwithdr|\bleft\b|\bleaves?\b|\bratio\b|%/.test(text)) return null;
  const VERB = String.raw`(?:puts?\s+in|invests?|invested|contributes?|contributed|brings?\s+in|brought\s+in|provides?|provided)`;
  // '3 times as much' in figures as well as 'three times' in words.
  const FACTOR = String.raw`${MULTIPLIER}|\d+(?:\.\d+)?\s+times`;
  const relation = new RegExp(String.raw`(?<![a-z])([a-z]+)\s+${VERB}\s+(${FACTOR})\s+(?:as\s+much\s+(?:money\s+|capital\s+)?as\s+|of\s+what\s+|(?:of\s+)?(?:the\s+)?(?:capital|amount|investment)\s+of\s+|(?:of\s+)?(?:the\s+)?(?:capital|amount|money|sum)\s+(?:invested|put\s+in|contributed)\s+by\s+|that\s+of\s+)?([a-z]+)(?:'s)?(?:\s+(?:invests?|invested|puts?\s+in|does|did|contributes?|contributed|brings?\s+in)\b)?`, 'g');
  // "B's investment is three-fourths of C's": the same tie said of the capital.
  const owned = new RegExp(String.raw`(?<![a-z])([a-z]+)'s\s+(?:investment|capital|contribution|money|share\s+of\s+the\s+capital)\s+(?:is|was)\s+(${FACTOR})\s+(?:of\s+)?(?:that\s+of\s+|what\s+)?([a-z]+)(?:'s)?(?:\s+(?:invests?|invested|is|was))?`, 'g');
  const found = [...text.matchAll(relation), ...text.matchAll(owned)];
  if (found.length === 0 || found.length > 3) return null;
  const factorOf = (words: string) => multiplierWord(words) ?? (/^\d+(?:\.\d+)?\s+times$/.test(words) ? Number(words.replace(/\s+times$/, '')) : null);
  const links = found.map((match) => ({ x: match[1]!, factor: factorOf(match[2]!), y: match[3]!, words: match[2]!, span: [match.index, match.index + match[0].length] as [number, number] }));
  if (links.some((link) => link.factor === null || !(link.factor > 0) || link.x === link.y || PARTNER_NOT_NAMES.has(link.x) || PARTNER_NOT_NAMES.has(link.y))) return null;
  // Put the links together one at a time through a partner already placed.
  const capital = new Map<string, number>([[links[0]!.y, 1], [links[0]!.x, links[0]!.factor!]]);
  const pending = links.slice(1);
  while (pending.length > 0) {
    const next = pending.findIndex((link) => capital.has(link.x) !== capital.has(link.y));
    if (next < 0) return null;
    const link = pending.splice(next, 1)[0]!;
    if (capital.has(link.y)) capital.set(link.x, capital.get(link.y)! * link.factor!);
    else capital.set(link.y, capital.get(link.x)! / link.factor!);
  }
  const names = [...capital.keys()].sort((a, b) => text.search(new RegExp(String.raw`(?<![a-z])${a}(?![a-z])`)) - text.search(new RegExp(String.raw`(?<![a-z])${b}(?![a-z])`)));
  const terms = lowestTerms(names.map((name) => Math.round(capital.get(name)! * 1e9) / 1e9));
  if (!terms || terms.some((term) => term > 1000)) return null;
  const figures = figuresIn(blanked(text, links.map((link) => link.span)));
  if (figures.length !== 1 || !figures[0]!.rupees || !/\b(?:profit|gain)\b/.test(text.slice(Math.max(0, figures[0]!.index - 40), figures[0]!.index))) return null;
  const profit = figures[0]!.value;
  const asked = blankAsk(askedPart(text));
  if (/\bdiffer|\b(?:more|less)\b(?:\s+[\w']+){0,5}?\s+than\b|\bexceed|\bratio\b|\btogether\b/.test(asked)) return null;
  const stakes: Stake[] = names.map((name) => ({ name, capital: capital.get(name)!, from: 0, to: 12 }));
  const index = askedPartner(asked, stakes);
  if (index === null) return null;
  const sum = terms.reduce((a, b) => a + b, 0);
  const shares = terms.map((term) => (profit * term) / sum);
  const who = (position: number) => shown(names[position]!);
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: links.map((link) => `${shown(link.x)}'s capital = ${link.words} × ${shown(link.y)}'s capital.`) },
    { title: 'Ratio of the capitals', bullets: [`Put ${shown(links[0]!.y)}'s capital as 1: ${names.map((name) => `${shown(name)} = ${num(capital.get(name)!)}`).join(', ')}.`, `So ${names.map(shown).join(' : ')} = ${terms.join(' : ')}; for the same time the profit is shared in this ratio.`] },
    { title: 'What is asked', bullets: [`${who(index)}'s share = ${terms[index]}/${sum} × ${rs(profit)} = ${rs(shares[index]!)}.`] },
  ];
  const check = checkStep(
    [`The shares ${shares.map(rs).join(' + ')} = ${rs(shares.reduce((a, b) => a + b, 0))}, the profit; and ${links.map((link) => `${shown(link.x)}'s share ÷ ${shown(link.y)}'s share = ${num(shares[names.indexOf(link.x)]! / shares[names.indexOf(link.y)]!)}`).join('; ')}, as stated.`],
    [[shares.reduce((a, b) => a + b, 0), profit], ...links.map((link) => [shares[names.indexOf(link.x)]!, link.factor! * shares[names.indexOf(link.y)]!] as const)],
  );
  if (!check) return null;
  const written = links.flatMap((link) => [...link.words.matchAll(/\d+/g)].map((digits) => Number(digits[0])));
  return { kind: 'partnership', values: [round2(shares[index]!)], unit: 'rupees', label: `The share of ${who(index)}`, steps: [...steps, check], mistakes: shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is the share of ${who(position)}` }])), givens: [...written, profit] };
}

/**
 * The ask moved to the end, where the readers look for it: 'What was B's capital? A kept ...'
 * (a first sentence that asks, with no other question after it), and 'Find B's share of a profit
 * of ₹14,400, if A put in ...' (the conditions after 'if'). Nothing is added or dropped.
 */
function withAskLast(text: string): string {
  const trimmed = text.trim();
  const first = /^([^.?!]*\?)\s+([^?]+)$/.exec(trimmed);
  if (first && /\b(?:what|how|find|which|who)\b/.test(first[1]!)) return `${first[2]!.replace(/[.\s]*$/, '')}. ${first[1]!}`;
  const condition = /^((?:find|what|how|calculate|determine)\b[^?,;]*?)\s*,?\s+if\s+([^?]+?)\s*[.?]?\s*$/.exec(trimmed);
  if (condition && /\d/.test(condition[2]!)) return `${condition[2]!}. ${condition[1]!}?`;
  return text;
}

/**
 * Stakes said in other words, as the readers below know them: 'B came in after 9 months with
 * ₹80,000' (joined after 9 months with), 'A put in ₹60,000 at the start' (the start is the
 * default), 'A withdrew half of A's capital' (of his capital), 'A first gets 10% of the profit'
 * (gets), and a role in brackets after a name ('Sneha (working partner) puts') dropped.
 */
function withPlainStakes(text: string): string {
  return text
    .replace(/\b(?:came|comes|come)\s+in\s+(after\s+\d+\s+months?)\s+with\b/g, 'joined $1 with')
    .replace(/(₹\s?\d+(?:\.\d+)?)\s+(?:at|from)\s+the\s+(?:start|beginning|outset)\b/g, '$1')
    .replace(/\b([a-z]+)(\s+(?:withdr[a-z]*|took\s+out|takes\s+out|add[a-z]*|increas[a-z]*|doubl[a-z]*|reduc[a-z]*|rais[a-z]*)\s+(?:[a-z-]+\s+){0,3}?of\s+)\1's\s+(capital|investment|money|amount)\b/g, '$1$2his $3')
    .replace(/\b([a-z]+)\s+first\s+(gets|receives|takes|draws)\b/g, '$1 $2')
    .replace(/\b([a-z]+)\s*\(\s*(?:working|sleeping|active|silent|managing)\s+partner\s*\)/g, '$1')
    // 'Meera, the working partner, receives 15%': the role between commas dropped, the name kept next to its verb.
    .replace(/\b([a-z]+)\s*,\s*(?:the|a|who\s+is\s+the|being\s+the)\s+(?:working|active|managing)\s+partner\s*,\s*(?=(?:gets|receives|takes|draws|is\s+paid|is\s+given)\b)/g, '$1 ')
    // 'B, a sleeping partner, puts in ₹30,000': the role between commas dropped, the name kept next to its verb.
    .replace(/\b([a-z]+)\s*,\s*(?:the|a|who\s+is\s+the|who\s+is\s+a|being\s+a|being\s+the)\s+(?:sleeping|silent|dormant)\s+partner\s*,\s*(?=(?:puts|put|invests|invested|contributes|contributed|brings|brought)\b)/g, '$1 ')
    // 'B joined for only 10 months': in for those months with money not written.
    .replace(/\b(?:joined|joins)\s+(?:the\s+business\s+|him\s+|her\s+)?for\s+(?:only\s+)?(?:the\s+last\s+)?(\d+)\s+months\b(?![^.;]*₹)/g, 'invested some money for $1 months')
    // 'A kept ₹80,000 in the firm for 12 months and B kept the money for 5 months': money kept in is money invested.
    .replace(/\b(?:kept|keeps)\s+(₹\s?\d+(?:\.\d+)?)(?:\s+in\s+(?:the|a)\s+(?:firm|business|shop|venture|company))?(?=\s+for\s+\d)/g, 'invested $1')
    .replace(/\b(?:kept|keeps)\s+(?:the|his|her|some|an\s+unknown)\s+(?:money|amount|sum|capital)(?:\s+in\s+(?:the|a)\s+(?:firm|business|shop|venture|company))?(?=\s+for\s+\d)/g, 'invested some money');
}

const TIME_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, eighteen: 18, 'twenty-four': 24 };

/**
 * The text as the readers below expect it: times in words as digits ('four months later' is '4
 * months later'), and a group word before the partners' names dropped ('two friends, aman and
 * bhanu, started ...' is 'aman and bhanu started ...'). A number written in words is not one of
 * the question's figures, so turning it into digits adds no number the answer must use.
 */
function withPartnerWords(text: string): string {
  const counts: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4 };
  return text
    // 'three partners kunal, joseph, hemant put in ...': a list with commas only, its last comma read as 'and'.
    .replace(/\b(two|three|four)\s+(partners|friends|persons|people|brothers|sisters|investors)\s+([a-z]+(?:\s*,\s*[a-z]+)+)(?=\s+(?:put|puts|invest|invests|invested|start|started|starts|contribute|contributed|began|bring|brought)\b)/g, (whole, count: string, noun: string, list: string) => {
      const names = list.split(/\s*,\s*/);
      if (names.length !== counts[count] || names.some((name) => PARTNER_NOT_NAMES.has(name))) return whole;
      return `${count} ${noun} ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    })
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four)\s+(months?|years?)\b/g, (_, word: string, unit: string) => `${TIME_WORDS[word]} ${unit}`)
    // 'A put ₹80,000 (into a business) for 9 months': the money put in is invested; 'pulled out' is left.
    .replace(/\b(?:put|puts)\s+(?=₹\s?\d)/g, 'invested ')
    .replace(/(invested\s+₹\s?\d+(?:\.\d+)?)\s+(?:into|in)\s+(?:a|the)\s+(?:business|shop|firm|venture|company)\s+(?=for\s)/g, '$1 ')
    .replace(/\b(?:pulled|pulls|pull)\s+out\b/g, 'left')
    // 'A and B start a business with ₹50,000 each': the one sum written out for every partner named.
    .replace(/\b([a-z]{1,12}(?:\s*,\s*[a-z]{1,12})*)\s+and\s+([a-z]{1,12})\b([^₹.;]{0,60}?)(₹\s?\d+(?:\.\d+)?)\s+each\b(?!\s+(?:month|year|week|day|quarter|time)s?\b)/g, (whole, list: string, last: string, middle: string, money: string) => {
      const names = [...list.split(/\s*,\s*/), last];
      if (names.some((name) => PARTNER_NOT_NAMES.has(name)) || !/\b(?:invest|start|began|begin|put|contribut|brought|bring|capital|pool)/.test(middle)) return whole;
      return `${names.slice(0, -1).join(', ')} and ${last}${middle}${names.slice(1).map(() => money).join(', ')} and ${money}`;
    })
    // 'with ₹5 lakh for only the last 3 months of the year': in for 3 months.
    .replace(/(₹\s?\d+(?:\.\d+)?)\s+for\s+only\s+(?:the\s+)?(?:last|final|first)\s+(\d+)\s+months(?:\s+of\s+the\s+year)?/g, '$1 for $2 months')
    // "Riya's ₹5 lakh is in it for the whole year, Sameer's ₹4 lakh for the last 9 months": each partner's money and months.
    .replace(/\b([a-z]+)'s\s+(₹\s?\d+(?:\.\d+)?)\s+(?:is\s+in\s+it\s+|is\s+in\s+the\s+business\s+|is\s+invested\s+|stays\s+in\s+it\s+|stays\s+|remains\s+)?for\s+(?:the\s+(?:whole|full|entire)\s+year|(?:the\s+)?(?:last|final|first)\s+(\d+)\s+months)/g, (_, name: string, money: string, months: string | undefined) => `${name} invested ${money} for ${months ?? 12} months`)
    // 'its three partners, mehul, nisha, omkar, who had put in ₹40,000, ₹15,000 and ₹20,000': the partners and their money.
    .replace(/\b(two|three|four)\s+(partners|friends)\s*,\s*([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+)?)\s*,?\s+who\s+(?:had\s+)?(?:put\s+in|invested|contributed|brought\s+in)\s+(?=₹)/g, (whole, count: string, noun: string, list: string) => {
      const names = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
      if (names.length !== ({ two: 2, three: 3, four: 4 } as Readonly<Record<string, number>>)[count] || names.some((name) => PARTNER_NOT_NAMES.has(name))) return whole;
      return `${count} ${noun}. ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} invested `;
    })
    // 'the third continued for the whole year', 'B stayed for the full year': in till the end, as a partner is unless told.
    .replace(/\b(?:continued|continues|stayed|stays|remained|remains)(?:\s+in\s+(?:the\s+)?(?:business|shop|firm))?\s+(?:for|till|until|through)\s+(?:the\s+)?(?:whole|full|entire)\s+year\b/g, 'stayed till the end')
    // 'her sister joined on the same day with ₹25,000': a partner from the start, named by the role.
    .replace(/\b(?:his|her)\s+(sister|brother|friend|cousin|wife|husband|son|daughter)\b(?=\s+(?:joined|joins|invested|invests|put|puts|brought|brings|started|starts))/g, '$1')
    .replace(/\b(joined|joins)\s+(?:on\s+the\s+same\s+day|at\s+the\s+same\s+time|at\s+the\s+start|from\s+the\s+start)\s+with\b/g, '$1 with')
    // 'the first friend left after 4 months, the second after 6 months': each partner's leaving written out.
    .replace(/\b(the\s+)?(first|second|third|fourth)\s+(friend|partner|person)\s+(left|withdrew)\s+(after\s+\d+\s+months?)((?:\s*,\s*(?:and\s+)?(?:the\s+)?(?:first|second|third|fourth)(?:\s+(?:friend|partner|person))?\s+after\s+\d+\s+months?)+)/g, (whole, the: string | undefined, first: string, noun: string, verb: string, time: string, rest: string) => {
      const others = [...rest.matchAll(/(?:the\s+)?(first|second|third|fourth)(?:\s+(?:friend|partner|person))?\s+(after\s+\d+\s+months?)/g)];
      return [`${the ?? ''}${first} ${noun} ${verb} ${time}`, ...others.map((other) => `the ${other[1]} ${noun} ${verb} ${other[2]}`)].join('; ');
    })
    // "A's capital of ₹60,000 was used for 7 months and B's capital of ₹10,000 for 8 months".
    .replace(/\b([a-z]+)'s\s+(?:capital|investment|money)\s+of\s+(₹\s?\d+(?:\.\d+)?)\s+(?:(?:was|is|were)\s+(?:used|invested|kept|employed)\s+)?(?=for\s+\d)/g, '$1 invested $2 ')
    // 'for two-thirds of the year', 'for half a year', 'after a quarter of a year', 'for the whole year': in months.
    .replace(/\b(for|after)\s+(?:(?:the\s+)?(?:whole|full|entire|complete)\s+year|(one|a|two|three)[-\s](half|thirds?|quarters?|fourths?|sixths?)\s+of\s+(?:a|the)\s+year|half\s+(?:of\s+)?(?:a|the)\s+year|a\s+year\s+and\s+a\s+half|one\s+and\s+a\s+half\s+years?)\b/g, (phrase, word: string, top: string | undefined, part: string | undefined) => {
      const PARTS: Readonly<Record<string, number>> = { half: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, sixth: 6, sixths: 6 };
      const TOPS: Readonly<Record<string, number>> = { one: 1, a: 1, two: 2, three: 3 };
      const months = /whole|full|entire|complete/.test(phrase) ? 12 : /half\s+(?:of\s+)?(?:a|the)\s+year/.test(phrase) ? 6 : /and\s+a\s+half/.test(phrase) ? 18 : (12 * TOPS[top!]!) / PARTS[part!]!;
      return Number.isInteger(months) && months <= 12 || months === 18 ? `${word} ${months} months` : phrase;
    })
    .replace(
      /\b(?:the\s+)?(?:two|three|four)\s+(?:friends|partners|persons|people|men|women|brothers|sisters|businessmen|colleagues|investors|cousins)\s*,?\s+(?:namely\s+)?([a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+and\s+[a-z]+)\s*,?(?=\s)/g,
      (whole, list: string) => (listNames(list)?.some((name) => PARTNER_NOT_NAMES.has(name)) ?? true ? whole : list),
    );
}

/**
 * 'The capitals of P and Q are in the ratio 5 : 3 and they are kept in the business for 7 and 10
 * months', 'A and B invest in the ratio 2 : 3; A's money is used for 9 months and B's for 7'.
 */
function capitalRatioAndMonths(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.terms.length !== 2 || ratios[0]!.fractional) return null;
  const ratio = ratios[0]!;
  if (!/\b(?:capitals?|invest\w*|contributions?|money)\b[^.;]{0,60}$/.test(text.slice(0, ratio.index))) return null;
  const names = /\b(?:capitals?|investments?|contributions?)\s+of\s+([a-z]+)\s+and\s+([a-z]+)\b/.exec(text) ?? /\b([a-z]+)\s+and\s+([a-z]+)\s+(?:invest|start|put|contribute|enter)/.exec(text);
  const rest = text.slice(ratio.end);
  const listed = /\bfor\s+(\d+)\s+(?:months?\s+)?and\s+(\d+)\s+months\b(?:\s+respectively)?/.exec(rest);
  const each = names ? new RegExp(String.raw`\b${names[1]}'s\s+(?:money|capital|investment|amount)?\s*(?:is|was)?\s*(?:used|kept|invested|employed)?\s*for\s+(\d+)\s+months?\s+and\s+${names[2]}'s\s+(?:money\s+|capital\s+)?(?:is\s+|was\s+)?(?:used\s+|kept\s+)?for\s+(\d+)\s+months?`).exec(rest) : null;
  const months = listed ?? each;
  if (!months) return null;
  const times = [Number(months[1]), Number(months[2])];
  const products = ratio.raw.map((capital, index) => capital * times[index]!);
  const terms = lowestTerms(products);
  if (!terms) return null;
  const others = figuresIn(blanked(text, [[ratio.index, ratio.end], [ratio.end + months.index, ratio.end + months.index + months[0].length]]));
  const asked = askedPart(text);
  const label = (index: number) => (names ? shown(names[index + 1]!) : `the ${ORDINALS[index]} partner`);
  const steps: SolutionStep[] = [{ title: 'Capital × time', bullets: [`${label(0)}: ${num(ratio.raw[0]!)} × ${times[0]} = ${num(products[0]!)}; ${label(1)}: ${num(ratio.raw[1]!)} × ${times[1]} = ${num(products[1]!)}.`, `Profits are shared in the ratio ${num(products[0]!)} : ${num(products[1]!)} = ${terms.join(' : ')}.`] }];
  if (others.length === 1 && names) return profitOfRatio(text, asked, others[0]!, [names[1]!, names[2]!], terms, steps, [...ratio.written, ...times]);
  if (others.length > 0 || !/\bratio\b/.test(asked)) return null;
  const check = checkStep([`${num(products[0]!)} ÷ ${terms[0]} = ${num(products[0]! / terms[0]!)} and ${num(products[1]!)} ÷ ${terms[1]} = ${num(products[1]! / terms[1]!)}: the same.`], [[products[0]! / terms[0]!, products[1]! / terms[1]!]]);
  if (!check) return null;
  return { kind: 'partnership', values: terms, unit: 'ratio', label: 'The ratio of the profits', steps: [...steps, check], mistakes: [{ value: ratio.terms[0]!, why: 'this is the ratio of the capitals alone' }], givens: [...ratio.written, ...times] };
}

/**
 * 'Capital of P : capital of Q = 4 : 1, profit of P : profit of Q = 12 : 1. P kept his money for 6
 * months. For how many months did Q invest?', 'A and B invest in the ratio 7 : 5; the profit is
 * divided 14 : 15 and B's money was used for 9 months; how long was A's?': capital × months is in
 * the profit ratio, so the unknown months follow.
 */
function monthsFromRatios(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 2 || ratios.some((ratio) => ratio.terms.length !== 2 || ratio.fractional)) return null;
  // 'The profits of a and b are in the ratio 5 : 6 and their investments in the ratio 2 : 3': the profits first.
  const profitsFirst = new RegExp(String.raw`\bprofits?\s+of\s+([a-z]+)\s+and\s+([a-z]+)\s+(?:are|were)\s+(?:in\s+(?:the\s+)?ratio\s+(?:of\s+)?)?$`).exec(text.slice(0, ratios[0]!.index));
  const theirs = profitsFirst && /^\s*,?\s*(?:and|while|whereas)\s+(?:their|the)\s+(?:capitals|investments|contributions)\s+(?:are\s+|were\s+)?(?:in\s+)?(?:the\s+)?(?:ratio\s+)?(?:of\s+)?$/.test(text.slice(ratios[0]!.end, ratios[1]!.index));
  const [capital, profit] = (theirs ? [ratios[1], ratios[0]] : ratios) as [WrittenRatio, WrittenRatio];
  if (!theirs && (!/\b(?:capitals?|invest\w*|money|contributions?)\b[^.;]{0,50}$/.test(text.slice(0, capital.index)) || !/\bprofits?\b[^.;]{0,50}$/.test(text.slice(capital.end, profit.index)))) return null;
  const asked = askedPart(text);
  if (!/how many months|how long|for what (?:time|period)|\b(?:period|duration|time)\s+(?:of|for)\s+[a-z]+'s\s+(?:investment|capital|money)/.test(asked)) return null;
  const pair =
    (theirs ? profitsFirst : null) ??
    /\b(?:capital|investment|money)\s+of\s+([a-z]+)\s*:\s*(?:the\s+)?(?:capital|investment|money)\s+of\s+([a-z]+)\s*(?:=|is|are)\s*$/.exec(text.slice(0, capital.index)) ??
    /\b([a-z]+)\s+and\s+([a-z]+)\s+(?:invest|put|contribute|start|enter|entered|form|formed|began|begin)[^.;]*$/.exec(text.slice(0, capital.index)) ??
    // 'the capitals of a and b are in the ratio 5 : 6'.
    /\b(?:capitals|investments|contributions)\s+of\s+([a-z]+)\s+and\s+([a-z]+)\s+(?:are|were)\s+(?:in\s+(?:the\s+)?ratio\s+(?:of\s+)?)?$/.exec(text.slice(0, capital.index)) ??
    // 'the ratio of investments of a and b is 8 : 7'.
    /\bratio\s+of\s+(?:the\s+)?(?:capitals|investments|contributions)\s+of\s+([a-z]+)\s+and\s+([a-z]+)\s+(?:is|was)\s+$/.exec(text.slice(0, capital.index));
  // 'The investments of two partners are in the ratio 3 : 1': the first and the second partner.
  const unnamed = !pair && /\b(?:two|2)\s+(?:partners|persons|friends|people)\b/.test(text.slice(0, capital.index));
  if (!unnamed && (!pair || pair[1] === pair[2] || PARTNER_NOT_NAMES.has(pair[1]!) || PARTNER_NOT_NAMES.has(pair[2]!))) return null;
  const names = unnamed ? ['first partner', 'second partner'] : [pair![1]!, pair![2]!];
  // The profit ratio in the same order: 'profit of p : profit of q', or unnamed ('the profit is divided in the ratio').
  const profitNames = /\bprofit\s+of\s+([a-z]+)\s*:\s*(?:the\s+)?profit\s+of\s+([a-z]+)\s*(?:=|is|are)\s*$/.exec(text.slice(capital.end, profit.index));
  if (profitNames && (profitNames[1] !== names[0] || profitNames[2] !== names[1])) return null;
  // A name in the clause of the profit ratio would say whose profit comes first; a name in another clause (whose months) does not.
  const between = text.slice(capital.end, profit.index);
  const profitClause = between.slice(Math.max(between.lastIndexOf('.'), between.lastIndexOf(';'), between.lastIndexOf(',')) + 1);
  if (!theirs && !profitNames && new RegExp(String.raw`(?<![a-z])(?:${names[0]}|${names[1]})(?![a-z])`).test(profitClause.replace(/\bin\s+a\s+business\b/, ''))) return null;
  const rest = blanked(text, [[capital.index, capital.end], [profit.index, profit.end]]);
  // The partner written before 'for m months': one of the two names, not a word such as 'if' before it.
  // 'At the end of 4 months A withdraws his capital', 'A withdrew after 4 months': the months A's money stayed.
  const partners = names.join('|');
  const months: readonly (readonly (string | undefined)[])[] = [
    ...rest.matchAll(new RegExp(String.raw`(?<![a-z])(${partners})(?:'s)?\s+(?:[a-z]+\s+){0,6}?for\s+(\d+)\s+months?\b`, 'g')),
    ...rest.matchAll(new RegExp(String.raw`(?<![a-z])(${partners})\s+(?:withdraws|withdrew|takes\s+out|took\s+out|leaves|left|quits|quit)\s+(?:(?:his|her|the)\s+(?:capital|money|investment)\s+)?(?:at\s+the\s+end\s+of|after)\s+(\d+)\s+months?\b`, 'g')),
    ...[...rest.matchAll(new RegExp(String.raw`\b(?:at\s+the\s+end\s+of|after)\s+(\d+)\s+months?\s*,?\s+(${partners})\s+(?:withdraws|withdrew|takes\s+out|took\s+out|leaves|left|quits|quit)\b`, 'g'))].map((match) => [match[0], match[2], match[1]]),
  ];
  if (months.length !== 1 || figuresIn(rest).length !== 1) return null;
  const known = names.indexOf(months[0]![1]!);
  if (known < 0) return null;
  const other = 1 - known;
  if (!new RegExp(String.raw`(?<![a-z])${names[other]}(?![a-z])`).test(asked) || new RegExp(String.raw`(?<![a-z])${names[known]}(?![a-z])`).test(asked)) return null;
  const t = Number(months[0]![2]);
  const [c, p] = [capital.raw, profit.raw];
  // c_k × t : c_o × x = p_k : p_o.
  const value = (c[known]! * t * p[other]!) / (c[other]! * p[known]!);
  if (!(value > 0) || value > 60) return null;
  const who = (index: number) => shown(names[index]!);
  const steps: SolutionStep[] = [
    { title: 'Profits follow capital × time', bullets: [`${who(known)}: ${num(c[known]!)} × ${num(t)}; ${who(other)}: ${num(c[other]!)} × x. These are in the profit ratio ${num(p[known]!)} : ${num(p[other]!)}.`, `${num(c[known]! * t)} × ${num(p[other]!)} = ${num(c[other]!)} × x × ${num(p[known]!)}, so x = ${num(c[known]! * t * p[other]!)} ÷ ${num(c[other]! * p[known]!)} = ${num(value)} months.`] },
  ];
  const check = checkStep([`${num(c[0]!)} × ${num(known === 0 ? t : value)} : ${num(c[1]!)} × ${num(known === 1 ? t : value)} = ${num(c[0]! * (known === 0 ? t : value))} : ${num(c[1]! * (known === 1 ? t : value))}, which is ${num(p[0]!)} : ${num(p[1]!)}.`], [[c[0]! * (known === 0 ? t : value) * p[1]!, c[1]! * (known === 1 ? t : value) * p[0]!]]);
  if (!check) return null;
  return { kind: 'partnership', values: [round2(value)], unit: 'number', label: `${who(other)}'s months`, steps: [...steps, check], mistakes: [{ value: round2((t * p[other]!) / p[known]!), why: 'this ignores the capitals' }], givens: [...capital.written, ...profit.written, t] };
}

/**
 * The whole profit shared in a ratio already worked out: 'if the total profit is ₹9,000, find A's
 * share'. Only a rupee figure said to be the profit, and one partner named in the ask.
 */
function profitOfRatio(text: string, asked: string, figure: Figure, names: readonly [string, string], terms: readonly number[], steps: SolutionStep[], givens: readonly number[]): QuantAnswer | null {
  const before = text.slice(Math.max(0, figure.index - 40), figure.index);
  if (!figure.rupees || !/\b(?:total\s+|annual\s+|net\s+)?profit\s+(?:is|was|of|=|earned is|amounts to|comes to)\s+₹?\s?$|\bprofit\s+of\s+₹?\s?$|\bearn(?:s|ed)?\s+(?:a\s+)?(?:total\s+)?(?:profit\s+of\s+)?₹?\s?$/.test(before)) return null;
  const named = names.flatMap((name, index) => (partnerIn(asked, name) ? [index] : []));
  if (named.length !== 1 || /\bdiffer|\b(?:more|less)\b(?:\s+[\w']+){0,5}?\s+than\b|\bexceed|\bratio\b/.test(asked)) return null;
  const index = named[0]!;
  const sum = terms[0]! + terms[1]!;
  const shares = terms.map((term) => (figure.value * term) / sum);
  const who = shown(names[index]!);
  const check = checkStep([`${shares.map(rs).join(' + ')} = ${rs(shares[0]! + shares[1]!)}, the profit, in the ratio ${terms.join(' : ')}.`], [[shares[0]! + shares[1]!, figure.value], [shares[0]! * terms[1]!, shares[1]! * terms[0]!]]);
  if (!check) return null;
  return {
    kind: 'partnership',
    values: [round2(shares[index]!)],
    unit: 'rupees',
    label: `The share of ${who}`,
    steps: [...steps, { title: 'Share of the profit', bullets: [`${who}: ${terms[index]}/${sum} × ${rs(figure.value)} = ${rs(shares[index]!)}.`] }, check],
    mistakes: [{ value: round2(shares[1 - index]!), why: `this is the share of ${shown(names[1 - index]!)}` }],
    givens: [...givens, figure.value],
  };
}

/** One partner's money: capital from month `from` to month `to`, and a capital after a change at month `change.at`. */
interface Stake {
  readonly name: string;
  readonly capital: number;
  readonly from: number;
  readonly to: number;
  readonly change?: { readonly at: number; readonly capital: number; readonly words: string };
}

/** Capital × months, one unit for each rupee-month. */
function unitsOf(stake: Stake): number {
  if (!stake.change) return stake.capital * (stake.to - stake.from);
  return stake.capital * (stake.change.at - stake.from) + stake.change.capital * (stake.to - stake.change.at);
}

const PUTS = String.raw`(?:start(?:s|ed)?\s+with(?!\s+(?:a|an|the)\b)|invest(?:s|ed|ing)?|pool(?:s|ed)?|(?:came|comes|come)\s+in(?:\s+(?:after\s+\d+\s+(?:more\s+)?months?|\d+\s+(?:more\s+)?months?\s+(?:later|after\s+[a-z]{1,12})))?\s+with|put(?:s|ting)?\s+in|put|puts|contribut(?:e|es|ed|ing)|(?:start(?:s|ed)?|began|begins?|open(?:s|ed)?|sets?\s+up|launch(?:es|ed)?)\s+(?:a\s+|an\s+|the\s+)?(?:[a-z]+\s+){0,2}?(?:business|shop|firm|venture|company|partnership|stall|store|restaurant|dhaba|factory|startup|enterprise|agency|outlet|cafe|boutique|bakery|clinic|salon|studio|gym|hotel|garage|workshop|parlour|kiosk|franchise|unit|trade|concern)\s+(?:with(?:\s+(?:a\s+)?capital\s+of)?|by investing|investing)|(?:began|begin|begins)\s+(?:a\s+)?business\s+with|enter(?:s|ed)?\s+(?:into\s+)?(?:a\s+)?(?:business|partnership)\s+with|join(?:s|ed)?(?:\s+(?:him|her|them|the business|the firm|in|as a partner))?(?:\s+(?:after\s+\d+\s+(?:more\s+)?months?|\d+\s+(?:more\s+)?months?\s+(?:later|after\s+[a-z]{1,12})))?\s+with|bring(?:s)?|brought|with\s+(?:a\s+)?capitals?\s+of)`;
const MONEY = String.raw`₹\s?\d+(?:\.\d+)?`;
const MONEY_LIST = String.raw`(${MONEY}(?:\s*(?:,|,?\s*and)\s*${MONEY})+)`;
const MONTH_LIST = String.raw`(\d+(?:\s*(?:,|,?\s*and)\s*\d+)+)`;
const NAME_LIST = String.raw`([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))`;
const PARTNER_NOT_NAMES = new Set(['he', 'she', 'they', 'him', 'her', 'then', 'and', 'also', 'who', 'which', 'the', 'partner', 'partners', 'friend', 'friends', 'business', 'each', 'later', 'months', 'month', 'year', 'years', 'it', 'if', 'one', 'another', 'other', 'what', 'how', 'find', 'an', 'in', 'of', 'with', 'after', 'at', 'end', 'profit', 'his', 'their', 'capital', 'money', 'amount', 'sum', 'two', 'three', 'four', 'together', 'respectively', 'partnership', 'shop', 'firm', 'company', 'venture', 'started', 'starts', 'start']);

const amountsOf = (list: string) => [...list.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));

/** The months the business runs: 12 unless the question says 'at the end of 2 years' or '18 months'. */
function periodOf(text: string): { months: number; written: number | null } {
  const years = /\b(?:at the end of|after|for|in|over)\s+(\d+(?:\.\d+)?)\s+years?\b/.exec(text);
  if (years) return { months: Number(years[1]) * 12, written: Number(years[1]) };
  const months = /\b(?:at the end of|for a period of|after a period of)\s+(\d+)\s+months?\b[^.]*\bprofit|\bprofit[^.]*\b(?:at the end of|after)\s+(\d+)\s+months?\b/.exec(text);
  if (months && !/\bjoin|\bwithdr|\bleft\b|\bleaves?\b/.test(months[0])) return { months: Number(months[1] ?? months[2]), written: Number(months[1] ?? months[2]) };
  return { months: 12, written: null };
}

/** 'A, B and C invest ₹x, ₹y and ₹z (for 6, 8 and 12 months respectively)', 'the investments of A and B are ₹x and ₹y'. */
function listedStakes(text: string, period: number): { stakes: Stake[]; givens: number[]; span: [number, number] } | null {
  const forms = [
    new RegExp(String.raw`${NAME_LIST}\s+(?:[a-z]+\s+){0,3}?${PUTS}\s+(?:(?:a\s+)?capitals?\s+of\s+|amounts?\s+of\s+|sums?\s+of\s+|investments?\s+of\s+)?${MONEY_LIST}(?:\s+respectively)?(?:\s*,?\s*(?:in\s+(?:a|the)\s+[a-z]+\s+)?(?:for|,)\s+${MONTH_LIST}\s+months(?:\s+respectively)?)?`),
    new RegExp(String.raw`\b(?:investments|capitals|contributions)\s+of\s+${NAME_LIST}\s+(?:[a-z]+\s+){0,3}?(?:are|were|is)\s+${MONEY_LIST}(?:\s+respectively)?(?:\s*,?\s*(?:for|,)\s+${MONTH_LIST}\s+months(?:\s+respectively)?)?`),
  ];
  for (const form of forms) {
    const match = form.exec(text);
    if (!match) continue;
    const names = listNames(match[1]!);
    if (!names || names.some((name) => PARTNER_NOT_NAMES.has(name))) continue;
    const capitals = amountsOf(match[2]!);
    const months = match[3] ? amountsOf(match[3]) : null;
    if (capitals.length !== names.length || (months && months.length !== names.length)) return null;
    return { stakes: names.map((name, index) => ({ name, capital: capitals[index]!, from: 0, to: months ? months[index]! : period })), givens: [...capitals, ...(months ?? [])], span: [match.index, match.index + match[0].length] };
  }
  // 'Two friends start a shop, one putting in ₹x and the other ₹y': the first and the second partner.
  const pair = new RegExp(String.raw`\b(?:two|2)\s+(?:partners|friends|persons|people|men|women|brothers|sisters|investors|colleagues)\b[^.?]*?\bone\s+(?:of\s+them\s+)?${PUTS}\s+(${MONEY})\s*(?:,\s*|,?\s*(?:and|while|whereas)\s+)the\s+other\s+(?:${PUTS}\s+)?(${MONEY})(?:\s*,?\s*for\s+${MONTH_LIST}\s+months(?:\s+respectively)?)?`).exec(text);
  if (pair) {
    const capitals = [amountsOf(pair[1]!)[0]!, amountsOf(pair[2]!)[0]!];
    const months = pair[3] ? amountsOf(pair[3]) : null;
    if (months && months.length !== 2) return null;
    return { stakes: capitals.map((capital, index) => ({ name: `${ORDINALS[index]} partner`, capital, from: 0, to: months ? months[index]! : period })), givens: [...capitals, ...(months ?? [])], span: [pair.index, pair.index + pair[0].length] };
  }
  // 'Three partners put in ₹x, ₹y and ₹z': the first, second and third partner.
  const unnamed = new RegExp(String.raw`\b(two|three|four|2|3|4)\s+(?:partners|friends|persons|people|men|brothers|sisters|investors)\s+(?:[a-z]+\s+){0,3}?${PUTS}\s+${MONEY_LIST}(?:\s+respectively)?(?:\s*,?\s*(?:for|,)\s+${MONTH_LIST}\s+months(?:\s+respectively)?)?`).exec(text);
  if (unnamed) {
    const capitals = amountsOf(unnamed[2]!);
    const months = unnamed[3] ? amountsOf(unnamed[3]) : null;
    const count = { two: 2, three: 3, four: 4 }[unnamed[1]!] ?? Number(unnamed[1]);
    if (capitals.length !== count || (months && months.length !== count)) return null;
    // 'three friends': the first friend, the second friend, as the question names them again.
    const noun = /\bfriends\b/.test(unnamed[0]) ? 'friend' : 'partner';
    return { stakes: capitals.map((capital, index) => ({ name: `${ORDINALS[index]} ${noun}`, capital, from: 0, to: months ? months[index]! : period })), givens: [...(/^\d$/.test(unnamed[1]!) ? [count] : []), ...capitals, ...(months ?? [])], span: [unnamed.index, unnamed.index + unnamed[0].length] };
  }
  return null;
}

/**
 * 'P and Q invest ₹20,000 and ₹10,000; each is paid 10% interest on his capital and the remaining
 * profit is shared equally (or in the ratio of the capitals). Of a profit of ₹9,000, how much does
 * P get in all?': each first takes the interest on his capital for the year, the rest is shared,
 * and a partner's whole income is his interest and his part of the rest. Read only for money put in
 * for the whole year, one profit figure, and a whole income asked.
 */
function interestOnCapital(text: string): QuantAnswer | null {
  const rate = new RegExp(String.raw`\b${NUM}\s*%\s+(?:per\s+annum\s+|p\.a\.?\s+|simple\s+)?interest\s+on\s+(?:his|her|their|the|its|each(?:\s+one's)?)?\s*(?:own\s+)?capitals?\b|\binterest\s+(?:on\s+(?:his|her|their|the)\s+capitals?\s+)?(?:at|@)\s+${NUM}\s*%(?:\s+(?:per\s+annum|p\.a\.?))?(?:\s+on\s+(?:his|her|their|the)\s+capitals?)?`).exec(text);
  if (!rate || /\bmonths?\b|\byears?\b|salary|manag|commission|join|withdr|\bleaves?\b|\bleft\b/.test(text)) return null;
  const percent = Number(rate[1] ?? rate[2]);
  const period = periodOf(text);
  const listed = listedStakes(text, period.months);
  if (!listed || listed.stakes.length < 2) return null;
  const equally = /\b(?:rest|remaining|remainder|balance)\b[^.;?]{0,40}?\b(?:shared|divided|distributed|split)\s+equally\b/.test(text);
  const byCapital = /\b(?:rest|remaining|remainder|balance)\b[^.;?]{0,40}?\b(?:shared|divided|distributed|split)\s+in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of|to)\s+(?:their\s+|the\s+)?capitals\b/.test(text);
  if (equally === byCapital) return null;
  const figures = figuresIn(blanked(text, [listed.span, [rate.index, rate.index + rate[0].length]]));
  const profitAt = new RegExp(String.raw`\b(?:total\s+|annual\s+|yearly\s+|net\s+)?profit\s+(?:for\s+the\s+year\s+|of\s+the\s+year\s+)?(?:is|was|of|=|amounts\s+to|comes\s+to)\s+₹?\s?$`);
  if (figures.length !== 1 || !figures[0]!.rupees || !profitAt.test(text.slice(Math.max(0, figures[0]!.index - 50), figures[0]!.index))) return null;
  const profit = figures[0]!.value;
  const asked = askedPart(text);
  const index = askedPartner(asked, listed.stakes);
  if (index === null || !/\b(?:in all|in total|altogether|total|whole|get|gets|receive|receives|income|earn|earns)\b/.test(asked) || /\bshare\s+of\s+the\s+(?:rest|remaining|remainder|balance)\b|\binterest\b/.test(asked)) return null;
  const interests = listed.stakes.map((stake) => (stake.capital * percent) / 100);
  const paid = interests.reduce((acc, value) => acc + value, 0);
  const rest = profit - paid;
  if (!(rest > 0)) return null;
  const capitalSum = listed.stakes.reduce((acc, stake) => acc + stake.capital, 0);
  const parts = listed.stakes.map((stake) => (equally ? rest / listed.stakes.length : (rest * stake.capital) / capitalSum));
  const totals = parts.map((part, position) => part + interests[position]!);
  const who = (position: number) => shown(listed.stakes[position]!.name);
  const steps: SolutionStep[] = [
    { title: 'Pay the interest on capital first', bullets: [...listed.stakes.map((stake, position) => `${who(position)}: ${pct(percent)} of ${rs(stake.capital)} = ${rs(interests[position]!)}.`), `Interest in all = ${rs(paid)}, so ${rs(profit)} − ${rs(paid)} = ${rs(rest)} is left to share.`] },
    { title: 'Share the rest', bullets: [equally ? `Equally: ${rs(rest)} ÷ ${listed.stakes.length} = ${rs(parts[0]!)} each.` : `In the ratio of the capitals: ${who(index)} gets ${num(listed.stakes[index]!.capital)}/${num(capitalSum)} × ${rs(rest)} = ${rs(parts[index]!)}.`] },
    { title: 'Add up', bullets: [`${who(index)} gets ${rs(interests[index]!)} + ${rs(parts[index]!)} = ${rs(totals[index]!)} in all.`] },
  ];
  const check = checkStep([`All the money paid out: ${totals.map(rs).join(' + ')} = ${rs(totals.reduce((acc, value) => acc + value, 0))}, the whole profit.`], [[totals.reduce((acc, value) => acc + value, 0), profit]]);
  if (!check) return null;
  return {
    kind: 'partnership',
    values: [round2(totals[index]!)],
    unit: 'rupees',
    label: `${who(index)}'s total income`,
    steps: [...steps, check],
    mistakes: [{ value: round2(parts[index]!), why: 'this leaves out the interest on the capital' }, { value: round2((profit * listed.stakes[index]!.capital) / capitalSum), why: 'this shares the whole profit by capital and forgets the interest' }],
    givens: [...listed.givens, percent, profit],
  };
}

/** The clauses of the text: sentences, and parts joined by ';' or ', and'. */
function clausesOf(text: string): { text: string; at: number }[] {
  const clauses: { text: string; at: number }[] = [];
  const pattern = /[^.;?]+(?:[.;?]|$)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].trim()) clauses.push({ text: match[0], at: match.index });
  }
  return clauses;
}

/** A time when a partner comes in, counted from the start: 'after 4 months', '4 months later', 'at the end of 4 months'. */
const LATE = /\b(?:after|at the end of)\s+(\d+)\s+months?\b|\b(\d+)\s+months?\s+(?:later|after(?:\s+the\s+start)?)\b/;

/**
 * Partners one clause at a time: 'Arjun starts a business with ₹45,000. After 3 months Bhanu joins
 * him with ₹60,000.' A partner's months are 'for m months', or the period less the months before
 * joining.
 */
function stakesOneByOne(text: string, period: number, fewest = 2): { stakes: Stake[]; givens: number[] } | null {
  const stakes: Stake[] = [];
  const givens: number[] = [];
  for (const clause of clausesOf(text)) {
    const entries = [...clause.text.matchAll(new RegExp(String.raw`\b([a-z]{1,12})\s+(?:(?:also|then|later|too|again|now|alone|himself|herself|had|has)\s+)?${PUTS}\b(?!\s+(?:another|a further|an additional|more)\b)[^₹\d]{0,20}?(?:(?:after\s+\d+\s+months?|\d+\s+months?\s+later)[^₹\d]{0,12}?)?₹\s?(\d+(?:\.\d+)?)(?:[^₹\d.]{0,16}?\bfor\s+(\d+)\s+(months?|years?))?`, 'g'))];
    let previousEnd = 0;
    for (const [position, entry] of entries.entries()) {
      const name = entry[1]!;
      const end = entry.index + entry[0].length;
      if (PARTNER_NOT_NAMES.has(name)) continue;
      if (stakes.some((stake) => stake.name === name)) return null;
      let from = 0;
      let to = period;
      if (entry[3] !== undefined) {
        to = Number(entry[3]) * (/^year/.test(entry[4]!) ? 12 : 1);
        givens.push(Number(entry[3]));
      } else {
        // A time of joining before the partner, inside the entry, or (for the last one) after it.
        const last = position === entries.length - 1;
        const own = clause.text.slice(previousEnd, last ? clause.text.length : end).replace(/\bfor\s+\d+\s+(?:months?|years?)/g, ' ');
        // 'after another 2 months': counted from the partner who came in before.
        // 'after 3 more months', 'C joined 2 months after B': counted from the partner before, who must be the one named.
        const further = /\bafter\s+(?:another|a further|a\s+further)\s+(\d+)\s+months?\b|\b(\d+)\s+(?:more\s+)?months?\s+after\s+(?:that|this|him|her)\b|\bafter\s+(\d+)\s+more\s+months?\b|\b(\d+)\s+more\s+months?\s+later\b/.exec(own);
        const afterNamed = further ? null : /\b(\d+)\s+(?:more\s+)?months?\s+after\s+([a-z]{1,12})\b(?!\s+(?:the|a|an|starting|start|it)\b)/.exec(own);
        if (afterNamed && !PARTNER_NOT_NAMES.has(afterNamed[2]!) && afterNamed[2] !== 'the' && stakes[stakes.length - 1]?.name !== afterNamed[2]) return null;
        const late = further ?? (afterNamed && !PARTNER_NOT_NAMES.has(afterNamed[2]!) ? Object.assign([afterNamed[0], afterNamed[1]], { index: afterNamed.index }) : null) ?? LATE.exec(own);
        const isFurther = further !== null || (afterNamed !== null && !PARTNER_NOT_NAMES.has(afterNamed[2]!));
        // 'after some months C joined', 'B joined later': the time of joining is not written, so nothing can be worked out.
        if (!late && /\b(?:some|a few|few|several|certain|a certain number of)\s+(?:months?|time|years?)\b|\b(?:joins?|joined)\s+(?:[a-z]+\s+){0,3}?later\b|\blater\s+(?:joins?|joined)\b/.test(own)) return null;
        // 'P invested ₹25,000 and left after 8 months': a time of leaving written just before, not one of joining.
        const leftBefore = late !== null && /\b(?:withdr[a-z]*|with\s+dr[a-z]*|left|leaves|quits?|exit(?:s|ed)?|pull(?:s|ed)?\s+out)\b[^₹\d]{0,30}$/.test(own.slice(0, late.index));
        // The partner's own leaving after the money ('... ₹25,000 and left after 8 months'): in from the start till then.
        const ownLeaving = late !== null && leftBefore && last && !isFurther && /^[^₹\d]*\band\s+(?:then\s+)?(?:left|leaves|quits?|exit(?:s|ed)?)\s+(?:the\s+business\s+)?$/.test(own.slice(end - previousEnd, late.index));
        if (ownLeaving) {
          to = Number(late[1] ?? late[2]);
          givens.push(to);
        } else if (late && !leftBefore && !/\b(?:withdr|left|leaves|quit)/.test(own.slice(late.index))) {
          const wait = Number(late[1] ?? late[2] ?? late[3] ?? late[4]);
          const previous = stakes[stakes.length - 1];
          if (isFurther && !previous) return null;
          from = isFurther ? previous!.from + wait : wait;
          givens.push(wait);
        }
      }
      previousEnd = end;
      // A partner's own years may pass the period read first ('A for 2 years and B for 1 year'); a late joiner's may not.
      if (!(to > from) || (to > period && (from > 0 || entry[3] === undefined))) return null;
      stakes.push({ name, capital: Number(entry[2]), from, to });
      givens.push(Number(entry[2]));
    }
  }
  return stakes.length >= fewest ? { stakes, givens } : null;
}

/**
 * A list of partners and then a partner who comes in later: 'A and B enter into a partnership
 * with ₹50,000 and ₹60,000. After 3 months C joins with ₹70,000.' The later partners are read one
 * by one outside the list; a partner of the list named again is left to the readers of changes.
 */
function withLaterPartners(text: string, listed: { stakes: Stake[]; givens: number[]; span: [number, number] }, period: number): { stakes: Stake[]; givens: number[]; span: [number, number] } {
  const later = stakesOneByOne(blanked(text, [listed.span]), period, 1);
  const fresh = later ? later.stakes.filter((stake) => !listed.stakes.some((known) => known.name === stake.name)) : [];
  if (!later || fresh.length !== later.stakes.length) return listed;
  return { stakes: [...listed.stakes, ...fresh], givens: [...listed.givens, ...later.givens], span: listed.span };
}

const FRACTIONS: Readonly<Record<string, number>> = { half: 1 / 2, 'one-half': 1 / 2, 'one half': 1 / 2, 'one-third': 1 / 3, 'one third': 1 / 3, 'a third': 1 / 3, 'one-fourth': 1 / 4, 'one fourth': 1 / 4, 'a quarter': 1 / 4, 'one-quarter': 1 / 4, 'two-thirds': 2 / 3, 'two thirds': 2 / 3, 'three-fourths': 3 / 4, 'three fourths': 3 / 4 };

/**
 * Changes after the start: 'after 6 months A withdrew half of his capital', 'A withdrew ₹5,000
 * after 4 months', 'B doubled his capital after 8 months', 'after 3 months C left the business'.
 */
function withChanges(text: string, stakes: Stake[], givens: number[], period: number, skip: readonly (readonly [number, number])[]): Stake[] | null {
  const result = [...stakes];
  const names = stakes.map((stake) => stake.name).join('|');
  const source = blanked(text, skip);
  // 'After 8 months P withdraws ₹1,000 and Q advances ₹1,000': two changes in one clause, at the one time it writes.
  const pieces = clausesOf(source).flatMap((clause) => {
    const parts = clause.text.split(new RegExp(String.raw`\s*,?\s+(?:and|while|whereas|but)\s+(?=(?:${names})\s+(?:(?:then|also|later)\s+)?(?:withdr|with\s+dr|adv|add|invest|doubl|increas|reduc|took|takes|left|leaves|quit|put|bring|brought|inject|contribut))`));
    const times = [...clause.text.matchAll(new RegExp(LATE.source, 'g'))];
    return parts.map((part) => ({ text: part, at: clause.at, when: parts.length > 1 && times.length === 1 && !LATE.test(part) ? times[0]![0] : '' }));
  });
  for (const clause of pieces) {
    // 'a puts in ₹2,000 more', 'b brings in another ₹5,000': more money from a partner already in.
    const more = String.raw`(?:puts?|putting|brings?|brought|injects?|injected|contributes?|contributed)(?:\s+in)?(?=\s+(?:another|a further|an additional|an extra|additional|extra)\b|\s+₹\s?\d+(?:\.\d+)?\s+(?:more|extra|additional)\b)`;
    const who = new RegExp(String.raw`\b(${names})\b\s+(?:(?:then|also|later)\s+)?(withdr[a-z]+|with\s+dr[a-z]+|pulls out|pulled out|pull out|opts out|opted out|exits|exited|took out|takes out|took back|takes back|left|leaves|quits?|added|adds|advanced|advances|invest(?:s|ed)?\s+(?:a further|another|an additional)|doubled|doubles|increased|increases|reduced|reduces|${more})`).exec(clause.text);
    if (!who) continue;
    const index = result.findIndex((stake) => stake.name === who[1]);
    const stake = result[index]!;
    if (stake.change) return null;
    const at = LATE.exec(clause.text) ?? /\b(\d+)\s+months?\s+(?:before the end|before the year ended)\b/.exec(clause.text) ?? LATE.exec(clause.when);
    if (!at) return null;
    const beforeEnd = /before the end|before the year ended/.test(at[0]);
    const month = beforeEnd ? period - Number(at[1]) : Number(at[1] ?? at[2]);
    if (!(month > stake.from && month < stake.to)) return null;
    // A time shared by two changes is written once: one number of the question.
    if (!clause.when || !givens.includes(Number(at[1] ?? at[2]))) givens.push(Number(at[1] ?? at[2]));
    const verb = who[2]!;
    // 'withdraws some money', 'took out a part of his capital': an amount not written, so nothing can be worked out.
    if (/^\s*(?:some|a\s+part|part|a\s+portion|a\s+certain|certain|an\s+amount|a\s+sum|a\s+few|few|an\s+unknown|x\b)/.test(clause.text.slice(who.index + who[0].length))) return null;
    // 'half of his capital', 'one-sixth of his', 'two-thirds of her money'.
    const fractionWords = String.raw`${Object.keys(FRACTIONS).join('|')}|(?:one|a|two|three|four|five)[-\s](?:thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)|\d+\s*\/\s*\d+`;
    const fractionRead = new RegExp(String.raw`\b(${fractionWords})\s+(?:of\s+)?(?:(?:his|her|its|the|their)?\s*(?:capital|investment|money|amount)|(?:his|hers|her|theirs|its)(?=\s*(?:[.,;?]|$)))`).exec(clause.text);
    const fraction = fractionRead ? [fractionRead[0], fractionRead[1]!] : null;
    const fractionValue = fraction ? (FRACTIONS[fraction[1]!] ?? multiplierWord(fraction[1]!)) : null;
    if (fraction && !(fractionValue! > 0 && fractionValue! < 1)) return null;
    // '2/3 of his capital': the digits of a written fraction are numbers of the question.
    if (fraction && /\d/.test(fraction[1]!)) givens.push(...[...fraction[1]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])));
    const amount = /₹\s?(\d+(?:\.\d+)?)/.exec(clause.text);
    let capital: number;
    let words: string;
    // 'withdrew one-third of her' not read as a fraction is not 'withdrew from the business': only a plain withdrawal is leaving.
    const plainWithdrawal = /^\s*(?:(?:from|out of)\s+(?:the\s+)?(?:business|firm|partnership|company|shop|venture)|(?:all|the whole)\s+(?:of\s+)?(?:his|her|its|their)\s+(?:capital|money|investment)|(?:his|her|its|their)\s+(?:capital|money|investment)|completely)?\s*(?:[.,;?]|$|\band\b|\bwhile\b|\bif\b)/.test(clause.text.slice(who.index + who[0].length).replace(/\s*,?\s*(?:after|at the end of)\s+\d+\s+months?|\s*,?\s*\d+\s+months?\s+(?:later|after the start|before the end(?: of the year)?)/g, ''));
    if (/^with\s?dr/.test(verb) && !fraction && !amount && !plainWithdrawal) return null;
    if (/^(?:left|leaves|quits?|pulls? out|pulled out|opts? out|opted out|exits|exited)$/.test(verb) || (/^with\s?dr/.test(verb) && !fraction && !amount)) {
      result[index] = { ...stake, to: month };
      continue;
    } else if (/^doubl/.test(verb)) {
      capital = stake.capital * 2;
      words = 'doubles the capital';
    } else if (fraction && /^(?:with\s?dr|took|takes|reduc)/.test(verb)) {
      capital = stake.capital * (1 - fractionValue!);
      words = `takes out ${fraction[1]} of the capital`;
    } else if (amount && /^(?:with\s?dr|took|takes|reduc)/.test(verb)) {
      capital = stake.capital - Number(amount[1]);
      words = `takes out ${rs(Number(amount[1]))}`;
      givens.push(Number(amount[1]));
    } else if (amount && /^(?:added|adds|advance|invest|increas|put|bring|brought|inject|contribut)/.test(verb)) {
      capital = stake.capital + Number(amount[1]);
      words = `puts in ${rs(Number(amount[1]))} more`;
      givens.push(Number(amount[1]));
    } else return null;
    if (!(capital > 0)) return null;
    result[index] = { ...stake, change: { at: month, capital, words } };
  }
  return result;
}

/** True when the words name the partner: 'a' counts only where it stands as a name ('a's', 'a gets', 'of a is'), not as the article. */
function partnerIn(words: string, name: string): boolean {
  if (name !== 'a') return new RegExp(String.raw`(?<![a-z])${name}(?![a-z])`).test(words);
  return /(?<![a-z])a(?:'s|\s+(?:gets?|got|receives?|received|is|was|earns?|earned)\b|\s*$)|\b(?:did|does|do|will|would|should|must|has|had)\s+a\s+(?:with\s*draw|withdr|join|leave|left|invest|put|come|came|stay|get|receive|bring)|\b(?:of|to|for)\s+a\s+(?:is|was|=)|\ba\s*(?:,|and)\s*[b-z]\b|\b[b-z]\s*(?:,|and)\s*a\b/.test(words);
}

/** The partner the asked clause names: 'A's share', 'how much does B get', 'the third partner'. */
function askedPartner(asked: string, stakes: readonly Stake[]): number | null {
  const named = stakes.flatMap((stake, index) => (new RegExp(String.raw`(?<![a-z])${stake.name}(?![a-z])`).test(asked) ? [index] : []));
  if (named.length === 1) return named[0]!;
  if (named.length > 1) {
    const strong = stakes.flatMap((stake, index) => (new RegExp(String.raw`(?<![a-z])${stake.name}(?:'s|s')\s+(?:share|profit|part|capital|investment)|(?:does|did|will|would|should)\s+${stake.name}\s+(?:get|receive|earn)|share\s+of\s+${stake.name === 'a' ? String.raw`a(?=\s*(?:$|[,.?]|\s(?:is|was|in|from|out|at|if|when)\b))` : String.raw`${stake.name}\b`}`).test(asked) ? [index] : []));
    return strong.length === 1 ? strong[0]! : null;
  }
  const ordinal = /\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:partner|person|friend|one|investor)\b/.exec(asked);
  if (ordinal) {
    const index = ['first', 'second', 'third', 'fourth', '1st', '2nd', '3rd', '4th'].indexOf(ordinal[1]!) % 4;
    return index < stakes.length ? index : null;
  }
  // 'the one who put in the most', 'the partner who invested the least': by the money put in, only
  // when all put it in for the same time, and one stands alone at the top (or the bottom).
  const most = /\b(?:one|partner|person|friend|investor)\s+who\s+(?:put|puts|invested|invests|contributed|contributes|brought|brings)\s+(?:in\s+)?the\s+(most|least|maximum|minimum|highest|lowest|largest|smallest|more|less)\b/.exec(asked);
  if (most && stakes.every((stake) => !stake.change && stake.from === stakes[0]!.from && stake.to === stakes[0]!.to)) {
    const capitals = stakes.map((stake) => stake.capital);
    const top = /most|maximum|highest|largest|more/.test(most[1]!) ? Math.max(...capitals) : Math.min(...capitals);
    return capitals.filter((capital) => capital === top).length === 1 ? capitals.indexOf(top) : null;
  }
  return null;
}

/** The working partner's fee: 's% of the profit for managing' or '₹m a month for managing'. */
function managingFee(text: string, stakes: readonly Stake[]): { index: number; percent: number | null; money: number | null; perMonth: boolean } | null {
  if (!/manag|working partner|salary|remuneration|allowance|for running|for looking after/.test(text)) return null;
  const percent = new RegExp(String.raw`\b([a-z]+)\s+(?:gets?|receives?|takes?|is paid|draws?|is given)\s+${NUM}\s*%\s+(?:of\s+the\s+(?:total\s+)?profit|of\s+the\s+profit)`).exec(text);
  const money = new RegExp(String.raw`\b([a-z]+)\s+(?:gets?|receives?|takes?|is paid|draws?|is given)\s+₹\s?(\d+(?:\.\d+)?)\s*(per month|a month|every month|monthly|per annum|a year|per year|annually)?\s+(?:as\s+)?(?:for|salary|remuneration|allowance)`).exec(text);
  // 'A gets a salary of ₹500 per month for managing the business'.
  const salary = money ? null : new RegExp(String.raw`\b([a-z]+)\s+(?:gets?|receives?|takes?|draws?|is paid|is given)\s+(?:a\s+)?(?:monthly\s+)?(?:salary|remuneration|allowance)\s+of\s+₹\s?(\d+(?:\.\d+)?)\s*(per month|a month|every month|monthly|per annum|a year|per year|annually)?`).exec(text);
  const paid = money ?? salary;
  // 'a monthly salary of ₹500': the month is said before the money.
  const monthly = salary !== null && /\bmonthly\s+(?:salary|remuneration|allowance)/.test(salary[0]);
  const found = percent ?? paid;
  if (!found || (percent && paid)) return null;
  let index = stakes.findIndex((stake) => stake.name === found[1]);
  if (index < 0) {
    // 'Rohit manages the shop and receives 5% of the profit', 'Harish is a working partner and gets 20%': the partner named last in the clause.
    // ('12.5%': a decimal point ends no clause.)
    const clause = text.slice(0, found.index + found[0].length).split(/[.;?](?!\d)/).pop() ?? '';
    const named = stakes.flatMap((stake, position) => [...clause.matchAll(new RegExp(String.raw`(?<![a-z])${stake.name}(?![a-z])`, 'g'))].map((match) => ({ position, at: match.index })));
    const names = new Set(named.map((entry) => entry.position));
    if (!/^(?:and|who|he|she|also|then)$/.test(found[1]!) || names.size !== 1) return null;
    index = named[0]!.position;
  }
  if (!/rest|remaining|balance|remainder/.test(text)) return null;
  return percent ? { index, percent: Number(percent[2]), money: null, perMonth: false } : { index, percent: null, money: Number(paid![2]), perMonth: monthly || /month/.test(paid![3] ?? '') };
}

/**
 * 'A puts in ₹5,000 and B ₹6,000': the second partner's verb is left out; write it again so that
 * each partner reads as one stake. Same length not needed: the readers below only use this text.
 */
function withVerbRepeated(text: string): string {
  // 'A left after 4 months and B after 6 months': the second partner's verb written again.
  const left = withVerbRepeatedInList(withVerbPairRepeated(text)).replace(/\b([a-z]{1,12})\s+(left|leaves|quit|quits|withdrew|withdraws|with drew|pulled out|pulls out)\s+(after\s+\d+\s+months?)\s*,?\s+and\s+([a-z]{1,12})\s+(after\s+\d+\s+months?)\b/g, (whole, first: string, verb: string, time: string, second: string, later: string) =>
    PARTNER_NOT_NAMES.has(second) || first === second ? whole : `${first} ${verb} ${time} and ${second} ${verb} ${later}`,
  );
  return left;
}

/**
 * 'A invested ₹15,000 for 8 months, B ₹12,000 for 10 months and C ₹20,000 for 9 months': the
 * verb of the first partner written again before each of the others, so that each reads as one stake.
 */
function withVerbRepeatedInList(text: string): string {
  const stake = String.raw`₹\s?\d+(?:\.\d+)?(?:\s+for\s+\d+\s+(?:months?|years?))?`;
  const tail = String.raw`(?:\s*,\s*(?:and\s+)?|\s*,?\s+and\s+)[a-z]{1,12}\s+(?:with\s+)?₹\s?\d+(?:\.\d+)?(?:\s+for\s+\d+\s+(?:months?|years?))?`;
  return text.replace(new RegExp(String.raw`\b([a-z]{1,12})\s+(${PUTS})\s+(${stake})((?:${tail})+)(?=\s*(?:[.,;?]|$))`, 'g'), (whole, first: string, verb: string, money: string, tails: string) => {
    const others = [...tails.matchAll(new RegExp(String.raw`(\s*,\s*(?:and\s+)?|\s*,?\s+and\s+)([a-z]{1,12})\s+(?:with\s+)?(₹\s?\d+(?:\.\d+)?(?:\s+for\s+\d+\s+(?:months?|years?))?)`, 'g'))];
    if (others.some((other) => PARTNER_NOT_NAMES.has(other[2]!) || other[2] === first)) return whole;
    return `${first} ${verb} ${money}${others.map((other) => `${other[1]}${other[2]} ${verb} ${other[3]}`).join('')}`;
  });
}

/** 'A puts in ₹5,000 and B ₹6,000': the second partner's verb written again. */
function withVerbPairRepeated(text: string): string {
  return text.replace(new RegExp(String.raw`\b([a-z]{1,12})\s+(${PUTS})\s+(₹\s?\d+(?:\.\d+)?)(\s*,?\s+and\s+)([a-z]{1,12})\s+(?:with\s+)?(₹\s?\d+(?:\.\d+)?)(?=\s*(?:[.,;]|$|\s+(?:respectively|for|in|into)\b))`, 'g'), (whole, first: string, verb: string, money: string, joint: string, second: string, other: string) =>
    PARTNER_NOT_NAMES.has(second) || first === second ? whole : `${first} ${verb} ${money}${joint}${second} ${verb} ${other}`,
  );
}

/** Partners with known money: the profit shared, a share given, or the ratio asked. */
function knownStakes(raw: string): QuantAnswer | null {
  const text = withVerbRepeated(raw);
  const period = periodOf(text);
  const alone = listedStakes(text, period.months);
  const listed = alone ? withLaterPartners(text, alone, period.months) : null;
  const found = listed ?? stakesOneByOne(text, period.months);
  if (!found) return null;
  const givens = [...found.givens];
  const timed = timesByName(text, found.stakes, givens, period.months);
  if (timed === 'unsure') return null;
  const stakes = withChanges(text, timed ?? found.stakes, givens, period.months, listed ? [listed.span] : []);
  if (!stakes || stakes.length < 2 || new Set(stakes.map((stake) => stake.name)).size !== stakes.length) return null;
  if (period.written !== null) givens.push(period.written);
  const units = stakes.map(unitsOf);
  const ratio = lowestTerms(units);
  if (!ratio || units.some((unit) => !(unit > 0))) return null;
  const who = (index: number) => shown(stakes[index]!.name);
  const monthsText = (stake: Stake) =>
    stake.change ? `${rs(stake.capital)} for ${stake.change.at - stake.from} months, then ${rs(stake.change.capital)} for ${stake.to - stake.change.at} months` : `${rs(stake.capital)} for ${stake.to - stake.from} months`;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: stakes.map((stake, index) => `${who(index)}: ${monthsText(stake)}${stake.from > 0 ? ` (joins after ${stake.from} months)` : ''}${stake.change ? ` (${stake.change.words} after ${stake.change.at} months)` : ''}.`) },
    { title: 'Capital × time', bullets: [...stakes.map((stake, index) => `${who(index)}: ${stake.change ? `${num(stake.capital)} × ${stake.change.at - stake.from} + ${num(stake.change.capital)} × ${stake.to - stake.change.at}` : `${num(stake.capital)} × ${stake.to - stake.from}`} = ${num(units[index]!)}.`), `Profits are shared in the ratio ${ratio.join(' : ')}.`] },
  ];
  const asked = blankAsk(askedPart(text));
  const sum = ratio.reduce((a, b) => a + b, 0);
  // The figures besides the partners' money and months: the profit, or a share.
  // The figures of a list already read ('₹20,000, ₹30,000 and ₹50,000 respectively') are blanked, so that a profit of the same amount is still seen.
  const used = new Set<number>(alone ? alone.givens.map((_, position) => position) : []);
  // 'the 2nd friend' holds a digit that is not a figure of the money.
  const rest = figuresIn(blanked(text.replace(/\b(\d)(?=(?:st|nd|rd|th)\b)/g, ' '), listed ? [listed.span] : [])).filter((figure) => {
    const index = givens.findIndex((given, position) => !used.has(position) && given === figure.value);
    if (index >= 0) {
      used.add(index);
      return false;
    }
    return true;
  });
  const fee = managingFee(text, stakes);
  const byCapital = (profit: number, index: number) => (profit * stakes[index]!.capital) / stakes.reduce((acc, stake) => acc + stake.capital, 0);

  // 'In what ratio should the profit of ₹1,200 be shared?': the profit's amount does not change the ratio.
  const profitOnly = rest.length === 1 && rest[0]!.rupees && /\b(?:profit|gain)\s+(?:of\s+)?$/.test(text.slice(Math.max(0, rest[0]!.index - 25), rest[0]!.index));
  // "A's share is what per cent of the profit?": one share over the whole, whatever the profit.
  if (/\b(?:what|which)\s+(?:per\s*cent|percent(?:age)?|%)\s+(?:part\s+)?of\s+(?:the\s+)?(?:total\s+)?profit\b|\bis\s+what\s+(?:per\s*cent|percent(?:age)?|%)\s+of\s+(?:the\s+)?(?:total\s+)?profit\b/.test(asked) && (rest.length === 0 || profitOnly) && !fee) {
    // "A's share is what per cent ...": the partner may stand before the question word.
    const lastSentence = text.split(/(?<=[.?!])\s+/).filter((sentence) => /[a-z]/.test(sentence)).pop() ?? asked;
    const index = askedPartner(asked, stakes) ?? askedPartner(lastSentence, stakes);
    if (index === null) return null;
    const percent = (ratio[index]! / sum) * 100;
    steps.push({ title: 'As a percentage of the profit', bullets: [`${who(index)} gets ${ratio[index]} of the ${sum} parts: ${ratio[index]} ÷ ${sum} × 100 = ${num(round2(percent))}%.`] });
    const check = checkStep([`${ratio.map((term, position) => `${num(units[position]!)} ÷ ${term} = ${num(units[position]! / term)}`).join('; ')}: the same for each partner, so ${who(index)} has ${ratio[index]} of ${sum} parts.`], ratio.map((term, position) => [units[position]! / term, units[0]! / ratio[0]!] as const));
    if (!check) return null;
    return { kind: 'partnership', values: [round2(percent)], unit: 'percent', label: `${who(index)}'s share as a percentage of the profit`, steps: [...steps, check], mistakes: [{ value: round2((stakes[index]!.capital / stakes.reduce((acc, stake) => acc + stake.capital, 0)) * 100), why: 'this uses the capitals alone and forgets the months' }], givens: profitOnly ? [...givens, rest[0]!.value] : givens };
  }
  // 'What part of the year's profit is Kabir's?': his parts over all the parts, as a fraction.
  if (/\bwhat\s+(?:part|fraction|portion)\s+of\s+(?:the\s+)?(?:[a-z]+\s+)?(?:[a-z]+'s\s+)?(?:total\s+|whole\s+)?profit\b/.test(asked) && (rest.length === 0 || profitOnly) && !fee) {
    const index = askedPartner(asked, stakes);
    if (index === null) return null;
    const common = lowestTerms([ratio[index]!, sum]);
    if (!common) return null;
    steps.push({ title: 'Part of the profit', bullets: [`${who(index)} has ${ratio[index]} of the ${sum} parts: ${ratio[index]}/${sum} = ${common.join('/')}.`] });
    const check = checkStep([`${ratio.map((term, position) => `${num(units[position]!)} ÷ ${term} = ${num(units[position]! / term)}`).join('; ')}: the same for each partner, so ${who(index)} has ${ratio[index]} of ${sum} parts.`], ratio.map((term, position) => [units[position]! / term, units[0]! / ratio[0]!] as const));
    if (!check) return null;
    return { kind: 'partnership', values: common, unit: 'fraction', label: `${who(index)}'s part of the profit`, steps: [...steps, check], mistakes: [], givens: profitOnly ? [...givens, rest[0]!.value] : givens };
  }
  if (/\bratio\b/.test(asked) && (rest.length === 0 || profitOnly) && !fee) {
    const check = checkStep([`${ratio.map((term, index) => `${num(units[index]!)} ÷ ${term} = ${num(units[index]! / term)}`).join('; ')}: the same for each partner.`], ratio.map((term, index) => [units[index]! / term, units[0]! / ratio[0]!] as const));
    if (!check) return null;
    return { kind: 'partnership', values: ratio, unit: 'ratio', label: 'The ratio of the shares of the profit', steps: [...steps, check], mistakes: [], givens: profitOnly ? [...givens, rest[0]!.value] : givens };
  }
  if (rest.length !== 1 + (fee && fee.percent !== null ? 1 : 0) + (fee && fee.money !== null ? 1 : 0)) return null;
  if (fee) return withFee(text, asked, stakes, units, ratio, steps, givens, rest.map((figure) => figure.value), fee);
  const figure = rest[0]!;
  const near = text.slice(Math.max(0, figure.index - 60), figure.index);
  const after = text.slice(figure.end, figure.end + 30);
  // 'A's share of the profit is ₹x', 'A gets ₹x as profit': a share given.
  const shareOf = stakes.findIndex(
    (stake) =>
      new RegExp(
        String.raw`(?<![a-z])${stake.name}(?:'s|s')?\s+(?:share(?:\s+(?:of|in)\s+the\s+(?:total\s+)?profit)?|profit(?:\s+share)?)(?:\s+(?:at|by)\s+the\s+end\s+of\s+the\s+year)?\s+(?:is|was|=|comes to|amounts to)\s+₹?\s?$|(?<![a-z])${stake.name}\s+(?:gets?|got|receives?|received|earns?|earned)\s+(?:a\s+(?:profit|share)\s+of\s+)?₹?\s?$|\b(?:share|part|profit|profit share|share of (?:the )?profit)\s+(?:of|for|to)\s+${stake.name}\s+(?:is|was|=|comes to|amounts to)\s+₹?\s?$`,
      ).test(near) &&
      !/^\s*(?:more|less)\b/.test(after) &&
      // 'the difference between A's share and C's share of the profit is ₹x' gives no share of C.
      !/\bdiffer(?:ence|s)?\b/.test(text.slice(Math.max(0, figure.index - 120), figure.index).split(/[.;?]/).pop() ?? ''),
  );
  const clause = near.split(/[.;]/).pop() ?? '';
  // 'A venture that ended in a loss of ₹x': a loss is shared as a profit is.
  const profitWords = /profit|gain|earn|\bshare|\bloss\b/.test(clause) || /^\s*(?:as\s+)?(?:profit|gain)/.test(after);
  // 'B got ₹2,000 more than A': the difference of two shares given.
  const gap = shareOf < 0 ? (gapGiven(near, after, stakes) ?? differenceGiven(text.slice(Math.max(0, figure.index - 120), figure.index), stakes, units)) : null;
  if (gap) return fromGap(asked, gap, figure.value, stakes, units, ratio, steps, [...givens, figure.value]);
  // A partner named next to the figure without a share read: it may be that partner's share, so it is not taken as the profit.
  if (shareOf < 0 && stakes.some((stake) => partnerIn(clause.slice(clause.search(/profit|gain|earn|share/)), stake.name))) return null;
  if (shareOf >= 0) {
    const part = figure.value / ratio[shareOf]!;
    const shares = ratio.map((term) => term * part);
    const index = askedPartner(asked, stakes);
    const pair = stakes.flatMap((stake, position) => (partnerIn(asked, stake.name) ? [position] : []));
    const compares = /\bdiffer|\b(?:more|less)\b(?:\s+[\w']+){0,5}?\s+than\b|\bexceed/.test(asked);
    const wantsGap = compares && pair.length === 2;
    if (compares && !wantsGap) return null;
    const wantsTotal = !wantsGap && /\b(?:total|whole|entire)\s+(?:profit|gain)\b|\b(?:the|their)\s+profit\b(?!\s+shares?)|\bprofit\s+(?:is|was)\b/.test(asked) && (index === null || index === shareOf);
    if (!wantsTotal && !wantsGap && (index === null || index === shareOf)) return null;
    const value = wantsGap ? Math.abs(shares[pair[0]!]! - shares[pair[1]!]!) : wantsTotal ? part * sum : shares[index!]!;
    steps.push({ title: 'One part', bullets: [`${who(shareOf)}'s share is ${ratio[shareOf]} parts = ${rs(figure.value)}, so one part = ${num(figure.value)} ÷ ${ratio[shareOf]} = ${num(part)}.`, wantsGap ? `${who(pair[0]!)} = ${ratio[pair[0]!]} × ${num(part)} = ${rs(shares[pair[0]!]!)}; ${who(pair[1]!)} = ${ratio[pair[1]!]} × ${num(part)} = ${rs(shares[pair[1]!]!)}; the difference is ${rs(value)}.` : wantsTotal ? `Total profit = ${sum} parts = ${rs(value)}.` : `${who(index!)}'s share = ${ratio[index!]} × ${num(part)} = ${rs(value)}.`] });
    const check = checkStep([`The shares ${shares.map(rs).join(' + ')} = ${rs(part * sum)}; each share ÷ its capital × time is the same, and ${who(shareOf)}'s share is ${rs(shares[shareOf]!)}.`], [[shares[shareOf]!, figure.value], ...shares.map((share, position) => [share / units[position]!, shares[0]! / units[0]!] as const)]);
    if (!check) return null;
    return { kind: 'partnership', values: [round2(value)], unit: 'rupees', label: wantsGap ? `The difference between the shares of ${who(pair[0]!)} and ${who(pair[1]!)}` : wantsTotal ? 'The total profit' : `The share of ${who(index!)}`, steps: [...steps, check], mistakes: wantsTotal ? [{ value: round2(shares[1 - shareOf] ?? NaN), why: 'this is the other partner\'s share, not the total' }] : [], givens: [...givens, figure.value] };
  }
  if (!profitWords || !figure.rupees) return null;
  const profit = figure.value;
  const shares = ratio.map((term) => (profit * term) / sum);
  const index = askedPartner(asked, stakes);
  let value: number;
  let label: string;
  const mistakes: { value: number; why: string }[] = [];
  if (/\bdiffer|\b(?:more|less)\b(?:\s+[\w']+){0,5}?\s+than\b|\bexceed/.test(asked)) {
    const pair = stakes.flatMap((stake, position) => (partnerIn(asked, stake.name) ? [position] : []));
    // 'How much does the larger share exceed the smaller?': the largest and the smallest shares, by name or not.
    const extremes = pair.length === 0 && /\b(?:larger|largest|bigger|biggest|greater|greatest|highest)\b[^.?]*\b(?:smaller|smallest|lesser|least|lowest)\b/.test(asked);
    if (pair.length !== 2 && !extremes && !(stakes.length === 2 && pair.length === 0 && /\b(?:their|the two)\b/.test(asked))) return null;
    const largest = shares.indexOf(Math.max(...shares));
    const smallest = shares.indexOf(Math.min(...shares));
    const [i, j] = pair.length === 2 ? (pair as [number, number]) : extremes ? [largest, smallest] : [0, 1];
    if (i === j) return null;
    value = Math.abs(shares[i]! - shares[j]!);
    label = `The difference between the shares of ${who(i)} and ${who(j)}`;
    steps.push({ title: 'Shares of the profit', bullets: [`${who(i)}: ${ratio[i]}/${sum} × ${rs(profit)} = ${rs(shares[i]!)}; ${who(j)}: ${ratio[j]}/${sum} × ${rs(profit)} = ${rs(shares[j]!)}.`, `Difference = ${rs(value)}.`] });
  } else {
    if (index === null) return null;
    value = shares[index]!;
    label = `The share of ${who(index)}`;
    steps.push({ title: 'Share of the profit', bullets: [`${who(index)}: ${ratio[index]}/${sum} × ${rs(profit)} = ${rs(value)}.`] });
    mistakes.push({ value: round2(byCapital(profit, index)), why: 'this shares by capital alone and ignores the months' });
    shares.forEach((share, position) => position !== index && mistakes.push({ value: round2(share), why: `this is the share of ${who(position)}` }));
  }
  const check = checkStep([`The shares ${shares.map(rs).join(' + ')} add up to ${rs(shares.reduce((a, b) => a + b, 0))}, and each share ÷ its capital × time is the same.`], [[shares.reduce((a, b) => a + b, 0), profit], ...shares.map((share, position) => [share / units[position]!, shares[0]! / units[0]!] as const)]);
  if (!check) return null;
  return { kind: 'partnership', values: [round2(value)], unit: 'rupees', label, steps: [...steps, check], mistakes, givens: [...givens, profit] };
}

/**
 * Times written for each partner in a sentence of their own: 'Ravi invested for 9 months and
 * Kiran for 4 months', 'A's money was used for 2 years and B's for 1 year'. Only when no partner's
 * time was read with the money; 'unsure' when some partners get a time and others do not, or one
 * gets two.
 */
function timesByName(text: string, stakes: readonly Stake[], givens: number[], period: number): Stake[] | 'unsure' | null {
  if (stakes.some((stake) => stake.from !== 0 || stake.to !== period || stake.change)) return null;
  const FILLER = String.raw`(?:money|capital|investment|amount|funds?|was|is|were|had|has|been|remained|stayed|kept|invested|used|employed|put|in|the|business|it|his|her|its)`;
  const times = stakes.map((stake) => {
    // 'a' is also the article: as a name it is 'a's' or 'a' before a verb or 'for'.
    const name = stake.name === 'a' ? String.raw`a(?:'s|s'|(?=\s+(?:for|invested|kept|put|was|had)\b))` : String.raw`${stake.name}(?:'s|s')?`;
    const found = [...text.matchAll(new RegExp(String.raw`(?<![a-z])${name}\s+(?:${FILLER}\s+){0,6}for\s+(?:(\d+)\s+(months?|years?)|(?:a|the\s+whole|the\s+full|the\s+entire)\s+year)\b`, 'g'))];
    const values = new Set(found.map((match) => (match[1] === undefined ? 12 : Number(match[1]) * (/^year/.test(match[2]!) ? 12 : 1))));
    return { found, value: values.size === 1 ? [...values][0]! : null, many: values.size > 1 };
  });
  const named = times.filter((time) => time.found.length > 0);
  if (named.length === 0) return null;
  if (named.length !== stakes.length || times.some((time) => time.many)) return 'unsure';
  for (const time of times) for (const match of time.found) if (match[1] !== undefined) givens.push(Number(match[1]));
  return stakes.map((stake, index) => ({ ...stake, to: times[index]!.value! }));
}

/** 'B got ₹2,000 more than A (as profit)': the larger and the smaller partner of a difference written next to the figure. */
function gapGiven(near: string, after: string, stakes: readonly Stake[]): { larger: number; smaller: number } | null {
  const at = (pattern: (name: string) => string, words: string) => stakes.flatMap((stake, index) => (new RegExp(pattern(stake.name === 'a' ? String.raw`a(?!\s+(?:third|half|quarter|fourth|fifth)\b)` : stake.name)).test(words) ? [index] : []));
  const subject = at((name) => String.raw`(?<![a-z])${name}(?:'s|s')?\s+(?:share\s+(?:(?:of|in)\s+(?:the\s+)?(?:year's\s+|annual\s+|total\s+)?profit\s+)?)?(?:gets?|got|receives?|received|earns?|earned|is|was)\s+(?:a\s+profit\s+of\s+|profit\s+of\s+)?₹?\s?$`, near);
  const object = at((name) => String.raw`^\s*(?:as\s+(?:profit|his\s+share|her\s+share)\s+)?(?:more|less)\s+(?:profit\s+)?than\s+(?:that\s+of\s+)?(?:the\s+)?${name}(?:'s)?(?![a-z])(?!\s*(?:and|,|together|combined))`, after);
  const more = /^\s*(?:as\s+[a-z]+(?:\s+[a-z]+)?\s+)?more\b/.test(after);
  if (subject.length !== 1 || object.length !== 1 || subject[0] === object[0]) return null;
  return more ? { larger: subject[0]!, smaller: object[0]! } : { larger: object[0]!, smaller: subject[0]! };
}

/**
 * 'the difference between the profit shares of A and C was ₹x', 'A's and C's shares differ by ₹x':
 * the two partners of a difference named without saying which is larger; the larger is the one
 * with more capital × time.
 */
function differenceGiven(near: string, stakes: readonly Stake[], units: readonly number[]): { larger: number; smaller: number } | null {
  const clause = near.split(/[.;?]/).pop() ?? near;
  const phrase = /\bdiffer(?:ence|s)?\b([^.?]{0,70}?)\s(?:is|was|of|=|by|comes to|amounts to)\s+₹?\s?$/.exec(clause);
  if (!phrase || /squares?|twice|thrice|times|half/.test(phrase[1]!)) return null;
  // 'the difference between the shares of A and C was', or 'the profit shares of A and C differ by'.
  const inPhrase = stakes.flatMap((stake, index) => (partnerIn(phrase[1]!, stake.name) ? [index] : []));
  const named = inPhrase.length > 0 ? inPhrase : stakes.flatMap((stake, index) => (partnerIn(clause.slice(0, phrase.index), stake.name) ? [index] : []));
  if (named.length !== 2 || units[named[0]!] === units[named[1]!]) return null;
  const [i, j] = named as [number, number];
  return units[i]! > units[j]! ? { larger: i, smaller: j } : { larger: j, smaller: i };
}

/**
 * An ask with no question word, written as a blank to fill: 'If R gets ₹7,300 more than P as R's
 * share, the total profit is': the words after the last comma are what is asked.
 */
function blankAsk(asked: string): string {
  if (/\b(?:find|what|how|which|calculate|compute|determine|who)\b|\?/.test(asked)) return asked;
  const tail = /,\s*(?:then\s+)?((?:the|a's|b's|c's|[a-z]+'s)\s[^,]{3,60}?)\s*(?:is|was|will be|would be|=)?\s*[:.…_-]*\s*$/.exec(asked);
  return tail ? tail[1]! : asked;
}

/** The profit shares from the difference of two of them: one part is the difference over the gap in the ratio. */
function fromGap(asked: string, gap: { larger: number; smaller: number }, difference: number, stakes: readonly Stake[], units: readonly number[], ratio: readonly number[], steps: SolutionStep[], givens: readonly number[]): QuantAnswer | null {
  const terms = ratio[gap.larger]! - ratio[gap.smaller]!;
  if (!(terms > 0) || /\bdiffer|\b(?:more|less)\b(?:\s+[\w']+){0,5}?\s+than\b|\bexceed|\bratio\b/.test(asked)) return null;
  const part = difference / terms;
  const shares = ratio.map((term) => term * part);
  const sum = ratio.reduce((a, b) => a + b, 0);
  const who = (index: number) => shown(stakes[index]!.name);
  const index = askedPartner(asked, stakes);
  const wantsTotal = /\b(?:total|whole|entire)\s+(?:profit|gain)\b|\b(?:the|their)\s+profit\b(?!\s+shares?)|\bprofit\s+(?:is|was)\b/.test(asked) && index === null;
  if (!wantsTotal && index === null) return null;
  const value = wantsTotal ? part * sum : shares[index!]!;
  steps.push({ title: 'One part', bullets: [`${who(gap.larger)} gets ${ratio[gap.larger]} − ${ratio[gap.smaller]} = ${terms} part${terms === 1 ? '' : 's'} more than ${who(gap.smaller)}, and that is ${rs(difference)}; so one part = ${num(difference)} ÷ ${terms} = ${num(part)}.`, wantsTotal ? `Total profit = ${sum} parts = ${rs(value)}.` : `${who(index!)}'s share = ${ratio[index!]} × ${num(part)} = ${rs(value)}.`] });
  const check = checkStep([`The shares ${shares.map(rs).join(', ')}: ${who(gap.larger)} − ${who(gap.smaller)} = ${rs(shares[gap.larger]! - shares[gap.smaller]!)}, as stated, and each share ÷ its capital × time is the same.`], [[shares[gap.larger]! - shares[gap.smaller]!, difference], ...shares.map((share, position) => [share / units[position]!, shares[0]! / units[0]!] as const)]);
  if (!check) return null;
  return { kind: 'partnership', values: [round2(value)], unit: 'rupees', label: wantsTotal ? 'The total profit' : `The share of ${who(index!)}`, steps: [...steps, check], mistakes: [{ value: round2(difference * sum), why: 'this multiplies the difference by all the parts without first finding one part' }], givens };
}

/**
 * The partner whose whole receipt the figure is, when the profit is asked: 'if A gets ₹4,600 in
 * all, find the total profit', "A's total receipt was ₹10,500; what was the profit?". Null when
 * the figure is the profit itself or the ask names a partner.
 */
function receiptOf(text: string, asked: string, stakes: readonly Stake[], value: number, fee: number): number | null {
  if (!/\b(?:total\s+|whole\s+|the\s+)profit\b/.test(asked) || askedPartner(asked, stakes) !== null) return null;
  const written = new RegExp(String.raw`₹\s?${String(value).replace('.', '\\.')}(?!\d|\.\d)`).exec(text);
  if (!written) return null;
  const before = text.slice(0, written.index).split(/[.;?](?!\d)/).pop() ?? '';
  const after = text.slice(written.index + written[0].length, written.index + written[0].length + 25);
  // 'B gets ₹5,400 more than A', 'the profit of ₹x': not a receipt.
  if (/\bprofit\b/.test(before) || /^\s*(?:more|less|than|times|over|above)\b/.test(after)) return null;
  const receipt = /(?<![a-z])([a-z]+)(?:'s)?\s+(?:(?:total|whole)\s+)?(?:gets?|got|receives?|received|receipt|income|earnings|earned|earns)\b[^₹]*$/.exec(before);
  const index = receipt ? stakes.findIndex((stake) => stake.name === receipt[1]) : -1;
  if (index < 0) return null;
  // The working partner's 'gets ₹x' may be his share alone: only 'in all' or 'total' makes it his whole receipt.
  const whole = /\b(?:total|whole)\b/.test(before) || /^\s*(?:in all|altogether|in total)\b/.test(after);
  return whole || index !== fee ? index : null;
}

/**
 * The profit from one partner's whole receipt: with a fee of s% to the working partner, he gets
 * s% + (1 − s%) × his part of the profit; with a salary of ₹m, the salary and his part of the rest.
 */
function profitFromReceipt(
  stakes: readonly Stake[],
  units: readonly number[],
  ratio: readonly number[],
  steps: SolutionStep[],
  givens: readonly number[],
  fee: { index: number; percent: number | null; money: number | null; perMonth: boolean },
  receipt: number,
  index: number,
): QuantAnswer | null {
  const sum = ratio.reduce((a, b) => a + b, 0);
  const part = ratio[index]! / sum;
  const own = index === fee.index;
  const who = (position: number) => shown(stakes[position]!.name);
  let profit: number;
  let working: string;
  if (fee.percent !== null) {
    const share = (own ? fee.percent / 100 : 0) + (1 - fee.percent / 100) * part;
    profit = receipt / share;
    working = `${who(index)} gets ${own ? `${pct(fee.percent)} of P + ` : ''}${ratio[index]}/${sum} of the other ${pct(100 - fee.percent)} of P = ${num(round2(share * 10_000) / 100)}% of P, so P = ${rs(receipt)} ÷ ${num(round2(share * 10_000) / 10_000)} = ${rs(profit)}.`;
  } else {
    const salary = fee.money! * (fee.perMonth ? 12 : 1);
    profit = salary + (receipt - (own ? salary : 0)) / part;
    working = `${who(index)} gets ${own ? `${rs(salary)} + ` : ''}${ratio[index]}/${sum} of (P − ${rs(salary)}), so P − ${rs(salary)} = ${own ? `(${rs(receipt)} − ${rs(salary)})` : rs(receipt)} × ${sum}/${ratio[index]} and P = ${rs(profit)}.`;
  }
  const feeAmount = fee.percent !== null ? (profit * fee.percent) / 100 : fee.money! * (fee.perMonth ? 12 : 1);
  if (!(profit > feeAmount) || (own && fee.percent === null && receipt <= feeAmount)) return null;
  const back = (own ? feeAmount : 0) + (profit - feeAmount) * part;
  steps.push({ title: 'The working partner\'s fee, and the profit from the receipt', bullets: [working] });
  const check = checkStep([`Profit ${rs(profit)}: fee ${rs(feeAmount)}, the rest ${rs(profit - feeAmount)} shared ${ratio.join(' : ')}; ${who(index)} gets ${own ? `${rs(feeAmount)} + ` : ''}${rs((profit - feeAmount) * part)} = ${rs(back)}.`], [[back, receipt], ...ratio.map((term, position) => [units[position]! / term, units[0]! / ratio[0]!] as const)]);
  if (!check) return null;
  return {
    kind: 'partnership',
    values: [round2(profit)],
    unit: 'rupees',
    label: 'The total profit',
    steps: [...steps, check],
    mistakes: [{ value: round2(receipt / part), why: 'this shares the whole profit by capital and forgets the fee' }],
    givens: [...givens, fee.percent ?? fee.money!, receipt],
  };
}

/** A working partner first takes a fee (a percentage of the profit, or a salary), and the rest is shared by capital × time. */
function withFee(
  text: string,
  asked: string,
  stakes: readonly Stake[],
  units: readonly number[],
  ratio: readonly number[],
  steps: SolutionStep[],
  givens: readonly number[],
  figures: readonly number[],
  fee: { index: number; percent: number | null; money: number | null; perMonth: boolean },
): QuantAnswer | null {
  const feeFigure = fee.percent ?? fee.money!;
  const others = figures.filter((value, position) => position !== figures.indexOf(feeFigure));
  if (others.length !== 1) return null;
  const received = receiptOf(text, asked, stakes, others[0]!, fee.index);
  if (received !== null) return profitFromReceipt(stakes, units, ratio, steps, givens, fee, others[0]!, received);
  const profit = others[0]!;
  const feeAmount = fee.percent !== null ? (profit * fee.percent) / 100 : fee.money! * (fee.perMonth ? 12 : 1);
  const rest = profit - feeAmount;
  if (!(rest > 0) || !/\bprofit/.test(text)) return null;
  const sum = ratio.reduce((a, b) => a + b, 0);
  const shares = ratio.map((term) => (rest * term) / sum);
  const index = askedPartner(asked, stakes);
  if (index === null) return null;
  const who = (position: number) => shown(stakes[position]!.name);
  const value = shares[index]! + (index === fee.index ? feeAmount : 0);
  steps.push(
    { title: 'The working partner\'s fee', bullets: [fee.percent !== null ? `${who(fee.index)} first takes ${pct(fee.percent)} of ${rs(profit)} = ${rs(feeAmount)}.` : `${who(fee.index)} first takes ${rs(fee.money!)}${fee.perMonth ? ' × 12 months' : ''} = ${rs(feeAmount)}.`, `The rest, ${rs(profit)} − ${rs(feeAmount)} = ${rs(rest)}, is shared in the ratio ${ratio.join(' : ')}.`] },
    { title: 'What is asked', bullets: [`${who(index)}: ${ratio[index]}/${sum} × ${rs(rest)} = ${rs(shares[index]!)}${index === fee.index ? `, plus the fee ${rs(feeAmount)} = ${rs(value)}` : ''}.`] },
  );
  const total = shares.reduce((a, b) => a + b, 0) + feeAmount;
  const check = checkStep([`Fee ${rs(feeAmount)} + shares ${shares.map(rs).join(' + ')} = ${rs(total)}, the whole profit.`], [[total, profit], ...shares.map((share, position) => [share / units[position]!, shares[0]! / units[0]!] as const)]);
  if (!check) return null;
  return {
    kind: 'partnership',
    values: [round2(value)],
    unit: 'rupees',
    label: `The amount ${who(index)} receives`,
    steps: [...steps, check],
    mistakes: [{ value: round2((profit * ratio[index]!) / sum), why: 'this shares the whole profit by capital and forgets the fee' }, { value: round2(shares[index]!), why: 'this leaves out the fee for managing' }],
    givens: [...givens, feeFigure, profit],
  };
}

/**
 * 'Capitals in the ratio 2 : 3 : 5 for periods in the ratio 4 : 3 : 2': the profits are in the
 * ratio of the products; with a profit given, a share.
 */
function capitalAndTimeRatios(text: string): QuantAnswer | null {
  const ratios = monthsAsRatio(text, ratiosIn(text));
  if (ratios.length !== 2) return null;
  const capitalRatio = new RegExp(String.raw`\b(?:capitals?|investments?|amounts invested|money invested|contributions?|invest(?:s|ed)?)\b[^.;]{0,60}?$`);
  const timeRatio = /\b(?:periods?|times?|months|durations?|time periods?)\b[^.;]{0,60}?$/;
  const [first, second] = ratios as [(typeof ratios)[number], (typeof ratios)[number]];
  const listedMonths = /^\s*(?:,\s*)?(?:respectively\s*,?\s*)?for\s+$/.test(text.slice(first.end, second.index));
  const firstIsCapital = capitalRatio.test(text.slice(0, first.index)) && (listedMonths || timeRatio.test(text.slice(first.end, second.index)));
  const secondIsCapital = timeRatio.test(text.slice(0, first.index).slice(-50)) && capitalRatio.test(text.slice(first.end, second.index));
  if (firstIsCapital === secondIsCapital || first.terms.length !== second.terms.length) return null;
  if (first.fractional || second.fractional) return null;
  const capitals = firstIsCapital ? first.raw : second.raw;
  const times = firstIsCapital ? second.raw : first.raw;
  const products = capitals.map((capital, index) => capital * times[index]!);
  const ratio = lowestTerms(products);
  if (!ratio) return null;
  const names = /\b([a-z](?:\s*,\s*[a-z])*\s*,?\s+and\s+[a-z])\b/.exec(text);
  const who = names ? listNames(names[1]!) : null;
  const label = (index: number) => (who && who.length === ratio.length ? who[index]!.toUpperCase() : `the ${ORDINALS[index]} partner`);
  const steps: SolutionStep[] = [
    { title: 'Capital × time', bullets: [`Capitals ${capitals.map(num).join(' : ')}, times ${times.map(num).join(' : ')}.`, `Profit shares ${capitals.map((capital, index) => `${num(capital)} × ${num(times[index]!)}`).join(' : ')} = ${products.map(num).join(' : ')} = ${ratio.join(' : ')}.`] },
  ];
  const givens = [...first.written, ...second.written];
  const figures = figuresIn(blanked(text, [[first.index, first.end], [second.index, second.end]]));
  const asked = askedPart(text);
  const check = (extra: readonly (readonly [number, number])[], lines: string[]) => checkStep([`${ratio.map((term, index) => `${num(products[index]!)} ÷ ${term} = ${num(products[index]! / term)}`).join('; ')}: the same for each partner.`, ...lines], [...ratio.map((term, index) => [products[index]! / term, products[0]! / ratio[0]!] as const), ...extra]);
  if (figures.length === 0 && /\bratio\b/.test(asked)) {
    const checked = check([], []);
    if (!checked) return null;
    return { kind: 'partnership', values: ratio, unit: 'ratio', label: 'The ratio of the profits', steps: [...steps, checked], mistakes: [], givens };
  }
  if (figures.length !== 1 || !figures[0]!.rupees) return null;
  const profit = figures[0]!.value;
  const index = who && who.length === ratio.length ? who.findIndex((name) => new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked)) : -1;
  const ordinal = /\b(first|second|third|fourth)\s+(?:partner|person|one)\b/.exec(asked);
  const at = index >= 0 ? index : ordinal ? ORDINALS.indexOf(ordinal[1] as (typeof ORDINALS)[number]) : -1;
  if (at < 0 || at >= ratio.length || !/profit/.test(text)) return null;
  const sum = ratio.reduce((a, b) => a + b, 0);
  const shares = ratio.map((term) => (profit * term) / sum);
  steps.push({ title: 'Share of the profit', bullets: [`${label(at)}: ${ratio[at]}/${sum} × ${rs(profit)} = ${rs(shares[at]!)}.`] });
  const checked = check([[shares.reduce((a, b) => a + b, 0), profit]], [`The shares add up to ${rs(shares.reduce((a, b) => a + b, 0))}.`]);
  if (!checked) return null;
  return { kind: 'partnership', values: [round2(shares[at]!)], unit: 'rupees', label: `The share of ${label(at)}`, steps: [...steps, checked], mistakes: [], givens: [...givens, profit] };
}

/**
 * 'Invested in the ratio 3 : 5 : 7 for 5, 4 and 2 months respectively': the months written as a
 * list right after a single ratio are read as a second ratio (of the times), so that capital ×
 * time can be formed term by term.
 */
function monthsAsRatio(text: string, ratios: WrittenRatio[]): WrittenRatio[] {
  if (ratios.length !== 1) return ratios;
  const ratio = ratios[0]!;
  const list = new RegExp(String.raw`^(\s*(?:,\s*)?(?:respectively\s*,?\s*)?for\s+)${MONTH_LIST}\s+months(?:\s+respectively)?\b`).exec(text.slice(ratio.end));
  if (!list) return ratios;
  const months = amountsOf(list[2]!);
  const terms = lowestTerms(months);
  if (!terms || months.length !== ratio.terms.length || months.some((month) => !(month > 0))) return ratios;
  const index = ratio.end + list[1]!.length;
  return [ratio, { terms, raw: months, written: months, fractional: false, index, end: ratio.end + list[0].length }];
}

/**
 * One partner's capital or months unknown, from the ratio of the profits: 'A invested ₹40,000
 * for 6 months and B some money for 8 months; the profits were in the ratio 3 : 4. How much did
 * B invest?', 'A starts with ₹3,500; after 5 months B joins; the profit is divided 2 : 3; B's
 * capital?', 'A put in ₹x for a year and B ₹y for some months; profits 3 : 2; how long?'.
 */
function unknownStake(written: string): QuantAnswer | null {
  // 'so that the profit is shared equally': the profits in the ratio 1 : 1.
  const text = ratiosIn(written).length > 0 ? written : written.replace(/\b(?:the\s+)?(?:year's\s+|annual\s+|total\s+)?profits?\s+(?:is|are|was|were|gets|get)\s+(?:to\s+be\s+)?(?:shared|divided|split|distributed)\s+equally\b/, 'the profits are in the ratio 1 : 1');
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.terms.length !== 2) return null;
  const ratio = ratios[0]!;
  if (!/\b(?:profits?|shares?|gains?)\b[^.;]{0,60}$/.test(text.slice(0, ratio.index)) && !/^[^.;]{0,40}\bprofit/.test(text.slice(ratio.end))) return null;
  const asked = askedPart(text);
  const wantsCapital = /how much (?:money |capital )?(?:did|does|had|has|should|must)\s+[a-z]+\s+(?:invest|put|contribute|bring)|\bcapital\b|\binvestment\b|\bcontribution\b|\bamount invested\b|\binvested by\b/.test(asked);
  const wantsMonths = /how many months|for how long|how long|after how many months|which month|when did/.test(asked);
  if (wantsCapital === wantsMonths) return null;
  const period = periodOf(text);
  const months = String.raw`(?:for|,)\s+(\d+)\s+months?|for\s+(?:a|one|1|the whole)\s+year`;
  const known = new RegExp(String.raw`\b([a-z]+)\s+(?:${PUTS})\s+₹\s?(\d+(?:\.\d+)?)(?:\s+(?:(?:into|in)\s+(?:a|the)\s+[a-z]+\s+)?(?:${months}))?`).exec(text);
  if (!known || PARTNER_NOT_NAMES.has(known[1]!)) return null;
  const knownName = known[1]!;
  const knownCapital = Number(known[2]);
  const knownMonths = known[3] !== undefined ? Number(known[3]) : period.months;
  const givens = [knownCapital, ...(known[3] !== undefined ? [knownMonths] : []), ...ratio.written, ...(period.written !== null ? [period.written] : [])];
  const rest = text.slice(known.index + known[0].length);
  let name: string;
  let otherCapital: number | null = null;
  let otherMonths: number | null = null;
  let joinedLate = false;
  if (wantsCapital) {
    // 'B invested some money for 8 months', 'after 5 months B joins (with some capital)'.
    const some = new RegExp(String.raw`\b([a-z]+)\s+(?:${PUTS})\s+(?:some money|some amount|an amount|a certain (?:sum|amount)|some capital|a sum|some sum|some)\s+(?:(?:into|in)\s+(?:a|the)\s+[a-z]+\s+)?(?:for|,)\s+(\d+)\s+months?`).exec(rest);
    const joins = new RegExp(String.raw`(?:after\s+(\d+)\s+months?,?\s+([a-z]+)\s+join(?:s|ed)?|\b([a-z]+)\s+join(?:s|ed)?(?:\s+(?:him|her|them|the business|[a-z]+))?(?:\s+as\s+(?:a|his|her)\s+partner)?\s+(?:after\s+(\d+)\s+months?|(\d+)\s+months?\s+later))(?![^.;]*₹)`).exec(rest);
    if (some) {
      name = some[1]!;
      otherMonths = Number(some[2]);
      givens.push(otherMonths);
    } else if (joins) {
      name = (joins[2] ?? joins[3])!;
      const wait = Number(joins[1] ?? joins[4] ?? joins[5]);
      otherMonths = period.months - wait;
      joinedLate = true;
      givens.push(wait);
    } else {
      // No months anywhere ('A and B share profits in the ratio 3 : 5; A invested ₹24,000; how much did B invest?'): both in for the same time.
      const askedName = /how much (?:money |capital )?(?:did|does|had|has|should|must)\s+([a-z]+)\s+(?:invest|put|contribute|bring)|\b([a-z]+)'s\s+(?:capital|investment|contribution)\b|\b(?:capital|investment|contribution|(?:amount|money|sum)\s+invested)\s+(?:of|by)\s+([a-z]+)\b/.exec(asked);
      if (!askedName || /\bmonths?\b|\bjoin|\bwithdr|\bleft\b|\bleaves\b|\blater\b/.test(text) || known[3] !== undefined) return null;
      name = (askedName[1] ?? askedName[2] ?? askedName[3])!;
      if (!new RegExp(String.raw`(?<![a-z])${name}(?![a-z])`).test(text.slice(0, known.index))) return null;
      otherMonths = knownMonths;
    }
  } else {
    const later = new RegExp(String.raw`\b([a-z]+)\s+(?:${PUTS})\s+₹\s?(\d+(?:\.\d+)?)\s+(?:for\s+(?:some|a certain|an unknown)\s+(?:time|months|period)|(?:after\s+(?:some|a few|a certain number of)\s+months|later|(?:when|on|upon|while)\s+joining)\b)|\b([a-z]+)\s+(?:join(?:s|ed)?|(?:came|comes|come)\s+in)\s+(?:(?:him|her|them|the business|${knownName})\s+)?(?:as\s+(?:a\s+|his\s+|her\s+)?partner\s+)?(?:after\s+(?:some|a few|a certain number of)\s+months\s+|later\s+|some\s+months\s+later\s+)?with\s+₹\s?(\d+(?:\.\d+)?)`).exec(rest);
    if (!later) return null;
    name = (later[1] ?? later[3])!;
    otherCapital = Number(later[2] ?? later[4]);
    joinedLate = /join|after|later/.test(later[0]) || /after how many months|when did/.test(asked);
    givens.push(otherCapital);
  }
  if (name === knownName || PARTNER_NOT_NAMES.has(name)) return null;
  const names = [knownName, name];
  const order = ratioOrder(text, ratio.index, names);
  if (!order) return null;
  const [p, q] = order === 'same' ? [ratio.terms[0]!, ratio.terms[1]!] : [ratio.terms[1]!, ratio.terms[0]!];
  // known capital × months : other capital × months = p : q.
  let value: number;
  let bullets: string[];
  if (wantsCapital) {
    value = (knownCapital * knownMonths * q) / (p * otherMonths!);
    otherCapital = value;
    bullets = [`${shown(name)} is in for ${num(otherMonths!)} months${joinedLate ? ` (${num(period.months)} − ${num(period.months - otherMonths!)})` : ''}.`, `${num(knownCapital)} × ${knownMonths} : x × ${num(otherMonths!)} = ${p} : ${q}, so x = ${num(knownCapital)} × ${knownMonths} × ${q} ÷ (${p} × ${num(otherMonths!)}) = ${rs(value)}.`];
  } else {
    otherMonths = (knownCapital * knownMonths * q) / (p * otherCapital!);
    value = joinedLate ? knownMonths - otherMonths : otherMonths;
    bullets = [`${num(knownCapital)} × ${knownMonths} : ${num(otherCapital!)} × t = ${p} : ${q}, so t = ${num(knownCapital)} × ${knownMonths} × ${q} ÷ (${p} × ${num(otherCapital!)}) = ${num(otherMonths)} months.`, ...(joinedLate ? [`So ${shown(name)} joined after ${knownMonths} − ${num(otherMonths)} = ${num(value)} months.`] : [])];
  }
  if (!(value > 0) || !(otherMonths! > 0) || otherMonths! > period.months) return null;
  const check = checkStep([`${num(knownCapital)} × ${knownMonths} = ${num(knownCapital * knownMonths)} and ${num(otherCapital!)} × ${num(otherMonths!)} = ${num(otherCapital! * otherMonths!)}, in the ratio ${p} : ${q}.`], [[knownCapital * knownMonths * q, otherCapital! * otherMonths! * p]]);
  if (!check) return null;
  return {
    kind: 'partnership',
    values: [round2(value)],
    unit: wantsCapital ? 'rupees' : 'number',
    label: wantsCapital ? `${shown(name)}'s capital` : joinedLate ? `The months after which ${shown(name)} joined` : `${shown(name)}'s months`,
    steps: [{ title: 'Profits follow capital × time', bullets }, check],
    mistakes: wantsCapital ? [{ value: round2((knownCapital * q) / p), why: 'this ignores the months' }] : [],
    givens,
  };
}

/** Whether the profit ratio lists the two partners in the order they were named ('same') or the other way; null when it does not say. */
function ratioOrder(text: string, at: number, names: readonly string[]): 'same' | 'swapped' | null {
  // 'shared in the ratio 1 : 3 (Rakesh : Arjun)': names in brackets just after the ratio say its order.
  const bracket = new RegExp(String.raw`^\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?\s*\(\s*(${names[0]}|${names[1]})\s*:\s*(${names[0]}|${names[1]})\s*\)`).exec(text.slice(at));
  if (bracket) return bracket[1] === bracket[2] ? null : bracket[1] === names[0] ? 'same' : 'swapped';
  // Any other names in brackets there ('(A : B : C)', '(B : D)') do not fit the two partners read.
  if (/^\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?\s*\(\s*[a-z]+\s*:/.test(text.slice(at))) return null;
  const before = text.slice(Math.max(0, at - 80), at);
  const pair = new RegExp(String.raw`(?<![a-z])(${names[0]}|${names[1]})(?:'s)?\s+(?:and|to)\s+(?:that of\s+)?(${names[0]}|${names[1]})(?![a-z])`).exec(before);
  if (pair && pair[1] !== pair[2]) return pair[1] === names[0] ? 'same' : 'swapped';
  // 'their profits are in the ratio': in the order the partners were named.
  // 'profit at year end split 2 : 1': a split with no names is in the order the partners were named too.
  return /\btheir\b|\bthe\s+profits?\b|\bthe\s+profit\s+was\s+shared\b|\bshared\b|\bprofit\s+(?:was|is)\s+(?:split|divided)\b|\bprofits?(?:\s+[a-z]+){0,4}\s+(?:split|divided)(?:\s+in)?(?:\s+the)?(?:\s+ratio)?(?:\s+of)?\s*$/.test(before) ? 'same' : null;
}

/**
 * 'A, B and C graze 9, 5 and 14 buffaloes in a field for 4, 8 and 5 months respectively': the
 * graziers, their animals and their months as three lists, read one grazier at a time as
 * [whole, name, animals, kind, months].
 */
function grazingList(text: string): string[][] | null {
  const LIST = (item: string) => String.raw`(${item}(?:\s*,\s*${item})*\s*,?\s+and\s+${item})`;
  const match = new RegExp(String.raw`\b${LIST('[a-z]+')}\s+(?:put|graze|grazed|send|sent|keep|kept|bring|brought)\s+${LIST(String.raw`\d+`)}\s+(oxen|cows|horses|sheep|buffaloes|goats|cattle|bullocks)\s+(?:(?:in|on|into)\s+(?:a|the)\s+(?:field|pasture|meadow|land|plot)\s+)?for\s+${LIST(String.raw`\d+`)}\s+months\s+respectively\b`).exec(text);
  if (!match) return null;
  const split = (list: string) => list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  const [names, animals, months] = [split(match[1]!), split(match[2]!), split(match[4]!)];
  if (names.length !== animals.length || names.length !== months.length) return null;
  return names.map((name, index) => [match[0], name, animals[index]!, match[3]!, months[index]!]);
}

/**
 * A pasture's rent shared by animal-months: 'A puts 10 oxen for 7 months, B 12 oxen for 5 months
 * and C 15 oxen for 3 months; the rent is ₹175: how much does C pay?'
 */
function grazing(text: string): QuantAnswer | null {
  const entries = grazingList(text) ?? [...text.matchAll(/\b([a-z]+)\s+(?:puts?|put|grazes?|grazed|sends?|sent|keeps?|kept|brings?|brought|has|had)?\s*(\d+)\s+(oxen|cows|horses|sheep|buffaloes|goats|cattle|bullocks)\s+(?:for\s+)?(\d+)\s+months?/g)];
  const rent = /\brent\b[^₹\d]{0,40}?₹\s?(\d+(?:\.\d+)?)|₹\s?(\d+(?:\.\d+)?)\s+(?:as\s+)?(?:the\s+)?rent|\b(?:hired|rented|took|take|hire|rent)\s+(?:a\s+|the\s+)?(?:[a-z]+\s+){0,2}?(?:field|pasture|land|meadow|plot)\s+(?:on rent\s+)?for\s+₹\s?(\d+(?:\.\d+)?)/.exec(text);
  if (entries.length < 2 || !rent) return null;
  const names = entries.map((entry) => entry[1]!);
  if (new Set(names).size !== names.length || names.some((name) => PARTNER_NOT_NAMES.has(name) || name === 'and')) return null;
  const animals = entries.map((entry) => Number(entry[2]));
  const months = entries.map((entry) => Number(entry[4]));
  const total = Number(rent[1] ?? rent[2] ?? rent[3]);
  const units = animals.map((count, index) => count * months[index]!);
  const ratio = lowestTerms(units);
  if (!ratio) return null;
  const asked = askedPart(text);
  const index = names.findIndex((name) => new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked));
  if (index < 0 || names.filter((name) => new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked)).length !== 1) return null;
  const sum = ratio.reduce((a, b) => a + b, 0);
  const shares = ratio.map((term) => (total * term) / sum);
  const kind = entries[0]![3]!;
  const steps: SolutionStep[] = [
    { title: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} × months`, bullets: [...names.map((name, position) => `${shown(name)}: ${animals[position]} × ${months[position]} = ${units[position]}.`), `The rent is shared in the ratio ${ratio.join(' : ')}.`] },
    { title: 'Share of the rent', bullets: [`${shown(names[index]!)}: ${ratio[index]}/${sum} × ${rs(total)} = ${rs(shares[index]!)}.`] },
  ];
  const check = checkStep([`${shares.map(rs).join(' + ')} = ${rs(shares.reduce((a, b) => a + b, 0))}, the whole rent.`], [[shares.reduce((a, b) => a + b, 0), total], ...shares.map((share, position) => [share / units[position]!, shares[0]! / units[0]!] as const)]);
  if (!check) return null;
  return { kind: 'partnership', values: [round2(shares[index]!)], unit: 'rupees', label: `${shown(names[index]!)}'s share of the rent`, steps: [...steps, check], mistakes: [{ value: round2((total * animals[index]!) / animals.reduce((a, b) => a + b, 0)), why: `this shares by the number of ${kind} and forgets the months` }], givens: [...animals, ...months, total] };
}
