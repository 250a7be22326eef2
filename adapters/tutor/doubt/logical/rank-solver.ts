import { capitaliseTypedNames, coded, FAMILY, namesWritten, optionNumber, ORDINAL, ordinalText, ordinalValue, repairArrangementText, sentencesOf } from './arrangement-text';
import type { LogicalResult } from './logical-result';

/**
 * Places counted from the two ends of a row, a queue or a class list ('Ravi is 7th from the top
 * and 26th from the bottom; how many students?', 'Komal is 18th from the left and Harish 14th
 * from the right in a row of 22; how many between them?'): arithmetic, not a search. Every
 * sentence must be read in full; where a fact leaves two possibilities (who stands nearer which
 * end), both are worked and the answer is given only when they agree.
 *
 * Places are counted from the first end (top, left or front): place 1 is at that end.
 */

type End = 'first' | 'second';

type Fact =
  /** `who` is the n-th from one end (after a swap: where `who` stood before). */
  | { readonly kind: 'place'; readonly who: number; readonly end: End; readonly n: number; readonly text: string }
  | { readonly kind: 'total'; readonly n: number; readonly text: string }
  /** Exactly n people between a and b. */
  | { readonly kind: 'between'; readonly a: number; readonly b: number; readonly n: number; readonly text: string }
  /** b stands `by` places further from the first end than a (negative: nearer). */
  | { readonly kind: 'offset'; readonly a: number; readonly b: number; readonly by: number; readonly text: string };

type Ask =
  | { readonly kind: 'total' }
  | { readonly kind: 'place'; readonly who: number; readonly end: End }
  | { readonly kind: 'between'; readonly a: number; readonly b: number }
  /** How many stand nearer the first end than `who` (towards: 'first'), or nearer the second. */
  | { readonly kind: 'beyond'; readonly who: number; readonly towards: End };

/** One way the facts can be: the total and each person's place from the first end, with the working. */
interface World {
  total?: number;
  readonly place: Map<number, number>;
  readonly working: string[];
}

/** The ends, in pairs: which words name the first end and which the second. */
const ENDS: Readonly<Record<string, { axis: string; end: End }>> = {
  top: { axis: 'vertical', end: 'first' },
  bottom: { axis: 'vertical', end: 'second' },
  left: { axis: 'horizontal', end: 'first' },
  right: { axis: 'horizontal', end: 'second' },
  front: { axis: 'queue', end: 'first' },
  beginning: { axis: 'queue', end: 'first' },
  start: { axis: 'queue', end: 'first' },
  back: { axis: 'queue', end: 'second' },
  rear: { axis: 'queue', end: 'second' },
  end: { axis: 'queue', end: 'second' },
  last: { axis: 'last', end: 'second' },
};

const END = String.raw`(top|bottom|left|right|front|beginning|start|back|rear|end|last)(?:\s+end|\s+side)?`;
const NUMBER = String.raw`(\d{1,4})`;
const GROUP = String.raw`(?:students|boys|girls|people|persons|children|candidates|members|men|women|friends|players|runners|athletes|participants|employees|cars|trees|books)`;
const PLACE_WORDS = String.raw`(?:\s+(?:is|was|ranks|ranked|stands|stood|sits|sat|placed|standing|sitting|seated|occupies|holds|got|gets|secured|comes|came|at|the|in|on|position|place|rank|now|also|just|exactly|number))*`;

const FIRST_WORD: Readonly<Record<string, string>> = { vertical: 'top', horizontal: 'left', queue: 'front' };
const SECOND_WORD: Readonly<Record<string, string>> = { vertical: 'bottom', horizontal: 'right', queue: 'back' };

/** What has been read so far: the person named last ('he' is them) and who swapped places with whom. */
interface Reading {
  last: number | null;
  /** The two people of the question, when it names just two. */
  readonly pair: readonly [number, number] | null;
  /** After 'A and B interchange places', A stands where B stood: a place stated for A is B's old place. */
  readonly swap: Map<number, number>;
  /** The pair of ends counted from: 'vertical' (top, bottom), 'horizontal' (left, right) or 'queue' (front, back). */
  readonly axis: string;
}

