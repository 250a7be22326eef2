import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { LogicalResult } from './logical-result';
import { plain } from './logical-result';

/**
 * The family model shared by the two blood-relation readers (statements such as 'A is the
 * brother of B', and a speaker's 'He is the son of my grandfather's only son'):
 *
 * - every family word is a walk of links: parent (P), child (C), spouse (S), sibling (B), so
 *   'grandfather' is a parent's father and 'cousin' a parent's sibling's child;
 * - each statement says that two walks end at the same person ('His mother's brother is the
 *   father of my son'), and the people met on the way form a graph;
 * - the relation asked is read off every path between the two people, shortened by the rules a
 *   family obeys under the usual exam conventions (siblings share both parents, a parent's spouse
 *   is the other parent, an aunt's husband is an uncle), and named.
 *
 * Where a rule can go two ways (my father's son is me or my brother) both readings are kept; the
 * answer is given only when one relation is left, or when exactly one of the readings is among
 * the options.
 */

export type Sex = 'm' | 'f' | null;
export type Link = 'P' | 'C' | 'S' | 'B';
/** A brother- or sister-in-law: a spouse's sibling or a sibling's spouse, until a path says which. */
type Move = readonly [Link | 'I', Sex];

// ---------------------------------------------------------------- reading the text

/**
 * The words these questions are made of. A token outside this list that is two of them glued
 * together ('boyrelated', 'tohis') is split, and one with 'rn' for 'm' ('grandrnother') mended.
 */
const VOCABULARY = new Set(
  `a an the of to is are was were am be has have had and or but if then so that this these who whose which what how when where
   with in on at as for from by not no none any only one two three four five six also both each other another same
   i me my myself you your he him his himself she her herself they them their it its we our us
   related relation relationship relative relatives called named name said says say told tells tell replied remarked asked
   introduced introduces introducing introduce pointing points pointed point pointing showing shows showed looking looked
   towards toward photo photograph picture portrait image man men woman women boy boys girl girls lady gentleman person people
   young old friend friends guest guests teacher family members member married couple male female child children
   father mother son daughter brother sister husband wife spouse parent parents sibling siblings grandfather grandmother
   grandson granddaughter grandchild grandparent uncle aunt nephew niece cousin cousins sons daughters brothers sisters
   wives husbands twins paternal maternal in-law father-in-law mother-in-law son-in-law daughter-in-law brother-in-law
   sister-in-law following read statements statement given consider question answer options cannot determined
   into within without another whom`.split(/\s+/),
);

/** A token with digits among its letters, as a phone camera reads 'l', 'o', 's', 'b': 'Ani1', 's0n', 'H0w'. */
function withLettersForDigits(token: string): string {
  if (/^\d+(?:st|nd|rd|th|s|km|m)?$/i.test(token) || token.replace(/[^A-Za-z]/g, '').length < 2) return token;
  return token.replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's').replace(/8/g, 'b');
}

/** A known word, or one with 'rn' read for its 'm'; null for anything else. */
function known(word: string): string | null {
  if (VOCABULARY.has(word)) return word;
  const mended = word.replace(/rn/g, 'm');
  return mended !== word && VOCABULARY.has(mended) ? mended : null;
}

/**
 * A run of known words glued together ('boyrelated', 'ismy'), split into at most three, no
 * one-letter word but 'a'; of two splits the one with more family words, then the longer longest
 * word ('the mother', not 'them other'; 'the man', not 'them an').
 */
function split(lower: string, parts = 3): string | null {
  const readings: string[][] = [];
  const walk = (rest: string, taken: string[]) => {
    const whole = known(rest);
    if (whole && (rest.length > 1 || rest === 'a')) readings.push([...taken, whole]);
    if (taken.length + 1 >= parts) return;
    for (let cut = 1; cut < rest.length; cut += 1) {
      const left = known(rest.slice(0, cut));
      if (left && (cut > 1 || left === 'a')) walk(rest.slice(cut), [...taken, left]);
    }
  };
  walk(lower, []);
  // Family words and people first ('the man', not 'them an'), then the longest word.
  const key = (words: string[]) => words.filter((word) => KEY_WORD.test(word)).join('').length;
  const longest = (words: string[]) => Math.max(...words.map((word) => word.length));
  return readings.sort((a, b) => key(b) - key(a) || longest(b) - longest(a) || a.length - b.length)[0]?.join(' ') ?? null;
}

const KEY_WORD = /^(?:(?:grand)?(?:father|mother|son|daughter|parent|child)|brother|sister|husband|wife|spouse|uncle|aunt|nephew|niece|cousin|man|woman|boy|girl|lady|gentleman|related|relation|relationship)s?$/;

/** Splits a lower-case token that is known words glued together (a lost space), or mends 'rn' read for 'm'. */
function mendedWord(token: string): string {
  const lower = token.toLowerCase();
  if (VOCABULARY.has(lower) || token !== lower) return token;
  return split(lower) ?? token;
}

/**
 * The question as printed, mended for what a phone camera does to it: digits inside words, a lost
 * space ('isPrakash's', 'boyrelated', 'Swatiis' when 'Swati' is written elsewhere), 'rn' for 'm',
 * curly quotes, and the question's own number.
 */
/**
 * A question typed in a chat ('pls solve: who is deepak's brother's son's sister to him?? ans with
 * reason'): the lead-in and the sign-off dropped, and names typed in lower case given their
 * capital. A name is a word outside the question words that owns something ("deepak's") or
 * speaks ('vivek says'); every other place it is written then reads as that name.
 */
