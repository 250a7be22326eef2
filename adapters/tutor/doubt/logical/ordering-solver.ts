import { cluePieces, codesIn, coded, countValue, decode, FAMILY, findQuestion, namesWritten, namesMatch, optionNumber, ordinalText, peopleIn, repairArrangementText, sentencesOf, withoutNegation } from './arrangement-text';
import type { LogicalResult } from './logical-result';

/**
 * Ordering by comparisons ('A is taller than B but shorter than C', 'P scored fewer marks than
 * Q', 'R is not the tallest'): every order of the people is tried against the clues, and the
 * answer (who is the second tallest, how many earn more than S, ...) is given only when it is
 * the same in every order that satisfies all of them. Ranks are counted from the most: rank 0 is
 * the tallest, heaviest, oldest or highest scorer.
 */

/** What is compared, so that heights are never mixed with weights; 'any' for a bare 'more' or 'higher'. */
type Axis = 'height' | 'weight' | 'age' | 'marks' | 'money' | 'speed' | 'strength' | 'size' | 'length' | 'race' | 'any';

type Relation =
  /** a ranks above b (more), or below it. */
  | { readonly kind: 'compare'; readonly a: number; readonly b: number; readonly more: boolean }
  /** a holds rank `index` counted from the most (from the top) or from the least. */
  | { readonly kind: 'rank'; readonly a: number; readonly index: number; readonly fromTop: boolean }
  /** The people in `b` are the only ones below a (more), or the only ones above it. */
  | { readonly kind: 'only'; readonly a: number; readonly b: readonly number[]; readonly more: boolean }
  /** a comes just before b (more: 'reached just before'), or just after it. */
  | { readonly kind: 'next'; readonly a: number; readonly b: number; readonly more: boolean }
  /** Exactly `count` people come between a and b ('only one person reached between A and B'). */
  | { readonly kind: 'gap'; readonly a: number; readonly b: number; readonly count: number };

interface Clue {
  readonly text: string;
  readonly relation: Relation;
  readonly negated: boolean;
}

type Ask =
  | { readonly kind: 'at-rank'; readonly index: number; readonly fromTop: boolean }
  | { readonly kind: 'count'; readonly a: number; readonly more: boolean }
  /** Who comes just before (more) or just after `b`. */
  | { readonly kind: 'who-next'; readonly b: number; readonly more: boolean }
  | { readonly kind: 'count-between'; readonly a: number; readonly b: number }
  | { readonly kind: 'who-compared'; readonly conditions: readonly { readonly b: number; readonly more: boolean }[]; readonly plural: boolean }
  | { readonly kind: 'rank-of'; readonly a: number; readonly fromTop: boolean }
  | { readonly kind: 'option'; readonly options: readonly { readonly text: string; readonly clues: readonly Clue[] }[] }
  /** Which option lists everyone in the order asked ('the correct descending order of heights'). */
  | { readonly kind: 'full-order'; readonly options: readonly { readonly text: string; readonly order: readonly number[] }[]; readonly fromTop: boolean };

/** An order: the rank of each person (by index), 0 the most. */
type Ranks = readonly number[];

/**
 * Comparisons and the words they are said with; 'to' for the Indian 'elder to', 'senior to'; 'bare'
 * for a race's 'finished before X' (no 'than'), and 'race' for 'behind X' said only once a race is named.
 */