/**
 * The facts of one sentence, each span read taken out of it; returns what is left (which must
 * say nothing more), or null when a fact's numbers cannot be read.
 */
function readFacts(written: string, endOf: (word: string) => End | null, facts: Fact[], reading: Reading): string | null {
  // 'They' and 'them' are the two people named, when there are just two.
  // 'On interchanging their places', said of the two people named.
  const paired = reading.pair ? written.replace(/\b(?:on|after|upon|when|if)\s+(?:interchanging|exchanging|swapping)\s+(?:their\s+)?(positions|places|seats|ranks)\b/g, `#${reading.pair[0]} and #${reading.pair[1]} interchange their $1`) : written;
  const sentence = reading.pair ? paired.replace(/\b(?:they|both of them|both)\b/g, `#${reading.pair[0]} and #${reading.pair[1]}`).replace(/\bbetween them\b/g, `between #${reading.pair[0]} and #${reading.pair[1]}`) : written;
  // 'If A and B interchange their places, A becomes 15th from the left': later places are new places.
  const swap = new RegExp(String.raw`(?:\b(?:if|when|after|on)\s*)?(#\d+)\s+and\s+(#\d+)\s+(?:interchange|interchanged|exchange|exchanged|swap|swapped)\s+(?:their\s+)?(?:positions|places|seats|ranks)?\s*,?`).exec(sentence);
  if (swap) {
    const before = readFacts(sentence.slice(0, swap.index), endOf, facts, reading);
    const [a, b] = [Number(swap[1]!.slice(1)), Number(swap[2]!.slice(1))];
    reading.swap.set(a, b).set(b, a);
    const after = readFacts(sentence.slice(swap.index + swap[0].length), endOf, facts, reading);
    return before === null || after === null ? null : `${before} ; ${after}`;
  }
  // 'Sumit, who ranks 36th': the relative clause is a sentence about Sumit.
  let rest = ` ${sentence.replace(/(#\d+),?\s+who\s+/g, '$1 ; $1 ')} `;
  let read = true;
  const take = (pattern: RegExp, use: (match: RegExpExecArray) => boolean) => {
    for (let m = pattern.exec(rest); m && read; m = pattern.exec(rest)) {
      read = use(m);
      rest = `${rest.slice(0, m.index)} ; ${rest.slice(m.index + m[0].length)}`;
      pattern.lastIndex = 0;
    }
  };
  const place = (who: number, ordinal: string, endWord: string, text: string): boolean => {
    const n = ordinalValue(ordinal) ?? (/^\d+$/.test(ordinal) ? Number(ordinal) : null);
    const end = endOf(endWord);
    if (!n || !end) return false;
    // After a swap, the place now stated for one is where the other stood before.
    facts.push({ kind: 'place', who: reading.swap.get(who) ?? who, end, n, text });
    reading.last = who;
    return true;
  };
  // 'X is 7th from the top and 26th from the bottom', "X's rank is 7th from the top".
  take(
    new RegExp(String.raw`(#\d+)(?:'s?\s+(?:new\s+)?(?:rank|position|place))?${PLACE_WORDS}\s+(?:becomes\s+|will\s+be\s+|is\s+now\s+)?(?:the\s+)?(${ORDINAL})(?:\s+(?:rank|position|place))?\s+from\s+(?:the\s+)?${END}(?:\s*,?\s*(?:and|but|while)${PLACE_WORDS}\s+(${ORDINAL})(?:\s+(?:rank|position|place))?\s+from\s+(?:the\s+)?${END})?`, 'g'),
    (m) => {
      const who = Number(m[1]!.slice(1));
      return place(who, m[2]!, m[3]!, m[0]) && (!m[4] || place(who, m[4], m[5]!, m[0]));
    },
  );
  // 'X is 18th from either end': the same place from both ends.
  take(new RegExp(String.raw`(#\d+)${PLACE_WORDS}\s+(${ORDINAL})\s+from\s+(?:either|both|each)\s+(?:of\s+the\s+)?(?:ends?|sides?)`, 'g'), (m) => {
    const who = Number(m[1]!.slice(1));
    return place(who, m[2]!, FIRST_WORD[reading.axis]!, m[0]) && place(who, m[2]!, SECOND_WORD[reading.axis]!, m[0]);
  });
  // "X's rank from the top is 15".
  take(new RegExp(String.raw`(#\d+)'s?\s+(?:new\s+)?(?:rank|position|place)\s+from\s+(?:the\s+)?${END}\s+(?:is\s+|becomes\s+|will\s+be\s+)?(${ORDINAL}|\d{1,4})\b`, 'g'), (m) => place(Number(m[1]!.slice(1)), m[3]!, m[2]!, m[0]));
  // 'Y is 5 places below X', 'Y is just above X'.
  take(new RegExp(String.raw`(#\d+)(?:\s+(?:is|was|stands|ranks|ranked))*\s+(?:${NUMBER}\s+(?:places?|ranks?|positions?|persons?|students?)\s+|just\s+|immediately\s+)(above|below|ahead\s+of|behind|before|after|in\s+front\s+of)\s+(#\d+)`, 'g'), (m) => {
    const by = m[2] ? Number(m[2]) : 1;
    const nearer = /above|ahead|before|front/.test(m[3]!);
    facts.push({ kind: 'offset', a: Number(m[4]!.slice(1)), b: Number(m[1]!.slice(1)), by: nearer ? -by : by, text: m[0] });
    // 'Radha is 6 places behind Anil and she is 7th from the end': 'she' is Radha, the subject.
    reading.last = Number(m[1]!.slice(1));
    return reading.swap.size === 0;
  });
  // 'B is 5th to the right of A', 'B is 3 places to the left of A': counted from A along the row.
  if (reading.axis === 'horizontal') {
    take(new RegExp(String.raw`(#\d+)(?:\s+(?:is|was|stands|sits))*\s+(?:(${ORDINAL})|${NUMBER}\s+(?:places?|positions?|persons?|students?))\s+to\s+the\s+(left|right)\s+of\s+(#\d+)`, 'g'), (m) => {
      const steps = m[2] ? ordinalValue(m[2]) : Number(m[3]);
      if (!steps) return false;
      facts.push({ kind: 'offset', a: Number(m[5]!.slice(1)), b: Number(m[1]!.slice(1)), by: m[4] === 'right' ? steps : -steps, text: m[0] });
      reading.last = Number(m[1]!.slice(1));
      return reading.swap.size === 0;
    });
  }
  // "Ravi's rank is 15th in a class of 40": a rank with no end named is counted from the top.
  if (reading.axis === 'vertical') {
    take(new RegExp(String.raw`(#\d+)'s?\s+rank\s+(?:is\s+)?(${ORDINAL})(?!\s+from)`, 'g'), (m) => place(Number(m[1]!.slice(1)), m[2]!, 'top', m[0]));
  }
  // '... and 21st from the right end', its subject left out: the person named last.
  take(new RegExp(String.raw`(?:,\s*|\s+)(?:and|but|while|whereas)\s+(?:is\s+|ranks?\s+|also\s+)*(${ORDINAL})\s+from\s+(?:the\s+)?${END}`, 'g'), (m) => reading.last !== null && place(reading.last, m[1]!, m[2]!, m[0]));
  // 'Sumit, who ranks 36th in the class': a rank with no end named is counted from the top.
  if (reading.axis === 'vertical') {
    take(new RegExp(String.raw`(#\d+),?\s+(?:who\s+)?(?:is\s+)?(?:ranks|ranked|stood|stands|came|comes|secured|got|obtained)\s+(${ORDINAL})(?!\s+(?:rank\s+|position\s+|place\s+)?from)`, 'g'), (m) => place(Number(m[1]!.slice(1)), m[2]!, 'top', m[0]));
  }
  // 'He is 12th from the right': the person named last.
  take(new RegExp(String.raw`\b(?:he|she)${PLACE_WORDS}\s+(?:becomes\s+|will\s+be\s+)?(${ORDINAL})\s+from\s+(?:the\s+)?${END}`, 'g'), (m) => reading.last !== null && place(reading.last, m[1]!, m[2]!, m[0]));
  take(new RegExp(String.raw`\b(?:there\s+are\s+|are\s+)?${NUMBER}\s+${GROUP}?\s*(?:are\s+|sit\s+|stand\s+)?between\s+(#\d+)\s+and\s+(#\d+)`, 'g'), (m) => {
    facts.push({ kind: 'between', a: Number(m[2]!.slice(1)), b: Number(m[3]!.slice(1)), n: Number(m[1]), text: m[0] });
    return reading.swap.size === 0;
  });
  take(new RegExp(String.raw`\b(?:row|line|queue|class|group|column|file|batch)\s+of\s+${NUMBER}\b|\b${NUMBER}\s+${GROUP}\s+(?:are\s+|were\s+)?(?:standing\s+|sitting\s+|seated\s+)?(?:in|at)\s+(?:a|the)\s+(?:row|line|queue|class)|\bthere\s+are\s+${NUMBER}\s+${GROUP}|\btotal\s+(?:of\s+)?${NUMBER}\s+${GROUP}|\b(?:among|amongst|out\s+of)\s+(?:the\s+|a\s+total\s+of\s+)?${NUMBER}\s+${GROUP}`, 'g'), (m) => {
    facts.push({ kind: 'total', n: Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]), text: m[0] });
    return true;
  });
  return read ? rest : null;
}

