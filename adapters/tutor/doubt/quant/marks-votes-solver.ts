import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, num, pct, round2 } from './quant-text';
import { askedHead, asksPercent, quantitiesOf, type Quantity } from './percent-reading';

/**
 * Reverse percentages of an examination and of an election: the maximum marks from a score that
 * fails (or passes) by some marks ('got 38% and failed by 40 marks; the pass mark is 48%'), and
 * the votes polled from the winner's share and majority ('got 62% of the votes and won by 10,944
 * votes'). Each percentage and figure is read by the words of its own clause.
 */
export function solveMarksOrVotes(text: string): QuantAnswer | null {
  return passMarks(text) ?? electionVotes(text);
}

/** The clauses of a question: sentences, and two statements joined by 'while', 'whereas', 'but'. */
function clausesOf(text: string): { start: number; words: string }[] {
  const clauses: { start: number; words: string }[] = [];
  const pattern = /(?:[.;?](?=\s|$)|,?\s+(?:while|whereas|but)\s+|,\s+(?:and\s+)?(?=another|the other|a second|the second)|\s+and\s+(?=another|the other|a second|the second))/g;
  let start = 0;
  for (const match of text.matchAll(pattern)) {
    clauses.push({ start, words: text.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  clauses.push({ start, words: text.slice(start) });
  return clauses.filter((clause) => /[a-z\d]/.test(clause.words));
}

const SCORED = String.raw`got|gets|getting|scored|scores|scoring|secured|secures|securing|obtained|obtains|obtaining|received|receives|gained|gains`;
/** 'failed by 40 marks', 'missed the pass mark by 72', 'is short of the pass mark by 10', '20 marks less than the pass mark'. */
const BELOW = /\bfail(?:s|ed)?\s+(?:by|with)\b|\bmiss(?:es|ed)?\b[^.;]*\bby\b|\bshort\b|\bless than (?:the )?(?:pass|minimum|required|necessary|qualifying)|\bbelow (?:the )?(?:pass|minimum|qualifying)/;
/** 'gets 25 marks more than the pass mark', 'passed by 10 marks', 'more than necessary for passing'. */
const ABOVE = /\bmore than (?:the )?(?:pass|minimum|required|necessary|needed|qualifying)|\babove (?:the )?(?:pass|minimum|qualifying)|\bpass(?:es|ed)? by\b|\bpass(?:es|ed)? with\b|\bexceed|\bover (?:the )?pass|\bto spare\b/;

/** One fact about the pass mark P and the maximum M, as a linear equation a·M + b·P = c. */
interface Equation {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  /** The fact in words, for the working. */
  readonly words: string;
}

/** The figure after 'by' in 'failed by 40 marks' or before 'marks more/less than the pass mark': the margin. */
function marginOf(clause: string, figures: readonly Quantity[]): Quantity | null {
  const margins = figures.filter((figure) => /\bby\s+$/.test(clause.slice(Math.max(0, figure.index - 4), figure.index)) || /^\s*(?:marks?\s+)?(?:more|less|fewer|short|above|below)\b/.test(clause.slice(figure.end, figure.end + 20)));
  return margins.length === 1 ? margins[0]! : null;
}

/**
 * 'A student got 38% marks and failed by 40 marks. If the pass mark is 48%, what are the maximum
 * marks?', 'He got 125 marks and failed by 40 marks; the pass mark is 33%', 'A candidate who
 * scores 30% fails by 50 marks, while another who scores 45% gets 25 marks more than the pass
 * mark: find the maximum marks (or the pass mark)'. Each clause gives one equation in the
 * maximum M and the pass mark P; two equations give both.
 */
function passMarks(text: string): QuantAnswer | null {
  if (!/\bpass|\bfail|qualif/.test(text) || !/\bmarks?\b|\bscore/.test(text) || /\bvotes?\b/.test(text) || !new RegExp(String.raw`\b(?:${SCORED})\b`).test(text)) return null;
  const equations: Equation[] = [];
  const used: number[] = [];
  let passPercent: number | null = null;
  for (const clause of clausesOf(text)) {
    const clausePercents = [...clause.words.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))].map((match) => Number(match[1]));
    const figures = quantitiesOf(clause.words);
    const below = BELOW.test(clause.words);
    const above = ABOVE.test(clause.words);
    if (clausePercents.length === 0 && figures.length === 0) continue;
    if (below || above) {
      if (below === above) return null;
      const sign = below ? 1 : -1;
      const margin = marginOf(clause.words, figures);
      if (!margin) return null;
      if (clausePercents.length === 1 && figures.length === 1) {
        // c% of M, short of P by N: c/100 × M − P = −N (or +N when above).
        const scored = clausePercents[0]!;
        if (scored <= 0 || scored >= 100) return null;
        equations.push({ a: scored / 100, b: -1, c: -sign * margin.value, words: `A score of ${pct(scored)} is ${num(margin.value)} marks ${below ? 'short of' : 'above'} the pass mark: ${pct(scored)} of M ${below ? '+' : '−'} ${num(margin.value)} = P.` });
        used.push(scored, margin.value);
      } else if (clausePercents.length === 0 && figures.length === 2) {
        // S marks, short of P by N: P = S + N (or S − N).
        const score = figures.find((figure) => figure !== margin)!;
        equations.push({ a: 0, b: 1, c: score.value + sign * margin.value, words: `A score of ${num(score.value)} marks is ${num(margin.value)} ${below ? 'short of' : 'above'} the pass mark: P = ${num(score.value)} ${below ? '+' : '−'} ${num(margin.value)} = ${num(score.value + sign * margin.value)}.` });
        used.push(score.value, margin.value);
      } else return null;
    } else if (/\bpass|qualif|minimum/.test(clause.words)) {
      // The pass mark: 'the pass mark is 48%', 'needs 32% of the total marks to pass', 'the pass marks are 200'.
      if (clausePercents.length + figures.length !== 1) return null;
      if (clausePercents.length === 1) {
        passPercent = clausePercents[0]!;
        equations.push({ a: passPercent / 100, b: -1, c: 0, words: `The pass mark is ${pct(passPercent)} of the maximum: P = ${pct(passPercent)} of M.` });
        used.push(passPercent);
      } else {
        equations.push({ a: 0, b: 1, c: figures[0]!.value, words: `The pass mark is ${num(figures[0]!.value)}: P = ${num(figures[0]!.value)}.` });
        used.push(figures[0]!.value);
      }
    } else return null;
  }
  if (equations.length !== 2) return null;
  const [one, two] = equations as [Equation, Equation];
  const determinant = one.a * two.b - one.b * two.a;
  if (Math.abs(determinant) < 1e-12) return null;
  const maximum = (one.c * two.b - one.b * two.c) / determinant;
  const pass = (one.a * two.c - one.c * two.a) / determinant;
  if (!(maximum > 0) || !(pass > 0) || pass > maximum) return null;
  const asked = askedClause(text);
  const wantsPercent = asksPercent(asked);
  const wantsPass = !wantsPercent && /\bpass(?:ing)?\s+marks?\b|minimum marks|marks (?:needed|required) to pass|qualifying marks|marks required|marks needed/.test(asked) && !/maximum|total|full|max\b/.test(asked);
  const wantsMaximum = !wantsPercent && !wantsPass && /maximum|total|full|max\b|marks of the (?:exam|paper|test)/.test(asked);
  if (!wantsPercent && !wantsPass && !wantsMaximum) return null;
  const value = wantsPercent ? (pass / maximum) * 100 : wantsPass ? pass : maximum;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Let M be the maximum marks and P the pass mark.`, ...equations.map((equation) => equation.words)] },
    { title: 'Solve', bullets: [`Together these give M = ${num(maximum)} and P = ${num(pass)}.`] },
  ];
  if (wantsPercent) steps.push({ title: 'Pass percentage', bullets: [`${num(pass)} ÷ ${num(maximum)} × 100 = ${pct(value)}.`] });
  const line = (equation: Equation) =>
    equation.a === 0 ? `The pass mark ${num(pass)} = ${num(equation.c)}, as given.` : equation.c === 0 ? `${pct(equation.a * 100)} of ${num(maximum)} = ${num(equation.a * maximum)}, the pass mark.` : `${pct(equation.a * 100)} of ${num(maximum)} = ${num(equation.a * maximum)}; ${equation.c < 0 ? 'adding' : 'taking off'} ${num(Math.abs(equation.c))} gives ${num(equation.a * maximum - equation.c)}, the pass mark.`;
  const check = checkStep(equations.map(line), equations.map((equation) => [equation.a * maximum + equation.b * pass, equation.c] as [number, number]));
  if (!check) return null;
  // The usual slips: dividing the margin by the pass percentage or by the score's percentage.
  const margin = equations.find((equation) => equation.a !== 0 && equation.c !== 0);
  const mistakes = passPercent !== null && margin ? [
    { value: round2((Math.abs(margin.c) * 100) / passPercent), why: `this divides the ${num(Math.abs(margin.c))} marks by the pass percentage; they are the gap between the pass mark and the score` },
    { value: round2((Math.abs(margin.c) * 100) / (margin.a * 100)), why: `this divides by the score's percentage; the ${num(Math.abs(margin.c))} marks are the gap between the two percentages` },
  ] : [];
  return {
    kind: 'reverse-percent',
    values: [round2(value)],
    unit: wantsPercent ? 'percent' : 'number',
    label: wantsPercent ? 'The pass percentage' : wantsPass ? 'The pass mark' : 'The maximum marks',
    steps: [...steps, check],
    mistakes,
    givens: used,
  };
}

