import { normaliseOcr } from '../ocr-text';
import type { LogicalResult, LogicalSolved } from './logical-result';
import { plain } from './logical-result';

/**
 * Direction sense: walks with turns and distances, a person turning through angles, two people
 * setting out from one point, points placed from one another ('Q is 5 m north of P'), and the
 * shadow of the morning or evening sun. Positions are worked on a grid (east and north
 * positive) and headings on the eight-point compass. Every number, turn and direction word of
 * the walk must be read into a step: one left over (a misread word, a walk told in a way this
 * reader does not know) is a reason to decline rather than answer from part of the walk.
 */

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
type Heading = number;
const DIR = String.raw`(north-east|north-west|south-east|south-west|north|south|east|west)`;
const UNIT = String.raw`(km|kms|kilomet(?:re|er)s?|metres?|meters?|mtrs?|m|steps?|feet|ft|yards?|miles?)`;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };

/** The words direction questions are made of: a token outside them that is two of them glued ('rightand') is split. */
const VOCABULARY = new Set(
  `a an the and then again finally after that this these it its he she him her his hers they them their is are was were be has had
   walks walk walked walking goes go went going moves move moved moving travels travel travelled traveled drives drive drove runs run ran
   cycles cycled proceeds proceeded covers covered reaches reached comes came starts start started starting begins began stands stood standing
   turns turn turned turning takes took take left right back around round about north south east west north-east north-west south-east south-west
   northwards southwards eastwards westwards towards toward to from of in on at by for with through due straight ahead
   km m metres meters kilometres kilometers steps distance far how which what where direction directions facing faces face faced now
   point place position initial final original home house office school shortest apart between same both each other friends
   clockwise anticlockwise degrees shadow pole morning evening sunrise sunset sun exactly fell falls fall near front behind
   one two three four five six seven eight nine ten twelve fifteen twenty if who whose man woman boy girl person i
   another same way more further there here reach destination finally lastly started
   pls plz please ans answer reason explain help solve solution`.split(/\s+/),
);

/** A run of known words glued together, split into at most three (no one-letter word but 'a'); the longest-worded split first. */
function split(token: string, parts = 3): string[] | null {
  const readings: string[][] = [];
  const walk = (rest: string, taken: string[]) => {
    if (VOCABULARY.has(rest) && (rest.length > 1 || rest === 'a')) readings.push([...taken, rest]);
    if (taken.length + 1 >= parts) return;
    for (let cut = 2; cut < rest.length; cut += 1) if (VOCABULARY.has(rest.slice(0, cut))) walk(rest.slice(cut), [...taken, rest.slice(0, cut)]);
    if (taken.length === 0 && rest.startsWith('a') && rest.length > 1) walk(rest.slice(1), ['a']);
  };
  walk(token, []);
  // Words of the walk first ('turns right and', not 'turn sright'), then the longest word.
  const key = (words: string[]) => words.filter((word) => KEY_WORD.test(word)).join('').length;
  const longest = (words: string[]) => Math.max(...words.map((word) => word.length));
  return readings.sort((a, b) => key(b) - key(a) || longest(b) - longest(a) || a.length - b.length)[0] ?? null;
}

const KEY_WORD = /^(?:north|south|east|west|left|right|turns?|turned|walks?|walked|goes|went|moves?|moved|facing|direction|distance|far|how|which|from|starting|point|km|m|metres|meters|clockwise|anticlockwise)$/;

/** Splits a token that is words glued together (a lost space): 'rightand', 'faris', 'inwhichdirection', 'swatiwalks'. */
function unglued(raw: string): string {
  // A word broken in two by an earlier split ('nort hand', 'whichdirecti on'): joined again when the whole reads as words.
  const tokens = raw.split(' ');
  for (let at = 0; at + 1 < tokens.length; at += 1) {
    const [left, right] = [tokens[at]!, /^([a-z]{1,4})([.,?]?)$/.exec(tokens[at + 1]!)];
    if (!right || !/^[a-z]+$/.test(left) || VOCABULARY.has(left) || tokens.filter((token) => token === left).length > 1) continue;
    const words = split(left + right[1]!);
    if (words && words.some((word) => KEY_WORD.test(word))) tokens.splice(at, 2, `${words.join(' ')}${right[2]}`);
  }
  const text = tokens.join(' ');
  // Points named by single letters ('Q is 5 m north of P'): any such letter is a name.
  const lettered = (text.match(/(?:^|[\s.,])[b-hj-z](?=[\s.,?])/g) ?? []).length >= 2;
  const names = new Set(text.split(/[^a-z]+/).filter((token) => (token.length > 2 || /^[b-hj-z]$/.test(token)) && !VOCABULARY.has(token)));
  if (lettered) for (const letter of 'bcdefghjklnopqrstuvwxyz') names.add(letter);
  return text.replace(/[a-z]+/g, (token) => {
    // A word written more than once is a name ('sunita'), not two words run together.
    if (VOCABULARY.has(token) || text.split(new RegExp(`\\b${token}\\b`)).length > 2) return token;
    const words = split(token);
    if (words) return words.join(' ');
    // 'swatiwalks', 'isp': a name glued to a word, when the name is written on its own elsewhere.
    for (let cut = 1; cut < token.length; cut += 1) {
      const [left, right] = [token.slice(0, cut), token.slice(cut)];
      if ((names.has(left) && VOCABULARY.has(right)) || (VOCABULARY.has(left) && left.length > 1 && names.has(right))) return `${left} ${right}`;
    }
    return token;
  });
}

/** The stem made regular: number words as digits, 'south west' as 'south-west', glued words split. */
function regular(stem: string): string {
  // A number read with letters in it just before a degree sign or a unit: 'i8o°' is 180°.
  const digits = (token: string) => token.replace(/[il]/g, '1').replace(/o/g, '0').replace(/s/g, '5').replace(/b/g, '8');
  const numbers = stem
    .replace(/(?<![a-z\d])([\dilosb]{2,4})(?=\s*(?:°|degrees?\b))/g, (token) => (/\d/.test(token) ? digits(token) : token))
    .replace(/(?<![a-z\d])([\dilosb]{2,4})(?=\s*(?:km|m)\b)/g, (token) => (/\d/.test(token) ? digits(token) : token))
    // 'llkm': ones read as l's, run into the unit.
    .replace(/(?<![a-z\d])([ilo]{2,3})(?=(?:km|m)\b)/g, digits);
  return unglued(numbers.replace(/\s+/g, ' '))
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b(?=\s*(?:km|kilomet|m\b|metres?|meters?|steps?))/g, (word) => String(NUMBER_WORDS[word]))
    .replace(/\b(north|south|east|west)\s+(wards?)\b/g, '$1$2')
    .replace(/\b(north|south)\s*-?\s*(east|west)\b/g, '$1-$2')
    .replace(/(\d)\s*(?:°|º|degrees?|deg\b)/g, '$1°')
    .replace(/\banti[\s-]?clockwise\b|\bcounter[\s-]?clockwise\b/g, 'anticlockwise');
}