const COMPARATIVES: readonly { readonly pattern: string; readonly more: boolean; readonly axis: Axis; readonly to?: boolean; readonly bare?: boolean; readonly race?: boolean; readonly next?: boolean }[] = [
  { pattern: String.raw`(?:(?:finished|finishes|finish|came|comes|reached|reaches|arrived|arrives|crossed|crosses)\s+)?(?:just|immediately|right)\s+(?:before|ahead\s+of)`, more: true, axis: 'race', bare: true, next: true },
  { pattern: String.raw`(?:(?:finished|finishes|finish|came|comes|reached|reaches|arrived|arrives|crossed|crosses)\s+)?(?:just|immediately|right)\s+(?:after|behind)`, more: false, axis: 'race', bare: true, next: true },
  { pattern: String.raw`(?:finished|finishes|finish|came|comes|reached|reaches|arrived|arrives|crossed|crosses)\s+(?:the\s+(?:finish(?:ing)?\s+)?line\s+)?(?:before|ahead\s+of|earlier\s+than)`, more: true, axis: 'race', bare: true },
  { pattern: String.raw`(?:finished|finishes|finish|came|comes|reached|reaches|arrived|arrives|crossed|crosses)\s+(?:the\s+(?:finish(?:ing)?\s+)?line\s+)?(?:after|behind|later\s+than)`, more: false, axis: 'race', bare: true },
  // 'O was ranked below M', 'K ranks above L': a rank said without 'than'.
  { pattern: String.raw`(?:ranked|ranks|placed)\s+(?:above|ahead\s+of|higher\s+than|better\s+than)`, more: true, axis: 'any', bare: true },
  { pattern: String.raw`(?:ranked|ranks|placed)\s+(?:below|behind|lower\s+than|worse\s+than)`, more: false, axis: 'any', bare: true },
  { pattern: String.raw`(?:before|ahead\s+of)`, more: true, axis: 'race', bare: true, race: true },
  { pattern: String.raw`(?:after|behind)`, more: false, axis: 'race', bare: true, race: true },
  { pattern: '(?:elder|older)', more: true, axis: 'age', to: true },
  { pattern: 'younger', more: false, axis: 'age', to: true },
  { pattern: 'senior', more: true, axis: 'any', to: true },
  { pattern: 'junior', more: false, axis: 'any', to: true },
  { pattern: String.raw`(?:scored|scores|score|got|gets|get|obtained|obtains|secured|secures|has|have|had)\s+(?:more|higher|greater)(?:\s+(?:marks|score|points))?`, more: true, axis: 'marks' },
  { pattern: String.raw`(?:scored|scores|score|got|gets|get|obtained|obtains|secured|secures|has|have|had)\s+(?:fewer|less|lower)(?:\s+(?:marks|score|points))?`, more: false, axis: 'marks' },
  { pattern: String.raw`(?:more|higher)\s+marks`, more: true, axis: 'marks' },
  { pattern: String.raw`(?:fewer|less|lower)\s+marks`, more: false, axis: 'marks' },
  { pattern: String.raw`(?:earns|earn|earned|makes|make|gets|get)\s+(?:more|higher)(?:\s+(?:money|salary|income))?`, more: true, axis: 'money' },
  { pattern: String.raw`(?:earns|earn|earned|makes|make|gets|get)\s+(?:less|lower|fewer)(?:\s+(?:money|salary|income))?`, more: false, axis: 'money' },
  { pattern: String.raw`(?:weighs|weigh|weighed)\s+more`, more: true, axis: 'weight' },
  { pattern: String.raw`(?:weighs|weigh|weighed)\s+less`, more: false, axis: 'weight' },
  { pattern: String.raw`(?:runs|run|ran)\s+faster`, more: true, axis: 'speed' },
  { pattern: String.raw`(?:runs|run|ran)\s+slower`, more: false, axis: 'speed' },
  { pattern: 'taller', more: true, axis: 'height' },
  { pattern: 'shorter', more: false, axis: 'height' },
  { pattern: 'heavier', more: true, axis: 'weight' },
  { pattern: 'lighter', more: false, axis: 'weight' },
  { pattern: '(?:older|elder)', more: true, axis: 'age' },
  { pattern: 'younger', more: false, axis: 'age' },
  { pattern: '(?:richer|wealthier)', more: true, axis: 'money' },
  { pattern: 'poorer', more: false, axis: 'money' },
  { pattern: '(?:faster|quicker)', more: true, axis: 'speed' },
  { pattern: 'slower', more: false, axis: 'speed' },
  { pattern: 'stronger', more: true, axis: 'strength' },
  { pattern: 'weaker', more: false, axis: 'strength' },
  { pattern: 'bigger', more: true, axis: 'size' },
  { pattern: 'smaller', more: false, axis: 'size' },
  { pattern: 'longer', more: true, axis: 'length' },
  { pattern: 'higher', more: true, axis: 'any' },
  { pattern: 'lower', more: false, axis: 'any' },
  { pattern: '(?:more|greater)', more: true, axis: 'any' },
  { pattern: '(?:less|fewer)', more: false, axis: 'any' },
];

const SUPERLATIVES: readonly { readonly pattern: string; readonly top: boolean; readonly axis: Axis }[] = [
  { pattern: String.raw`won\s+the\s+race|(?:finished|finishes|came|comes|reached|arrived|stood)\s+(?:in\s+)?(?:the\s+)?(?:first|1st|ORD)(?:\s+(?:position|place))?`, top: true, axis: 'race' },
  { pattern: String.raw`(?:first|ORD)\s+(?:one\s+)?to\s+(?:reach|arrive|finish|come|enter)`, top: true, axis: 'race' },
  { pattern: String.raw`last\s+(?:one\s+)?to\s+(?:reach|arrive|finish|come|enter)`, top: false, axis: 'race' },
  { pattern: String.raw`(?:finished|finishes|came|comes|reached|arrived|stood)\s+(?:in\s+)?(?:the\s+)?last(?:\s+(?:position|place))?`, top: false, axis: 'race' },
  { pattern: String.raw`(?:highest|top|best)\s+(?:scorer|scorers|ranker)|topper|(?:scored|scores|score|got|gets|get|secured|obtained|has)\s+the\s+(?:ORD\s+)?(?:highest|most|maximum)(?:\s+(?:marks|score))?|(?:highest|most|maximum)\s+marks`, top: true, axis: 'marks' },
  { pattern: String.raw`(?:lowest|least|worst)\s+(?:scorer|scorers)|(?:scored|scores|score|got|gets|get|secured|obtained|has)\s+the\s+(?:ORD\s+)?(?:lowest|least|minimum|fewest)(?:\s+(?:marks|score))?|(?:lowest|least|minimum|fewest)\s+marks`, top: false, axis: 'marks' },
  { pattern: String.raw`(?:highest|top)\s+(?:earner|earners|paid)|(?:earns|earned|gets|makes)\s+the\s+(?:ORD\s+)?(?:most|highest|maximum)(?:\s+(?:money|salary))?`, top: true, axis: 'money' },
  { pattern: String.raw`(?:lowest|least)\s+(?:earner|earners|paid)|(?:earns|earned|gets|makes)\s+the\s+(?:ORD\s+)?(?:least|lowest|minimum)(?:\s+(?:money|salary))?`, top: false, axis: 'money' },
  { pattern: String.raw`weighs\s+the\s+(?:ORD\s+)?(?:most|maximum)`, top: true, axis: 'weight' },
  { pattern: String.raw`weighs\s+the\s+(?:ORD\s+)?(?:least|minimum)`, top: false, axis: 'weight' },
  { pattern: 'tallest', top: true, axis: 'height' },
  { pattern: 'shortest', top: false, axis: 'height' },
  { pattern: 'heaviest', top: true, axis: 'weight' },
  { pattern: 'lightest', top: false, axis: 'weight' },
  { pattern: '(?:oldest|eldest)', top: true, axis: 'age' },
  { pattern: 'youngest', top: false, axis: 'age' },
  { pattern: '(?:richest|wealthiest)', top: true, axis: 'money' },
  { pattern: 'poorest', top: false, axis: 'money' },
  { pattern: '(?:fastest|quickest)', top: true, axis: 'speed' },
  { pattern: 'slowest', top: false, axis: 'speed' },
  { pattern: 'strongest', top: true, axis: 'strength' },
  { pattern: 'weakest', top: false, axis: 'strength' },
  { pattern: 'biggest', top: true, axis: 'size' },
  { pattern: 'smallest', top: false, axis: 'size' },
  { pattern: 'longest', top: true, axis: 'length' },
  { pattern: '(?:highest|maximum)', top: true, axis: 'any' },
  { pattern: '(?:lowest|minimum)', top: false, axis: 'any' },
];

