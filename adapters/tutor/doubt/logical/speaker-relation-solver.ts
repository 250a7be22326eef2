import type { LogicalResult } from './logical-result';
import { plain } from './logical-result';

/**
 * Blood relations told by a speaker: "Pointing to a man, Ravi said, 'He is the son of my
 * grandfather's only son.'" The speaker's phrase is read as a walk through the family from the
 * speaker (parent, child, spouse, sibling), the walk is shortened by the rules every family obeys
 * (my father's wife is my mother; my parent's only son is me, or my brother when I am a woman),
 * and what is left is named. Where a rule needs a sex that nothing states, both readings are
 * tried, and the options decide only if exactly one reading is among them.
 */

type Sex = 'm' | 'f' | null;
type Link = 'P' | 'C' | 'S' | 'B';

interface Step {
  readonly link: Link;
  readonly sex: Sex;
  /** 'only son': the one child of that sex. */
  readonly only: boolean;
}

const WORDS: Readonly<Record<string, readonly [Link, Sex][]>> = {
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
  grandson: [['C', null], ['C', 'm']],
  granddaughter: [['C', null], ['C', 'f']],
  uncle: [['P', null], ['B', 'm']],
  aunt: [['P', null], ['B', 'f']],
  nephew: [['B', null], ['C', 'm']],
  niece: [['B', null], ['C', 'f']],
  cousin: [['P', null], ['B', null], ['C', null]],
  'father-in-law': [['S', null], ['P', 'm']],
  'mother-in-law': [['S', null], ['P', 'f']],
  'son-in-law': [['C', null], ['S', 'm']],
  'daughter-in-law': [['C', null], ['S', 'f']],
  'brother-in-law': [['S', null], ['B', 'm']],
  'sister-in-law': [['S', null], ['B', 'f']],
};
const RELATION = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Names of the walk once shortened, by its links: [male, female, either]. */
const NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
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
  SP: ['Father-in-law', 'Mother-in-law', 'Parent-in-law'],
  CS: ['Son-in-law', 'Daughter-in-law', 'Child-in-law'],
  SB: ['Brother-in-law', 'Sister-in-law', 'Sibling-in-law'],
  BS: ['Brother-in-law', 'Sister-in-law', 'Sibling-in-law'],
  PPB: ['Grand-uncle', 'Grand-aunt', 'Grand-uncle or grand-aunt'],
  BCC: ['Grand-nephew', 'Grand-niece', 'Grand-nephew or grand-niece'],
  CSP: ['Son\'s or daughter\'s father-in-law', 'Son\'s or daughter\'s mother-in-law', 'Co-parent-in-law'],
};

const INVERSE: Readonly<Record<Link, Link>> = { P: 'C', C: 'P', S: 'S', B: 'B' };
const isMale = (word: string) => /^(?:man|boy|gentleman|male|he|him|his)$/.test(word);

function stepsOf(word: string, only: boolean): Step[] {
  const links = WORDS[word]!;
  return links.map(([link, sex], index) => ({ link, sex, only: only && index === links.length - 1 }));
}

/** The walk from the speaker that a phrase names: 'the son of my grandfather's only son'. */
function walk(phrase: string): Step[] | null {
  const text = phrase.trim().replace(/^(?:the|a|an)\s+/, '');
  if (/^(?:me|myself|i)$/.test(text)) return [];
  let match = new RegExp(`^(only\\s+)?(${RELATION})\\s+of\\s+(.+)$`).exec(text);
  if (match) {
    const base = walk(match[3]!);
    return base && [...base, ...stepsOf(match[2]!, Boolean(match[1]))];
  }
  match = new RegExp(`^(.+)'s\\s+(only\\s+)?(${RELATION})$`).exec(text);
  if (match) {
    const base = walk(match[1]!);
    return base && [...base, ...stepsOf(match[3]!, Boolean(match[2]))];
  }
  match = new RegExp(`^my\\s+(only\\s+)?(${RELATION})$`).exec(text);
  if (match) return stepsOf(match[2]!, Boolean(match[1]));
  // 'my son ashish': the relative's name adds nothing to the walk.
  match = new RegExp(`^(.*\\b(?:${RELATION}))\\s+[a-z]+$`).exec(text);
  return match ? walk(match[1]!) : null;
}

/** The sex of the person a walk reaches after `count` steps (0: the speaker). */
function sexAt(steps: readonly Step[], count: number, speaker: Sex): Sex {
  return count === 0 ? speaker : steps[count - 1]!.sex;
}

interface Reading {
  readonly steps: readonly Step[];
  /** What had to be taken as given on the way (a grandfather is the father's father). */
  readonly assumed: readonly string[];
}

const step = (link: Link, sex: Sex): Step => ({ link, sex, only: false });

/**
 * Every way a walk can be shortened by the rules every family obeys: my parent's son is me or my
 * brother, my child's mother is my wife or me, my father's wife is my mother. A pair of steps
 * that can mean two people gives two readings.
 */