/** Left-over words that would carry a fact this reader does not understand. */
const UNREAD = /#\d+|\d|\b(?:between|above|below|ahead|behind|before|after|front|interchange|interchanged|exchange|exchanged|swap|swapped|shift|shifted|moves?|moved|from|ranks?|ranked|position|place|only|twice|half|more|less|they|them|both)\b/;

function readAsk(question: string, endOf: (word: string) => End | null, single: number | null): Ask | null {
  const text = question
    .replace(/[?.]+$/, '')
    .replace(/\b(?:his|her)\b/g, single === null ? '$&' : `#${single}'s`)
    .replace(/\bhim\b/g, single === null ? '$&' : `#${single}`)
    .replace(/#(\d+)'s?/g, "#$1's")
    .replace(/\s+in (?:rank|ranks|ranking|the (?:class|row|queue|line))$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  let m: RegExpExecArray | null;
  if (/^(?:how many|what is the (?:total )?number of|find the (?:total )?number of|what is the total number of)\s*(?:students|boys|girls|people|persons|children|candidates|members|friends|players)?(?: are)?(?: there)?(?: (?:in|at) (?:the|this|that|a) (?:class|row|queue|line|group))?(?: in all| in total| altogether)?$/.test(text)) {
    return { kind: 'total' };
  }
  if (
    (m = /^(?:what is|what will be|find|then what is|what was)?\s*(#\d+)'s (?:new )?(?:position|rank|place) from (?:the )?(top|bottom|left|right|front|back|rear|end|last)(?: end| side)?$/.exec(text)) ??
    (m = /^(?:what is|what will be|find)?\s*the (?:position|rank|place) of (#\d+) from (?:the )?(top|bottom|left|right|front|back|rear|end|last)(?: end| side)?$/.exec(text)) ??
    (m = /^(?:at )?what (?:position|rank|place) (?:is|will be) (#\d+) from (?:the )?(top|bottom|left|right|front|back|rear|end|last)(?: end| side)?$/.exec(text))
  ) {
    const end = endOf(m[2]!);
    return end ? { kind: 'place', who: Number(m[1]!.slice(1)), end } : null;
  }
  if ((m = /^how many (?:students|boys|girls|people|persons|children|candidates|members|friends|players)?\s*(?:are|were|stand|sit|rank|ranked)?\s*(?:there)?\s*(?:standing|sitting|seated|ranked)?\s*between (#\d+) and (#\d+)$/.exec(text))) {
    return { kind: 'between', a: Number(m[1]!.slice(1)), b: Number(m[2]!.slice(1)) };
  }
  if ((m = /^how many (?:students|boys|girls|people|persons|children|candidates|members|friends|players)?\s*(?:are|were|stand|sit)?\s*(?:there)?\s*(above|ahead of|before|in front of|below|behind|after) (#\d+)$/.exec(text))) {
    return { kind: 'beyond', who: Number(m[2]!.slice(1)), towards: /above|ahead|before|front/.test(m[1]!) ? 'first' : 'second' };
  }
  if ((m = /^how many (?:students|boys|girls|people|persons|children|candidates|members|friends|players)?\s*(?:are|were|stand|sit)?\s*(?:there)?\s*to the (left|right) of (#\d+)$/.exec(text))) {
    const end = endOf(m[1]!);
    return end ? { kind: 'beyond', who: Number(m[2]!.slice(1)), towards: end } : null;
  }
  return null;
}

/** Works the facts out: each way they can be, with the working; worlds that contradict a fact are dropped. */
function work(facts: readonly Fact[], names: readonly string[], words: { first: string; second: string }): World[] {
  const name = (who: number) => names[who]!;
  const solve = (world: World, pending: readonly Fact[]): World[] => {
    let rest = [...pending];
    for (let progress = true; progress; ) {
      progress = false;
      for (const fact of rest) {
        const done = apply(world, fact);
        if (done === 'contradiction') return [];
        if (done === 'branch' && fact.kind === 'between') {
          const known = world.place.has(fact.a) ? fact.a : fact.b;
          const other = known === fact.a ? fact.b : fact.a;
          const at = world.place.get(known)!;
          const others = rest.filter((candidate) => candidate !== fact);
          return [at + fact.n + 1, at - fact.n - 1].flatMap((place) => {
            if (place < 1) return [];
            const copy: World = { total: world.total, place: new Map(world.place), working: [...world.working] };
            copy.place.set(other, place);
            copy.working.push(`With ${fact.n} between them, ${name(other)} is ${ordinalText(place)} from the ${words.first} if ${place > at ? `further from the ${words.first} than` : `nearer the ${words.first} than`} ${name(known)} (${at} ${place > at ? '+' : '−'} ${fact.n} ${place > at ? '+' : '−'} 1).`);
            return solve(copy, others);
          });
        }
        if (done === true) {
          rest = rest.filter((candidate) => candidate !== fact);
          progress = true;
        }
      }
    }
    if (rest.some((fact) => fact.kind === 'between')) return [];
    return [world];
  };
  /** true: the fact is used up; false: it must wait; 'branch': it needs a choice. */
  const apply = (world: World, fact: Fact): boolean | 'contradiction' | 'branch' => {
    const set = (who: number, place: number, why: string): boolean | 'contradiction' => {
      const had = world.place.get(who);
      if (had !== undefined) return had === place ? true : 'contradiction';
      if (place < 1 || (world.total !== undefined && place > world.total)) return 'contradiction';
      world.place.set(who, place);
      world.working.push(why);
      return true;
    };
    switch (fact.kind) {
      case 'total':
        if (world.total !== undefined) return world.total === fact.n ? true : 'contradiction';
        world.total = fact.n;
        world.working.push(`There are ${fact.n} in all.`);
        return true;
      case 'place': {
        if (fact.end === 'first') return set(fact.who, fact.n, `${name(fact.who)} is ${ordinalText(fact.n)} from the ${words.first}.`);
        if (world.total !== undefined) {
          return set(fact.who, world.total - fact.n + 1, `${name(fact.who)} is ${ordinalText(fact.n)} from the ${words.second}, so ${world.total} − ${fact.n} + 1 = ${ordinalText(world.total - fact.n + 1)} from the ${words.first}.`);
        }
        const at = world.place.get(fact.who);
        if (at === undefined) return false;
        world.total = at + fact.n - 1;
        world.working.push(
          `${name(fact.who)} is ${ordinalText(at)} from the ${words.first} and ${ordinalText(fact.n)} from the ${words.second}: ${at - 1} on the ${words.first} side, ${fact.n - 1} on the ${words.second} side, and ${name(fact.who)}, so the total is ${at} + ${fact.n} − 1 = ${world.total}.`,
        );
        return true;
      }
      case 'offset': {
        const [a, b] = [world.place.get(fact.a), world.place.get(fact.b)];
        if (a !== undefined) {
          const step = `${a} ${fact.by > 0 ? '+' : '−'} ${Math.abs(fact.by)}`;
          return set(fact.b, a + fact.by, `${name(fact.b)} is ${Math.abs(fact.by)} ${Math.abs(fact.by) === 1 ? 'place' : 'places'} ${fact.by > 0 ? 'further from' : 'nearer'} the ${words.first} than ${name(fact.a)}: ${step} = ${ordinalText(a + fact.by)} from the ${words.first}.`);
        }
        if (b !== undefined) return set(fact.a, b - fact.by, `${name(fact.a)} is then ${ordinalText(b - fact.by)} from the ${words.first}.`);
        return false;
      }
      case 'between': {
        const [a, b] = [world.place.get(fact.a), world.place.get(fact.b)];
        if (a !== undefined && b !== undefined) return Math.abs(a - b) - 1 === fact.n ? true : 'contradiction';
        return a !== undefined || b !== undefined ? 'branch' : false;
      }
    }
  };
  const worlds = solve({ place: new Map(), working: [] }, facts);
  // A world must fit: every place inside the row, no two people in one place.
  return worlds.filter((world) => {
    const places = [...world.place.values()];
    if (new Set(places).size !== places.length) return false;
    return world.total === undefined || places.every((place) => place >= 1 && place <= world.total!);
  });
}

function answerIn(world: World, ask: Ask, names: readonly string[], words: { first: string; second: string }): { value: number; working: string } | null {
  const { total } = world;
  const at = (who: number) => world.place.get(who);
  switch (ask.kind) {
    case 'total':
      return total === undefined ? null : { value: total, working: `So there are ${total} in all.` };
    case 'place': {
      const place = at(ask.who);
      if (place === undefined) return null;
      if (ask.end === 'first') return { value: place, working: `${names[ask.who]} is ${ordinalText(place)} from the ${words.first}.` };
      if (total === undefined) return null;
      return { value: total - place + 1, working: `From the ${words.second}: ${total} − ${place} + 1 = ${ordinalText(total - place + 1)}.` };
    }
    case 'between': {
      const [a, b] = [at(ask.a), at(ask.b)];
      if (a === undefined || b === undefined || a === b) return null;
      const [near, far] = a < b ? [a, b] : [b, a];
      return { value: far - near - 1, working: `${names[ask.a]} is ${ordinalText(a)} and ${names[ask.b]} ${ordinalText(b)} from the ${words.first}, so between them are ${far} − ${near} − 1 = ${far - near - 1}.` };
    }
    case 'beyond': {
      const place = at(ask.who);
      if (place === undefined) return null;
      if (ask.towards === 'first') return { value: place - 1, working: `Before ${names[ask.who]} (${ordinalText(place)} from the ${words.first}) stand ${place} − 1 = ${place - 1}.` };
      if (total === undefined) return null;
      return { value: total - place, working: `After ${names[ask.who]} (${ordinalText(place)} of ${total}) stand ${total} − ${place} = ${total - place}.` };
    }
  }
}

/**
 * A rank typed as a student types it: '23 from top' is the 23rd place, 'n' or '&' is 'and',
 * 'total students?' asks how many there are, and lower-case names are names.
 */
function typedRanks(text: string): string {
  return capitaliseTypedNames(text)
    .replace(/\b(\d{1,4})(?=\s+from\s+(?:the\s+)?(?:top|bottom|left|right|front|back|rear|end|last)\b)/gi, (n: string) => `${n}${/1\d$/.test(n) ? 'th' : n.endsWith('1') ? 'st' : n.endsWith('2') ? 'nd' : n.endsWith('3') ? 'rd' : 'th'}`)
    .replace(/(\bfrom\s+(?:the\s+)?(?:top|bottom|left|right|front|back|rear|end|last))\s+(?:n|&)\s+(?=\d)/gi, '$1 and ')
    .replace(/(^|[.?!]\s*)total\s+(?:no\.?\s+of\s+|number\s+of\s+)?(students|boys|girls|people|persons|children|candidates|members|friends|players)\s*\?/gi, '$1How many $2 are there?');
}

export function solveRanks(original: string): LogicalResult | null {
  const text = typedRanks(repairArrangementText(original));
  if (!new RegExp(String.raw`${ORDINAL}\s+(?:rank\s+|position\s+|place\s+)?from\s+(?:the\s+)?(?:top|bottom|left|right|front|back|rear|end|last|beginning|either|both|each)\b|(?:rank|position|place)\s+from\s+(?:the\s+)?(?:top|bottom|left|right|front|back|rear|end|last)\b`, 'i').test(text)) return null;
  if (FAMILY.test(text)) return null;
  let names = namesWritten(text);
  let lower = coded(text, names);
  // 'A boy is 7th from the top ...': one person, not named.
  const unnamed = /\b(?:a|the)\s+(boy|girl|student|person|man|woman|child|candidate)\b/.exec(lower);
  if (names.length === 0 && unnamed) {
    names = [`the ${unnamed[1]!}`];
    lower = lower.replace(new RegExp(`\\b(?:a|the)\\s+${unnamed[1]!}\\b`, 'g'), '#0');
  }
  if (names.length === 0 || names.length > 4) return null;
  // Which pair of ends the question counts from: one pair only ('last' goes with 'top' or with 'front').
  const axes = new Set([...lower.matchAll(/\bfrom\s+(?:the\s+)?(top|bottom|left|right|front|beginning|start|back|rear|end|last)\b/g)].map((m) => ENDS[m[1]!]!.axis));
  // 'From either end' alone: any pair of ends will do.
  if (axes.size === 0 && /\bfrom\s+(?:either|both|each)\s+(?:of\s+the\s+)?(?:ends?|sides?)\b/.test(lower)) axes.add('horizontal');
  const lastAxis = axes.has('vertical') || axes.has('horizontal') || axes.has('queue') ? [...axes].find((one) => one !== 'last')! : /\b(?:ranks?|ranked|class|marks)\b/.test(lower) ? 'vertical' : 'queue';
  const axis = [...axes].map((one) => (one === 'last' ? lastAxis : one));
  if (new Set(axis).size !== 1) return null;
  const theAxis = axis[0]!;
  const endOf = (word: string): End | null => {
    const end = ENDS[word];
    if (!end) return null;
    return end.axis === theAxis || end.axis === 'last' ? end.end : null;
  };
  const words = { first: FIRST_WORD[theAxis]!, second: SECOND_WORD[theAxis]! };

  const sentences = sentencesOf(lower);
  const questionIndex = sentences.findIndex((sentence) => /\?$/.test(sentence)) >= 0 ? sentences.findIndex((sentence) => /\?$/.test(sentence)) : sentences.findLastIndex((sentence) => /^(?:how many|what|find|at what)\b/.test(sentence));
  if (questionIndex < 0) return null;
  const facts: Fact[] = [];
  const subject: Reading = { last: names.length === 1 ? 0 : null, pair: names.length === 2 ? [0, 1] : null, swap: new Map(), axis: theAxis };
  for (const [index, sentence] of sentences.entries()) {
    if (index === questionIndex) continue;
    const rest = readFacts(sentence, endOf, facts, subject);
    if (rest === null || UNREAD.test(rest)) return null;
  }
  // The question may carry facts before what it asks: 'In a class of 40, Ravi is 9th from the top; what is his rank from the bottom?'
  const question = sentences[questionIndex]!;
  // Facts before what is asked ('If there are 50 in the queue, how many ...'), or after it ('How many are in the class if ...').
  const after = /^((?:how many|what|find|at what)\b.*?),?\s+if\s+(.+)$/.exec(question);
  const parts = after ? [after[2]!, after[1]!] : question.split(/\s*[,;]\s*(?=(?:how many|what|find|at what|then)\b)/);
  const asked = parts.pop()!;
  for (const part of parts) {
    const rest = readFacts(part, endOf, facts, subject);
    if (rest === null || UNREAD.test(rest)) return null;
  }
  // One person named: 'the rank from the bottom' is theirs.
  const pairText = names.length === 2 ? asked.replace(/\bbetween (?:them|the two|both of them|the two of them)\b/g, 'between #0 and #1') : names.length === 1 ? asked.replace(/\bthe (?=(?:new )?(?:rank|position|place) from\b)/, "#0's ") : asked;
  const read = readAsk(pairText.replace(/^then\s+/, ''), endOf, names.length === 1 ? 0 : subject.last);
  if (!read || facts.length === 0) return null;
  // After a swap, a person's place asked for is the other's old place.
  const moved = (who: number) => subject.swap.get(who) ?? who;
  const ask: Ask = read.kind === 'place' || read.kind === 'beyond' ? { ...read, who: moved(read.who) } : read.kind === 'between' ? { ...read, a: moved(read.a), b: moved(read.b) } : read;
  if (facts.some((fact) => 'who' in fact && fact.who >= names.length)) return null;

  const fail = (reason: string): LogicalResult => ({ kind: 'ordering', solved: false, reason });
  // Counted only from the second end with the total unknown: count from that end instead.
  const onlySecond = !facts.some((fact) => fact.kind === 'total' || (fact.kind === 'place' && fact.end === 'first')) && !(ask.kind === 'place' && ask.end === 'first');
  const flip = (end: End): End => (onlySecond ? (end === 'first' ? 'second' : 'first') : end);
  const used = facts.map((fact) => (fact.kind === 'place' ? { ...fact, end: flip(fact.end) } : fact.kind === 'offset' && onlySecond ? { ...fact, by: -fact.by } : fact));
  const usedAsk: Ask = ask.kind === 'place' ? { ...ask, end: flip(ask.end) } : ask.kind === 'beyond' ? { ...ask, towards: flip(ask.towards) } : ask;
  const usedWords = onlySecond ? { first: words.second, second: words.first } : words;
  const worlds = work(used, names, usedWords);
  if (worlds.length === 0) return fail('The places given contradict each other as I read them, so I give no answer.');
  const answers = worlds.map((world) => answerIn(world, usedAsk, names, usedWords));
  if (answers.some((answer) => answer === null)) return fail('The places given do not fix what is asked (the total or a place is never pinned down).');
  const values = new Set(answers.map((answer) => answer!.value));
  if (values.size > 1) return fail(`The facts allow ${worlds.length} placings that give different answers (${[...values].join(' or ')}), depending on which person stands nearer which end.`);
  const value = answers[0]!.value;
  if (value < 0) return fail('The working gives a negative count, so I have misread something.');
  const isPlace = ask.kind === 'place';
  const answer = isPlace ? ordinalText(value) : String(value);
  const world = worlds[0]!;
  return {
    kind: 'ordering',
    solved: true,
    answer,
    matches: (option) => optionNumber(option) === value,
    steps: [
      { title: 'Count places from one end', bullets: [`Count every place from the ${usedWords.first}; a place n-th from the ${usedWords.second} in a row of N is (N − n + 1)-th from the ${usedWords.first}.`] },
      { title: 'Work out the places', bullets: [...world.working, answers[0]!.working, ...(worlds.length > 1 ? [`Either way the facts can be placed, the answer is the same: ${answer}.`] : [])].map(capitalised) },
    ],
    check: [...new Set(checkLines(world, used, names, usedWords))].map(capitalised),
  };
}

function capitalised(line: string): string {
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The forward check: each fact restated from the worked places. */
function checkLines(world: World, facts: readonly Fact[], names: readonly string[], words: { first: string; second: string }): string[] {
  const lines: string[] = [];
  for (const fact of facts) {
    const { total } = world;
    switch (fact.kind) {
      case 'place': {
        const at = world.place.get(fact.who)!;
        const fromSecond = total === undefined ? null : total - at + 1;
        const stated = fact.end === 'first' ? at : fromSecond;
        lines.push(`${names[fact.who]}: ${ordinalText(at)} from the ${words.first}${fromSecond === null ? '' : ` and ${total} − ${at} + 1 = ${ordinalText(fromSecond)} from the ${words.second}`}; stated ${ordinalText(fact.n)} from the ${fact.end === 'first' ? words.first : words.second}: ${stated === fact.n ? 'holds' : 'fails'}.`);
        break;
      }
      case 'total':
        lines.push(`Total ${world.total}: ${world.total === fact.n ? 'holds' : 'fails'}.`);
        break;
      case 'between': {
        const gap = Math.abs(world.place.get(fact.a)! - world.place.get(fact.b)!) - 1;
        lines.push(`Between ${names[fact.a]} and ${names[fact.b]}: ${gap}, stated ${fact.n}: ${gap === fact.n ? 'holds' : 'fails'}.`);
        break;
      }
      case 'offset': {
        const by = world.place.get(fact.b)! - world.place.get(fact.a)!;
        lines.push(`${names[fact.b]} is ${Math.abs(by)} from ${names[fact.a]}: ${by === fact.by ? 'holds' : 'fails'}.`);
        break;
      }
    }
  }
  return lines;
}
