import { capitaliseTypedNames, cluePieces, codesIn, coded, decode, FAMILY, findQuestion, namesWritten, namesMatch, optionNumber, peopleIn, repairArrangementText, sentencesOf, withoutNegation } from './arrangement-text';
import type { LogicalResult } from './logical-result';

/**
 * Seating in a row (facing north or south) or round a table (facing the centre or away from it):
 * the clues are read as conditions on the seats, every seating of the people is tried, and the
 * answer is given only when it is the same in every seating that satisfies all of them.
 *
 * Seats: in a row, 0 is the west end (the left end of people facing north); round a table, seats
 * are numbered clockwise. Facing the centre, a person's left is the clockwise side.
 */

type Layout = 'row' | 'circle';

/** A person, by their index in the list of people; the one the question asks for; or the one a nested question names ('the person who sits opposite D'). */
type Slot = number | 'who' | 'ref';

/** A fact about seats, as a clue states it or a question asks it. */
type Relation =
  /** a sits `steps` seats to b's right (to the left when negative). */
  | { readonly kind: 'offset'; readonly a: Slot; readonly b: Slot; readonly steps: number }
  /** In a row, a sits somewhere on b's right (side 1) or left (side -1). */
  | { readonly kind: 'side'; readonly a: Slot; readonly b: Slot; readonly side: 1 | -1 }
  | { readonly kind: 'next'; readonly a: Slot; readonly b: Slot }
  /** Exactly `count` people sit between a and b (round a table, on one side or the other). */
  | { readonly kind: 'gap'; readonly a: Slot; readonly b: Slot; readonly count: number }
  /** a's two neighbours are b and c. */
  | { readonly kind: 'between'; readonly a: Slot; readonly b: Slot; readonly c: Slot }
  | { readonly kind: 'opposite'; readonly a: Slot; readonly b: Slot }
  /** At the left or right end of the row (the person's own left or right), or at either end. */
  | { readonly kind: 'end'; readonly a: Slot; readonly end: 'left' | 'right' | 'any' }
  /** The place-th seat counted from the left or right end. */
  | { readonly kind: 'from-end'; readonly a: Slot; readonly end: 'left' | 'right'; readonly place: number }
  /** In the middle seat; in an even row, one of the two middle seats (only said of a pair: 'S and Z are in the centre'). */
  | { readonly kind: 'middle'; readonly a: Slot; readonly pair?: boolean }
  /** a faces north (or the centre), or south (or away from the centre) when `away`. */
  | { readonly kind: 'faces'; readonly a: Slot; readonly away: boolean }
  /** Round a square table with people at the corners and the middles of the sides: a at a corner, or at a side. */
  | { readonly kind: 'corner'; readonly a: Slot; readonly corner: boolean };

interface Clue {
  readonly text: string;
  readonly relation: Relation;
  readonly negated: boolean;
}

/** What the question asks: the person (or people) a relation picks out, or the count between two people. */
type Ask =
  | { readonly kind: 'who'; readonly relation: Relation; readonly plural: boolean; readonly inner?: Relation }
  | { readonly kind: 'count-between'; readonly a: number; readonly b: number }
  /** How many sit on a's right (side 1) or left (side -1) in a row. */
  | { readonly kind: 'count-side'; readonly a: number; readonly side: 1 | -1 }
  /** How many face north (or the centre), or south (or away) when `away`. */
  | { readonly kind: 'count-facing'; readonly away: boolean }
  | { readonly kind: 'option'; readonly options: readonly { readonly text: string; readonly clues: readonly Clue[] }[] };

/** A seating: the seat of each person (by index). */
type Seats = readonly number[];

/**
 * A seating with the way each person faces: `steps[p]` is the seat step to p's right (+1 in a row
 * facing north, -1 facing south; -1 round a table facing the centre, +1 facing away).
 */
interface Seating {
  readonly seats: Seats;
  readonly steps: readonly number[];
}

const PLACES: Readonly<Record<string, number>> = {
  immediate: 1, immediately: 1, just: 1, first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6, seventh: 7, '7th': 7,
};
const COUNTS: Readonly<Record<string, number>> = {
  no: 0, none: 0, nobody: 0, 'no one': 0, 'no person': 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, '0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6,
};

const P = String.raw`(#\d+|who|whom|@ref)`;
const PLACE = String.raw`(immediate|immediately|just|first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th)`;
const COUNT = String.raw`(no one|no person|nobody|none|no|one|two|three|four|five|six|[0-6])`;
const PEOPLE = String.raw`(?:other\s+)?(?:persons?|people|friends?|members?|students?|boys?|girls?|children|men|women|of them|one|seats?|places?)`;
const SIDE = String.raw`(?:to the |on the |at the |towards the |on |to )?`;
const ROW_WORDS = String.raw`(?: of the (?:row|line|bench|queue))?`;

/** Words that stand for people in a clause that names nobody ('neither of them', 'the person who'). */
const REFERENCE = /\b(?:he|she|him|her|his|they|them|their|who|whom|neither|both|each other|person|persons|people|one of|someone|nobody|no one|everyone)\b/;

/** Words that make a clause a statement about seats. */
const RELATION_WORD = /\b(?:left|right|next|adjacent|beside|neighbou?rs?|between|opposite|ends?|middle|centre|center|together|from)\b/;

function slot(code: string): Slot {
  if (code === '@ref') return 'ref';
  return code === 'who' || code === 'whom' ? 'who' : Number(code.slice(1));
}