function shorten(steps: readonly Step[], speaker: Sex, assumed: readonly string[] = []): Reading[] {
  for (let index = 0; index + 1 < steps.length; index += 1) {
    const [first, second] = [steps[index]!, steps[index + 1]!];
    const before = sexAt(steps, index, speaker);
    const self = before === null || second.sex === null || before === second.sex;
    let options: { by: Step[]; note?: string; sexBefore?: Sex }[] | null = null;
    if (first.link === 'P' && second.link === 'C') {
      if (second.only && before === null) {
        options = [{ by: [], sexBefore: second.sex, note: `the only ${second.sex === 'f' ? 'daughter' : 'son'} is the one on the line of descent (a grandfather is the father's father)` }];
      } else if (second.only) options = [{ by: before === second.sex ? [] : [step('B', second.sex)] }];
      else options = [...(self ? [{ by: [] }] : []), { by: [step('B', second.sex)] }];
    } else if (first.link === 'C' && second.link === 'P') {
      options = [...(self ? [{ by: [] }] : []), ...(second.sex === null || before !== second.sex ? [{ by: [step('S', second.sex)] }] : [])];
    } else if (first.link === 'B' && second.link === 'P') options = [{ by: [second] }];
    else if (first.link === 'B' && second.link === 'B') options = [...(self ? [{ by: [] }] : []), { by: [second] }];
    else if (first.link === 'S' && second.link === 'S') options = [{ by: [] }];
    else if (first.link === 'P' && second.link === 'S' && first.sex !== null) options = [{ by: [step('P', first.sex === 'm' ? 'f' : 'm')] }];
    else if (first.link === 'S' && second.link === 'C') options = [{ by: [second] }];
    else if (first.link === 'C' && second.link === 'B') options = [{ by: [step('C', second.sex)] }];
    if (!options) continue;
    return options.flatMap(({ by, note, sexBefore }) => {
      const head = steps.slice(0, index).map((kept, at) => (sexBefore !== undefined && at === index - 1 ? { ...kept, sex: sexBefore } : kept));
      return shorten([...head, ...by, ...steps.slice(index + 2)], speaker, note ? [...assumed, note] : assumed);
    });
  }
  return [{ steps, assumed }];
}

function nameOf(steps: readonly Step[], sex: Sex): string | null {
  const names = NAMES[steps.map((step) => step.link).join('')];
  if (!names) return null;
  return names[sex === 'm' ? 0 : sex === 'f' ? 1 : 2];
}

/** The same walk taken backwards: from the person reached to the speaker. */
function reversed(steps: readonly Step[], speaker: Sex): Step[] {
  return steps.map((_, index) => steps.length - 1 - index).map((at) => ({ link: INVERSE[steps[at]!.link], sex: sexAt(steps, at, speaker), only: false }));
}

interface Told {
  /** The speaker as the question names them: 'Ravi', or 'the girl'. */
  readonly speaker: string;
  readonly speakerSex: Sex;
  readonly pointed: string;
  readonly pointedSex: Sex;
  readonly statement: string;
}

const PERSON_NOUN = String.raw`(?:young\s+|old\s+)?(man|boy|gentleman|woman|girl|lady)`;

/** Who speaks, of whom, and what is said: 'Pointing to a man, Ravi said, "..."' in either order. */
function told(text: string): Told | null {
  const quote = /["“]([^"”]+)["”]|'((?:[^']|'(?=s\b))+)'/.exec(text);
  if (!quote) return null;
  const statement = (quote[1] ?? quote[2]!).trim();
  const around = `${text.slice(0, quote.index)} ${text.slice(quote.index + quote[0].length)}`;
  const speakerMatch =
    new RegExp(String.raw`\b(?:([A-Z][a-z]+)|an?\s+${PERSON_NOUN})\s+(?:said|says|told|tells|remarked|replied)\b`).exec(around) ??
    new RegExp(String.raw`\b(?:said|says|told)\s+(?:([A-Z][a-z]+)|an?\s+${PERSON_NOUN})\b`).exec(around);
  const pointing = new RegExp(String.raw`\b(?:pointing|points|pointed|looking|introducing|introduces|introduced|showing)\s+(?:to|at|towards)?\s*(?:a|an|the)?\s*(?:photo(?:graph)?|picture|portrait)?\s*(?:of)?\s*(?:a|an|the)?\s*(?:${PERSON_NOUN}|([A-Z][a-z]+))`, 'i').exec(around);
  if (!speakerMatch || !pointing) return null;
  const subject = /^\s*(he|she|his|her)\b/i.exec(statement)?.[1]?.toLowerCase();
  const sexOf = (word: string | undefined): Sex => (word ? (isMale(word.toLowerCase()) ? 'm' : 'f') : null);
  const pointedNoun = pointing[1];
  return {
    speaker: speakerMatch[1] ?? `the ${speakerMatch[2]!.toLowerCase()}`,
    speakerSex: sexOf(speakerMatch[2]),
    pointed: pointedNoun ? `the ${pointedNoun.toLowerCase()}` : pointing[2] && !/^(?:photo|photograph|picture|portrait)$/i.test(pointing[2]) ? pointing[2] : 'the person pointed to',
    pointedSex: pointedNoun ? sexOf(pointedNoun) : sexOf(subject),
    statement: statement.replace(/[.!]+$/, ''),
  };
}