const ORD_WORDS: Readonly<Record<string, number>> = { second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6, seventh: 7, '7th': 7 };
const ORD = '(?:second|third|fourth|fifth|sixth|seventh|2nd|3rd|4th|5th|6th|7th)';

/**
 * The clause with comparisons written as '>' and '<' ('#1 scored fewer marks than #2' -> '#1 <
 * #2') and superlatives as '@t2' (second from the most) or '@b1' (the least); the axes met.
 */
function marked(clause: string, axes: Set<Axis>): string {
  let text = ` ${clause} `;
  // 'Neither the first nor the last to reach': each superlative said in full.
  text = text.replace(/\bneither the (\w+) nor the (\w+) (to (?:reach|arrive|finish|come|enter))\b/g, 'neither the $1 $3 nor the $2 $3');
  text = text.replace(/\bnot\s+as\s+(tall|heavy|old|rich|fast)\s+as\b/g, (_all, word: string) => {
    axes.add(({ tall: 'height', heavy: 'weight', old: 'age', rich: 'money', fast: 'speed' } as const)[word as 'tall']);
    return ' < ';
  });
  if (/\bas\s+(?:tall|heavy|old|rich|fast|much)\s+as\b/.test(text)) return ' ?tie ';
  for (const superlative of SUPERLATIVES) {
    const source = String.raw`\b(?:the\s+)?(?:(${ORD})\s+)?(?:${superlative.pattern.replace(/ORD/g, ORD)})\b(?:\s+(?:person|one|student|boy|girl|friend|member|colleague|cousin|boxer|player|among them|of (?:them )?all|in the (?:group|class)))?`;
    text = text.replace(new RegExp(source, 'g'), (all, ordinal: string | undefined) => {
      axes.add(superlative.axis);
      const inner = new RegExp(ORD).exec(all.replace(/^\s*the\s+/, ''));
      const place = ordinal ? ORD_WORDS[ordinal]! : inner ? ORD_WORDS[inner[0]]! : 1;
      return ` @${superlative.top ? 't' : 'b'}${place} `;
    });
  }
  // 'They reached one after another': the order of arrival, no comparison.
  text = text.replace(/\bone (?:after|behind) (?:another|the other)\b/g, ' in turn ');
  for (const comparative of COMPARATIVES) {
    if (comparative.race && !axes.has('race')) continue;
    const tail = comparative.bare ? '' : String.raw`\s+${comparative.to ? 'to' : 'than'}`;
    text = text.replace(new RegExp(String.raw`\b(?:is\s+|are\s+|was\s+)?(?:much\s+|a\s+little\s+|slightly\s+|even\s+)?${comparative.pattern}${tail}\b`, 'g'), () => {
      axes.add(comparative.axis);
      if (comparative.next) return comparative.more ? ' >> ' : ' << ';
      return comparative.more ? ' > ' : ' < ';
    });
  }
  return text.replace(/\s+/g, ' ').trim();
}

const GROUP = String.raw`((?:#\d+)(?:(?:\s*,\s*|\s+and\s+|\s+as well as\s+)#\d+)*)`;

