import type { LogicalResult } from './logical-result';

type Layout = 'row' | 'circle' | 'order';

/** One clue as a test on an arrangement: `at[name]` is the seat (row: 0 = left end; circle: clockwise; order: 0 = most). */
interface Clue {
  readonly text: string;
  readonly holds: (at: Readonly<Record<string, number>>) => boolean;
}

interface Question {
  readonly text: string;
  /** The answer in one arrangement (seat of each person and who sits at each seat). */
  readonly answer: (at: Readonly<Record<string, number>>, seat: readonly string[]) => string | null;
}

const ORDINALS: Record<string, number> = { immediate: 1, immediately: 1, first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };
const COUNTS: Record<string, number> = { no: 0, none: 0, one: 1, two: 2, three: 3, four: 4, five: 5, '0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 };
const NOT_NAMES = new Set([
  'Who', 'Which', 'What', 'How', 'The', 'If', 'In', 'On', 'At', 'There', 'Each', 'Among', 'Of', 'All', 'Some', 'Only', 'Five', 'Six', 'Seven', 'Eight', 'Four', 'Three',
  'Four', 'Friends', 'North', 'South', 'East', 'West', 'Find', 'Then', 'Also', 'Neither', 'Both', 'She', 'He', 'They', 'Statements', 'Clues', 'Read', 'Answer', 'Q', 'I', 'A', 'An',
]);

const MORE = /(taller|heavier|older|richer|faster|stronger|longer|bigger|more marks|scored more|earns? more|higher)/;
const LESS = /(shorter|lighter|younger|poorer|slower|weaker|smaller|fewer marks|scored less|earns? less|lower)/;

function namesIn(text: string): string[] {
  // 'A', 'B' or 'Ravi': a capital letter alone or a capitalised word, other than sentence words.
  const list = /((?:\b[A-Z][a-z]*\b,\s*){2,}\b[A-Z][a-z]*\b,?\s+and\s+\b[A-Z][a-z]*\b)/.exec(text);
  if (list) return [...new Set(list[1]!.split(/,\s*|\s+and\s+/).map((name) => name.trim()).filter(Boolean))];
  const found = [...text.matchAll(/\b[A-Z][a-z]*\b/g)].map((match) => match[0]).filter((word) => !NOT_NAMES.has(word) || /^[A-HJ-Z]$/.test(word));
  return [...new Set(found)];
}

function mod(value: number, size: number): number {
  return ((value % size) + size) % size;
}

/**
 * Seating in a row or round a table, and ordering by height, weight or age: every order of the
 * people is tried against the clues; the answer is given only when it is the same in every order
 * that satisfies all of them.
 */
export function solveArrangement(original: string): LogicalResult | null {
  const text = original.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const layout: Layout | null = /circular|circle|round table|around a (?:round )?table|around a campfire|facing the cent(?:re|er)/.test(lower)
    ? 'circle'
    : /\b(?:in a row|in a line|on a bench|in a straight line|in a queue|row facing|line facing|sits?|seated|sitting|standing)\b/.test(lower)
      ? 'row'
      : MORE.test(lower) || LESS.test(lower)
        ? 'order'
        : null;
  if (!layout) return null;
  const kind = layout === 'order' ? 'ordering' : 'seating';
  const names = namesIn(text);
  const fail = (reason: string): LogicalResult => ({ kind, solved: false, reason });
  if (names.length < 3 || names.length > 8) return fail('I could not tell who the three to eight people in the arrangement are.');
  const size = names.length;
  const flip = (layout === 'row' && /facing (?:the )?south/.test(lower)) || (layout === 'circle' && /facing (?:away from the cent|outward|outside)/.test(lower)) ? -1 : 1;
  /** Seat steps to a person's right: +1 in a row facing north; -1 round a table facing the centre. */
  const rightStep = (layout === 'circle' ? -1 : 1) * flip;
  const N = String.raw`\b([A-Z][a-z]*)\b`;
  const distance = (a: number, b: number) => (layout === 'circle' ? Math.min(mod(a - b, size), mod(b - a, size)) : Math.abs(a - b));
  const offsetOf = (from: number, steps: number) => (layout === 'circle' ? mod(from + steps, size) : from + steps);

  const sentences = text.split(/(?<=[.;!?])\s+/).map((sentence) => sentence.trim()).filter(Boolean);
  const questionIndex = sentences.findIndex((sentence) => /^(?:who|which|how many|what)\b/i.test(sentence) || /\?$/.test(sentence));
  if (questionIndex < 0) return fail('I could not find what the question asks.');
  const clues: Clue[] = [];
  const unread: string[] = [];
  sentences.forEach((written, index) => {
    if (index === questionIndex) return;
    // The list of people is not a clue, but the rest of its sentence may be one.
    const sentence = written.replace(/(?:\b[A-Z][a-z]*\b,\s*){2,}\b[A-Z][a-z]*\b,?\s+and\s+\b[A-Z][a-z]*\b,?/, ' ').trim();
    const mentioned = names.filter((name) => new RegExp(`\\b${name}\\b`).test(sentence));
    if (mentioned.length === 0) return;
    const parts = sentence.split(/,?\s+(?:and|but|while|whereas)\s+(?=(?:[A-Z][a-z]*\s+)?(?:is|sits|stands|does|has|was)\b|(?:taller|shorter|heavier|lighter|older|younger)\b)|;\s*/);
    let subject = mentioned[0]!;
    for (const part of parts) {
      const clue = readClue(part, subject);
      if (clue.length === 0) unread.push(part);
      clues.push(...clue);
      const lead = new RegExp(`^${N}`).exec(part.trim())?.[1];
      if (lead && names.includes(lead)) subject = lead;
    }
  });
  if (unread.length > 0) return fail(`I could not read this clue: "${unread[0]}".`);
  if (clues.length === 0) return fail('I found no clues to place the people.');

  function readClue(raw: string, subject: string): Clue[] {
    const trimmed = raw.replace(/[.;]$/, '').trim();
    // 'No one', 'Only one', 'Two people' open a sentence in capitals; names are never these words.
    const part = trimmed.replace(/^(No|None|Only|One|Two|Three|Four|Exactly)\b/, (word) => word.toLowerCase());
    const negated = /\b(?:not|never|neither|n't)\b/.test(part);
    const own = new RegExp(`^${N}`).exec(part)?.[1];
    const who = own && names.includes(own) ? own : subject;
    const clue = (holds: Clue['holds']): Clue[] => [{ text: part, holds: negated ? (at) => !holds(at) : holds }];
    let match: RegExpExecArray | null;
    if (layout === 'order') {
      const out: Clue[] = [];
      for (const found of part.matchAll(new RegExp(`(?:${MORE.source}|${LESS.source})\\s+than\\s+((?:${N}(?:,\\s*|\\s+and\\s+|\\s+or\\s+)?)+)`, 'g'))) {
        const more = Boolean(found[1]);
        const others = found[3]!.split(/,\s*|\s+and\s+|\s+or\s+/).map((name) => name.trim()).filter((name) => names.includes(name));
        for (const other of others) out.push({ text: part, holds: (at) => (more !== negated ? at[who]! < at[other]! : at[who]! > at[other]!) });
      }
      if (out.length > 0) return out;
      if ((match = /\bthe\s+(tallest|heaviest|oldest|richest|fastest|shortest|lightest|youngest|poorest|slowest)\b/.exec(part))) {
        const top = /tallest|heaviest|oldest|richest|fastest/.test(match[1]!);
        return clue((at) => at[who] === (top ? 0 : size - 1));
      }
      return [];
    }
    if ((match = new RegExp(`(immediate|immediately|second|third|fourth|2nd|3rd|4th)\\s+(?:to\\s+the\\s+)?(right|left)\\s+of\\s+${N}`).exec(part)) && names.includes(match[3]!)) {
      const steps = ORDINALS[match[1]!]! * (match[2] === 'right' ? rightStep : -rightStep);
      const other = match[3]!;
      return clue((at) => at[who] === offsetOf(at[other]!, steps));
    }
    if ((match = new RegExp(`(?:to\\s+the\\s+|on\\s+the\\s+)(right|left)\\s+of\\s+${N}`).exec(part)) && names.includes(match[2]!) && layout === 'row') {
      const other = match[2]!;
      const sign = match[1] === 'right' ? rightStep : -rightStep;
      return clue((at) => (at[who]! - at[other]!) * sign > 0);
    }
    if ((match = new RegExp(`\\b(no|none|one|two|three|four|[0-4])\\s+(?:person|persons|people|friends?|students?|members?|boys?|girls?|children|of them)?\\s*(?:sits?|sit|is|are|stands?|seated)?\\s*between\\s+${N}\\s+and\\s+${N}`).exec(part))) {
      const count = COUNTS[match[1]!]!;
      const [a, b] = [match[2]!, match[3]!];
      if (!names.includes(a) || !names.includes(b)) return [];
      return [{ text: part, holds: (at) => (layout === 'circle' ? mod(at[a]! - at[b]!, size) - 1 === count || mod(at[b]! - at[a]!, size) - 1 === count : Math.abs(at[a]! - at[b]!) - 1 === count) }];
    }
    if ((match = new RegExp(`between\\s+${N}\\s+and\\s+${N}`).exec(part)) && names.includes(match[1]!) && names.includes(match[2]!)) {
      const [a, b] = [match[1]!, match[2]!];
      return clue((at) => distance(at[who]!, at[a]!) === 1 && distance(at[who]!, at[b]!) === 1 && at[a] !== at[b]);
    }
    if ((match = new RegExp(`(?:next to|adjacent to|beside|neighbou?r of|neighbou?rs? (?:with|of)?)\\s+${N}`).exec(part)) && names.includes(match[1]!)) {
      const other = match[1]!;
      return clue((at) => distance(at[who]!, at[other]!) === 1);
    }
    if ((match = new RegExp(`opposite(?:\\s+to)?\\s+${N}`).exec(part)) && names.includes(match[1]!) && layout === 'circle' && size % 2 === 0) {
      const other = match[1]!;
      return clue((at) => distance(at[who]!, at[other]!) === size / 2);
    }
    if (layout === 'row') {
      if ((match = /\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+from\s+the\s+(left|right)/.exec(part))) {
        const place = ORDINALS[match[1]!]! - 1;
        const seat = (match[2] === 'right') === (rightStep === 1) ? size - 1 - place : place;
        return clue((at) => at[who] === seat);
      }
      if ((match = /\b(?:extreme\s+)?(left|right)\s+end\b|\bend\s+on\s+the\s+(left|right)\b/.exec(part))) {
        const side = match[1] ?? match[2];
        const seat = (side === 'right') === (rightStep === 1) ? size - 1 : 0;
        return clue((at) => at[who] === seat);
      }
      if (/\b(?:one of the|either|an?|the|any)\s+(?:extreme\s+)?ends?\b|\bat the ends\b/.test(part)) return clue((at) => at[who] === 0 || at[who] === size - 1);
      if (/\b(?:middle|centre|center)\b/.test(part) && size % 2 === 1) return clue((at) => at[who] === (size - 1) / 2);
    }
    return [];
  }

  const question = sentences[questionIndex]!;
  const q = readQuestion(question);
  if (!q) return fail(`I could not read what is asked: "${question}".`);

  function readQuestion(sentence: string): Question | null {
    let match: RegExpExecArray | null;
    const person = (at: Readonly<Record<string, number>>, seat: readonly string[], index: number) => (layout === 'row' && (index < 0 || index >= size) ? null : seat[mod(index, size)]!);
    if (layout === 'order') {
      if ((match = /\b(?:the\s+)?(?:(second|third|fourth|2nd|3rd|4th)\s+)?(tallest|heaviest|oldest|richest|fastest|shortest|lightest|youngest|poorest|slowest)\b/.exec(sentence))) {
        const rank = match[1] ? ORDINALS[match[1]]! - 1 : 0;
        const top = /tallest|heaviest|oldest|richest|fastest/.test(match[2]!);
        return { text: sentence, answer: (_at, seat) => seat[top ? rank : size - 1 - rank]! };
      }
      if (/\bin the middle\b/.test(sentence) && size % 2 === 1) return { text: sentence, answer: (_at, seat) => seat[(size - 1) / 2]! };
      return null;
    }
    if ((match = new RegExp(`(immediate|immediately|second|third|fourth|2nd|3rd|4th)\\s+(?:to\\s+the\\s+)?(right|left)\\s+of\\s+${N}`).exec(sentence)) && names.includes(match[3]!)) {
      const steps = ORDINALS[match[1]!]! * (match[2] === 'right' ? rightStep : -rightStep);
      const other = match[3]!;
      return { text: sentence, answer: (at, seat) => person(at, seat, at[other]! + steps) };
    }
    if ((match = new RegExp(`how many\\b.*\\bbetween\\s+${N}\\s+and\\s+${N}`).exec(sentence)) && layout === 'row') {
      const [a, b] = [match[1]!, match[2]!];
      return { text: sentence, answer: (at) => String(Math.abs(at[a]! - at[b]!) - 1) };
    }
    if ((match = new RegExp(`between\\s+${N}\\s+and\\s+${N}`).exec(sentence))) {
      const [a, b] = [match[1]!, match[2]!];
      return {
        text: sentence,
        answer: (at, seat) => {
          const found = seat.filter((name) => name !== a && name !== b && distance(at[name]!, at[a]!) === 1 && distance(at[name]!, at[b]!) === 1);
          return found.length === 1 ? found[0]! : null;
        },
      };
    }
    if ((match = new RegExp(`opposite(?:\\s+to)?\\s+${N}`).exec(sentence)) && layout === 'circle' && size % 2 === 0) {
      const other = match[1]!;
      return { text: sentence, answer: (at, seat) => seat[mod(at[other]! + size / 2, size)]! };
    }
    if (layout === 'row') {
      if (/\b(?:middle|centre|center)\b/.test(sentence) && size % 2 === 1) return { text: sentence, answer: (_at, seat) => seat[(size - 1) / 2]! };
      if ((match = /\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+from\s+the\s+(left|right)/.exec(sentence))) {
        const place = ORDINALS[match[1]!]! - 1;
        const seatIndex = (match[2] === 'right') === (rightStep === 1) ? size - 1 - place : place;
        return { text: sentence, answer: (_at, seat) => seat[seatIndex]! };
      }
      if ((match = /\b(?:extreme\s+)?(left|right)\s+end\b/.exec(sentence))) {
        const seatIndex = (match[1] === 'right') === (rightStep === 1) ? size - 1 : 0;
        return { text: sentence, answer: (_at, seat) => seat[seatIndex]! };
      }
    }
    return null;
  }

  // Every order of the people (round a table, the first person's seat fixed: turning the table changes nothing).
  const fitting: string[][] = [];
  const seat: string[] = [];
  const used = new Set<string>();
  const at: Record<string, number> = {};
  let tried = 0;
  const place = (index: number) => {
    if (index === size) {
      tried += 1;
      if (clues.every((clue) => clue.holds(at))) fitting.push([...seat]);
      return;
    }
    for (const name of index === 0 && layout === 'circle' ? [names[0]!] : names) {
      if (used.has(name)) continue;
      used.add(name);
      seat.push(name);
      at[name] = index;
      place(index + 1);
      used.delete(name);
      seat.pop();
    }
  };
  place(0);
  if (fitting.length === 0) return fail('No arrangement satisfies all the clues as I read them, so I give no answer.');
  const answers = new Set(
    fitting.map((order) => {
      const positions = Object.fromEntries(order.map((name, index) => [name, index]));
      return q.answer(positions, order) ?? '';
    }),
  );
  const describe = (order: readonly string[]) =>
    layout === 'order' ? order.join(' > ') : layout === 'circle' ? `clockwise from ${order[0]}: ${order.join(', ')}` : `left to right: ${order.join(', ')}`;
  if (answers.size > 1 || answers.has('')) {
    return fail(`${fitting.length} arrangements satisfy the clues and they do not agree on what is asked (for example ${describe(fitting[0]!)} and ${describe(fitting[fitting.length - 1]!)}).`);
  }
  const answer = [...answers][0]!;
  const example = fitting[0]!;
  const examplePositions = Object.fromEntries(example.map((name, index) => [name, index]));
  const layoutText =
    layout === 'order'
      ? `Ranks 1 to ${size}, rank 1 the ${/heav|light/.test(lower) ? 'heaviest' : /old|young/.test(lower) ? 'oldest' : 'tallest or highest'}.`
      : layout === 'circle'
        ? `${size} seats round the table, numbered clockwise; facing ${flip === 1 ? 'the centre, a person\'s left is the clockwise side' : 'outwards, a person\'s right is the clockwise side'}.`
        : `${size} seats in a row, numbered from the left end as the people face ${flip === 1 ? 'north (their right is further along)' : 'south (their right is towards seat 1)'}.`;
  return {
    kind,
    solved: true,
    answer,
    matches: (option) => option.trim().replace(/[.)]$/, '').toLowerCase() === answer.toLowerCase(),
    steps: [
      { title: 'Set up the places', bullets: [layoutText, `People: ${names.join(', ')}.`] },
      { title: 'Read the clues as conditions', bullets: clues.map((clue) => clue.text) },
      {
        title: 'Try every arrangement',
        bullets: [
          `${tried} arrangements tried${layout === 'circle' ? ` (${names[0]} fixed, since turning the table changes nothing)` : ''}; ${fitting.length} satisfy every clue.`,
          `In ${fitting.length === 1 ? 'that arrangement' : `all ${fitting.length} of them`}, the answer to "${q.text}" is ${answer}.`,
        ],
      },
    ],
    check: [`One arrangement that fits: ${describe(example)}.`, ...clues.map((clue) => `"${clue.text}": ${clue.holds(examplePositions) ? 'holds' : 'fails'}.`)],
  };
}