const title = (heading: Heading) => COMPASS[heading]!.replace(/(^|-)([a-z])/g, (_whole, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
const headingOf = (word: string): Heading => COMPASS.indexOf(word.replace(/wards?$/, '') as (typeof COMPASS)[number]);
/** Which way an angle is turned: 'clockwise', 'in the anticlockwise direction', 'to his right', 'in the same direction'. */
const SENSE = String.raw`(?:in\s+(?:the\s+|an?\s+)?)?(clockwise|anticlockwise|same|to\s+(?:his|her|the|their)\s+(?:right|left)|towards?\s+(?:his|her|the|their)\s+(?:right|left)|right|left)(?:\s+(?:direction|way|sense))?`;
const VECTORS: readonly [number, number][] = [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]];

/** 'North-East' for any point up and to the right of the origin; null at the origin. */
function directionOf(x: number, y: number): string | null {
  const ns = y > 0 ? 'North' : y < 0 ? 'South' : '';
  const ew = x > 0 ? 'East' : x < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew || null;
}

/** A compass answer in an option: 'North-East', 'north east', 'NE', 'Northeast'. */
function statesDirection(option: string, answer: string): boolean {
  const shown = plain(normaliseOcr(option)).replace(/wards?$/, '');
  const short = answer
    .split('-')
    .map((part) => part[0])
    .join('')
    .toLowerCase();
  return shown === plain(answer) || shown === short;
}

/** A distance in an option, whole or as a root: '13 km', '5√2 m', '√50'. */
function statesDistance(option: string, distance: number, unit = ''): boolean {
  const text = normaliseOcr(option);
  const root = /(\d+(?:\.\d+)?)?\s*√\s*(\d+)/.exec(text);
  if (root) return Math.abs(Number(root[1] ?? 1) ** 2 * Number(root[2]) - distance ** 2) < 1e-6;
  const numbers = text.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  // An option in the other unit: 250 m is stated by '0.25 km', 2 km by '2000 m'.
  const inKm = /\d\s*(?:km|kms|kilomet\w*)\b/.test(text);
  const inM = /\d\s*(?:m|metres?|meters?|mtrs?)\b/.test(text);
  const scale = unit === 'm' && inKm ? 1000 : unit === 'km' && inM ? 0.001 : 1;
  return numbers.length === 1 && Math.abs(numbers[0]! * scale - distance) < 0.01 * Math.min(scale, 1);
}

const round = (value: number) => Number(value.toFixed(2));
/** '(-16)²' and '12²': a square as a student writes it. */
const squared = (value: number) => (value < 0 ? `(${round(value)})²` : `${round(value)}²`);
/** '-4 - 12 + 3': numbers added up, signs written once. */
const sum = (values: readonly number[]) => (values.length === 0 ? '0' : values.map((value, index) => (index === 0 ? String(round(value)) : value < 0 ? `- ${round(-value)}` : `+ ${round(value)}`)).join(' '));
const fail = (reason: string): LogicalResult => ({ kind: 'direction', solved: false, reason });

/** The distance as a student writes it: 13, or 5√2 when it is not whole. */
function distanceText(square: number): string {
  const whole = Math.sqrt(square);
  if (Number.isInteger(round(whole)) && Math.abs(whole - Math.round(whole)) < 1e-9) return String(Math.round(whole));
  let outside = 1;
  let inside = Math.round(square);
  for (let factor = 2; factor * factor <= inside; factor += 1) {
    while (inside % (factor * factor) === 0) {
      outside *= factor;
      inside /= factor * factor;
    }
  }
  return `${outside > 1 ? outside : ''}√${inside} ≈ ${round(whole)}`;
}

// ---------------------------------------------------------------- walks

interface Walk {
  readonly x: number;
  readonly y: number;
  readonly heading: Heading | null;
  readonly steps: readonly string[];
  readonly legs: number;
  /** Each leg's move, and each turn in eighths of a full turn (clockwise positive), for the check. */
  readonly moves: readonly [number, number][];
  readonly turns: readonly number[];
  readonly firstHeading: Heading | null;
}

/**
 * Follows a walk told in words: legs ('10 km north', '5 m'), turns ('turns left', 'turns 135°
 * anticlockwise', 'turns towards the east'), and a first heading ('facing west'). Null, with the
 * reason, when anything in it is left unread.
 */
function follow(text: string, unit: string, assumed: Heading | null = null): Walk | string {
  const patterns: readonly [string, RegExp][] = [
    ['facing', new RegExp(String.raw`\b(?:is\s+)?(?:facing|faces|faced|face)\s+(?:towards?\s+)?(?:the\s+)?${DIR}(?:wards?)?(?:\s+direction)?`, 'g')],
    ['angle', new RegExp(String.raw`\b(?:turns?|turned|turning|rotates?|rotated)\s+(?:through\s+|by\s+)?(?:an(?:other)?\s+(?:angle\s+of\s+)?)?(\d+)°\s*${SENSE}`, 'g')],
    ['angle', new RegExp(String.raw`(?<=(?:then|and|,)\s+(?:finally\s+|again\s+|lastly\s+)?(?:by\s+|through\s+)?(?:another\s+)?)(\d+)°\s*${SENSE}`, 'g')],
    ['legSide', new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${UNIT}\s+(?:to|towards)\s+(?:his|her|their|the)\s+(left|right)\b`, 'g')],
    ['side', /\b(?:turns?|turned|turning|takes?\s+an?(?:other)?|took\s+an?(?:other)?|taking\s+an?(?:other)?)\s+(?:to\s+(?:his|her|the|their)\s+|towards\s+(?:his|her|the|their)\s+)?(left|right)(?:\s+turn)?\b/g],
    // 'walks back 30 m', 'went 4 km back': a leg the opposite way to the one faced (an about-turn, then the leg).
    ['legBack', new RegExp(String.raw`\b(?:walks?|walked|walking|goes|went|moves?|moved|runs?|ran|drives?|drove|cycles?|cycled|travell?ed|travels?|comes?|came)\s+back(?:wards?)?\s+(?:by\s+|for\s+)?(\d+(?:\.\d+)?)\s*${UNIT}\b`, 'g')],
    ['legBack', new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${UNIT}\s+back(?:wards?)?\b(?!\s+(?:to|towards|home))`, 'g')],
    ['back', /\b(?:turns?|turned|turning)\s+(?:back|around|round)\b|\babout[\s-]turns?\b/g],
    ['towards', new RegExp(String.raw`\b(?:turns?|turned|turning)\s+(?:to\s+(?:the\s+)?|towards?\s+(?:the\s+)?)?${DIR}(?:wards?)?\b`, 'g')],
    // 'turned and went 0.45 km westwards': a turn whose way the next leg's compass direction gives.
    ['bareTurn', /\b(?:turns?|turned|turning)(?:\s+again)?(?=\s*,?\s+(?:and\s+)?(?:then\s+)?(?:went|walked|goes|walks|moved|moves|drove|drives|cycled|cycles|rode|rides|ran|runs|travell?ed|travels|proceeded|covered)\b)/g],
    ['leg', new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${UNIT}\b(?:\s+(?:(?:to(?:wards?)?|in|due)\s+(?:the\s+)?)?${DIR}(?:wards?)?(?:\s+direction)?)?`, 'g')],
    ['heading', new RegExp(String.raw`\b(?:(?:to(?:wards?)?|in|due)\s+(?:the\s+)?)?${DIR}(?:wards?)?(?:\s+direction)?\b`, 'g')],
  ];
  const found: { kind: string; match: RegExpExecArray }[] = [];
  const taken: boolean[] = Array.from({ length: text.length }, () => false);
  for (const [kind, pattern] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (taken.slice(start, end).some(Boolean)) continue;
      for (let at = start; at < end; at += 1) taken[at] = true;
      found.push({ kind, match });
    }
  }
  const leftover = text.replace(/./g, (char, at: number) => (taken[at] ? ' ' : char));
  const unread = /\d|\b(?:north|south|east|west|left|right|turns?|turned|back|clockwise|anticlockwise|°)/.exec(leftover);
  if (unread) return `I could not place "${leftover.slice(Math.max(0, unread.index - 15), unread.index + 15).trim()}" in the walk.`;
  found.sort((a, b) => a.match.index - b.match.index);
  let heading: Heading | null = assumed;
  let firstHeading: Heading | null = assumed;
  let [x, y, legs] = [0, 0, 0];
  const steps: string[] = [];
  const moves: [number, number][] = [];
  const turns: number[] = [];
  let lastSense: boolean | null = null;
  let headingOpen = false;
  for (const { kind, match } of found) {
    if (kind === 'bareTurn') {
      headingOpen = true;
      continue;
    }
    if (kind === 'facing' || kind === 'towards' || kind === 'heading') {
      if (heading !== null && kind !== 'heading') turns.push((headingOf(match[1]!) - heading + 8) % 8);
      heading = headingOf(match[1]!);
      firstHeading ??= heading;
      steps.push(`${kind === 'towards' ? 'Turns to face' : 'Faces'} ${title(heading)}.`);
      continue;
    }
    if (kind === 'leg' || kind === 'legSide' || kind === 'legBack') {
      if (kind === 'legSide') {
        if (heading === null) return 'The walk turns before it says which way the walker first faced.';
        const before = heading;
        heading = (heading + (match[3] === 'right' ? 2 : 6)) % 8;
        turns.push((heading - before + 8) % 8);
        steps.push(`Turns ${match[3]}: from ${title(before)} to ${title(heading)}.`);
      } else if (kind === 'legBack') {
        if (heading === null || headingOpen) return 'The walk goes back before it says which way the walker was going.';
        const before = heading;
        heading = (heading + 4) % 8;
        turns.push(4);
        steps.push(`Goes back: from ${title(before)} to ${title(heading)}.`);
      } else if (match[3]) heading = headingOf(match[3]);
      else if (headingOpen) return 'The walk turns without saying which way, and the next leg gives no direction.';
      headingOpen = false;
      if (heading === null) return 'A distance comes before any direction is given.';
      firstHeading ??= heading;
      if (heading % 2 === 1) return 'A leg runs along a slanting direction (north-east and the like), which this reader does not place on the grid.';
      // Legs in km and in m together ('750 m ... 0.45 km'): each in the walk's own unit.
      const legUnit = /^k/.test(match[2] ?? '') ? 'km' : /^m(?!i)/.test(match[2] ?? '') ? 'm' : unit;
      const distance = Number(match[1]) * (legUnit === unit ? 1 : legUnit === 'km' && unit === 'm' ? 1000 : legUnit === 'm' && unit === 'km' ? 0.001 : NaN);
      if (Number.isNaN(distance)) return 'The legs are given in units I cannot put together.';
      [x, y, legs] = [x + VECTORS[heading]![0] * distance, y + VECTORS[heading]![1] * distance, legs + 1];
      moves.push([VECTORS[heading]![0] * distance, VECTORS[heading]![1] * distance]);
      steps.push(`${distance} ${unit} ${title(heading)}: now at (${round(x)}, ${round(y)}).`);
      continue;
    }
    if (heading === null) return 'The walk turns before it says which way the walker first faced.';
    const before = heading;
    if (kind === 'back') heading = (heading + 4) % 8;
    else if (kind === 'side') heading = (heading + (match[1] === 'right' ? 2 : 6)) % 8;
    else {
      const angle = Number(match[1]);
      if (angle % 45 !== 0) return `A turn of ${angle}° does not end on one of the eight compass directions.`;
      const sense = match[2] ?? '';
      if (/same/.test(sense) && lastSense === null) return 'A turn "in the same direction" comes before any turn with a direction.';
      const clockwise: boolean = /same/.test(sense) ? lastSense! : /clockwise|right/.test(sense) && !/anticlockwise|left/.test(sense);
      lastSense = clockwise;
      heading = (heading + (clockwise ? 1 : -1) * (angle / 45) + 800) % 8;
    }
    turns.push((heading - before + 8) % 8);
    steps.push(`${match[0].trim().replace(/^\w/, (letter) => letter.toUpperCase())}: from ${title(before)} to ${title(heading)}.`);
  }
  return { x, y, heading, steps, legs, moves, turns, firstHeading };
}

/** The walk's own sentences, without the question: the clauses before the last '?', or before 'how far', 'which direction' .... */
function splitQuestion(text: string): { walk: string; question: string } | null {
  const ask = /(?:^|[.?!,]\s*|\s)((?:then\s+|now\s+)?(?:(?:his|her|their)\s+face\s+is\s+(?:now\s+)?(?:towards\s+|in\s+)?(?:which|what)\s+direction|how\s+far|in\s+which\s+direction|which\s+direction|what\s+direction|in\s+what\s+direction|where\s+is|what\s+is\s+(?:the|his|her|their)\s+(?:shortest\s+|minimum\s+|least\s+|straight[\s-]line\s+)?distance|(?:the\s+)?(?:shortest|minimum|least|straight[\s-]line)\s+distance|(?:his|her|their)\s+distance\s+from|how\s+much\s+distance|find\s+the\s+(?:shortest\s+)?distance|at\s+what\s+distance|how\s+many\s+(?:km|kilomet\w*|metres|meters|m|steps)|towards\s+which\s+direction|[a-z]+\s+is\s+in\s+which\s+direction)\b[^?]*\??)\s*$/.exec(text);
  if (!ask) return null;
  return { walk: text.slice(0, ask.index).trim(), question: ask[1]! };
}

/** What is asked: the way faced, the distance, the direction from the start, or both. */
function asked(question: string): { facing: boolean; distance: boolean; direction: boolean; reversed: boolean } {
  const facing = (/\b(?:facing|face)\b/.test(question) || WALKING_WAY.test(question)) && !/how far|distance/.test(question);
  const distance = /how far|distance|how many (?:km|kilomet|metres|meters|m\b|steps)/.test(question);
  const direction = !facing && /direction|where is|which way/.test(question);
  // 'In which direction is the starting point from him?': the start seen from the end.
  // Also 'In which direction is her house from her now?' and 'which direction must she go to reach it directly?'.
  const reversed =
    /\b(?:starting\s+point|start(?:ing)?\s+place|initial\s+(?:point|position)|point\s+of\s+start|original\s+(?:point|position))\b.*\b(?:from|of|with\s+respect\s+to)\s+(?:him|her|them|his|the\s+(?:final|present|current|end)|where\s+(?:he|she)\s+(?:is|stands|stopped))/.test(question) ||
    /\b(?:house|home|office|school)\b[^?]*\b(?:from|of|with\s+respect\s+to)\s+(?:him|her|them)(?:\s+(?:now|at\s+present|finally))?\s*(?:[?.,]|$)/.test(question) ||
    /\b(?:go|walk|move|travel|head|turn)\s+(?:back\s+)?(?:in\s+order\s+)?to\s+(?:reach|return|get\s+back)|\bto\s+(?:reach|return\s+to|get\s+back\s+to)\s+(?:it|the\s+start|his|her|their|home|the\s+(?:house|starting))|\bgo\s+back\b/.test(question);
  return { facing, distance, direction, reversed };
}

function solved(answer: string, matches: (option: string) => boolean, steps: LogicalSolved['steps'], check: readonly string[]): LogicalResult {
  return { kind: 'direction', solved: true, answer, matches, steps, check };
}

/** The answer for an end point: distance, direction, or both, as asked. */
function positionAnswer(x: number, y: number, unit: string, what: ReturnType<typeof asked>, walkSteps: readonly string[], check: string, fromWhat = 'the start', toWhat = 'the end'): LogicalResult {
  const [dx, dy] = what.reversed ? [-x, -y] : [x, y];
  const square = dx * dx + dy * dy;
  const distance = Math.sqrt(square);
  const direction = directionOf(dx, dy);
  const shownDistance = distanceText(square);
  const seen = what.reversed ? `${fromWhat} as seen from ${toWhat}` : `${toWhat} as seen from ${fromWhat}`;
  const steps = [
    { title: 'Follow the moves on a grid (east and north positive)', bullets: [...walkSteps] },
    {
      title: 'Where it ends',
      bullets: [
        `End point: ${round(x)} east and ${round(y)} north of the start${what.reversed ? `; so the start is ${round(-x)} east and ${round(-y)} north of the end` : ''}.`,
        `Straight-line distance: √(${squared(dx)} + ${squared(dy)}) = √${round(square)} = ${shownDistance}${unit ? ` ${unit}` : ''}.`,
        `Direction of ${seen}: ${direction ?? 'the same point'}${direction && direction.includes('-') ? ' (off both axes, so a corner direction)' : ''}.`,
      ],
    },
  ];
  const checkLines = [check, `${squared(dx)} + ${squared(dy)} = ${round(square)}, and (${shownDistance.split(' ≈ ')[0]})² = ${round(square)}.`];
  // An option that states both the distance and the direction is right whichever of them is asked.
  const both = (option: string) => direction !== null && statesDistance(option, distance, unit) && statesDirection(normaliseOcr(option).replace(/[\d.√]+|\b(?:km|kms|m|metres?|meters?|steps?)\b|[,;]/gi, ' '), direction);
  if (what.distance && what.direction) {
    if (!direction) return fail('The walk ends where it began, so there is no direction to give.');
    return solved(`${shownDistance.split(' ≈ ')[0]}${unit ? ` ${unit}` : ''} ${direction}`, both, steps, checkLines);
  }
  if (what.distance) return solved(String(round(distance)), (option) => both(option) || (statesDistance(option, distance, unit) && !/north|south|east|west/i.test(normaliseOcr(option))), steps, checkLines);
  if (what.direction) {
    const answer = direction ?? 'At the starting point';
    return solved(answer, (option) => both(option) || (direction ? statesDirection(option, direction) : /start|same\s*point|origin/i.test(option)), steps, checkLines);
  }
  return fail('I could not tell whether the question asks for the distance, the direction or the way faced.');
}

// ---------------------------------------------------------------- kinds of question

/** 'Q is 5 m north of P. R is 4 m east of Q. ... In which direction is P from S?' */
function solvePlaces(text: string, split: { walk: string; question: string }): LogicalResult | null {
  const clause = new RegExp(String.raw`\b([a-z]\w*)\s+is\s+(\d+(?:\.\d+)?)\s*${UNIT}\s+(?:to\s+the\s+|towards\s+(?:the\s+)?|due\s+)?${DIR}\s+of\s+(?:the\s+)?(?:point\s+|the\s+)?([a-z]\w*)\b`, 'g');
  const clauses = [...split.walk.matchAll(clause)];
  if (clauses.length === 0) return null;
  const rest = split.walk.replace(clause, ' ');
  if (/\d|\b(?:north|south|east|west|left|right)\b/.test(rest)) return fail('I could not read every placing of the points ("Q is 5 m north of P").');
  const places = new Map<string, [number, number]>();
  const steps: string[] = [];
  let unit = '';
  // Placings may come in any order: place each once the point it hangs on is placed.
  const pending = [...clauses];
  places.set(pending[0]![5]!, [0, 0]);
  steps.push(`Put ${pending[0]![5]!.toUpperCase()} at (0, 0).`);
  for (let round = 0; pending.length > 0 && round < 10; round += 1) {
    for (const match of [...pending]) {
      const [, point, amount, unitWord, dir, from] = match as unknown as [string, string, string, string, string, string];
      const base = places.get(from);
      const heading = headingOf(dir);
      if (!base || heading % 2 === 1) continue;
      const at: [number, number] = [base[0] + VECTORS[heading]![0] * Number(amount), base[1] + VECTORS[heading]![1] * Number(amount)];
      if (places.has(point) && places.get(point)!.join() !== at.join()) return fail(`${point.toUpperCase()} is placed in two different spots.`);
      places.set(point, at);
      unit = unitWord.startsWith('k') ? 'km' : unitWord.startsWith('m') ? 'm' : unitWord;
      steps.push(`${point.toUpperCase()} is ${amount} ${unit} ${title(heading)} of ${from.toUpperCase()}: (${at[0]}, ${at[1]}).`);
      pending.splice(pending.indexOf(match), 1);
    }
  }
  if (pending.length > 0) return fail('Some points are never tied to the others.');
  const ask =
    /\b(?:in\s+)?(?:which|what)\s+direction\s+is\s+(?:point\s+|the\s+)?([a-z]\w*)\s+(?:from|of|with\s+respect\s+to|w\.?r\.?t\.?)\s+(?:point\s+|the\s+)?([a-z]\w*)/.exec(split.question) ??
    /\b(?:how\s+far\s+is|distance\s+of)\s+(?:point\s+|the\s+)?([a-z]\w*)\s+from\s+(?:point\s+|the\s+)?([a-z]\w*)/.exec(split.question) ??
    /\bdistance\s+between\s+(?:point\s+|the\s+)?([a-z]\w*)\s+and\s+(?:point\s+|the\s+)?([a-z]\w*)/.exec(split.question) ??
    /\b(?:point\s+|the\s+)?([a-z]\w*)\s+is\s+in\s+which\s+direction\s+(?:from|of|with\s+respect\s+to)\s+(?:point\s+|the\s+)?([a-z]\w*)/.exec(split.question);
  if (!ask || !places.has(ask[1]!) || !places.has(ask[2]!)) return fail('I could not read which two points the question asks about.');
  const [target, from] = [places.get(ask[1]!)!, places.get(ask[2]!)!];
  const what = asked(split.question);
  const [x, y] = [target[0] - from[0], target[1] - from[1]];
  return positionAnswer(x, y, unit, { ...what, reversed: false }, [...steps, `Measure from ${ask[2]!.toUpperCase()}: ${ask[1]!.toUpperCase()} is at (${x}, ${y}) relative to it.`], `Going back from ${ask[1]!.toUpperCase()} by (${-x}, ${-y}) lands on ${ask[2]!.toUpperCase()}.`, ask[2]!.toUpperCase(), ask[1]!.toUpperCase());
}

/**
 * 'Two friends start from the same point. One goes 6 km east, the other goes 8 km north. How far
 * apart are they?': two walkers not named, told as 'one' and 'the other'. Only the distance
 * between them is read, since a direction would need to say which one it is seen from.
 */
function solveOneAndOther(split: { walk: string; question: string }, unit: string): LogicalResult | null {
  const told = /\b(?:start|started|starts|set\s+out|begin|began|leave|left)\b[^.]*\bsame\s+(?:point|place|spot)\s*[.,;]\s*(?:then\s+)?one\s+(?:of\s+them\s+)?(.+?)\s*[,;]?\s+(?:and\s+|while\s+|whereas\s+)?(?:then\s+)?the\s+other\s+(?:one\s+)?(.+?)\.?$/.exec(split.walk);
  if (!told) return null;
  if (!/\bapart\b|\bdistance\s+between\s+(?:them|the\s+two)\b/.test(split.question) || /\bdirection\b/.test(split.question)) return fail('I could not tell which of the two walkers the question measures from.');
  const followed = [told[1]!, told[2]!].map((walk) => follow(walk, unit));
  for (const walk of followed) if (typeof walk === 'string') return fail(walk);
  const [a, b] = followed as [Walk, Walk];
  if (a.legs === 0 || b.legs === 0) return fail('I could not follow both walks.');
  const [x, y] = [a.x - b.x, a.y - b.y];
  const steps = [`The first: ${a.steps.join(' ')}`, `The other: ${b.steps.join(' ')}`, `The first is (${round(x)}, ${round(y)}) from the other.`];
  return positionAnswer(x, y, unit, { facing: false, distance: true, direction: false, reversed: false }, steps, `The other at (${round(b.x)}, ${round(b.y)}) plus (${round(x)}, ${round(y)}) is the first at (${round(a.x)}, ${round(a.y)}).`, 'the other', 'the first');
}

/** 'A and B start from the same point. A goes ... B goes ... How far apart are they?' */
function solveTwoWalkers(split: { walk: string; question: string }, unit: string): LogicalResult | null {
  const pair = /\b([a-z]+)\s+and\s+([a-z]+)\s+(?:start|started|starts|set\s+out|begin|began|leave|left)\b[^.]*\b(?:same|one)\s+(?:point|place|spot)/.exec(split.walk);
  if (!pair) {
    const unnamed = solveOneAndOther(split, unit);
    if (unnamed) return unnamed;
  }
  if (!pair) return /\b(?:both|each\s+of\s+them|they|apart|two\s+(?:friends|persons|people|men|boys|girls))\b|\bthe\s+other\b/.test(`${split.walk} ${split.question}`) ? fail('The question has more than one walker, told in a way I cannot follow.') : null;
  const [first, second] = [pair[1]!, pair[2]!];
  const rest = split.walk.slice(pair.index + pair[0].length);
  const parts = rest.split(/(?<=[.;])\s+/).filter((part) => /[a-z]/.test(part));
  const walks = new Map<string, string[]>([[first, []], [second, []]]);
  const key = (name: string) => name.replace(/rn/g, 'm');
  for (const part of parts) {
    const said = /^([a-z]+)\b/.exec(part.trim())?.[1];
    const who = [first, second].find((name) => said !== undefined && key(name) === key(said));
    if (!who || !walks.has(who)) return fail(`I could not tell whose walk "${part.trim()}" is.`);
    walks.get(who)!.push(part.replace(/^\s*[a-z]+\s+/, ''));
  }
  const followed = [first, second].map((name) => follow(walks.get(name)!.join(' '), unit));
  for (const walk of followed) if (typeof walk === 'string') return fail(walk);
  const [a, b] = followed as [Walk, Walk];
  if (a.legs === 0 || b.legs === 0) return fail('I could not follow both walks.');
  const what = asked(split.question);
  const apart = /\bapart\b|\bdistance\s+between\s+(?:them|the\s+two)\b|\bhow\s+far\s+(?:is|are)\s+[a-z]+\s+from\s+[a-z]+/.test(split.question);
  const fromName = new RegExp(String.raw`\b(?:is\s+)?(${first}|${second})\s+(?:now\s+)?(?:from|of|with\s+respect\s+to)\s+(${first}|${second})\b`).exec(split.question);
  if (!apart && !fromName) return fail('I could not tell which of the two the question measures from.');
  const [target, from] = fromName && fromName[1] !== fromName[2] ? [fromName[1] === first ? a : b, fromName[1] === first ? b : a] : [a, b];
  const [targetName, fromNameText] = fromName && fromName[1] !== fromName[2] ? [fromName[1]!, fromName[2]!] : [first, second];
  if (what.direction && !(fromName && fromName[1] !== fromName[2])) return fail('I could not tell which of the two the direction is measured from.');
  const name = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const steps = [`${name(first)}: ${a.steps.join(' ')}`, `${name(second)}: ${b.steps.join(' ')}`, `${name(targetName)} is (${target.x - from.x}, ${target.y - from.y}) from ${name(fromNameText)}.`];
  return positionAnswer(target.x - from.x, target.y - from.y, unit, { ...what, distance: what.distance || apart, reversed: false }, steps, `${name(fromNameText)} at (${from.x}, ${from.y}) plus (${target.x - from.x}, ${target.y - from.y}) is ${name(targetName)} at (${target.x}, ${target.y}).`, name(fromNameText), name(targetName));
}

/** Where the sun stands: East in the morning, West in the evening; null when the time of day is not one of them. */
function sunHeading(text: string): Heading | null {
  // 'a.m.' or a clock time ('7 am'), never the word 'am' ('I am facing the sun').
  const morning = /\b(?:morning|sunrise|dawn)\b|\d\s*a\.?\s?m\b|\ba\.m\./.test(text);
  const evening = /\b(?:evening|sunset|dusk)\b|\d\s*p\.?\s?m\b|\bp\.m\./.test(text);
  return morning === evening ? null : morning ? 2 : 6;
}

/** 'One morning ... the shadow of the pole fell exactly to his left. Which direction was he facing?' */
function solveShadow(text: string): LogicalResult | null {
  if (!/\bshadow/.test(text)) return null;
  const sun = sunHeading(text);
  if (sun === null) return fail('I could not tell whether it was morning or evening, which fixes where the sun is.');
  const morning = sun === 2;
  const shadow = (sun + 4) % 8;
  const side = /\b(?:to|towards|on)\s+(?:his|her|their|the)\s+(left|right)(?:\s+(?:side\s+)?of\s+([a-z]+))?\b|\b(in\s+front\s+of|behind|towards)\s+(him|her|them|[a-z]+)\b/.exec(text);
  // Whose left: one person, or the one named ('to the left of Udai'); two people facing each other face opposite ways.
  const twoPeople = /\beach\s+other\b|\bface\s+to\s+face\b/.test(text);
  // 'Suresh's shadow was to his right': the shadow's owner is whose right it is.
  const owner = /\b([a-z]+)'s\s+shadow\b/.exec(text)?.[1] ?? null;
  const reference = side?.[2] ?? (side?.[4] && !/^(?:him|her|them)$/.test(side[4]) ? side[4] : side?.[1] && /^(?:his|her)$/.test(/\b(?:to|towards|on)\s+(his|her|their|the)\s/.exec(side[0])?.[1] ?? '') ? owner : null);
  const askedWho = /\b(?:which|what)\s+direction\s+(?:was|is|were)\s+([a-z]+)\s+facing/.exec(text)?.[1] ?? null;
  if (twoPeople && (!reference || !askedWho || /^(?:he|she|they)$/.test(askedWho))) return fail('Two people face each other here, and I could not tell whose left or right the shadow is on.');
  const turnedAround = twoPeople && reference !== askedWho;
  const facingWord = new RegExp(String.raw`\b(?:facing|faces|faced)\s+(?:towards?\s+)?(?:the\s+)?${DIR}`).exec(text);
  const offsets: Readonly<Record<string, number>> = { right: 2, left: 6, 'in front of': 0, towards: 0, behind: 4 };
  const where = side?.[1] ?? side?.[3];
  const steps = [`In the ${morning ? 'morning the sun is in the East, so shadows fall to the West' : 'evening the sun is in the West, so shadows fall to the East'}.`];
  if (/\b(?:which|what)\s+direction\s+(?:was|is|were)\s+(?:he|she|they|[a-z]+)\s+facing|\bfacing\s*\?/.test(text) && where && !facingWord) {
    // The shadow is at `offset` from the way faced: facing = shadow - offset.
    const referenceFacing = (shadow - offsets[where]! + 8) % 8;
    const facing = turnedAround ? (referenceFacing + 4) % 8 : referenceFacing;
    steps.push(`The shadow falls ${where === 'towards' ? 'in front of' : where === 'right' || where === 'left' ? `to the ${where}` : where} of ${reference ?? 'the person'}, so ${reference ?? 'that person'} faces ${title(referenceFacing)}.`);
    if (turnedAround) steps.push(`${askedWho} faces ${reference}, so ${askedWho} faces the opposite way: ${title(facing)}.`);
    return solved(title(facing), (option) => statesDirection(option, title(facing)), [{ title: 'Place the sun and the shadow', bullets: steps }], [
      `Facing ${title(referenceFacing)}, the ${where === 'right' || where === 'left' ? where : where === 'behind' ? 'back' : 'front'} points ${title((referenceFacing + offsets[where]!) % 8)}, which is where a ${morning ? 'morning' : 'evening'} shadow falls.`,
    ]);
  }
  if (facingWord && /\b(?:which|what)\s+direction\s+(?:was|is|did|does)\s+(?:the\s+|his\s+|her\s+)?shadow/.test(text)) {
    steps.push(`The shadow points ${title(shadow)} whichever way the person faces.`);
    return solved(title(shadow), (option) => statesDirection(option, title(shadow)), [{ title: 'Place the sun and the shadow', bullets: steps }], [`The sun in the ${morning ? 'East' : 'West'} throws the shadow to the opposite side, ${title(shadow)}.`]);
  }
  return fail('I could not read where the shadow fell and what is asked.');
}

/**
 * A walk told by turns alone ('travelled 80 m, turned right and walked 50 m ...') asked only how
 * far it ends from the start: the distance is the same whichever way the walk began, so the
 * first leg is taken as North.
 */
function relativeWalk(text: string, moving: RegExp): LogicalResult | null {
  if (!moving.test(text) || !/\b(?:turns?|turned|turning)\s+(?:to\s+(?:his|her|the)\s+)?(?:left|right)/.test(text)) return null;
  const split = splitQuestion(text);
  if (!split || !/\d\s*(?:km|m\b|metres?|meters?)/.test(split.walk)) return null;
  const what = asked(split.question);
  if (!what.distance || what.direction || what.facing) return null;
  const unitWord = new RegExp(String.raw`\d\s*${UNIT}\b`).exec(split.walk)?.[1] ?? '';
  const unit = /^k/.test(unitWord) ? 'km' : /^m/.test(unitWord) ? 'm' : unitWord;
  const walk = follow(split.walk, unit, 0);
  if (typeof walk === 'string') return fail(walk);
  if (walk.legs < 2) return fail('I could not follow the walk leg by leg.');
  const steps = ['No compass direction is given; the distance from the start does not depend on the first direction, so take the first leg as North.', ...walk.steps];
  return positionAnswer(walk.x, walk.y, unit, { ...what, reversed: false }, steps, `Adding the ${walk.legs} legs again gives the same end point (${round(walk.x)}, ${round(walk.y)}).`);
}

/**
 * Direction sense questions: null when the stem is not one; otherwise the worked answer, or the
 * reason it cannot be given with certainty.
 */
/**
 * 'If East becomes South-West, North-East becomes South and so on, what will South become?': the
 * compass turned as a whole; every pair given must show the same turn.
 */
function solveBecomes(text: string): LogicalResult | null {
  const pairs = [...text.matchAll(new RegExp(String.raw`\b${DIR}\s+(?:becomes|is\s+called|is\s+replaced\s+by|changes\s+to|turns\s+into)\s+${DIR}\b`, 'g'))];
  const ask = new RegExp(String.raw`\bwhat\s+(?:will|would|does)\s+${DIR}\s+(?:become|be\s+called|be)\b|\b${DIR}\s+(?:will|would)\s+become\s+(?:what|which)\b|\bwhat\s+is\s+${DIR}\s+(?:called|now)\b`).exec(text);
  if (pairs.length === 0 || !ask) return null;
  const turns = new Set(pairs.map((pair) => (headingOf(pair[2]!) - headingOf(pair[1]!) + 8) % 8));
  if (turns.size !== 1) return fail('The pairs given do not all turn the compass by the same angle.');
  const turn = [...turns][0]!;
  const from = headingOf(ask[1] ?? ask[2] ?? ask[3]!);
  const answer = title((from + turn) % 8);
  return solved(answer, (option) => statesDirection(option, answer), [
    { title: 'Find the turn of the compass', bullets: pairs.map((pair) => `${title(headingOf(pair[1]!))} becomes ${title(headingOf(pair[2]!))}: a turn of ${turn * 45}° clockwise.`) },
    { title: 'Turn the direction asked', bullets: [`${title(from)} turned ${turn * 45}° clockwise is ${answer}.`] },
  ], [`Turning ${answer} back ${turn * 45}° anticlockwise gives ${title(from)}.`]);
}

/**
 * 'She turned right, then took an about turn. Now she is facing East. Which way was she facing at
 * the start?': the turns worked from the end backwards. The net turn does not depend on where it
 * began, so it is found from North and taken off the final heading.
 */
function facedAtStart(split: { walk: string; question: string }): LogicalResult | null {
  if (!/\b(?:was|were|did)\s+(?:he|she|they|[a-z]+)\s+(?:(?:initially|originally|first)\s+)?(?:facing|face)\b[^?]*\b(?:at\s+(?:the\s+)?(?:start|beginning|first)|initially|originally|in\s+the\s+beginning|before\s+(?:the\s+|his\s+|her\s+)?(?:first\s+)?turn)|\b(?:was|were|did)\s+(?:he|she|they|[a-z]+)\s+(?:initially|originally|first)\s+(?:facing|face)\b|\b(?:his|her|their)\s+(?:initial|original|starting)\s+(?:direction|facing)\b/.test(split.question)) return null;
  const now = new RegExp(String.raw`(?:^|[.,;]\s*|\s+and\s+)(?:(?:now|finally|at\s+the\s+end|in\s+the\s+end)\s*,?\s+)?(?:he|she|they|[a-z]+)\s+(?:(?:is|was|are|were)\s+)?(?:now\s+)?(?:(?:ends?|ended)\s+up\s+)?(?:facing|faces|faced)\s+(?:towards?\s+)?(?:the\s+)?${DIR}(?:\s+direction)?\s*\.?\s*$`).exec(split.walk);
  if (!now) return fail('I could not read which way the person faces at the end.');
  const turnsText = split.walk.slice(0, now.index);
  if (new RegExp(String.raw`\b${DIR}`).test(turnsText)) return fail('The turns name compass directions as well, which I do not work backwards.');
  const walk = follow(turnsText, '', 0);
  if (typeof walk === 'string') return fail(walk);
  if (walk.turns.length === 0 || walk.legs > 0) return fail('I could not read the turns alone.');
  const net = walk.heading!;
  const final = headingOf(now[1]!);
  const start = (final - net + 8) % 8;
  const answer = title(start);
  const said = walk.steps.map((step) => step.replace(/:.*$/, '')).join('; ');
  return solved(answer, (option) => statesDirection(option, answer), [
    { title: 'Add up the turns (right is clockwise)', bullets: [`The turns: ${said}.`, `Together they come to ${net * 45}° clockwise.`] },
    { title: 'Undo them from the end', bullets: [`She ends facing ${title(final)}; turning ${net * 45}° anticlockwise from it gives ${answer}.`] },
  ], [`Starting from ${answer} and turning ${net * 45}° clockwise ends facing ${title((start + net) % 8)}, as the question says.`]);
}

/**
 * The question moved to the end when it was asked first ('In which direction is the school from
 * the park? The school is ...'), and a student's chat after the last question mark dropped
 * ('... from start?? ans with reason'): the walk readers look for the ask at the end.
 */
function askLast(text: string): string {
  const chatless = text.replace(/\?+\s*(?:(?:pls|plz|please|ans|answer|with|reason|explain|help|solve|quick|quickly|asap|fast|me|it|and|steps?|solution|\.{2,}|[.!])\s*)+\??\s*$/, '?').replace(/\?{2,}/g, '?');
  const first = /^([^?]*\?)\s*([^?]+)$/.exec(chatless);
  if (!first || splitQuestion(chatless)?.walk || !/\d|\bturn/.test(first[2]!)) return chatless;
  const rest = first[2]!.trim();
  return `${/[.!]$/.test(rest) ? rest : `${rest}.`} ${first[1]!.trim()}`;
}

/**
 * The sun as a compass word: 'towards the sun in the morning' is towards the east, 'facing the
 * setting sun' is facing west, 'with the sun behind him' in the morning is facing west, 'with the
 * sun on his left' in the morning is facing south. The text unchanged when it names no sun, or
 * names it without saying morning or evening (then a leg towards it has no direction and is not
 * placed).
 */
function sunAsCompass(text: string): string {
  const compass = (heading: Heading) => COMPASS[heading]!;
  let out = text.replace(/\b(?:the\s+)?rising\s+sun\b/g, 'east').replace(/\b(?:the\s+)?setting\s+sun\b/g, 'west');
  const sun = sunHeading(out);
  if (sun === null) return out;
  out = out
    .replace(/\bwith\s+(?:the\s+sun\s+(?:behind|at)\s+(?:him|her|them|his\s+back|her\s+back|their\s+back)|(?:his|her|their)\s+back\s+(?:to|towards)\s+the\s+sun)\b/g, `facing ${compass((sun + 4) % 8)}`)
    .replace(/\bwith\s+the\s+sun\s+(?:on|to)\s+(?:his|her|their)\s+(left|right)(?:\s+side)?\b/g, (_whole, side: string) => `facing ${compass((sun + (side === 'left' ? 2 : 6)) % 8)}`)
    .replace(/\baway\s+from\s+the\s+sun\b/g, compass((sun + 4) % 8))
    .replace(/\b(?:in\s+the\s+direction\s+of|towards?|facing|faces|faced|face)\s+the\s+sun\b/g, (whole) => `${/^fac/.test(whole) ? whole.split(/\s+/)[0] : 'towards'} ${compass(sun)}`);
  return out;
}

const CLOCK_TIME = /\b(?:at\s+)?(?:about\s+|around\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:a\.m\.|p\.m\.|am\b|pm\b|a\.m\b|p\.m\b)/g;

/** 'In which direction was he walking then?': the way the walker is going, asked as the way faced. */
const WALKING_WAY = /\b(?:which|what)\s+direction\s+(?:is|was|will|would)\s+(?:he|she|they|[a-z]+)\s+(?:be\s+)?(?:walking|going|moving|heading|travell?ing|driving|cycling|running)\b(?![^?]*\bfrom\b)/;

export function solveDirection(stem: string): LogicalResult | null {
  let text = askLast(regular(stem));
  const shadow = solveShadow(text);
  if (shadow) return shadow;
  // The sun as the question writes it: a name the ungluing cut ('sunita' as 'sun it a') is not it.
  const namesSun = /\bsun\b/i.test(stem);
  if (namesSun) text = sunAsCompass(text);
  // A clock time ('at 5:30 p.m.') says where the sun is, read above; it is no leg of the walk.
  text = text.replace(CLOCK_TIME, ' ');
  const becomes = solveBecomes(text);
  if (becomes) return becomes;
  // 'Now his right hand points which direction?': the way faced, then a quarter turn to that side.
  const hand = /\b(?:now\s+)?(?:his|her|their)\s+(right|left)\s+hand\s+(?:points?|is\s+pointing|will\s+point|would\s+point)\s+(?:to(?:wards)?\s+)?(?:in\s+)?(?:which|what)\s+direction\s*\??\s*$|\b(?:in\s+)?(?:which|what)\s+direction\s+(?:does|will|is|would)\s+(?:his|her|their)\s+(right|left)\s+hand\s+(?:point|pointing|be\s+pointing)(?:\s+(?:to|towards))?(?:\s+now)?\s*\??\s*$/.exec(text);
  const handSide = hand ? (hand[1] ?? hand[2]!) : null;
  if (hand) text = `${text.slice(0, hand.index)} which direction is he facing now?`;
  const moving = /\b(?:walks?|walked|goes|went|go|moves?|moved|travels?|travelled|traveled|drives?|drove|runs?|ran|cycles?|cycled|proceeds?|proceeded|covers?|covered|turns?|turned|facing|faces|stands?|rotates?|rides?|rode|jogs?|jogged|swims?|swam|flies|flew|sails?|sailed|heads?|headed|marche[sd]|walking|going|moving|driving|cycling|running|travell?ing)\b/;
  const hasCompass = new RegExp(`\\b${DIR}`).test(text);
  const places = /\b[a-z]\w*\s+is\s+\d+(?:\.\d+)?\s*(?:km|m|metres?|meters?)\s+(?:to\s+the\s+)?(?:north|south|east|west)/.test(text);
  if (!hasCompass) return relativeWalk(text, moving);
  if (!moving.test(text) && !places) return null;
  // A walk has legs ('10 km') or turns; 'six people sit in a row facing north' has neither.
  const legs = /\d\s*(?:km|kilomet|m\b|metres?|meters?|mtrs?|steps?|feet|ft|yards?|miles?)/.test(text);
  const turns = /\b(?:turns?|turned|turning|rotates?|rotated)\b|\d\s*°/.test(text);
  if (!legs && !(turns && (/\b(?:facing|faces|faced)\b/.test(text) || WALKING_WAY.test(text)))) return null;
  const split = splitQuestion(text);
  if (!split) return legs ? fail('I could not find the question asked about the walk (how far, or which direction).') : null;
  const before = facedAtStart(split);
  if (before) return before;
  // 'He found himself 1 km west of his starting point. How far did he ride at first?': an unknown leg, not the end point.
  if (/\b(?:found|finds)\s+(?:himself|herself|themselves)\b|\b(?:of|from)\s+(?:his|her|their|the)\s+start(?:ing)?\s+(?:point|place)\b/.test(split.walk) || /\bhow\s+(?:far|much|many\s+\w+)\s+did\b|\binitially\b|\bat\s+first\b/.test(split.question)) {
    return fail('The question gives where the walk ends and asks for one of its legs, which I do not work backwards.');
  }
  const unitWord = new RegExp(String.raw`\d\s*${UNIT}\b`).exec(split.walk)?.[1] ?? '';
  const unit = /^k/.test(unitWord) ? 'km' : /^m/.test(unitWord) ? 'm' : /^step/.test(unitWord) ? 'steps' : unitWord;
  if (places) {
    const placed = solvePlaces(text, split);
    if (placed) return placed;
  }
  const pair = solveTwoWalkers(split, unit);
  if (pair) return pair;
  // A sun the walk still names ('the sun was on his left') is a heading left unread.
  // ('the sun', as papers write it: a name the ungluing cut, 'sun it a', is not one.)
  if (namesSun && /\b(?:the|a)\s+sun\b/.test(split.walk)) return fail('I could not tell where the sun stands in the walk.');
  const walk = follow(split.walk.replace(/^(?:starting\s+from\s+(?:a|his|her|the)\s+(?:point|home|house|office|place)\s*,?\s*)/, ''), unit);
  if (typeof walk === 'string') return fail(walk);
  const what = asked(split.question);
  if (what.facing) {
    if (walk.heading === null || walk.steps.length < 2) return fail('I could not follow the turns from the first heading.');
    const answer = title((walk.heading + (handSide === 'right' ? 2 : handSide === 'left' ? 6 : 0)) % 8);
    // The check: the turns added up as one net turn from the first heading.
    const net = walk.turns.reduce((sum, turn) => sum + turn, 0) % 8;
    if (walk.firstHeading === null || (walk.firstHeading + net) % 8 !== walk.heading) return fail('The turns do not add up to one final heading.');
    const handStep = handSide ? [`Facing ${title(walk.heading)}, the ${handSide} hand points a quarter turn ${handSide === 'right' ? 'clockwise' : 'anticlockwise'}: ${answer}.`] : [];
    return solved(answer, (option) => statesDirection(option, answer), [{ title: 'Follow the turns (right is clockwise)', bullets: [...walk.steps, ...handStep] }], [
      `All the turns together come to ${net * 45}° clockwise (${((8 - net) % 8) * 45}° anticlockwise); ${net * 45}° clockwise from ${title(walk.firstHeading)} is ${title(walk.heading)}${handSide ? `, and the ${handSide} hand points ${answer}` : ''}.`,
    ]);
  }
  if (walk.legs < 1 || walk.steps.length < 2) return fail('I could not follow the walk leg by leg.');
  const [east, north] = [walk.moves.reduce((sum, [dx]) => sum + dx, 0), walk.moves.reduce((sum, [, dy]) => sum + dy, 0)];
  if (round(east) !== round(walk.x) || round(north) !== round(walk.y)) return fail('The legs do not add up to one end point.');
  return positionAnswer(walk.x, walk.y, unit, what, walk.steps, `Adding the ${walk.legs} legs again: east-west ${sum(walk.moves.map(([dx]) => dx).filter((dx) => dx !== 0))} = ${round(east)}, north-south ${sum(walk.moves.map(([, dy]) => dy).filter((dy) => dy !== 0))} = ${round(north)}.`);
}