/** One clause, its comparisons marked, as relations; null when any part of it is not understood. */
function readRelations(clause: string, size: number): Relation[] | null {
  const text = clause
    .replace(/[.,;:!?]+$/g, '')
    // Verbs left around a bare comparison ('P ranks higher than Q', 'R scored lower than S').
    .replace(/\b(?:is|are|was|were|has|have|had|also|both|definitely|certainly|ranks|ranked|stands|stood|comes|came|scored|scores|got|gets|earns|earned|weighs)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${GROUP} ([<>]) ${GROUP}$`).exec(text))) {
    const out: Relation[] = [];
    for (const a of codesIn(m[1]!)) for (const b of codesIn(m[3]!)) if (a !== b) out.push({ kind: 'compare', a, b, more: m[2] === '>' });
    return out.length > 0 ? out : null;
  }
  if ((m = /^(#\d+) (>>|<<) (#\d+)$/.exec(text))) return [{ kind: 'next', a: codesIn(m[1]!)[0]!, b: codesIn(m[3]!)[0]!, more: m[2] === '>>' }];
  if ((m = /^(?:only |exactly |just )?(no one|nobody|one|two|three|four|five|[0-7]) (?:other )?(?:persons?|people|others|of them|friends|students)? ?(?:reached|arrived|came|finished|stood|ranked|stands)? ?between (#\d+) and (#\d+)$/.exec(text))) {
    const count = /^no/.test(m[1]!) ? 0 : countValue(m[1]!)!;
    return [{ kind: 'gap', a: codesIn(m[2]!)[0]!, b: codesIn(m[3]!)[0]!, count }];
  }
  if ((m = new RegExp(`^(#\\d+) ([<>]) only ${GROUP}$`).exec(text))) return [{ kind: 'only', a: codesIn(m[1]!)[0]!, b: codesIn(m[3]!), more: m[2] === '>' }];
  // 'R is heavier than only two persons': two below R, so R is third from the bottom.
  if ((m = /^(#\d+) ([<>]) (?:only|exactly|just) (one|two|three|four|five|[1-7]) (?:other )?(?:persons?|people|others|of them|friends|students|boys|girls)?$/.exec(text))) {
    const count = countValue(m[3]!)!;
    return count < size ? [{ kind: 'rank', a: codesIn(m[1]!)[0]!, index: count, fromTop: m[2] === '<' }] : null;
  }
  // 'Only one person is lighter than Q', 'Exactly two are taller than R': that many below (or above) them.
  if ((m = /^(?:only |exactly |just )?(one|two|three|four|five|six|[1-7]) (?:other )?(?:persons?|people|others|of them|friends|students|boys|girls|children|members)? ?([<>]) (#\d+)$/.exec(text))) {
    const count = countValue(m[1]!)!;
    return count < size ? [{ kind: 'rank', a: codesIn(m[3]!)[0]!, index: count, fromTop: m[2] === '>' }] : null;
  }
  if ((m = /^(#\d+) ([<>]) (?:all|everyone|everybody|all the others|all others|the others|the rest|all of them|all the rest|each of the others|any other(?: person)?)(?: of them)?$/.exec(text))) {
    return [{ kind: 'rank', a: codesIn(m[1]!)[0]!, index: 0, fromTop: m[2] === '>' }];
  }
  if ((m = /^(?:no one|nobody|none)(?: of them| else)? ([<>]) (#\d+)$/.exec(text))) return [{ kind: 'rank', a: codesIn(m[2]!)[0]!, index: 0, fromTop: m[1] === '>' }];
  if ((m = /^(#\d+) (?:at )?(?:the )?(first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th) from the (top|bottom)$/.exec(text))) {
    const place = { first: 1, '1st': 1, ...ORD_WORDS }[m[2]!]!;
    return place <= size ? [{ kind: 'rank', a: codesIn(m[1]!)[0]!, index: place - 1, fromTop: m[3] === 'top' }] : null;
  }
  if ((m = /^(#\d+) (?:the )?@([tb])(\d)$/.exec(text))) return [{ kind: 'rank', a: codesIn(m[1]!)[0]!, index: Number(m[3]) - 1, fromTop: m[2] === 't' }];
  if ((m = /^(#\d+) (?:in the )?middle$/.exec(text)) && size % 2 === 1) return [{ kind: 'rank', a: codesIn(m[1]!)[0]!, index: (size - 1) / 2, fromTop: true }];
  return null;
}

/**
 * A clue sentence as clauses, each with its subject: 'A > B but < C' gives 'A > B' and 'A < C';
 * 'A > B, who > C' gives 'B > C'; 'A is neither the tallest nor the shortest' gives two denials.
 */
function clausesOf(sentence: string): { text: string; negated: boolean; said: string }[] {
  const SEPARATOR = /(\s*;\s*|,?\s+but\s+|,\s+(?:while|whereas)\s+|,\s+(?=(?:only|exactly|just|no one|nobody|neither)\s)|,\s+(?=#\d+\s+(?!and\b|or\b|nor\b|as\b)\S)|,?\s+and\s+(?=#\d+\s+(?:not\s+)?[<>@])|,?\s+and\s+(?=(?:is\s+|are\s+)?(?:not\s+)?[<>@])|,?\s+who\s+)/;
  // 'R, who is taller than S, is shorter than P': both clauses are about R.
  const unfolded = sentence.replace(/[.;:!]+$/g, '').replace(/(#\d+),\s+who\s+([^,]+),\s+(?=(?:is|are|was|has|scored|earns|weighs|[<>@]))/g, '$1 $2; $1 ');
  const out: { text: string; negated: boolean; said: string }[] = [];
  let subject: string | null = null;
  let previous = '';
  for (const { raw, separator } of cluePieces(unfolded, SEPARATOR)) {
    let part: string = raw.replace(/^(?:he|she)\b/, subject ?? 'he');
    if (/\bwho\s*$/.test(separator)) part = `${previous.match(/#\d+/g)?.at(-1) ?? 'someone'} ${part}`;
    else if (subject && !/^(?:#\d+|[<>]|neither|no one|nobody|none|only|both|exactly|just|one|two|three|four|five|six|[1-7])\b/.test(part)) part = `${subject} ${part}`;
    previous = raw;
    const denial = withoutNegation(part);
    // A clause that denies twice is left unread: it stays in, and no pattern matches it.
    const { plain, negated } = denial ?? { plain: `?${part}`, negated: false };
    const neither = /^(#\d+) (?:is |was |were )?neither (?:the )?(@[tb]\d) nor (?:the )?(@[tb]\d)$/.exec(plain);
    if (neither) {
      out.push({ text: `${neither[1]} ${neither[2]}`, negated: true, said: part }, { text: `${neither[1]} ${neither[3]}`, negated: true, said: part });
      subject = neither[1]!;
      continue;
    }
    out.push({ text: plain, negated, said: part });
    subject = /^#\d+/.exec(plain)?.[0] ?? subject;
  }
  return out;
}

function holds(relation: Relation, ranks: Ranks, size: number): boolean {
  switch (relation.kind) {
    case 'compare':
      return relation.more ? ranks[relation.a]! < ranks[relation.b]! : ranks[relation.a]! > ranks[relation.b]!;
    case 'rank':
      return ranks[relation.a] === (relation.fromTop ? relation.index : size - 1 - relation.index);
    case 'next':
      return ranks[relation.a]! - ranks[relation.b]! === (relation.more ? -1 : 1);
    case 'gap':
      return Math.abs(ranks[relation.a]! - ranks[relation.b]!) - 1 === relation.count;
    case 'only': {
      const others = ranks.map((_, index) => index).filter((index) => index !== relation.a && (relation.more ? ranks[relation.a]! < ranks[index]! : ranks[relation.a]! > ranks[index]!));
      return others.length === relation.b.length && relation.b.every((person) => others.includes(person));
    }
  }
}

/** Reads the options as statements ('A is the tallest', 'B is taller than C'); null when any is not understood. */
function optionClues(options: readonly string[], names: readonly string[], size: number, axes: Set<Axis>): Ask | null {
  if (options.length < 2) return null;
  const read: { text: string; clues: Clue[] }[] = [];
  for (const option of options) {
    const clues: Clue[] = [];
    for (const clause of clausesOf(marked(coded(repairArrangementText(option), names), axes))) {
      const relations = readRelations(clause.text, size);
      if (!relations) return null;
      for (const relation of relations) clues.push({ text: option, relation, negated: clause.negated });
    }
    if (clues.length === 0) return null;
    read.push({ text: option, clues });
  }
  return { kind: 'option', options: read };
}

/**
 * The question: who holds a rank, how many rank above someone, who ranks between two people,
 * someone's rank, or which option is true. `listed` is the end a stated arrangement starts from
 * ('in descending order' starts from the most), for 'who will be second'.
 */
function readAsk(question: string, names: readonly string[], size: number, options: readonly string[], axes: Set<Axis>, listed: 'top' | 'bottom' | null): Ask | null {
  const text = marked(question, axes)
    .replace(/[?.]+$/, '')
    .replace(/\s+(?:in|by|with respect to|in terms of) (?:height|weight|age|marks|salary|income|earnings|speed)$/, '')
    // 'Who is in the middle when they are arranged by score?': the order is the one the clues set.
    .replace(/,?\s+(?:when|if) (?:they are|all are|the \w+ are) (?:arranged|ranked|ordered|listed|placed)(?: in (?:\w+ )?order)?(?: (?:by|of|according to|in terms of) (?:their )?(?:score|scores|marks|height|weight|age|salary|income|earnings|speed))?$/, '')
    .replace(/\b(?:among|amongst|of|out of) (?:them|all|these|the (?:three|four|five|six|seven|eight)|the (?:\w+ ){0,2}(?:friends|students|persons|people|boys|girls|colleagues|cousins|boxers|players|children|members))\b/g, ' ')
    .replace(/^which (?:one )?of the following (?:persons?|people|friends?|students?|boys?|girls?) /, 'who ')
    .replace(/^who (?:among|amongst) the following\b/, 'who')
    .replace(/\s+/g, ' ')
    .trim();
  let m: RegExpExecArray | null;
  if ((m = /^who (?:is |was |has |had )?(?:the )?@([tb])(\d)$/.exec(text)) || (m = /^(?:which|who) (?:person|one|student|friend|boy|girl)? ?(?:is |was )?(?:the )?@([tb])(\d)$/.exec(text))) {
    return { kind: 'at-rank', index: Number(m[2]) - 1, fromTop: m[1] === 't' };
  }
  if ((m = /^who (?:is |was |will be |would be |comes |stands |ranks )?(?:at )?the (top|bottom)(?: of the (?:class|list|group))?$/.exec(text))) return { kind: 'at-rank', index: 0, fromTop: m[1] === 'top' };
  if ((m = /^who (?:is |was |will be |would be |comes )?(?:the )?(first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th) from the (top|bottom)$/.exec(text))) {
    // Set out in ascending order, the list's top is its least: 'from the top' could count from either end, so no reading.
    if (listed === 'bottom') return null;
    const place = { first: 1, '1st': 1, ...ORD_WORDS }[m[1]!]!;
    return { kind: 'at-rank', index: place - 1, fromTop: m[2] === 'top' };
  }
  if ((m = /^(?:who|which (?:one|person)) (?:will be|would be|is|comes|stands) (?:at |in )?(?:the )?(first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th|last)(?: position| place| in (?:the|that) order| in the (?:row|line|list|arrangement)| from (?:the )?(left|right)(?: end)?)?$/.exec(text)) && listed) {
    // Listed in a row, the order starts at the left end.
    const place = m[1] === 'last' ? size : { first: 1, '1st': 1, ...ORD_WORDS }[m[1]!]!;
    return { kind: 'at-rank', index: place - 1, fromTop: (listed === 'top') === (m[2] !== 'right') };
  }
  if (/^who (?:is |was |will be |would be |comes |stands )?(?:in the |at the )?(?:middle|centre|center)(?: position)?$/.test(text) && size % 2 === 1) return { kind: 'at-rank', index: (size - 1) / 2, fromTop: true };
  if ((m = /^how many (?:persons |people |students |friends |boys |girls |colleagues |cousins |boxers |players |members |of them |others |other persons )?(?:are |is |were )?([<>]) (#\d+)$/.exec(text))) {
    return { kind: 'count', a: Number(m[2]!.slice(1)), more: m[1] === '>' };
  }
  if ((m = /^who (?:is |was )?(>>|<<) (#\d+)$/.exec(text))) return { kind: 'who-next', b: Number(m[2]!.slice(1)), more: m[1] === '>>' };
  if ((m = /^how many (?:persons |people |ppl |students |friends |of them |others )?(?:are |were )?(?:there )?(?:reached |arrived |came |finished |stood )?between (#\d+) and (#\d+)$/.exec(text))) {
    return { kind: 'count-between', a: Number(m[1]!.slice(1)), b: Number(m[2]!.slice(1)) };
  }
  if ((m = /^who (?:is |are |was )?([<>]) (#\d+)(?:,? (?:and|but) (?:is |are )?([<>]) (#\d+))?$/.exec(text))) {
    const conditions = [{ b: Number(m[2]!.slice(1)), more: m[1] === '>' }];
    if (m[3]) conditions.push({ b: Number(m[4]!.slice(1)), more: m[3] === '>' });
    return { kind: 'who-compared', conditions, plural: /^who are\b/.test(text) };
  }
  if (
    (m = /^what (?:is )?(?:the )?(?:rank|position) of (#\d+) from the (top|bottom)$/.exec(text)) ??
    (m = /^what (?:is )?(#\d+)'s (?:rank|position) from the (top|bottom)$/.exec(text))
  ) {
    return { kind: 'rank-of', a: Number(m[1]!.slice(1)), fromTop: m[2] === 'top' };
  }
  // 'Arrange them from the tallest to the shortest': the whole order, as an option lists it.
  if ((/\border\b/.test(text) && /^(?:which|what|arrange)\b/.test(text)) || /^arrange\b.*\b(?:from )?(?:the )?@[tb]1 to (?:the )?@[tb]1$/.test(text)) {
    const fromTop = /\b(?:descending|decreasing)\b|@t1 to (?:the )?@b1/.test(text) ? true : /\b(?:ascending|increasing)\b|@b1 to (?:the )?@t1/.test(text) ? false : null;
    const lists = options.map((option) => ({ text: option, order: codesIn(coded(repairArrangementText(option), names)) }));
    if (fromTop !== null && lists.length >= 2 && lists.every((list) => list.order.length === size && new Set(list.order).size === size)) return { kind: 'full-order', options: lists, fromTop };
    return null;
  }
  if (/^which (?:one )?of the following (?:statements? )?(?:is |are )?(?:definitely |certainly )?(?:true|correct)(?: (?:about|regarding|with respect to|as per|according to|for) .*)?$/.test(text)) return optionClues(options, names, size, axes);
  return null;
}

export function solveOrdering(original: string, options: readonly string[] = []): LogicalResult | null {
  const text = repairArrangementText(original, options);
  const lower = text.toLowerCase();
  const comparing =
    /\b(?:taller|shorter|heavier|lighter|older|elder|younger|richer|poorer|faster|slower|more|less|fewer|higher|lower|stronger|weaker|bigger|smaller)\s+(?:(?:marks|money|salary)\s+)?than\b|\b(?:elder|older|younger|senior|junior)\s+to\b|\bas\s+(?:tall|heavy|old|rich|fast)\s+as\b|\b(?:tallest|shortest|heaviest|lightest|oldest|eldest|youngest|richest|poorest)\b|\b(?:finished|finishes|came|reached|arrived|crossed)\s+(?:the\s+(?:finish(?:ing)?\s+)?line\s+)?(?:just\s+|immediately\s+|right\s+)?(?:before|ahead\s+of|after|behind)\b/;
  if (!comparing.test(lower)) return null;
  // Seating words, or places from the ends of a row: other solvers' questions.
  // ('Who is 2nd from the left' of people arranged in an order of weight is still an ordering.)
  const arranged = /\b(?:arranged|stand|standing|stood|placed|lined\s+up|sit|seated)\s+in\s+(?:an?\s+|the\s+)?(?:descending|ascending|increasing|decreasing)\s+order\b/.test(lower);
  if ((!arranged && /\b(?:sits?|seated|sitting|left|right)\b/.test(lower)) || /\b(?:row|circle|table|facing)\b/.test(lower) || FAMILY.test(lower)) return null;
  // Amounts, percentages and ages in years belong to arithmetic; fewer than three people, to other puzzles.
  if (/[₹%]|\brs\b|\d/i.test(withoutHarmlessNumbers(text)) || namesWritten(text).length < 3) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'ordering', solved: false, reason });
  const people = peopleIn(text, options);
  if (!people) return fail('The people named (in the question and its options) do not match the number of people the question states.');
  // Options that each list everyone in an order ('Mihir > Dev > Eshan > ...') may name someone no clue names.
  const listedByOptions = namesInOrderOptions(options);
  const names = listedByOptions && people.names.every((name) => listedByOptions.includes(name)) ? [...people.names, ...listedByOptions.filter((name) => !people.names.includes(name))] : people.names;
  if (people.stated !== null && people.stated !== names.length) return fail('The people named (in the question and its options) do not match the number of people the question states.');
  if (names.length > 8) return fail('I could not tell who the three to eight people compared are.');
  const size = names.length;

  let sentences = sentencesOf(coded(text, names));
  // 'Who is the shortest among ..., if A is taller than B, ...?': the clues follow 'if'.
  const split: string[] = [];
  for (const sentence of sentences) {
    const ifAfter = /^((?:who|which|how many|what)\b.*?),? if (.+?)\??$/.exec(sentence);
    const ifBefore = /^(?:if|when|suppose) (.+?), ((?:who|which|how many|what)\b.*)$/.exec(sentence);
    if (ifAfter) split.push(ifAfter[2]!, `${ifAfter[1]!}?`);
    else if (ifBefore) split.push(ifBefore[1]!, ifBefore[2]!);
    else split.push(sentence);
  }
  sentences = split;
  const questionIndex = findQuestion(sentences);
  if (questionIndex < 0) return fail('I could not find what the question asks.');

  const axes = new Set<Axis>();
  const clues: Clue[] = [];
  for (const [index, sentence] of sentences.entries()) {
    if (index === questionIndex) continue;
    const body = withoutListOfAll(sentence, size);
    for (const clause of clausesOf(marked(body, axes))) {
      const hasWord = /[<>?]|@[tb]\d|\bbetween\b|\bfrom the (?:top|bottom)\b/.test(clause.text);
      if (codesIn(clause.text).length === 0 && !hasWord) continue;
      const relations = hasWord ? readRelations(clause.text, size) : null;
      if (!relations) return fail(`I could not read this clue: "${decode(clause.text, names)}".`);
      for (const relation of relations) clues.push({ text: '', relation, negated: clause.negated });
    }
  }
  if (clues.length === 0) return fail('I found no comparisons to order the people by.');
  const question = sentences[questionIndex]!;
  const descending = /\b(?:descending|decreasing)\s+order\b/.test(lower);
  const ascending = /\b(?:ascending|increasing)\s+order\b/.test(lower);
  const listed = descending === ascending ? null : descending ? 'top' : 'bottom';
  const ask = readAsk(withoutListOfAll(question, size), names, size, options, axes, listed);
  if (!ask) return fail(`I could not read what is asked: "${decode(question, names)}".`);
  const specific = [...axes].filter((axis) => axis !== 'any');
  if (specific.length > 1) return fail(`The clues compare more than one thing (${specific.join(' and ')}), so one order cannot answer the question.`);

  const words = WORDS[specific[0] ?? 'any'];
  const said = clues.map((clue) => ({ ...clue, text: say(clue.relation, clue.negated, names, words) }));
  clues.splice(0, clues.length, ...said);
  const test = (clue: Clue, ranks: Ranks) => holds(clue.relation, ranks, size) !== clue.negated;
  const fitting: Ranks[] = [];
  let tried = 0;
  for (const ranks of orders(size)) {
    tried += 1;
    if (clues.every((clue) => test(clue, ranks))) fitting.push([...ranks]);
  }
  if (fitting.length === 0) return fail('No order satisfies all the clues as I read them, so I give no answer.');
  const answerIn = (ranks: Ranks): string | null => {
    const at = (index: number) => names[ranks.indexOf(index)]!;
    switch (ask.kind) {
      case 'at-rank':
        return ask.index < size ? at(ask.fromTop ? ask.index : size - 1 - ask.index) : null;
      case 'count':
        return String(ranks.filter((rank) => (ask.more ? rank < ranks[ask.a]! : rank > ranks[ask.a]!)).length);
      case 'count-between':
        return String(Math.abs(ranks[ask.a]! - ranks[ask.b]!) - 1);
      case 'who-next': {
        const rank = ranks[ask.b]! + (ask.more ? -1 : 1);
        return rank >= 0 && rank < size ? at(rank) : null;
      }
      case 'rank-of':
        return String(ask.fromTop ? ranks[ask.a]! + 1 : size - ranks[ask.a]!);
      case 'who-compared': {
        const found = names.filter((_, index) => ask.conditions.every(({ b, more }) => index !== b && (more ? ranks[index]! < ranks[b]! : ranks[index]! > ranks[b]!)));
        // 'Who is heavier than P but lighter than T?' may be two people; an option must then name both.
        if (found.length === 0) return null;
        return found.sort().join(' and ');
      }
      case 'full-order': {
        const listed = ask.options.filter((option) => option.order.every((person, index) => ranks[person] === (ask.fromTop ? index : size - 1 - index)));
        return listed.length === 1 ? listed[0]!.text : null;
      }
      case 'option': {
        const true_ = ask.options.filter((option) => option.clues.every((clue) => test(clue, ranks)));
        return true_.length === 1 ? true_[0]!.text : null;
      }
    }
  };
  const describe = (ranks: Ranks) => names.map((_, index) => names[ranks.indexOf(index)]!).join(' > ');
  const answers = new Set(fitting.map((ranks) => answerIn(ranks) ?? ''));
  const matchesAnswer = (option: string) => {
    const answer = [...answers][0]!;
    if (ask.kind === 'count' || ask.kind === 'rank-of' || ask.kind === 'count-between') return optionNumber(option) === Number(answer);
    if (ask.kind === 'option' || ask.kind === 'full-order') return option.trim() === answer.trim();
    return namesMatch(option, answer);
  };
  if (answers.size > 1 || answers.has('')) {
    return fail(`${fitting.length} orders satisfy the clues and they do not agree on what is asked (for example ${describe(fitting[0]!)}, and ${describe(fitting.at(-1)!)}).`);
  }
  const answer = [...answers][0]!;
  const example = fitting[0]!;
  if (options.length > 0 && options.filter((option) => matchesAnswer(option)).length !== 1) return fail(`The clues give ${answer}, but not exactly one option states it, so I give no answer.`);
  const shown = ask.kind === 'rank-of' ? ordinalText(Number(answer)) : answer;
  const matches = matchesAnswer;
  const most = words.most;
  return {
    kind: 'ordering',
    solved: true,
    answer: shown,
    matches,
    steps: [
      { title: 'Set up the order', bullets: [`Rank the ${size} people from the ${most} (rank 1) down; '>' means ranks above.`, `People: ${names.join(', ')}.`] },
      { title: 'Read the clues as conditions', bullets: [...new Set(clues.map((clue) => clue.text))] },
      {
        title: 'Try every order',
        bullets: [
          `${tried} orders tried; ${fitting.length} ${fitting.length === 1 ? 'satisfies' : 'satisfy'} every clue${fitting.length <= 3 ? `: ${fitting.map(describe).join('; ')}` : ''}.`,
          `In ${fitting.length === 1 ? 'that order' : `all ${fitting.length} of them`}, the answer to "${decode(question, names)}" is ${shown}.`,
        ],
      },
    ],
    check: [`One order that fits, from the ${most}: ${describe(example)}.`, ...[...new Set(clues.map((clue) => clue.text))].map((text) => `"${text}": ${clues.filter((clue) => clue.text === text).every((clue) => test(clue, example)) ? 'holds' : 'fails'}.`)],
  };
}

/** A clue in plain words: 'Arjun ranks above Karan', 'Divya is not rank 1 from the top'. */
/** How a clue is said for each thing compared: 'taller than', 'the tallest'. */
const WORDS: Readonly<Record<Axis, { readonly more: string; readonly less: string; readonly most: string; readonly least: string }>> = {
  height: { more: 'taller than', less: 'shorter than', most: 'tallest', least: 'shortest' },
  weight: { more: 'heavier than', less: 'lighter than', most: 'heaviest', least: 'lightest' },
  age: { more: 'older than', less: 'younger than', most: 'oldest', least: 'youngest' },
  marks: { more: 'above (more marks than)', less: 'below (fewer marks than)', most: 'highest scorer', least: 'lowest scorer' },
  money: { more: 'above (earns more than)', less: 'below (earns less than)', most: 'highest earner', least: 'lowest earner' },
  speed: { more: 'faster than', less: 'slower than', most: 'fastest', least: 'slowest' },
  strength: { more: 'stronger than', less: 'weaker than', most: 'strongest', least: 'weakest' },
  size: { more: 'bigger than', less: 'smaller than', most: 'biggest', least: 'smallest' },
  length: { more: 'longer than', less: 'shorter than', most: 'longest', least: 'shortest' },
  race: { more: 'ahead of', less: 'behind', most: 'first to finish', least: 'last to finish' },
  any: { more: 'above', less: 'below', most: 'highest', least: 'lowest' },
};

/** A clue in plain words: 'Arjun is heavier than Karan', 'Divya is not the 1st from the top'. */
function say(relation: Relation, negated: boolean, names: readonly string[], words: (typeof WORDS)[Axis]): string {
  const not = negated ? 'not ' : '';
  switch (relation.kind) {
    case 'compare':
      return `${names[relation.a]} is ${not}${relation.more ? words.more : words.less} ${names[relation.b]}`;
    case 'rank': {
      const place = relation.index === 0 ? '' : `${ORDINAL_WORDS[relation.index + 1] ?? ordinalText(relation.index + 1)} `;
      return `${names[relation.a]} is ${not}the ${place}${relation.fromTop ? words.most : words.least}`;
    }
    case 'next':
      return `${names[relation.a]} is ${not}just ${relation.more ? 'ahead of' : 'behind'} ${names[relation.b]}`;
    case 'gap':
      return `${not ? 'It is not true that ' : ''}${relation.count} between ${names[relation.a]} and ${names[relation.b]}`;
    case 'only': {
      const them = relation.b.map((person) => names[person]).join(' and ');
      return `${not ? 'It is not true that ' : ''}${them} ${relation.b.length === 1 ? 'is the only one' : 'are the only ones'} ${names[relation.a]} is ${relation.more ? words.more : words.less}`;
    }
  }
}

const ORDINAL_WORDS: Readonly<Record<number, string>> = { 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', 6: 'sixth', 7: 'seventh' };

/**
 * A sentence without the list of all the people and the words that introduce it ('Among five
 * friends P, Q, R, S and T,', 'How many of P, Q, R, S and T ...'): the list is no clue.
 */
function withoutListOfAll(sentence: string, size: number): string {
  return sentence
    .replace(/#\d+(?:\s*,\s*#\d+)+(?:\s*,?\s+(?:and|&)\s+#\d+)?/g, (list) => (codesIn(list).length === size ? ' @all ' : list))
    .replace(/\b(?:(?:in|within|from)\s+(?:a|the)\s+(?:group|class|team|set|batch|family)\s+)?(?:among|amongst|out of|of)\s+(?:[a-z0-9]+\s+){0,3}?@all\s*,?/g, ' ')
    .replace(/\(\s*@all\s*\)/g, ' ')
    .replace(/(?:^|,)\s*@all\s*,?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text without the numbers that are no quantity: ordinals ('2nd'), the number of people
 * ('5 friends', 'of the 4 persons'), and the numbering of statements ('(1)', '2.', 'Q39.').
 */
function withoutHarmlessNumbers(text: string): string {
  return text
    .replace(/\b\d+\s?(?:st|nd|rd|th)\b/g, ' ')
    .replace(/\ball\s+\d{1,2}\b|\b\d{1,2}\s+(?:[A-Za-z]+\s+)?(?:friends|persons|people|students|boys|girls|children|members|colleagues|cousins|boxers|players|men|women|athletes|runners|employees|candidates)\b/g, ' ')
    .replace(/\(\s*\d{1,2}\s*\)|(?:^|(?<=[.:;]\s*))\d{1,2}[.)]\s/g, ' ')
    .replace(/^\s*(?:q(?:uestion|ues|n)?\s*[.:]?\s*(?:no\.?\s*)?)\d{1,3}\s*[.):-]?/i, ' ');
}

/** The people the options list in full orders ('A > B > C', 'P, Q, R, S'), when every option lists the same people; else null. */
function namesInOrderOptions(options: readonly string[]): string[] | null {
  if (options.length < 2) return null;
  const lists = options.map((option) => repairArrangementText(option).replace(/[.]$/, '').split(/\s*(?:>|<|,|→|-)\s*/).map((name) => name.trim()));
  if (!lists.every((list) => list.length >= 3 && list.every((name) => /^[A-Z][a-z]*$/.test(name)) && new Set(list).size === list.length)) return null;
  const key = (list: readonly string[]) => [...list].sort().join('|');
  return lists.every((list) => key(list) === key(lists[0]!)) ? lists[0]! : null;
}

/** Every order of `size` people: ranks[i] is person i's rank. */
function* orders(size: number): Generator<Ranks> {
  const ranks: number[] = new Array<number>(size).fill(-1);
  const taken = new Array<boolean>(size).fill(false);
  function* place(person: number): Generator<Ranks> {
    if (person === size) {
      yield ranks;
      return;
    }
    for (let rank = 0; rank < size; rank += 1) {
      if (taken[rank]) continue;
      taken[rank] = true;
      ranks[person] = rank;
      yield* place(person + 1);
      taken[rank] = false;
    }
  }
  yield* place(0);
}