export function solveSpeakerRelation(original: string, options: readonly string[] = []): LogicalResult | null {
  const text = original.replace(/\s+/g, ' ').replace(/[’‘]/g, "'");
  const said = told(text);
  if (!said) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const statement = said.statement.toLowerCase();
  // "He is the son of ..." names the person; "His mother is the only daughter of ..." names a relative of theirs.
  let steps: Step[] | null = null;
  const direct = /^(?:he|she|this\s+\w+|that\s+\w+|[a-z]+)\s+is\s+(.+)$/.exec(statement);
  const through = /^(?:his|her)\s+(.+?)\s+is\s+(.+)$/.exec(statement);
  if (through) {
    // 'His mother's brother is X': X's walk, then the pointed person's chain to X walked backwards.
    const relative = walk(through[2]!);
    const chain = walk(`my ${through[1]!}`);
    if (relative && chain) steps = [...relative, ...reversed(chain, said.pointedSex)];
  } else if (direct) steps = walk(direct[1]!);
  if (!steps) return fail(`I could not read the family words in "${said.statement}".`);

  const asked = /how\s+is\s+(.+?)\s+related\s+to\s+(.+?)[?.]/i.exec(text) ?? /what\s+is\s+(.+?)\s+(?:to|of)\s+(.+?)[?.]/i.exec(text);
  if (!asked) return fail('I could not read which of the two people the question asks about.');
  const speakerFirst = asked[1]!.trim().toLowerCase() === said.speaker.toLowerCase() || (said.speaker.startsWith('the ') && asked[1]!.toLowerCase().endsWith(said.speaker.slice(4)));
  // The speaker's sex matters only where a rule needs it: each reading is tried with it unknown, male and female.
  const readings = new Map<string, readonly string[]>();
  for (const speakerSex of said.speakerSex ? [said.speakerSex] : ([null, 'm', 'f'] as const)) {
    for (const reading of shorten(steps, speakerSex)) {
      // The person spoken of is not the speaker.
      if (reading.steps.length === 0) continue;
      const relation = speakerFirst ? shorten(reversed(reading.steps, speakerSex), said.pointedSex) : [reading];
      for (const { steps: path } of relation) {
        const name = path.length > 0 ? nameOf(path, speakerFirst ? speakerSex : (said.pointedSex ?? path[path.length - 1]!.sex)) : null;
        if (name && !readings.has(name)) readings.set(name, reading.assumed);
      }
    }
  }
  const definite = [...readings.keys()].filter((name) => !/ or |Parent$|Child$|Sibling$|Spouse$|-in-law$/.test(name) || readings.size === 1);
  const candidates = definite.length > 0 ? definite : [...readings.keys()];
  const shown = candidates.filter((name) => options.some((option) => plain(option) === plain(name)));
  const answer = candidates.length === 1 ? candidates[0]! : shown.length === 1 ? shown[0]! : null;
  if (!answer) return fail(candidates.length === 0 ? 'The family words do not lead to one standard relation.' : `The relation depends on a sex the question does not state (${candidates.join(' or ')}).`);
  const [subject, object] = speakerFirst ? [said.speaker, said.pointed] : [said.pointed, said.speaker];
  return {
    kind: 'blood-relation',
    solved: true,
    answer,
    matches: (option) => plain(option) === plain(answer),
    steps: [
      { title: 'Read what is said', bullets: [`${said.speaker} speaks of ${said.pointed}: "${said.statement}".`, 'Read it from the inside out, starting at "my" (the speaker).'] },
      {
        title: 'Shorten the chain',
        bullets: [
          ...steps.map((step) => `${{ P: 'parent', C: 'child', S: 'spouse', B: 'sibling' }[step.link]}${step.sex ? ` (${step.sex === 'm' ? 'male' : 'female'})` : ''}${step.only ? ', the only one' : ''}`).join(' → ').split('\n'),
          ...(readings.get(answer) ?? []).map((note) => `Taken as given: ${note}.`),
          ...(candidates.length > 1 ? [`The other reading (${candidates.filter((name) => name !== answer).join(', ')}) is not among the options, so the speaker's sex is the one the options show.`] : []),
        ],
      },
      { title: 'Name the relation', bullets: [`${subject} is ${object}'s ${answer.toLowerCase()}.`] },
    ],
    check: [`Read back: ${subject} is the ${answer.toLowerCase()} of ${object}, and walking ${said.speaker}'s words from "my" leads to the same person.`],
  };
}