/**
 * One clause, already in codes ('#2 sits second to the right of #0'), as a relation: the verbs
 * and fillers are dropped, then the whole clause must match one pattern, so that nothing in it
 * is left unread.
 */
function readRelation(clause: string, layout: Layout): Relation[] | null {
  const text = clause
    .replace(/[.,;:?!]+$/g, '')
    .replace(/\b(?:is|are|was|were)\s+(?:sitting|seated|standing|placed|positioned|sat)\b/g, ' ')
    .replace(/\b(?:sits|sit|sat|seated|sitting|stands|stand|standing|is|are|was|were|placed|positioned|exactly|also|somewhere|directly|just(?= (?:to|on|at|opposite|between|next))|only(?= (?:one|two|three|four|[1-4])\b))\b/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^both /, '')
    // A possessive said the long way: "D's neighbour" is 'neighbour of D', "to B's immediate left" is 'to the immediate left of B'.
    .replace(/(#\d+)'s? ((?:immediate |second |third |fourth |fifth )?(?:left|right|neighbou?r))\b/g, 'the $2 of $1')
    .replace(/\b(to|on|at) the the /g, '$1 the ')
    .trim();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${P} ${SIDE}(left|right)(?:[- ]hand)?(?: side)? of (?:both )?${P} and ${P}$`).exec(text)) && layout === 'row') {
    const side = m[2] === 'right' ? 1 : -1;
    return [
      { kind: 'side', a: slot(m[1]!), b: slot(m[3]!), side },
      { kind: 'side', a: slot(m[1]!), b: slot(m[4]!), side },
    ];
  }
  if ((m = new RegExp(`^${P} ${SIDE}${PLACE} (?:(?:place|seat|position|person) )?(?:to the |on the |at the |towards the |to |on )?(left|right)(?:[- ]hand)?(?: side)? of ${P}$`).exec(text))) {
    const steps = PLACES[m[2]!]! * (m[3] === 'right' ? 1 : -1);
    return [{ kind: 'offset', a: slot(m[1]!), b: slot(m[4]!), steps }];
  }
  // 'A sits two places to the right of B': the second seat to B's right.
  if ((m = new RegExp(`^${P} (one|two|three|four|five|six|[1-6]) (?:places?|seats?|positions?) ${SIDE}(left|right)(?: side)? of ${P}$`).exec(text))) {
    return [{ kind: 'offset', a: slot(m[1]!), b: slot(m[4]!), steps: COUNTS[m[2]!]! * (m[3] === 'right' ? 1 : -1) }];
  }
  // 'Nobody sits to the left of A' in a row: A is at that end.
  if ((m = new RegExp(`^(?:no one|nobody|no person|none) ${SIDE}(left|right)(?: side)? of ${P}$`).exec(text)) && layout === 'row') {
    return [{ kind: 'end', a: slot(m[2]!), end: m[1] as 'left' | 'right' }];
  }
  // 'Only B sits between A and C': B is their one neighbour in common.
  if ((m = new RegExp(`^only ${P} (?:in )?between ${P} and ${P}$`).exec(text))) return [{ kind: 'between', a: slot(m[1]!), b: slot(m[2]!), c: slot(m[3]!) }];
  if ((m = new RegExp(`^${P} ${SIDE}(left|right)(?:[- ]hand)?(?: side)? of ${P}$`).exec(text))) {
    const side = m[2] === 'right' ? 1 : -1;
    return layout === 'circle' ? [{ kind: 'offset', a: slot(m[1]!), b: slot(m[3]!), steps: side }] : [{ kind: 'side', a: slot(m[1]!), b: slot(m[3]!), side }];
  }
  const NEXT = String.raw`(?:next to|adjacent to|beside|besides|with|by the side of|(?:an? |the )?(?:immediate )?neighbou?r (?:of|to)|neighbou?ring)`;
  if ((m = new RegExp(`^${P} ${NEXT} ${P}$`).exec(text))) return [{ kind: 'next', a: slot(m[1]!), b: slot(m[2]!) }];
  if ((m = new RegExp(`^${P} ${NEXT} (?:both )?${P} and ${P}$`).exec(text))) return [{ kind: 'between', a: slot(m[1]!), b: slot(m[2]!), c: slot(m[3]!) }];
  if ((m = new RegExp(`^${P} and ${P} (?:next to each other|adjacent(?: to each other)?|together|(?:immediate )?neighbou?rs(?: of each other)?|side by side|beside each other)$`).exec(text))) {
    return [{ kind: 'next', a: slot(m[1]!), b: slot(m[2]!) }];
  }
  if ((m = new RegExp(`^${P} (?:in )?between ${P} and ${P}$`).exec(text))) return [{ kind: 'between', a: slot(m[1]!), b: slot(m[2]!), c: slot(m[3]!) }];
  if (
    (m = new RegExp(`^(?:there )?${COUNT} ${PEOPLE} ?between ${P} and ${P}$`).exec(text)) ??
    (m = new RegExp(`^(?:there )?${COUNT} between ${P} and ${P}$`).exec(text)) ??
    (m = new RegExp(`^between ${P} and ${P} (?:there )?${COUNT}(?: ${PEOPLE})?$`).exec(text))
  ) {
    const [count, a, b] = /^#|^who/.test(m[1]!) ? [m[3]!, m[1]!, m[2]!] : [m[1]!, m[2]!, m[3]!];
    return [{ kind: 'gap', a: slot(a), b: slot(b), count: COUNTS[count]! }];
  }
  // 'Only one person sits between C and P when counted from the right of C': P is that many places on, to C's right.
  if ((m = new RegExp(`^(?:there )?${COUNT} ${PEOPLE} ?between ${P} and ${P},? (?:when |if |as )?counted (?:from|to|towards) (?:the )?(left|right) (?:of|side of) ${P}$`).exec(text)) && m[2] === m[5]) {
    return [{ kind: 'offset', a: slot(m[3]!), b: slot(m[2]!), steps: (COUNTS[m[1]!]! + 1) * (m[4] === 'right' ? 1 : -1) }];
  }
  if ((m = new RegExp(`^${P} and ${P} (?:have|has) ${COUNT} ${PEOPLE} between them$`).exec(text))) return [{ kind: 'gap', a: slot(m[1]!), b: slot(m[2]!), count: COUNTS[m[3]!]! }];
  // 'E sits at one of the corners', 'F is in the middle of a side' (a square table).
  if ((m = new RegExp(`^${P} (?:at |in |on )?(?:one of the |any of the |a |the )?(?:four )?corners?(?: of the table)?$`).exec(text))) return [{ kind: 'corner', a: slot(m[1]!), corner: true }];
  if ((m = new RegExp(`^${P} (?:at |in |on )?(?:the )?middle of (?:one of the |any of the |a |the )?(?:four )?sides?(?: of the table)?$`).exec(text))) return [{ kind: 'corner', a: slot(m[1]!), corner: false }];
  // 'F faces south', 'D is facing the centre', 'K faces away from the centre'.
  if ((m = new RegExp(`^${P} (?:fac(?:es|e|ing)|looks?|looking) (?:towards |to(?:wards)? the )?(north|south|(?:the )?cent(?:re|er)|inside|inwards?|away(?: from (?:the )?cent(?:re|er))?|outside|outwards?)$`).exec(text))) {
    const way = m[2]!;
    if (layout === 'row' ? !/north|south/.test(way) : /north|south/.test(way)) return null;
    return [{ kind: 'faces', a: slot(m[1]!), away: /south|away|out/.test(way) }];
  }
  if ((m = new RegExp(`^${P} (?:(?:directly |diametrically )?opposite(?: to| of)?|fac(?:es|ing)) ${P}$`).exec(text))) return [{ kind: 'opposite', a: slot(m[1]!), b: slot(m[2]!) }];
  if ((m = new RegExp(`^${P} and ${P} (?:opposite(?: to)?|fac(?:e|ing)) each other$`).exec(text))) return [{ kind: 'opposite', a: slot(m[1]!), b: slot(m[2]!) }];
  if (layout === 'row') {
    const ENDS = String.raw`(?:at |on )?(?:one of the |either of the |either |an |any |one |the |any one of the |any of the )?(?:extreme |two |both )*ends?${ROW_WORDS}`;
    if ((m = new RegExp(`^${P} ${ENDS}$`).exec(text))) return [{ kind: 'end', a: slot(m[1]!), end: 'any' }];
    if ((m = new RegExp(`^${P} and ${P} (?:at |on )?(?:the |both |two |opposite |either |extreme )*ends${ROW_WORDS}$`).exec(text))) {
      return [
        { kind: 'end', a: slot(m[1]!), end: 'any' },
        { kind: 'end', a: slot(m[2]!), end: 'any' },
      ];
    }
    const EXTREME = String.raw`(?:at |on )?(?:the )?(?:(?:extreme|far) (left|right)(?:[- ]most)?(?: end| side| corner)?|(left|right)(?:[- ]most| end| corner)|(left|right) (?:extreme )?end|end on the (left|right))${ROW_WORDS}`;
    if ((m = new RegExp(`^${P} ${EXTREME}$`).exec(text))) return [{ kind: 'end', a: slot(m[1]!), end: (m[2] ?? m[3] ?? m[4] ?? m[5]) as 'left' | 'right' }];
    if ((m = new RegExp(`^${P} (?:at |in |on )?(?:the )?${PLACE} (?:position |place |seat |person )?from (?:the )?(left|right)(?: end| side)?${ROW_WORDS}$`).exec(text)) && m[2] !== 'immediate' && m[2] !== 'immediately' && m[2] !== 'just') {
      return [{ kind: 'from-end', a: slot(m[1]!), end: m[3] as 'left' | 'right', place: PLACES[m[2]!]! }];
    }
    if ((m = new RegExp(`^${P} (?:at |in )?(?:the )?(?:exact )?(?:middle|centre|center)(?: position| seat)?${ROW_WORDS}$`).exec(text))) return [{ kind: 'middle', a: slot(m[1]!) }];
    // 'S and Z are in the centre' of an even row: the two middle seats.
    if ((m = new RegExp(`^${P} and ${P} (?:at |in )?(?:the )?(?:middle|centre|center)(?: positions| seats)?${ROW_WORDS}$`).exec(text))) {
      return [
        { kind: 'middle', a: slot(m[1]!), pair: true },
        { kind: 'middle', a: slot(m[2]!), pair: true },
      ];
    }
  }
  return null;
}

/**
 * The clauses of a clue sentence, each with its own subject: 'A sits second to the right of B
 * and third to the left of C' gives two; 'B, who sits at an end' takes B; 'Neither A nor B sits
 * at an end' gives one for each (both denied).
 */
function clausesOf(sentence: string): { text: string; negated: boolean; said: string }[] {
  const SEPARATOR = /(\s*;\s*|,?\s+but\s+|,\s+(?:while|whereas)\s+|,\s+(?=#\d+\s+(?!and\b|or\b|nor\b)[a-z])|,\s+(?=(?:exactly|only|there|neither|no one|nobody)\s)|,?\s+and\s+(?=#\d+\s+(?:is|are|sits?|stands?|does|do|has|was)\b)|,?\s+and\s+(?=(?:is |sits |also )?(?:(?:to|on) the|immediate|second|third|fourth|next|opposite|adjacent|not)\b)|(?<=\b(?:of|to|with|between|from)\s+#\d+),\s+(?=#\d+\s+and\s+#\d+\s+(?:sit|sits|stand|stands|are|is)\b)|,?\s+who\s+)/;
  // 'R, who sits to the right of S, is opposite P': both clauses are about R.
  const unfolded = sentence.replace(/[.;:!]+$/g, '').replace(/(#\d+),\s+who\s+([^,]+),\s+(?=(?:is|sits|sit|stands|does|has)\b)/g, '$1 $2; $1 ');
  const out: { text: string; negated: boolean; said: string }[] = [];
  let subject: string | null = null;
  let previous = '';
  for (const { raw, separator } of cluePieces(unfolded, SEPARATOR)) {
    let part: string = raw.replace(/^(?:he|she|they)\b/, subject ?? 'he');
    // 'B, who sits at an end': the relative clause is about the last person named before it.
    if (/\bwho\s*$/.test(separator)) part = `${previous.match(/#\d+/g)?.at(-1) ?? 'someone'} ${part}`;
    else if (subject && !/^(?:#\d+|neither|there|no one|nobody|none|no|only|exactly|one|two|three|four|five|[0-9]|between|both)\b/.test(part)) part = `${subject} ${part}`;
    previous = raw;
    const denial = withoutNegation(part);
    // A clause that denies twice is left unread: it stays in, and no pattern matches it.
    const { plain, negated } = denial ?? { plain: `?${part}`, negated: false };
    const neither = /^neither (#\d+) nor (#\d+) (.*)$/.exec(plain);
    if (neither) {
      out.push({ text: `${neither[1]} ${neither[3]}`, negated: true, said: part }, { text: `${neither[2]} ${neither[3]}`, negated: true, said: part });
      continue;
    }
    const both = /^both (#\d+) and (#\d+) (.*)$/.exec(plain);
    if (both && !/each other|together|ends/.test(both[3]!)) {
      out.push({ text: `${both[1]} ${both[3]}`, negated, said: part }, { text: `${both[2]} ${both[3]}`, negated, said: part });
      continue;
    }
    out.push({ text: plain, negated, said: part });
    subject = /^#\d+/.exec(plain)?.[0] ?? subject;
  }
  return out;
}

/** Reads the option texts as statements ('Between B and D', 'A and E', 'Second to the left of C') about the person asked. */
function optionClues(options: readonly string[], names: readonly string[], layout: Layout, about: number | null, pairProperty: string | null, suffix = ''): Ask | null {
  if (options.length < 2) return null;
  const read = options.map((option) => {
    const text = `${coded(repairArrangementText(option), names).replace(/[.]$/, '').trim()}${suffix}`;
    const pair = /^(#\d+)\s*(?:,|and|&)\s*(#\d+)$/.exec(text);
    let statement: string;
    if (pairProperty !== null) {
      if (!pair) return null;
      statement = `${pair[1]} and ${pair[2]} ${pairProperty}`;
    } else if (about !== null) {
      statement = `#${about} ${text.replace(/^(?:sits |is |is sitting )/, '')}`;
    } else {
      statement = text;
    }
    const clues: Clue[] = [];
    for (const clause of clausesOf(statement)) {
      const relations = readRelation(clause.text, layout);
      if (!relations || relations.some((relation) => Object.values(relation).includes('who') || Object.values(relation).includes('ref'))) return null;
      for (const relation of relations) clues.push({ text: option, relation, negated: clause.negated });
    }
    return clues.length > 0 ? { text: option, clues } : null;
  });
  if (read.some((option) => option === null)) return null;
  return { kind: 'option', options: read as { text: string; clues: Clue[] }[] };
}

/** The question: who sits where a relation says, how many sit between two people, or which option holds. */
function readAsk(question: string, layout: Layout, names: readonly string[], options: readonly string[]): Ask | null {
  const text = question
    .replace(/[?.]+$/, '')
    .replace(/^(?:then |now |so )/, '')
    .replace(/\bin the (?:row|line|arrangement|circle)\b/g, '')
    .replace(/^who (?:among|amongst|of) (?:the following|them|these|the (?:friends|persons|people))\b/, 'who')
    .replace(/^which (?:two|pair)(?: of (?:persons|people|friends|students|them))? (?:persons |people |friends |students |of them )?(?:are |is )?/, 'who are ')
    .replace(/^which (?:one |person |friend |student |boy |girl )(?:of them )?/, 'who ')
    .replace(/\s+/g, ' ')
    .trim();
  let m: RegExpExecArray | null;
  // 'Who sits to the immediate left of the person who sits opposite D?': the inner person first.
  if ((m = /^(who\b.*?)\bthe (?:person|one|friend|student|man|woman|boy|girl|member) (?:who (?:is |sits |sit |stands )?|that (?:is |sits |stands )?|sitting |seated |standing |who is sitting |who is seated |who is standing |(?=(?:at|on|in|to|opposite|next|between|immediately)\b))(.+)$/.exec(text))) {
    const outer = readAsk(`${m[1]!}@ref`, layout, names, []);
    const inner = readAsk(`who ${m[2]!}`, layout, names, []);
    if (outer?.kind !== 'who' || inner?.kind !== 'who' || outer.inner || inner.inner || !Object.values(outer.relation).includes('ref')) return null;
    return { kind: 'who', relation: outer.relation, plural: outer.plural, inner: inner.relation };
  }
  if ((m = /^how many (?:persons?|people|ppl|friends|students|members|boys|girls|of them|seats)? ?(?:are |is |will )?(?:there )?(?:sitting |seated |sit |be )?between (#\d+) and (#\d+)(?: (?:in|on) the (?:row|line|bench))?$/.exec(text))) {
    return { kind: 'count-between', a: Number(m[1]!.slice(1)), b: Number(m[2]!.slice(1)) };
  }
  if ((m = /^how many (?:persons?|people|friends|students|members|boys|girls|of them)? ?(?:are |is )?(?:sitting |seated |standing |sit |sits |stand )?(?:to the |on the )(left|right) of (#\d+)$/.exec(text)) && layout === 'row') {
    return { kind: 'count-side', a: Number(m[2]!.slice(1)), side: m[1] === 'right' ? 1 : -1 };
  }
  if ((m = /^(?:what|which) is the position of (#\d+) with respect to (#\d+)$|^how is (#\d+) (?:seated|sitting|placed|positioned) (?:with respect to|in relation to) (#\d+)$/.exec(text))) {
    const [a, b] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
    return optionClues(options, names, layout, Number(a.slice(1)), null, ` of ${b}`);
  }
  if ((m = /^(?:where|in which position|at which position|what is the position of) (?:is )?(#\d+)(?: (?:sitting|seated|placed))?$/.exec(text))) {
    return optionClues(options, names, layout, Number(m[1]!.slice(1)), null);
  }
  if ((m = /^which (?:one )?of the following (?:pairs?|two)(?: of (?:persons|people|friends))? (?:is |are )?(.+)$/.exec(text))) {
    return optionClues(options, names, layout, null, m[1]!.replace(/^(?:sitting|seated|sit|sits)\s+/, ''));
  }
  if (/^which (?:one )?of the following (?:statements? )?(?:is|are) (?:definitely |certainly )?(?:true|correct)(?: (?:about|regarding|with respect to|as per|according to|for) .*)?$/.test(text)) {
    return optionClues(options, names, layout, null, null);
  }
  const plural = /^who (?:are|were)\b|neighbou?rs\b|\bends\b/.test(text);
  if ((m = /^how many (?:persons?|people|ppl|friends|students|members|boys|girls|of them)? ?(?:are |is )?(?:fac(?:e|es|ing)) (?:towards |to(?:wards)? the )?(north|south|(?:the )?cent(?:re|er)|inside|inwards?|away(?: from (?:the )?cent(?:re|er))?|outside|outwards?)$/.exec(text))) {
    return { kind: 'count-facing', away: /south|away|out/.test(m[1]!) };
  }
  const asked = text
    .replace(/^who are (?:the )?(?:immediate )?neighbou?rs of (#\d+)$/, 'who next to $1')
    .replace(/^who (?:are |sit |sits )?(?:sitting |seated )?at the (?:two |extreme |both )+ends(?: of the (?:row|line|bench))?$/, 'who at one of the ends');
  const clauses = clausesOf(asked);
  if (clauses.length !== 1 || clauses[0]!.negated) return null;
  const relations = readRelation(clauses[0]!.text, layout);
  if (relations?.length !== 1 || Object.values(relations[0]!).filter((value) => value === 'who').length !== 1) return null;
  return { kind: 'who', relation: relations[0]!, plural };
}

/** True when the relation holds with every slot filled (the asked slot by `who`). */
function holds(relation: Relation, seating: Seating, layout: Layout, size: number, who = -1, ref = -1): boolean {
  const { seats, steps } = seating;
  const person = (s: Slot) => (s === 'who' ? who : s === 'ref' ? ref : s);
  const seat = (s: Slot) => seats[person(s)]!;
  // Left and right are the reference person's own (b's in 'a sits to the left of b').
  const rightStep = steps[person('b' in relation ? relation.b : relation.a)]!;
  const base = layout === 'circle' ? -1 : 1;
  const mod = (value: number) => ((value % size) + size) % size;
  const distance = (x: number, y: number) => (layout === 'circle' ? Math.min(mod(x - y), mod(y - x)) : Math.abs(x - y));
  const leftEnd = rightStep === 1 ? 0 : size - 1;
  switch (relation.kind) {
    case 'offset': {
      const target = seat(relation.b) + relation.steps * rightStep;
      return layout === 'circle' ? seat(relation.a) === mod(target) : seat(relation.a) === target;
    }
    case 'side':
      return (seat(relation.a) - seat(relation.b)) * rightStep * relation.side > 0;
    case 'next':
      return seat(relation.a) !== seat(relation.b) && distance(seat(relation.a), seat(relation.b)) === 1;
    case 'gap': {
      const [x, y] = [seat(relation.a), seat(relation.b)];
      if (x === y) return false;
      return layout === 'circle' ? mod(x - y) - 1 === relation.count || mod(y - x) - 1 === relation.count : Math.abs(x - y) - 1 === relation.count;
    }
    case 'between': {
      const [x, y, z] = [seat(relation.a), seat(relation.b), seat(relation.c)];
      return y !== z && x !== y && x !== z && distance(x, y) === 1 && distance(x, z) === 1;
    }
    case 'opposite':
      return layout === 'circle' && size % 2 === 0 && distance(seat(relation.a), seat(relation.b)) === size / 2;
    case 'end': {
      const at = seat(relation.a);
      if (relation.end === 'any') return at === 0 || at === size - 1;
      return at === (relation.end === 'left' ? leftEnd : size - 1 - leftEnd);
    }
    case 'from-end': {
      const from = relation.end === 'left' ? leftEnd : size - 1 - leftEnd;
      return seat(relation.a) === from + (relation.place - 1) * (from === 0 ? 1 : -1);
    }
    case 'faces':
      return steps[person(relation.a)] === base * (relation.away ? -1 : 1);
    case 'corner':
      return (seat(relation.a) % 2 === 0) === relation.corner;
    case 'middle':
      // An even row has two middle seats; one person 'in the middle' of it is not read (see fitsLayout).
      return size % 2 === 1 ? seat(relation.a) === (size - 1) / 2 : Math.abs(2 * seat(relation.a) - (size - 1)) === 1;
  }
}

/** Relations that mean nothing in this layout: an end or a place from the end round a table, 'opposite' in a row. */
function fitsLayout(relation: Relation, layout: Layout, size: number, mixed = false, corners = false): boolean {
  if (relation.kind === 'corner') return corners;
  // Facing both ways, the left end is nobody's own left: only 'at an end' is read.
  if (mixed && (relation.kind === 'from-end' || (relation.kind === 'end' && relation.end !== 'any'))) return false;
  if (layout === 'circle') return !['side', 'end', 'from-end', 'middle'].includes(relation.kind);
  if (relation.kind === 'middle') return size % 2 === 1 || relation.pair === true;
  return relation.kind !== 'opposite';
}

/**
 * 'Eight people A to H': the letters of the range written out as the list of people
 * ('A, B, C, D, E, F, G and H'), so the people are counted as the question counts them.
 */
function withLetterRange(text: string): string {
  return text.replace(/\b([A-Z])\s*(?:to|through|-|–)\s*([A-Z])\b(?=\s*,?\s*(?:are|were|sit|sits|sitting|seated|stand|standing|have|live)\b)/, (all, first: string, last: string) => {
    const [from, to] = [first.charCodeAt(0), last.charCodeAt(0)];
    if (to - from < 2 || to - from > 7) return all;
    const letters = Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
    return `${letters.slice(0, -1).join(', ')} and ${letters.at(-1)!}`;
  });
}

export function solveArrangement(original: string, options: readonly string[] = []): LogicalResult | null {
  const text = withLetterRange(repairArrangementText(capitaliseTypedNames(original), options));
  const lower = text.toLowerCase();
  const layout: Layout | null = /\b(?:circular|circle|round table|around a (?:round |square |pentagonal |hexagonal |octagonal )?table|around a campfire|round a table|facing (?:the )?cent(?:re|er)|facing away from the cent(?:re|er))\b/.test(lower)
    ? 'circle'
    : /\b(?:in a row|in a line|in a straight line|on a bench|in a queue|row facing|line facing)\b/.test(lower) || (/\bfacing (?:north|south)\b/.test(lower) && /\b(?:sits?|seated|sitting)\b/.test(lower))
      ? 'row'
      : null;
  if (!layout || FAMILY.test(lower)) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'seating', solved: false, reason });
  if (/\b(?:rectangular|two rows|parallel rows)\b/.test(lower)) return fail('Only a single row or a round table can be worked here; this seating has corners or two rows.');
  if (/\b(?:vacant|empty|unoccupied)\b/.test(lower)) return fail('Some seats are empty, so the seats and the people do not match one to one.');
  // Some face one way and some the other: every way of facing is tried with every seating.
  const facingBoth = layout === 'row' ? /fac(?:ing|es?) north/.test(lower) && /fac(?:ing|es?) south/.test(lower) : /fac(?:ing|es?) (?:towards )?(?:the )?cent/.test(lower) && /fac(?:ing|es?) (?:away|outward|outside)/.test(lower);
  const mixed = facingBoth || /\b(?:some|a few|few|others|rest|not all)\b[^.]*\bfac(?:e|es|ing)\b/.test(lower);
  // Fewer than three people named: not a seating puzzle (a walk 'facing north', a place in a long row).
  if (namesWritten(text).length < 3) return null;
  const people = peopleIn(text, options);
  if (!people) return fail('The people named (in the question and its options) do not match the number of people the question states.');
  const { names } = people;
  if (names.length > 8) return fail('I could not tell who the three to eight people in the seating are.');
  const size = names.length;
  if (mixed && size > 7) return fail('With eight people facing either way there are too many seatings to try here.');
  // One person to a side of a square (4), pentagonal (5), hexagonal (6) or octagonal (8) table faces the centre as round a round one.
  const polygon = /\b(square|pentagonal|hexagonal|octagonal)\b/.exec(lower);
  // Eight round a square table, four at the corners and four at the middles of the sides, all facing in or all out:
  // as round a table of eight whose seats are corner, side, corner, side, ...
  const corners = polygon?.[1] === 'square' && size === 8 && /\bcorners?\b/.test(lower) && /\bmiddle of (?:each of )?(?:the )?(?:four )?sides?\b/.test(lower) && !/\bdiagonal/.test(lower);
  if (corners) {
    // (the square table is read below as a round one)
  } else if (polygon && { square: 4, pentagonal: 5, hexagonal: 6, octagonal: 8 }[polygon[1] as 'square'] !== size) return fail('People at the corners and sides of a table are not all alike, so I cannot treat it as a round table.');
  else if (polygon && /\b(?:corner|corners|diagonally|middle of the sides?)\b/.test(lower)) return fail('People at the corners and sides of a table are not all alike, so I cannot treat it as a round table.');
  const away = layout === 'circle' ? /facing (?:away|outward|outside)/.test(lower) : /facing south/.test(lower);
  /** Seat steps to a person's right: +1 in a row facing north; -1 round a table facing the centre. */
  const rightStep = (layout === 'circle' ? -1 : 1) * (away ? -1 : 1);

  const sentences = withAskApart(sentencesOf(coded(text, names)));
  const questionIndex = findQuestion(sentences);
  if (questionIndex < 0) return fail('I could not find what the question asks.');
  const clues: Clue[] = [];
  for (const [index, sentence] of sentences.entries()) {
    if (index === questionIndex) continue;
    // The list of people is not a clue, but the rest of its sentence may be one.
    const body = withoutListOfAll(sentence, size);
    for (const clause of clausesOf(body)) {
      // A clause without names says something about the people only through a word that stands for them.
      const unnamed = clause.text.replace(/\bfac(?:ing|es?) (?:away from |towards )?(?:the )?(?:cent(?:re|er)|outside|outwards?|inwards?|inside)\b|\bcent(?:re|er) of (?:the|a) table\b/g, '').replace(corners ? /\b(?:at|in) (?:the )?(?:four )?corners\b|\b(?:at|in) the middle of (?:each of )?(?:the )?(?:four )?sides\b/g : /$^/, '');
      if (codesIn(clause.text).length === 0 && !(RELATION_WORD.test(unnamed) && REFERENCE.test(unnamed))) continue;
      if (codesIn(clause.text).length === 0) return fail(`I could not read this clue: "${decode(clause.text, names)}".`);
      const relations = readRelation(clause.text, layout);
      if (!relations || relations.some((relation) => Object.values(relation).includes('who') || Object.values(relation).includes('ref') || !fitsLayout(relation, layout, size, mixed, corners))) {
        return fail(`I could not read this clue: "${decode(clause.text, names)}".`);
      }
      for (const relation of relations) clues.push({ text: decode(clause.said, names), relation, negated: clause.negated });
    }
  }
  if (clues.length === 0) return fail('I found no clues to place the people.');
  const question = sentences[questionIndex]!;
  const ask = readAsk(question, layout, names, options);
  if (!ask || (ask.kind === 'who' && (!fitsLayout(ask.relation, layout, size, mixed, corners) || (ask.inner && !fitsLayout(ask.inner, layout, size, mixed, corners))))) return fail(`I could not read what is asked: "${decode(question, names)}".`);

  const test = (clue: Clue, seating: Seating) => holds(clue.relation, seating, layout, size) !== clue.negated;
  const fitting: Seating[] = [];
  let tried = 0;
  const base = layout === 'circle' ? -1 : 1;
  const facings: number[][] = mixed ? Array.from({ length: 2 ** size }, (_, mask) => names.map((_, person) => (mask & (1 << person) ? -base : base))) : [names.map(() => rightStep)];
  for (const seats of seatings(size, layout, corners)) {
    for (const steps of facings) {
      tried += 1;
      const seating = { seats, steps };
      if (clues.every((clue) => test(clue, seating))) fitting.push({ seats: [...seats], steps });
    }
  }
  const faced = (steps: readonly number[], person: number) => (steps[person] === base ? (layout === 'circle' ? 'facing the centre' : 'facing north') : layout === 'circle' ? 'facing away' : 'facing south');
  const describe = ({ seats, steps }: Seating) => {
    const order = [...names].sort((x, y) => seats[names.indexOf(x)]! - seats[names.indexOf(y)]!);
    const shown = mixed ? order.map((name) => `${name} (${faced(steps, names.indexOf(name))})`) : order;
    if (layout === 'circle') return `clockwise from ${order[0]}: ${shown.join(', ')}`;
    return mixed || rightStep === 1 ? `from the west end: ${shown.join(', ')}` : `from the left end (facing south, the east end): ${[...shown].reverse().join(', ')}`;
  };
  if (fitting.length === 0) return fail('No seating satisfies all the clues as I read them, so I give no answer.');

  const answerIn = (seating: Seating): string | null => {
    const { seats, steps } = seating;
    if (ask.kind === 'count-facing') return String(steps.filter((step) => step === base * (ask.away ? -1 : 1)).length);
    if (ask.kind === 'count-between') {
      const [x, y] = [seats[ask.a]!, seats[ask.b]!];
      if (layout === 'row') return String(Math.abs(x - y) - 1);
      const one = (((x - y) % size) + size) % size;
      return one - 1 === size - one - 1 ? String(one - 1) : null;
    }
    if (ask.kind === 'count-side') {
      const at = seats[ask.a]!;
      return String(seats.filter((seat) => (seat - at) * steps[ask.a]! * ask.side > 0).length);
    }
    if (ask.kind === 'option') {
      const true_ = ask.options.filter((option) => option.clues.every((clue) => test(clue, seating)));
      return true_.length === 1 ? true_[0]!.text : null;
    }
    let ref = -1;
    if (ask.inner) {
      const inner = ask.inner;
      const refs = names.map((_, index) => index).filter((index) => holds(inner, seating, layout, size, index));
      if (refs.length !== 1) return null;
      ref = refs[0]!;
    }
    const found = names.map((_, index) => index).filter((index) => index !== ref && holds(ask.relation, seating, layout, size, index, ref));
    if (found.length === 0 || (found.length > 1 && !ask.plural)) return null;
    return found.map((index) => names[index]!).sort().join(' and ');
  };
  const answers = new Set(fitting.map((seats) => answerIn(seats) ?? ''));
  if (answers.size > 1 || answers.has('')) {
    return fail(`${fitting.length} seatings satisfy the clues and they do not agree on what is asked (for example ${describe(fitting[0]!)}; and ${describe(fitting.at(-1)!)}).`);
  }
  // An option read as a statement must be false in every fitting seating unless it is the answer.
  const answer = [...answers][0]!;
  const example = fitting[0]!;
  const layoutText = mixed
    ? `${size} seats ${layout === 'circle' ? 'round the table, numbered clockwise' : 'in a row, numbered from the west end'}; each person may face either way, and left and right are the person's own.`
    : layout === 'circle'
      ? `${size} seats round the table, numbered clockwise; facing ${away ? 'outwards, a person\'s right is the clockwise side' : 'the centre, a person\'s left is the clockwise side'}.`
      : `${size} seats in a row, numbered from the west end; facing ${away ? 'south, a person\'s right is towards the west end' : 'north, a person\'s right is towards the east end'}.`;
  const matches = (option: string) => {
    if (ask.kind === 'count-between' || ask.kind === 'count-side' || ask.kind === 'count-facing') return optionNumber(option) === Number(answer);
    if (ask.kind === 'option') return option.trim() === answer.trim();
    return namesMatch(option, answer);
  };
  // The answer must be stated by exactly one option; otherwise the question was misread somewhere.
  if (options.length > 0 && options.filter(matches).length !== 1) return fail(`The clues give ${answer}, but not exactly one option states it, so I give no answer.`);
  return {
    kind: 'seating',
    solved: true,
    answer,
    matches,
    steps: [
      { title: 'Set up the places', bullets: [layoutText, `People: ${names.join(', ')}.`] },
      { title: 'Read the clues as conditions', bullets: [...new Set(clues.map((clue) => clue.text))] },
      {
        title: 'Try every seating',
        bullets: [
          `${tried} seatings tried${layout === 'circle' ? ` (${names[0]} fixed, since turning the table changes nothing)` : ''}; ${fitting.length} ${fitting.length === 1 ? 'satisfies' : 'satisfy'} every clue.`,
          `In ${fitting.length === 1 ? 'that seating' : `all ${fitting.length} of them`}, the answer to "${decode(question, names)}" is ${answer}.`,
        ],
      },
    ],
    check: [`One seating that fits: ${describe(example)}.`, ...[...new Set(clues.map((clue) => clue.text))].map((text) => `"${text}": ${clues.filter((clue) => clue.text === text).every((clue) => test(clue, example)) ? 'holds' : 'fails'}.`)],
  };
}

/**
 * The sentences, with an ask run on after the clues without a full stop ('..., exactly two persons
 * sit between B and M how many ppl between M and C?') put in a sentence of its own. The ask opens
 * at the first asking word that does not follow a person word or a comma ('the person who', 'B, who').
 */
function withAskApart(sentences: readonly string[]): string[] {
  return sentences.flatMap((sentence) => {
    // 'If D sits at an end, who sits ...?': the condition is one more clue.
    const condition = /^(?:if|suppose|given that) (.+?),? ((?:then )?(?:who|whom|how many|which|what|where)\b.*)$/.exec(sentence);
    if (condition) return [condition[1]!, condition[2]!.replace(/^then /, '')];
    if (!/\?$/.test(sentence)) return [sentence];
    const at = /(?<!\b(?:person|one|friend|student|man|woman|boy|girl|member|people|persons|and|or|in|at|on|of|to|from|by|with|for),?)\s(?=(?:who|whom|how many|which|what|where)\b)/.exec(sentence);
    return at && at.index > 0 && !/,$/.test(sentence.slice(0, at.index)) ? [sentence.slice(0, at.index).trim(), sentence.slice(at.index).trim()] : [sentence];
  });
}

/** A sentence without the list of all the people ('#0, #1, #2, #3 and #4'), which is no clue. */
function withoutListOfAll(sentence: string, size: number): string {
  return sentence
    // Written with commas, 'and' or only spaces ('Charu Nidhi Ojasvi Juhi Mihir sit in a row').
    .replace(/#\d+(?:(?:\s*,\s*|\s*,?\s+(?:and|&)\s+|\s+)#\d+)+\s*,?/g, (list) => (codesIn(list).length === size ? ' ' : list))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every seating of `size` people (round a table, person 0 fixed in seat 0: turning the table changes nothing). */
function* seatings(size: number, layout: Layout, corners = false): Generator<Seats> {
  const seats: number[] = new Array<number>(size).fill(-1);
  const taken = new Array<boolean>(size).fill(false);
  function* place(person: number): Generator<Seats> {
    if (person === size) {
      yield seats;
      return;
    }
    for (let seat = 0; seat < size; seat += 1) {
      // At a square table with corners, turning it by one seat changes a corner for a side: person 0 takes seat 0 or 1.
      if (taken[seat] || (layout === 'circle' && person === 0 && seat > (corners ? 1 : 0))) continue;
      taken[seat] = true;
      seats[person] = seat;
      yield* place(person + 1);
      taken[seat] = false;
    }
  }
  yield* place(0);
}