function typedRelationText(text: string): string {
  const chatless = text
    .replace(/\bgot(?=confused\b)/i, 'got ')
    .replace(/^((?:Q(?:uestion)?\s*[.:-]?\s*\d{1,3}\s*[.):-]?|\d{1,3}\s*[.)])\s*)?(?:(?:pls|plz|please|sir|mam|ma'am|kindly)\s+)*(?:solve|help)\b\s*:?\s*/i, '$1')
    .replace(/(?:\s*(?:\?+|\.{2,}|…|!+))?\s*(?:\b(?:got|i\s+am|i'm|am|getting|so)\s+)?\b(?:confused|pls|plz|please|help(?:\s+me)?|explain|ans(?:wer)?|with\s+reason|reason|sir|mam|solve(?:\s+(?:it|this))?|quick(?:ly)?|asap|fast|urgent|thanks?|thx)\b(?:[\s.?!]*\b(?:confused|pls|plz|please|help(?:\s+me)?|explain|ans(?:wer)?|with\s+reason|reason|sir|mam|solve(?:\s+(?:it|this))?|quick(?:ly)?|asap|fast|urgent|thanks?|thx)\b)*[\s.?!]*$/i, (tail: string) => (/\?/.test(tail) || !/[.?!]\s*$/.test(text) ? '?' : tail));
  const owners = [...chatless.matchAll(/(?<![A-Za-z'])([a-z]{3,})(?='s\b|\s+(?:says|said|tells|told|introduced|introduces|remarked)\b)/g)]
    .map((match) => match[1]!)
    .filter((token) => !VOCABULARY.has(token) && !/^(?:someone|somebody|everyone|anyone|nobody|whose|photo|papa|pappa|dad|daddy|mummy|mom|mum|mommy|mumma|maa|bro|sis|sir|mam)$/.test(token));
  let out = chatless;
  for (const name of new Set(owners)) out = out.replace(new RegExp(`(?<![A-Za-z'])${name}(?![A-Za-z])`, 'g'), name.charAt(0).toUpperCase() + name.slice(1));
  return out;
}

export function mendRelationText(original: string): string {
  let text = original
    .normalize('NFKC')
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/[A-Za-z0-9]+/g, withLettersForDigits);
  text = typedRelationText(text);
  text = text.replace(/^(?:(?:Q(?:uestion|ues|n)?\s*(?:No\.?)?\s*[.:-]?\s*[\dOlIS]{1,3}|[\d][\dOoIlSsBbZz]{0,2}|[OlIS][\d][\dOoIlSsBbZz]?)\s*[.):-]\s*|Q(?:uestion)?\s*[.:-]?\s*\d{1,3}\s+)/, '');
  // 'IfF is the son of R': a one-letter name glued to the 'If' before it.
  text = text.replace(/\b(If|Then|And)([A-Z])(?=\s+(?:is|was|and|has)\b)/g, '$1 $2');
  // 'son ofG', 'How isZ': a one-letter name glued to the little word before it.
  text = text.replace(/\b(of|is|to|and|if|then|how|that)([A-Z])\b/g, '$1 $2');
  // 'L and Kare sisters': a one-letter name glued to the verb after it, when the text names people by letters.
  if ((text.match(/\b[B-Z]\b/g) ?? []).length >= 2) text = text.replace(/\b([A-Z])(are|is)\b/g, '$1 $2');
  // 'mymom's brother': 'my' glued to the family word after it.
  text = text.replace(/\bmy(?=(?:mom|dad|papa|mummy|bro|sis|mother|father|brother|sister|son|daughter|wife|husband|uncle|aunt)(?:'s)?\b)/gi, 'my ');
  // 'isPrakash' and "Prakash'sfather": a lost space shows as a capital or a letter straight after "'s".
  text = text.replace(/([a-z])([A-Z])(?=[a-z])/g, '$1 $2').replace(/'s(?=[a-z])/g, "'s ");
  text = text.replace(/[A-Za-z]+(?:-[A-Za-z]+)*/g, mendedWord);
  // 'Swatiis', 'Mohanismy': a name glued to the next words, when the name is written on its own elsewhere;
  // 'Howis': a capitalised run of known words written only once.
  const names = new Set([...text.matchAll(/\b[A-Z][a-z]*\b/g)].map((match) => nameKey(match[0])));
  const count = (token: string) => [...text.matchAll(new RegExp(`\\b${token}\\b`, 'g'))].length;
  text = text.replace(/\b[A-Z][a-z]{2,}\b/g, (token: string) => {
    if (VOCABULARY.has(token.toLowerCase()) || count(token) > 1) return token;
    for (let cut = token.length - 2; cut >= 1; cut -= 1) {
      const [name, rest] = [token.slice(0, cut), token.slice(cut)];
      const words = split(rest, 2);
      if (names.has(nameKey(name)) && words) return `${name} ${words}`;
    }
    const words = split(token.toLowerCase(), 3);
    // Not a name's last 'a' ('Anya' is no 'any a'; 'Introducinga' is 'Introducing a').
    return words && words.includes(' ') && !/(?:^| )\w{1,4} a$/.test(words) ? words.replace(/^\w/, (letter) => letter.toUpperCase()) : token;
  });
  return text;
}

/** A name as an identity: 'Lakshrni' and 'Lakshmi' are one person ('m' read as 'rn'). */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/rn/g, 'm');
}

/** An option's text in a form that survives misreadings: 'C0usin', 'Grandrn0ther'. */
function canonical(text: string): string {
  return plain(text.replace(/[A-Za-z0-9]+/g, withLettersForDigits)).replace(/rn/g, 'm');
}

// ---------------------------------------------------------------- family words as walks

/** Each family word as the walk it names. */
const WORDS: Readonly<Record<string, readonly Move[]>> = {
  father: [['P', 'm']],
  mother: [['P', 'f']],
  parent: [['P', null]],
  son: [['C', 'm']],
  daughter: [['C', 'f']],
  child: [['C', null]],
  brother: [['B', 'm']],
  sister: [['B', 'f']],
  sibling: [['B', null]],
  husband: [['S', 'm']],
  wife: [['S', 'f']],
  spouse: [['S', null]],
  grandfather: [['P', null], ['P', 'm']],
  grandmother: [['P', null], ['P', 'f']],
  grandparent: [['P', null], ['P', null]],
  grandson: [['C', null], ['C', 'm']],
  granddaughter: [['C', null], ['C', 'f']],
  grandchild: [['C', null], ['C', null]],
  uncle: [['P', null], ['B', 'm']],
  aunt: [['P', null], ['B', 'f']],
  nephew: [['B', null], ['C', 'm']],
  niece: [['B', null], ['C', 'f']],
  cousin: [['P', null], ['B', null], ['C', null]],
  'father-in-law': [['S', null], ['P', 'm']],
  'mother-in-law': [['S', null], ['P', 'f']],
  'son-in-law': [['C', null], ['S', 'm']],
  'daughter-in-law': [['C', null], ['S', 'f']],
  'brother-in-law': [['I', 'm']],
  'sister-in-law': [['I', 'f']],
};

/** Family words longest first, for regular expressions ('grandfather' before 'father'). */
export const RELATION_WORDS = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** 'man', 'boy', 'he', 'his' ... as a sex. */
export function sexOfWord(word: string | undefined): Sex {
  if (!word) return null;
  if (/^(?:man|men|boy|boys|gentleman|male|he|him|his|himself|brothers|sons|husband)$/i.test(word)) return 'm';
  if (/^(?:woman|women|girl|girls|lady|female|she|her|herself|sisters|daughters|wife)$/i.test(word)) return 'f';
  return null;
}

/** One move of a phrase's walk: the link, the sex the word gives, and 'only' ('my only brother'). */
export interface WalkMove {
  readonly link: Link | 'I';
  readonly sex: Sex;
  readonly only: boolean;
  /** The first move of 'grandfather': the parent on the line of descent. */
  readonly grandMiddle: boolean;
}

/** Who a phrase starts from: a named person, or a role the scene gives ('my' is the speaker). */
export type Role = 'speaker' | 'pointed' | 'listener';
export type Anchor = { readonly name: string } | { readonly role: Role };

/** A phrase read as a walk from its anchor, and the name it gives the person reached ('my son Ashish'). */
export interface Phrase {
  readonly anchor: Anchor;
  readonly moves: readonly WalkMove[];
  readonly named: string | null;
}

const NAME = String.raw`[A-Z][a-z]*`;

function movesOf(word: string, only: boolean): WalkMove[] {
  const moves = WORDS[word.toLowerCase()]!;
  return moves.map(([link, sex], index) => ({ link, sex, only: only && index === moves.length - 1, grandMiddle: moves.length === 2 && index === 0 && /^grand/i.test(word) }));
}

function extended(base: Phrase | null, word: string, only: boolean): Phrase | null {
  return base && { anchor: base.anchor, moves: [...base.moves, ...movesOf(word, only)], named: null };
}

/** The person each pronoun stands for in a scene: 'my' is the speaker, 'his' the man pointed to. */
export interface Pronouns {
  readonly first?: Role;
  readonly second?: Role;
  readonly he?: Role;
  readonly she?: Role;
}

const PRONOUN: Readonly<Record<string, keyof Pronouns>> = {
  i: 'first', me: 'first', my: 'first', myself: 'first', you: 'second', your: 'second', yourself: 'second',
  he: 'he', him: 'he', his: 'he', himself: 'he', she: 'she', her: 'she', herself: 'she',
};

function anchored(word: string, pronouns: Pronouns): Phrase | null {
  const role = pronouns[PRONOUN[word.toLowerCase()]!];
  return role ? { anchor: { role }, moves: [], named: null } : null;
}

/**
 * Reads a phrase that names a person: 'Ravi', 'the son of my grandfather's only son', "Ravi's
 * father's sister", 'his mother', 'my son Ashish'; null for anything else.
 */
export function readPhrase(raw: string, pronouns: Pronouns = {}): Phrase | null {
  const text = raw.trim().replace(/^(?:the|a|an)\s+/i, '');
  const rel = RELATION_WORDS;
  let match = new RegExp(`^(.*\\b(?:${rel}))\\s+(${NAME})$`, 'i').exec(text);
  if (match && /^[A-Z]/.test(match[2]!) && !VOCABULARY.has(match[2]!.toLowerCase())) {
    const base = readPhrase(match[1]!, pronouns);
    return base && { ...base, named: match[2]! };
  }
  match = new RegExp(`^(only\\s+)?(${rel})\\s+of\\s+(.+)$`, 'i').exec(text);
  if (match) return extended(readPhrase(match[3]!, pronouns), match[2]!, Boolean(match[1]));
  match = new RegExp(`^(.+)'s\\s+(only\\s+)?(${rel})$`, 'i').exec(text);
  if (match) return extended(readPhrase(match[1]!, pronouns), match[3]!, Boolean(match[2]));
  match = new RegExp(`^(my|his|her|your)\\s+(only\\s+)?(${rel})$`, 'i').exec(text);
  if (match) return extended(anchored(match[1]!, pronouns), match[3]!, Boolean(match[2]));
  if (/^(?:i|me|myself|you|yourself|he|him|himself|she|her|herself)$/i.test(text)) return anchored(text, pronouns);
  const demonstrative = /^(?:this|that)\s+(man|boy|gentleman|woman|girl|lady)$/i.exec(text);
  if (demonstrative) return anchored(sexOfWord(demonstrative[1]) === 'm' ? 'he' : 'she', pronouns);
  if (new RegExp(`^${NAME}$`).test(text) && text !== 'I' && (text.length === 1 || !VOCABULARY.has(text.toLowerCase()))) return { anchor: { name: text }, moves: [], named: null };
  return null;
}

// ---------------------------------------------------------------- the family graph

interface Node {
  sex: Sex;
  label: string | null;
  grandMiddle: boolean;
  noSiblings: boolean;
}

interface Edge {
  readonly a: number;
  readonly b: number;
  /** P: a is b's parent. S: married. B: siblings. I: siblings-in-law. */
  readonly link: 'P' | 'S' | 'B' | 'I';
  /** b is a's only child (or sibling) of b's sex. */
  readonly onlyB: boolean;
  /** a is b's only sibling of a's sex. */
  readonly onlyA: boolean;
}

/** The people the statements speak of, named or not, with what links them. */
export class FamilyGraph {
  private readonly up: number[] = [];
  private readonly nodes: Node[] = [];
  private readonly edges: Edge[] = [];
  private readonly byKey = new Map<string, number>();
  contradiction: string | null = null;

  /** A new person; a label marks someone the question names or points to (two labels are two people). */
  add(label: string | null = null, sex: Sex = null): number {
    this.up.push(this.up.length);
    this.nodes.push({ sex, label, grandMiddle: false, noSiblings: false });
    return this.up.length - 1;
  }

  /** The person with this name, one node however the name is misread. */
  named(name: string): number {
    const key = nameKey(name);
    const found = this.byKey.get(key);
    if (found !== undefined) return this.root(found);
    const id = this.add(name);
    this.byKey.set(key, id);
    return id;
  }

  has(name: string): boolean {
    return this.byKey.has(nameKey(name));
  }

  root(id: number): number {
    let at = id;
    while (this.up[at] !== at) at = this.up[at]!;
    return at;
  }

  node(id: number): Readonly<Node> {
    return this.nodes[this.root(id)]!;
  }

  setSex(id: number, sex: Sex): void {
    if (!sex) return;
    const node = this.nodes[this.root(id)]!;
    if (node.sex && node.sex !== sex) this.contradiction = `${node.label ?? 'one person'} is said to be both male and female.`;
    node.sex = sex;
  }

  markNoSiblings(id: number): void {
    this.nodes[this.root(id)]!.noSiblings = true;
  }

  /** Two descriptions of one person: their facts are joined; two named people cannot be one. */
  merge(a: number, b: number): void {
    const [x, y] = [this.root(a), this.root(b)];
    if (x === y) return;
    const [keep, drop] = [this.nodes[x]!, this.nodes[y]!];
    if (keep.label && drop.label && keep.label !== drop.label) this.contradiction = `${keep.label} and ${drop.label} would have to be the same person.`;
    this.setSex(x, drop.sex);
    keep.label ??= drop.label;
    keep.noSiblings ||= drop.noSiblings;
    this.up[y] = x;
  }

  /** Walks from a person along a phrase's moves, adding the people met; the person reached. */
  walk(from: number, moves: readonly WalkMove[]): number {
    let at = from;
    for (const move of moves) {
      const next = this.add(null, move.sex);
      if (move.grandMiddle) this.nodes[next]!.grandMiddle = true;
      if (move.link === 'P') this.edges.push({ a: next, b: at, link: 'P', onlyB: false, onlyA: false });
      else if (move.link === 'C') this.edges.push({ a: at, b: next, link: 'P', onlyB: move.only, onlyA: false });
      else this.edges.push({ a: at, b: next, link: move.link, onlyB: move.only, onlyA: false });
      at = next;
    }
    return at;
  }

  /** Parents, children, spouse and siblings of a person, as steps from them. */
  private neighbours(id: number): { link: Link | 'I'; to: number; only: boolean; leavingOnly: boolean }[] {
    const me = this.root(id);
    const found: { link: Link | 'I'; to: number; only: boolean; leavingOnly: boolean }[] = [];
    for (const edge of this.edges) {
      const [a, b] = [this.root(edge.a), this.root(edge.b)];
      if (a === b) continue;
      if (a === me) found.push({ link: edge.link === 'P' ? 'C' : edge.link, to: b, only: edge.onlyB, leavingOnly: false });
      if (b === me) found.push({ link: edge.link === 'P' ? 'P' : edge.link, to: a, only: edge.link === 'B' && edge.onlyA, leavingOnly: edge.link === 'P' && edge.onlyB });
    }
    return found;
  }

  /** A spouse has the other sex: what one statement says of a wife tells her husband's sex. */
  settle(): void {
    for (let round = 0; round < 4; round += 1) {
      for (const edge of this.edges) {
        if (edge.link !== 'S') continue;
        const [a, b] = [this.node(edge.a), this.node(edge.b)];
        if (a.sex && !b.sex) this.setSex(edge.b, a.sex === 'm' ? 'f' : 'm');
        if (b.sex && !a.sex) this.setSex(edge.a, b.sex === 'm' ? 'f' : 'm');
        if (a.sex && a.sex === b.sex) this.contradiction = 'Two people of one sex are said to be married.';
      }
    }
  }

  person(id: number): Person {
    const node = this.node(id);
    return { id: this.root(id), sex: node.sex, label: node.label, grandMiddle: node.grandMiddle, noSiblings: node.noSiblings };
  }

  /** Every path without repeats from one person to another, as steps (shortest first, at most 40). */
  paths(from: number, to: number, longest = 10): Step[][] {
    const target = this.root(to);
    const found: Step[][] = [];
    const visit = (at: number, path: Step[], seen: Set<number>) => {
      if (found.length >= 40 || path.length > longest) return;
      if (at === target) {
        found.push(path);
        return;
      }
      for (const { link, to: next, only, leavingOnly } of this.neighbours(at)) {
        if (seen.has(next)) continue;
        visit(next, [...path, { link, only, leavingOnly, to: this.person(next) }], new Set([...seen, next]));
      }
    };
    visit(this.root(from), [], new Set([this.root(from)]));
    return found.sort((a, b) => a.length - b.length);
  }
}

// ---------------------------------------------------------------- shortening a walk

/** A person met on a walk: who (graph node, name), and what is known. */
export interface Person {
  readonly id: number;
  readonly sex: Sex;
  readonly label: string | null;
  readonly grandMiddle: boolean;
  readonly noSiblings: boolean;
}

export interface Step {
  readonly link: Link | 'I';
  /** The person reached is the only child (or sibling) of their sex of the one before. */
  readonly only: boolean;
  /** A step to a parent from their only son (or only daughter). */
  readonly leavingOnly?: boolean;
  readonly to: Person;
}

interface Reading {
  readonly start: Person;
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

const opposite = (sex: Sex): Sex => (sex === 'm' ? 'f' : sex === 'f' ? 'm' : null);
const WORD_FOR: Readonly<Record<Link | 'I', readonly [string, string, string]>> = {
  P: ['father', 'mother', 'parent'],
  C: ['son', 'daughter', 'child'],
  S: ['husband', 'wife', 'spouse'],
  B: ['brother', 'sister', 'sibling'],
  I: ['brother-in-law', 'sister-in-law', 'sibling-in-law'],
};
const word = (link: Link | 'I', sex: Sex) => WORD_FOR[link][sex === 'm' ? 0 : sex === 'f' ? 1 : 2];
const who = (person: Person) => person.label ?? 'that person';

/** One person under two descriptions, if they can be: the same sex, and not two different named people. */
/** A label that names a person by a role ("Sita's father", or the 'that person' a chain ends at), who may be someone named as well. */
const byRole = (label: string | null) => label !== null && (/'s\s|\bof\s/.test(label) || label === 'that person');

function samePerson(x: Person, z: Person): Person | null {
  if (x.sex && z.sex && x.sex !== z.sex) return null;
  if (x.label && z.label && x.label !== z.label && !byRole(x.label) && !byRole(z.label)) return null;
  const label = x.label && z.label ? (byRole(x.label) ? z.label : x.label) : (x.label ?? z.label);
  return { id: x.id, sex: x.sex ?? z.sex, label, grandMiddle: x.grandMiddle, noSiblings: x.noSiblings || z.noSiblings };
}

interface Rewrite {
  /** The two steps come back to where they began. */
  readonly self?: boolean;
  readonly by?: readonly Step[];
  /** The sex this reading gives the person before the two steps. */
  readonly sexBefore?: Sex;
  readonly note: string;
}

/** How two steps in a row can be said in fewer, by the rules every family obeys; null when they cannot. */
function rewrites(x: Person, first: Step, second: Step): Rewrite[] | null {
  const z = second.to;
  const pair = `${first.link}${second.link}`;
  const step = (link: Link, sex: Sex = z.sex): Step => ({ link, only: false, to: { ...z, sex } });
  const canBeSelf = samePerson(x, z) !== null;
  switch (pair) {
    case 'PC':
    case 'BB': {
      const kin = pair === 'PC' ? `a ${word('P', first.to.sex)}'s ${word('C', z.sex)}` : `a ${word('B', first.to.sex)}'s ${word('B', z.sex)}`;
      const sibling: Rewrite = { by: [step('B')], note: `${kin} who is not ${who(x)} is ${who(x)}'s ${word('B', z.sex)}` };
      if (second.only && z.sex) {
        const self: Rewrite = { self: true, note: `${kin}, the only one, is ${who(x)} when ${who(x)} is ${z.sex === 'm' ? 'male' : 'female'}` };
        if (x.sex) return [x.sex === z.sex ? self : sibling];
        if (x.grandMiddle) return [{ self: true, note: `the only ${word('C', z.sex)} of a grandparent is taken as the parent on the line of descent (a grandfather is the father's father)` }];
        return [self, { ...sibling, sexBefore: opposite(z.sex) }];
      }
      if (second.only) return [{ self: true, note: `${kin}, the only one, is ${who(x)}` }];
      // Up from the only son and down to a son: the same person.
      if (first.leavingOnly && x.sex && z.sex) return [x.sex === z.sex ? { self: true, note: `${who(x)} is the only ${word('C', x.sex)}, so ${kin} is ${who(x)}` } : sibling];
      // The same convention walked the other way: down from a grandparent to the parent on the line of descent.
      if (first.leavingOnly && x.sex && z.grandMiddle) return [{ self: true, note: `the only ${word('C', x.sex)} of a grandparent is taken as the parent on the line of descent (a grandfather is the father's father)` }];
      if (first.leavingOnly && x.sex) {
        const other = opposite(x.sex);
        return [
          { self: true, note: `${kin} is ${who(x)} when of the same sex, ${who(x)} being the only ${word('C', x.sex)}` },
          { by: [step('B', other)], note: `${kin} of the other sex is ${who(x)}'s ${word('B', other)}` },
        ];
      }
      return [...(canBeSelf ? [{ self: true, note: `${kin} can be ${who(x)}` }] : []), ...(x.noSiblings ? [] : [sibling])];
    }
    case 'CP': {
      const spouseSex = z.sex ?? opposite(x.sex);
      const spouse: Rewrite = { by: [step('S', spouseSex)], note: `the other parent of ${who(x)}'s child is ${who(x)}'s ${word('S', spouseSex)}` };
      const canBeSpouse = !(x.sex && z.sex && x.sex === z.sex);
      return [...(canBeSelf ? [{ self: true, note: `a ${word('C', first.to.sex)}'s ${word('P', z.sex)} can be ${who(x)}` }] : []), ...(canBeSpouse ? [spouse] : [])];
    }
    case 'BP':
      return [{ by: [step('P')], note: `a ${word('B', first.to.sex)}'s ${word('P', z.sex)} is one's own ${word('P', z.sex)} (siblings share both parents)` }];
    case 'SS':
      return [{ self: true, note: `a ${word('S', first.to.sex)}'s ${word('S', z.sex)} is oneself` }];
    case 'PS': {
      const sex = z.sex ?? opposite(first.to.sex);
      return [{ by: [step('P', sex)], note: `a ${word('P', first.to.sex)}'s ${word('S', z.sex)} is one's ${word('P', sex)} (a parent's spouse is the other parent)` }];
    }
    case 'SC':
      return [{ by: [step('C')], note: `a ${word('S', first.to.sex)}'s ${word('C', z.sex)} is one's own ${word('C', z.sex)}` }];
    case 'CB':
      return [{ by: [step('C')], note: `a ${word('C', first.to.sex)}'s ${word('B', z.sex)} is one's own ${word('C', z.sex)}` }];
    default:
      return null;
  }
}

/** A brother-in-law step as the two walks it can be: a spouse's brother, or a sibling's husband. */
function expanded(steps: readonly Step[]): Step[][] {
  const at = steps.findIndex((step) => step.link === 'I');
  if (at < 0) return [[...steps]];
  const middle: Person = { id: -1 - at, sex: null, label: null, grandMiddle: false, noSiblings: false };
  const [head, tail, to] = [steps.slice(0, at), steps.slice(at + 1), steps[at]!.to];
  return [
    [...head, { link: 'S' as const, only: false, to: middle }, { link: 'B' as const, only: false, to }, ...tail],
    [...head, { link: 'B' as const, only: false, to: middle }, { link: 'S' as const, only: false, to }, ...tail],
  ].flatMap(expanded);
}

/** Every way a walk can be shortened: pairs of steps are rewritten, left to right, until none can be. */
function shorten(start: Person, steps: readonly Step[], notes: readonly string[] = []): Reading[] {
  for (let index = 0; index + 1 < steps.length; index += 1) {
    const x = index === 0 ? start : steps[index - 1]!.to;
    const options = rewrites(x, steps[index]!, steps[index + 1]!);
    if (!options) continue;
    return options.flatMap((option) => {
      let before: Person | null = option.sexBefore !== undefined ? { ...x, sex: option.sexBefore } : x;
      let rest: Step[];
      if (option.self) {
        before = samePerson(before, steps[index + 1]!.to);
        rest = steps.slice(index + 2);
      } else rest = [...option.by!, ...steps.slice(index + 2)];
      if (!before) return [];
      const head = steps.slice(0, index).map((step, at) => (at === index - 1 ? { ...step, to: before! } : step));
      return shorten(index === 0 ? before : start, [...head, ...rest], [...notes, option.note]);
    });
  }
  return [{ start, steps, notes }];
}

// ---------------------------------------------------------------- naming

/** Names of shortened walks: [male, female, sex unknown]. */
const NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  // A walk that comes back to where it began: the same person.
  '': ['Himself', 'Herself', 'Himself or herself'],
  P: ['Father', 'Mother', 'Parent'],
  C: ['Son', 'Daughter', 'Child'],
  S: ['Husband', 'Wife', 'Spouse'],
  B: ['Brother', 'Sister', 'Sibling'],
  PP: ['Grandfather', 'Grandmother', 'Grandparent'],
  CC: ['Grandson', 'Granddaughter', 'Grandchild'],
  PPP: ['Great-grandfather', 'Great-grandmother', 'Great-grandparent'],
  CCC: ['Great-grandson', 'Great-granddaughter', 'Great-grandchild'],
  PB: ['Uncle', 'Aunt', 'Uncle or aunt'],
  PBS: ['Uncle', 'Aunt', 'Uncle or aunt'],
  BC: ['Nephew', 'Niece', 'Nephew or niece'],
  SBC: ['Nephew', 'Niece', 'Nephew or niece'],
  PBC: ['Cousin', 'Cousin', 'Cousin'],
  PPB: ['Grand-uncle', 'Grand-aunt', 'Grand-uncle or grand-aunt'],
  BCC: ['Grand-nephew', 'Grand-niece', 'Grand-nephew or grand-niece'],
  SP: ['Father-in-law', 'Mother-in-law', 'Parent-in-law'],
  CS: ['Son-in-law', 'Daughter-in-law', 'Child-in-law'],
  SB: ['Brother-in-law', 'Sister-in-law', 'Sibling-in-law'],
  BS: ['Brother-in-law', 'Sister-in-law', 'Sibling-in-law'],
};

/** The same relation seen from the other person: an uncle's nephew, a father-in-law's son-in-law. */
const CONVERSE: Readonly<Record<string, string>> = { '': '', P: 'C', C: 'P', S: 'S', B: 'B', PP: 'CC', CC: 'PP', PPP: 'CCC', CCC: 'PPP', PB: 'BC', BC: 'PB', PBS: 'SBC', SBC: 'PBS', PBC: 'PBC', PPB: 'BCC', BCC: 'PPB', SP: 'CS', CS: 'SP', SB: 'BS', BS: 'SB' };

const MEANING: Readonly<Record<string, string>> = {
  '': 'the same person',
  P: 'a parent',
  C: 'a child',
  S: 'a spouse',
  B: 'a child of the same parents',
  PP: "a parent's parent",
  CC: "a child's child",
  PPP: "a grandparent's parent",
  CCC: "a grandchild's child",
  PB: "a parent's brother or sister",
  PBS: "the husband or wife of a parent's sister or brother",
  BC: "a brother's or sister's child",
  SBC: "a spouse's brother's or sister's child",
  PBC: "a parent's brother's or sister's child",
  PPB: "a grandparent's brother or sister",
  BCC: "a brother's or sister's grandchild",
  SP: "a spouse's parent",
  CS: "a child's husband or wife",
  SB: "a spouse's brother or sister",
  BS: "a brother's or sister's husband or wife",
};

interface Named {
  /** 'Paternal uncle', 'Sister', 'Uncle or aunt'. */
  readonly term: string;
  readonly signature: string;
  readonly neutral: boolean;
  readonly reading: Reading;
}

function named(reading: Reading): Named | null {
  const signature = reading.steps.map((step) => step.link).join('');
  const names = NAMES[signature];
  if (!names) return null;
  const sex = reading.steps.length > 0 ? reading.steps.at(-1)!.to.sex : reading.start.sex;
  const term = names[sex === 'm' ? 0 : sex === 'f' ? 1 : 2];
  // A grandparent, uncle or aunt is on the father's or the mother's side: the first step says which.
  const side = /^PP$|^PBS?$/.test(signature) ? reading.steps[0]!.to.sex : null;
  return {
    term: side ? `${side === 'm' ? 'Paternal' : 'Maternal'} ${term.toLowerCase()}` : term,
    signature,
    neutral: sex === null && signature !== 'PBC',
    reading,
  };
}

const withoutSide = (term: string) => term.replace(/^(?:Paternal|Maternal) (\w)/, (_whole, first: string) => first.toUpperCase());
const UNDETERMINED = /cannotbedetermined|cantbedetermined|datainadequate|datainsufficient|cannotbesaid|notdetermin/;

/** The option texts that state a term (with or without its side). */
function states(option: string, found: Named): boolean {
  // 'His son' in answer to 'Whose portrait was Harsh looking at?': the word after the possessive.
  // 'Hisson': the possessive a photo glued to the family word.
  const shown = canonical(option.replace(/^\s*(?:his|her|their)\s+(?:own\s+)?(?=[a-z])/i, '').replace(new RegExp(`^\\s*(?:his|her|their)(?=(?:${RELATION_WORDS})\\s*$)`, 'i'), ''));
  if (found.neutral) return UNDETERMINED.test(shown);
  return shown === canonical(found.term) || shown === canonical(withoutSide(found.term));
}

const LINK_WORD: Readonly<Record<Link | 'I', string>> = { P: 'parent', C: 'child', S: 'spouse', B: 'brother or sister', I: 'brother- or sister-in-law' };

function describeWalk(steps: readonly Step[]): string {
  return steps.map((step) => `${step.to.label ? `${step.to.label} (${word(step.link, step.to.sex)})` : word(step.link, step.to.sex)}`).join(' → ');
}

export interface Question {
  readonly graph: FamilyGraph;
  /** The person whose relation is asked, and the one it is asked to. */
  readonly subject: number;
  readonly object: number;
  readonly options: readonly string[];
  /** The statements as read, for the first step. */
  readonly read: readonly string[];
  readonly readTitle: string;
}

/**
 * What `subject` is to `object`: every path between them is shortened and named; the names that
 * every path allows are kept. One name left is the answer; more than one is settled by the
 * options only when exactly one of them is offered. The answer is checked by walking the other
 * way: the relation of object to subject must be the converse word.
 */
export function nameRelation({ graph, subject, object, options, read, readTitle }: Question): LogicalResult {
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  graph.settle();
  if (graph.contradiction) return fail(`The statements contradict each other: ${graph.contradiction}`);
  const [x, y] = [graph.person(subject), graph.person(object)];
  const [xName, yName] = [x.label ?? 'the person asked about', y.label ?? 'the other person'];
  if (x.id === y.id) return fail(`${xName} and ${yName} come out as one person.`);
  const paths = graph.paths(object, subject);
  if (paths.length === 0) return fail(`The statements do not connect ${xName} to ${yName}.`);
  const allowed: Map<string, Named>[] = [];
  for (const path of paths) {
    // 'Farhan's son's wife's father-in-law' may come back to Farhan himself: that reading ('Himself') is weighed with the others, never dropped.
    const shortened = expanded(path).flatMap((walk) => shorten(y, walk));
    const readings = shortened.some((reading) => reading.steps.length > 0) ? shortened : [];
    if (readings.length === 0) return fail(`The statements contradict each other along ${yName} → ${describeWalk(path)}.`);
    const names = readings.map(named);
    // A path with a reading that has no one-word name tells nothing for certain.
    if (names.every((found): found is Named => found !== null)) allowed.push(new Map(names.map((found) => [withoutSide(found.term), found])));
  }
  if (allowed.length === 0) return fail(`The chain from ${yName} to ${xName} does not shorten to one standard relation.`);
  // The names every path allows; a side (paternal, maternal) is kept where any path shows it.
  const candidates = allowed.reduce((kept, here) => new Map([...kept].filter(([key]) => here.has(key)).map(([key, found]) => [key, found.term.includes(' ') ? found : here.get(key)!])));
  if (candidates.size === 0) return fail('The statements contradict each other.');
  const all = [...candidates.values()];
  // A reading whose sex is open ('uncle or aunt') is offered when either word is.
  const offered = all.filter((found) => options.some((option) => states(option, found) || (found.neutral && NAMES[found.signature]!.slice(0, 2).some((term) => canonical(option) === canonical(term)))));
  let chosen = all.length === 1 ? all[0]! : offered.length === 1 ? offered[0]! : null;
  if (!chosen) return fail(`The words can be read more than one way (${all.map((found) => found.term).join(' or ')}), and the options do not settle it.`);
  // A sex never stated: 'cannot be determined' when that is offered; else the one gendered word offered, if only one is.
  let sexFromOptions: string | null = null;
  if (chosen.neutral && !options.some((option) => UNDETERMINED.test(canonical(option)))) {
    const side = /^(Paternal|Maternal) /.exec(chosen.term)?.[1];
    const words = NAMES[chosen.signature]!.slice(0, 2).filter((term) => options.some((option) => canonical(option) === canonical(term) || (side !== undefined && canonical(option) === canonical(`${side} ${term}`))));
    if (words.length === 1) {
      sexFromOptions = words[0]!;
      chosen = { ...chosen, term: side ? `${side} ${words[0]!.toLowerCase()}` : words[0]!, neutral: false };
    }
  }
  // The check: walked from the subject back to the object, the relation is the converse word.
  const back = graph.paths(subject, object)[0]!;
  const converse = expanded(back)
    .flatMap((walk) => shorten(x, walk))
    .map(named)
    .filter((found) => found !== null && found.signature === CONVERSE[chosen.signature]);
  if (converse.length === 0) return fail(`Walking back from ${xName} to ${yName} does not give the matching relation, so I will not answer.`);
  const answer = chosen.neutral ? 'Cannot be determined' : chosen.term;
  const reading = chosen.reading;
  const steps: SolutionStep[] = [
    { title: readTitle, bullets: [...read] },
    {
      title: `Trace ${yName} to ${xName}`,
      bullets: [
        `${yName} → ${describeWalk(paths[0]!)}.`,
        ...reading.notes.map((note) => `Shorten: ${note}.`),
        `What is left: ${yName} → ${reading.steps.map((step) => LINK_WORD[step.link]).join(' → ')}, that is ${MEANING[chosen.signature]}.`,
      ],
    },
    {
      title: 'Name the relation',
      bullets: [
        chosen.neutral
          ? `${xName} is ${yName}'s ${chosen.term.toLowerCase()}, but ${xName}'s sex is never given, so the exact word cannot be determined.`
          : `${xName} is ${yName}'s ${chosen.term.toLowerCase()}.`,
        ...(sexFromOptions ? [`${xName}'s sex is not stated; of ${NAMES[chosen.signature]![0].toLowerCase()} and ${NAMES[chosen.signature]![1].toLowerCase()}, only ${sexFromOptions.toLowerCase()} is among the options.`] : []),
        ...(all.length > 1 ? [`The words also allow ${all.filter((found) => found !== chosen).map((found) => found.term).join(' or ')} (a sex or an identity the question leaves open); only ${chosen.term} is among the options.`] : []),
      ],
    },
  ];
  return {
    kind: 'blood-relation',
    solved: true,
    answer,
    matches: (option) => states(option, chosen),
    steps,
    check: [
      `Walking back from ${xName} to ${yName} (${describeWalk(back)}) shortens to ${MEANING[converse[0]!.signature]}: ${yName} is ${xName}'s ${converse[0]!.term.toLowerCase()}, the other side of ${chosen.term.toLowerCase()}.`,
      paths.length > 1 ? `All ${paths.length} ways through the family give ${chosen.term.toLowerCase()}.` : 'There is only one way through the family between them.',
    ],
  };
}


/** The people a scene gives roles to, and the names the statements use, as graph nodes. */
export type Anchors = (anchor: Anchor) => number | null;

/**
 * Adds 'LEFT is RIGHT' to the family: both phrases are walked from their anchors and the two
 * people reached are one. False when a phrase starts from someone the scene does not have.
 */
export function addIdentity(graph: FamilyGraph, left: Phrase, right: Phrase, anchors: Anchors): boolean {
  const ends: number[] = [];
  for (const phrase of [left, right]) {
    const start = anchors(phrase.anchor);
    if (start === null) return false;
    const end = graph.walk(start, phrase.moves);
    if (phrase.named) graph.merge(graph.named(phrase.named), end);
    ends.push(end);
  }
  graph.merge(ends[0]!, ends[1]!);
  return true;
}