/**
 * 'In an election between two candidates, one got 62% of the votes polled and won by a majority
 * of 10,944 votes: the votes polled', and the same with the loser's share ('got 38% and lost by
 * ...'), with some votes invalid ('20% of the votes were invalid; the winner got 60% of the valid
 * votes'), or asked for the winner's or the loser's votes.
 */
function electionVotes(text: string): QuantAnswer | null {
  // Two candidates, said or understood ('a candidate who got 40% lost by 600 votes'); never three or more.
  if (!/\bvotes?\b|\belection\b|\bpolled\b/.test(text) || /\b(?:three|four|five|several|many|[3-9]|other|all)\s+(?:candidates|contestants|parties)\b|\bthird\b|\bsecond (?:candidate|position)|\bamong\b/.test(text)) return null;
  const figures = quantitiesOf(text).filter((figure) => !(figure.value === 2 && /^\s*candidates\b/.test(text.slice(figure.end))));
  // 'wonby 260 votes': a space lost between the verb and 'by' still names the margin.
  const margin = /(?:won|wins|win|lost|loses|lose|defeated|elected|beat|beats)(?:\s+(?:[a-z]+\s+){0,4}?|(?=by\s))by\s+(?:a\s+)?(?:majority|margin)?\s*(?:of\s+)?(\d+)|(?:majority|margin)\s+(?:of\s+|was\s+|is\s+)?(\d+)/.exec(text);
  if (!margin || figures.length !== 1) return null;
  const majority = Number(margin[1] ?? margin[2]);
  const percentMatches = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  // An invalid share: '20% of the votes were (declared) invalid'.
  const invalidMatch = new RegExp(String.raw`${NUM}\s*%\s+(?:of\s+(?:the\s+)?(?:votes|total votes)(?:\s+(?:polled|cast))?\s+)?(?:were|was|are|is)\s+(?:declared\s+|found\s+)?(?:invalid|rejected)`).exec(text);
  const shares = percentMatches.filter((match) => !invalidMatch || match.index !== invalidMatch.index);
  if (shares.length !== 1 || (invalidMatch && !/\bvalid votes\b/.test(text.slice(shares[0]!.index)))) return null;
  const share = Number(shares[0]![1]);
  const after = text.slice(shares[0]!.index, shares[0]!.index + 90);
  const lead = text.slice(Math.max(0, shares[0]!.index - 40), shares[0]!.index);
  // 'The winner secured 58% ... and defeated the loser by 864 votes': the loser is the object, the share the winner's.
  const winnerNamed = /\b(?:winner|winning candidate|won|wins)\b[^.,;]*$/.test(lead);
  const loser = !winnerNamed && /\b(?:lost|loses|lose|losing|loser|defeated by)\b/.test(lead + after.replace(/\b(?:defeated|beat|beats|defeats)\s+(?:the\s+|his\s+|her\s+)?(?:loser|other|rival|opponent)\b/g, ' ')) && !/\b(?:won|wins|winner|winning)\b/.test(after);
  const winnerShare = loser ? 100 - share : share;
  if (!(winnerShare > 50 && winnerShare < 100)) return null;
  const invalid = invalidMatch ? Number(invalidMatch[1]) : 0;
  if (invalid < 0 || invalid >= 100) return null;
  const valid = (majority * 100) / (2 * winnerShare - 100);
  const total = valid / (1 - invalid / 100);
  const asked = askedHead(text);
  const wantsWinner = /\b(?:winner|winning candidate|won|elected)\b/.test(asked) && /\bget|\bgot|received|secured|votes did|votes of/.test(asked);
  const wantsLoser = /\b(?:loser|losing candidate|lost|defeated|other candidate)\b/.test(asked) && /\bget|\bgot|received|secured|votes did|votes of/.test(asked);
  const wantsValid = /\bvalid votes\b/.test(asked) && !/\binvalid\b/.test(asked);
  const wantsTotal = /\btotal\b|\bpolled\b|\bcast\b|how many votes were|number of votes|votes in all|\bvoters\b/.test(asked);
  if (wantsWinner && wantsLoser) return null;
  if (!wantsWinner && !wantsLoser && !wantsValid && !wantsTotal) return null;
  const value = wantsWinner ? (valid * winnerShare) / 100 : wantsLoser ? (valid * (100 - winnerShare)) / 100 : wantsValid ? valid : total;
  if (!Number.isInteger(round2(total)) && !Number.isInteger(round2(value))) return null;
  const base = invalid > 0 ? 'valid votes' : 'votes polled';
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`With two candidates, the winner got ${pct(winnerShare)} and the loser ${pct(100 - winnerShare)} of the ${base}.`, `The majority (the difference) is ${num(majority)} votes.`] },
    { title: 'The majority as a percentage', bullets: [`${num(winnerShare)} − ${num(100 - winnerShare)} = ${pct(2 * winnerShare - 100)} of the ${base} = ${num(majority)}, so the ${base} = ${num(majority)} × 100 ÷ ${num(2 * winnerShare - 100)} = ${num(valid)}.`] },
  ];
  if (invalid > 0) steps.push({ title: 'Votes polled', bullets: [`Valid votes are ${pct(100 - invalid)} of all the votes polled: ${num(valid)} ÷ ${num(1 - invalid / 100)} = ${num(total)}.`] });
  if (wantsWinner || wantsLoser) steps.push({ title: wantsWinner ? "The winner's votes" : "The loser's votes", bullets: [`${pct(wantsWinner ? winnerShare : 100 - winnerShare)} of ${num(valid)} = ${num(value)}.`] });
  const check = checkStep([`Winner ${num((valid * winnerShare) / 100)}, loser ${num((valid * (100 - winnerShare)) / 100)}: the difference is ${num((valid * (2 * winnerShare - 100)) / 100)}, the majority.`], [[(valid * (2 * winnerShare - 100)) / 100, majority]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent',
    values: [round2(value)],
    unit: 'number',
    label: wantsWinner ? "The winner's votes" : wantsLoser ? "The loser's votes" : wantsValid ? 'The valid votes' : 'The votes polled',
    steps: [...steps, check],
    mistakes: [
      { value: round2((majority * 100) / winnerShare), why: `this divides the majority by the winner's ${pct(winnerShare)}; the majority is the difference of the two shares` },
      { value: round2((majority * 100) / (100 - winnerShare)), why: `this divides the majority by the loser's share; the majority is the difference of the two shares` },
    ],
    givens: [share, majority, ...(invalidMatch ? [invalid] : [])],
  };
}
