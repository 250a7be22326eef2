import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { FEMALE_NAMES, MALE_NAMES } from './draw-helpers';
import { four, fromPool, retry, type Four } from './logic-kit';

/**
 * Fresh tuning templates (ids 'fresh13/<kind>/<n>') for the constructions bank, SSC and CLAT papers
 * word in their own way: blood relations told as introductions and speech, coded relations
 * ('A + B means A is the mother of B') read from an expression or found among coded options,
 * syllogisms with 'at least some', 'only a few' and 'all ... are never', and direction sense told
 * with the sun, shadows and turns in degrees. Each computes its own answer: speech and coded
 * chains from tables worked by hand, syllogisms by listing every filling of the Venn regions,
 * directions from coordinates.
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({ kind, id: `fresh13/${kind}/${n}`, draw });

type Sex = 'M' | 'F';
const nameOf = (random: Random, sex: Sex, not: readonly string[] = []): string => random.pick((sex === 'M' ? MALE_NAMES : FEMALE_NAMES).filter((n) => !not.includes(n)));
const pron = (sex: Sex, m: string, f: string): string => (sex === 'M' ? m : f);
const RELATION_POOL = ['Father', 'Mother', 'Brother', 'Sister', 'Uncle', 'Aunt', 'Nephew', 'Niece', 'Grandfather', 'Grandmother', 'Son', 'Daughter', 'Husband', 'Wife'];

// ---------------------------------------------------------------- blood-relation

/**
 * What a speaker says of someone introduced or pictured: the speaker's and the other's sex, and
 * each one's relation to the other (worked by hand; where papers take 'my grandfather's only son'
 * to be the speaker's father, the cousin reading is never among the options).
 */
interface Speech {
  readonly speaker: Sex;
  readonly other: Sex;
  readonly quote: string;
  /** The speaker's relation to the other, and wrong answers near it. */
  readonly speakerIs: string;
  readonly speakerWrong: readonly string[];
  /** The other's relation to the speaker, and wrong answers near it. */
  readonly otherIs: string;
  readonly otherWrong: readonly string[];
}

const SPEECHES: readonly Speech[] = [
  // She is the only daughter of her father, so she is his mother.
  { speaker: 'F', other: 'M', quote: 'His mother is the only daughter of my father.', speakerIs: 'Mother', speakerWrong: ['Sister', 'Aunt', 'Grandmother'], otherIs: 'Son', otherWrong: ['Nephew', 'Brother', 'Grandson'] },
  // He is his mother's only son, so he is the boy's father.
  { speaker: 'M', other: 'M', quote: "His father is my mother's only son.", speakerIs: 'Father', speakerWrong: ['Brother', 'Uncle', 'Grandfather'], otherIs: 'Son', otherWrong: ['Nephew', 'Brother', 'Grandson'] },
  // His mother's only daughter is his sister; her daughter is his niece.
  { speaker: 'M', other: 'F', quote: 'Her mother is the only daughter of my mother.', speakerIs: 'Uncle', speakerWrong: ['Father', 'Brother', 'Grandfather'], otherIs: 'Niece', otherWrong: ['Daughter', 'Sister', 'Granddaughter'] },
  // Her father's only son is her brother; his daughter is her niece.
  { speaker: 'F', other: 'F', quote: 'Her father is the only son of my father.', speakerIs: 'Aunt', speakerWrong: ['Mother', 'Sister', 'Grandmother'], otherIs: 'Niece', otherWrong: ['Daughter', 'Sister', 'Granddaughter'] },
  // A woman's mother's only son is her brother; his son is her nephew.
  { speaker: 'F', other: 'M', quote: "He is the son of my mother's only son.", speakerIs: 'Aunt', speakerWrong: ['Mother', 'Sister', 'Grandmother'], otherIs: 'Nephew', otherWrong: ['Son', 'Brother', 'Grandson'] },
  // A man's mother's only son is himself.
  { speaker: 'M', other: 'M', quote: "He is the son of my mother's only son.", speakerIs: 'Father', speakerWrong: ['Uncle', 'Brother', 'Grandfather'], otherIs: 'Son', otherWrong: ['Nephew', 'Brother', 'Grandson'] },
  // The girl's father is his father: she is his sister.
  { speaker: 'M', other: 'F', quote: "Her brother's father is my grandfather's only son.", speakerIs: 'Brother', speakerWrong: ['Father', 'Uncle', 'Son'], otherIs: 'Sister', otherWrong: ['Daughter', 'Niece', 'Mother'] },
  // His father's only son is himself: she is his wife.
  { speaker: 'M', other: 'F', quote: 'Her husband is the only son of my father.', speakerIs: 'Husband', speakerWrong: ['Brother', 'Father', 'Son'], otherIs: 'Wife', otherWrong: ['Sister', 'Mother', 'Daughter'] },
  // Her mother's only daughter is herself.
  { speaker: 'F', other: 'F', quote: "Her mother is my mother's only daughter.", speakerIs: 'Mother', speakerWrong: ['Sister', 'Aunt', 'Grandmother'], otherIs: 'Daughter', otherWrong: ['Niece', 'Sister', 'Granddaughter'] },
  // His mother is the sister of the speaker's son: the speaker's daughter.
  { speaker: 'M', other: 'M', quote: "His mother's brother is my only son.", speakerIs: 'Grandfather', speakerWrong: ['Father', 'Uncle', 'Brother'], otherIs: 'Grandson', otherWrong: ['Son', 'Nephew', 'Brother'] },
  // The girl's mother is the sister of the speaker's husband: the girl is her niece.
  { speaker: 'F', other: 'F', quote: "Her mother's only brother is my husband.", speakerIs: 'Aunt', speakerWrong: ['Mother', 'Sister', 'Grandmother'], otherIs: 'Niece', otherWrong: ['Daughter', 'Sister', 'Granddaughter'] },
  // Her mother's husband's only daughter is herself: he is her brother.
  { speaker: 'F', other: 'M', quote: "His sister is the only daughter of my mother's husband.", speakerIs: 'Sister', speakerWrong: ['Mother', 'Aunt', 'Daughter'], otherIs: 'Brother', otherWrong: ['Son', 'Nephew', 'Father'] },
];

/** How a speaker's sex is shown in the scene: by the listener phrase ('to her friend'). */
const LISTENERS = ['friend', 'neighbour', 'colleague', 'guests', 'teacher', 'cousin'];

const BLOOD: DoubtTemplate[] = [
  // A named speaker introduces a named person; the speaker's sex is given by 'his' or 'her'.
  make('blood-relation', 1, (random) => {
    const s = random.pick(SPEECHES);
    const a = nameOf(random, s.speaker);
    const b = nameOf(random, s.other, [a]);
    const to = `to ${pron(s.speaker, 'his', 'her')} ${random.pick(LISTENERS)}`;
    const scene = random.pick([`Introducing ${b}, ${a} said ${to}, "${s.quote}"`, `While introducing ${b}, ${a} said ${to}: '${s.quote}'`, `${a}, introducing ${b} ${to}, said, "${s.quote}"`]);
    const speakerAsked = random.next() < 0.5;
    const ask = speakerAsked ? `How is ${a} related to ${b}?` : `How is ${b} related to ${a}?`;
    const [key, wrong] = speakerAsked ? [s.speakerIs, s.speakerWrong] : [s.otherIs, s.otherWrong];
    return { question: `${scene} ${ask}`, options: fromPool(random, key, wrong, RELATION_POOL) };
  }),
  // 'A man' or 'a woman' points to a photograph of a boy or a girl.
  make('blood-relation', 2, (random) => {
    const s = random.pick(SPEECHES);
    const speaker = pron(s.speaker, 'man', 'woman');
    const pictured = pron(s.other, random.pick(['boy', 'man']), random.pick(['girl', 'woman']));
    const [picturedNoun, speakerNoun] = pictured === speaker ? [`${pictured} in the photograph`, `${speaker} who spoke`] : [pictured, speaker];
    const scene = random.pick([
      `Pointing to a photograph of a ${pictured}, a ${speaker} said, "${s.quote}"`,
      `Pointing to a ${pictured} in a photograph, a ${speaker} said, '${s.quote}'`,
      `Looking at the photograph of a ${pictured}, a ${speaker} said, "${s.quote}"`,
    ]);
    const speakerAsked = random.next() < 0.5;
    const ask = speakerAsked ? `How is the ${speakerNoun} related to the ${picturedNoun}?` : `How is the ${picturedNoun} related to the ${speakerNoun}?`;
    const [key, wrong] = speakerAsked ? [s.speakerIs, s.speakerWrong] : [s.otherIs, s.otherWrong];
    return { question: `${scene} ${ask}`, options: fromPool(random, key, wrong, RELATION_POOL) };
  }),
  // A named speaker pointing to a man or a woman; the speaker's sex from 'he' or 'she' in the question.
  make('blood-relation', 3, (random) => {
    const s = random.pick(SPEECHES);
    const a = nameOf(random, s.speaker);
    const other = pron(s.other, 'man', 'woman');
    const question = random.pick([
      `Pointing to a ${other}, ${a} said, "${s.quote}" How is the ${other} related to ${pron(s.speaker, 'him', 'her')}?`,
      `${a} pointed to a ${other} and said, "${s.quote}" How is the ${other} related to ${a}, if ${a} is a ${pron(s.speaker, 'man', 'woman')}?`,
    ]);
    return { question, options: fromPool(random, s.otherIs, s.otherWrong, RELATION_POOL) };
  }),
  // 'My mother's only son' meaning the speaker himself, asked as 'whose photo'.
  make('blood-relation', 4, (random) => {
    const [quote, key, wrong] = random.pick([
      ["He is the only son of my mother's only son.", 'His son', ['His nephew', 'His brother', 'His cousin']],
      ["Her father is my mother's only son.", 'His daughter', ['His niece', 'His sister', 'His cousin']],
      ["His father is the only son of my mother.", 'His son', ['His nephew', 'His brother', 'His grandson']],
      ["She is the daughter of the only son of my mother.", 'His daughter', ['His niece', 'His sister', 'His granddaughter']],
    ] as const);
    const a = nameOf(random, 'M');
    const question = `Looking at a photograph, ${a} said to his wife, "${quote}" Whose photograph was ${a} looking at?`;
    return { question, options: four(key, wrong, () => '') };
  }),
  // Introductions asked the other way round: 'what is the relation of the woman to the man?'.
  make('blood-relation', 5, (random) => {
    const s = random.pick(SPEECHES.filter((x) => x.speaker !== x.other));
    const speaker = pron(s.speaker, 'man', 'woman');
    const other = pron(s.other, 'man', 'woman');
    const scene = random.pick([`Introducing a ${other}, a ${speaker} said, "${s.quote}"`, `A ${speaker} introduced a ${other} as follows: "${s.quote}"`]);
    const speakerAsked = random.next() < 0.5;
    const ask = speakerAsked ? `What is the relation of the ${speaker} to the ${other}?` : `What is the relation of the ${other} to the ${speaker}?`;
    const [key, wrong] = speakerAsked ? [s.speakerIs, s.speakerWrong] : [s.otherIs, s.otherWrong];
    return { question: `${scene} ${ask}`, options: fromPool(random, key, wrong, RELATION_POOL) };
  }),
  // Named speaker whose sex the question states at the end.
  make('blood-relation', 6, (random) => {
    const s = random.pick(SPEECHES);
    const a = nameOf(random, s.speaker);
    const b = nameOf(random, s.other, [a]);
    const speakerAsked = random.next() < 0.5;
    const ask = speakerAsked ? `How is ${a} related to ${b}?` : `How is ${b} related to ${a}?`;
    const [key, wrong] = speakerAsked ? [s.speakerIs, s.speakerWrong] : [s.otherIs, s.otherWrong];
    const question = `Pointing to ${b}, ${a} said, "${s.quote}" ${ask} (${a} is a ${pron(s.speaker, 'man', 'woman')} and ${b} is a ${pron(s.other, 'male', 'female')}.)`;
    return { question, options: fromPool(random, key, wrong, RELATION_POOL) };
  }),
  // The relation asked of someone reached from the person pointed to: 'the boy's father'.
  make('blood-relation', 7, (random) => {
    const [speaker, other, quote, asked, key, wrong] = random.pick([
      // A woman's father's only son is her brother.
      ['F', 'M', 'His father is the only son of my father.', 'father', 'Brother', ['Father', 'Uncle', 'Husband']],
      // A man's father's only daughter is his sister.
      ['M', 'F', 'Her mother is the only daughter of my father.', 'mother', 'Sister', ['Mother', 'Aunt', 'Wife']],
      ['F', 'M', "His mother is my husband's only sister.", 'mother', 'Sister-in-law', ['Sister', 'Mother-in-law', 'Aunt']],
      ['M', 'F', "Her father is my wife's only brother.", 'father', 'Brother-in-law', ['Brother', 'Father-in-law', 'Uncle']],
      // The boy's father's sister is her daughter, so his father is her son.
      ['F', 'M', "His father's sister is my only daughter.", 'father', 'Son', ['Brother', 'Son-in-law', 'Nephew']],
      // A man's father's only son is himself: the girl's mother is his daughter.
      ['M', 'F', "Her mother's father is my father's only son.", 'mother', 'Daughter', ['Sister', 'Niece', 'Wife']],
    ] as const);
    const a = nameOf(random, speaker);
    const child = pron(other, 'boy', 'girl');
    const question = `Pointing to a ${child}, ${a} said to ${pron(speaker, 'his', 'her')} ${random.pick(LISTENERS)}, "${quote}" How is the ${child}'s ${asked} related to ${a}?`;
    return { question, options: four(key, wrong, () => '') };
  }),
];

// ---------------------------------------------------------------- coding (coded relations)

const WORD_SEX: Readonly<Record<string, Sex>> = { father: 'M', mother: 'F', brother: 'M', sister: 'F', son: 'M', daughter: 'F', husband: 'M', wife: 'F' };
const SYMBOLS = ['+', '-', '×', '÷', '#', '@', '$', '%', '*', '&'];
const LETTER_POOL = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');

/** Chains 'X w1 Y w2 Z ...' and the first person's relation to the last, worked by hand. */
const CODED_CHAINS: readonly { words: readonly string[]; answer: string; wrong: readonly string[] }[] = [
  // X is the sister of the father of W.
  { words: ['sister', 'brother', 'father'], answer: 'Aunt', wrong: ['Mother', 'Sister', 'Niece'] },
  // X is the mother of W's father.
  { words: ['mother', 'brother', 'father'], answer: 'Grandmother', wrong: ['Mother', 'Aunt', 'Sister'] },
  // X is the brother of W's mother.
  { words: ['brother', 'sister', 'mother'], answer: 'Uncle', wrong: ['Father', 'Brother', 'Nephew'] },
  // X is the wife of W's father's... : the wife of Y, Y the father of W's sister Z.
  { words: ['wife', 'father', 'sister'], answer: 'Mother', wrong: ['Aunt', 'Sister', 'Grandmother'] },
  // X is the father of W's father.
  { words: ['father', 'husband', 'mother'], answer: 'Grandfather', wrong: ['Father', 'Uncle', 'Father-in-law'] },
  // X is the son of Z's wife, so Z's son; Z is W's brother.
  { words: ['son', 'wife', 'brother'], answer: 'Nephew', wrong: ['Son', 'Brother', 'Cousin'] },
  // X is the daughter of Z's brother; Z is W's wife, so W is X's uncle by marriage.
  { words: ['daughter', 'brother', 'wife'], answer: 'Niece', wrong: ['Daughter', 'Sister', 'Sister-in-law'] },
  // X is the brother of W's wife.
  { words: ['brother', 'wife'], answer: 'Brother-in-law', wrong: ['Brother', 'Father-in-law', 'Son-in-law'] },
  // X is the son of W's son.
  { words: ['son', 'son'], answer: 'Grandson', wrong: ['Son', 'Nephew', 'Brother'] },
  // X is the husband of the mother of W's father.
  { words: ['husband', 'mother', 'father'], answer: 'Grandfather', wrong: ['Father', 'Uncle', 'Brother'] },
];

/** Symbols for the words a question uses, plus one or two more, each defined once in drawn order. */
function symbolTable(random: Random, words: readonly string[]): { symbolOf: Map<string, string>; definitions: string } {
  const extra = random.shuffle(Object.keys(WORD_SEX).filter((w) => !words.includes(w))).slice(0, random.int(1, 2));
  const used = random.shuffle([...new Set([...words, ...extra])]);
  const symbols = random.shuffle(SYMBOLS);
  const symbolOf = new Map(used.map((w, i) => [w, symbols[i]!]));
  const verb = random.pick(['means', 'denotes', 'indicates']);
  const parts = used.map((w) => `'A ${symbolOf.get(w)} B' ${verb} 'A is the ${w} of B'`);
  return { symbolOf, definitions: `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` };
}

/** 'A + B - C': letters joined by the symbols of the words between them. */
const expression = (letters: readonly string[], words: readonly string[], symbolOf: ReadonlyMap<string, string>): string =>
  letters.map((l, i) => (i < words.length ? `${l} ${symbolOf.get(words[i]!)} ` : l)).join('');

/** Target relations with a coded expression that shows each and three that do not, worked by hand (letters P, Q, then Z, W). */
const CODED_OPTIONS: readonly { relation: string; right: readonly string[]; wrong: readonly (readonly string[])[] }[] = [
  // Q's brother Z is P's father and P is a sister: P is Q's niece.
  { relation: 'niece', right: ['Q', 'brother', 'Z', 'father', 'P', 'sister', 'W'], wrong: [['Q', 'brother', 'Z', 'father', 'P', 'brother', 'W'], ['P', 'sister', 'Z', 'father', 'Q'], ['Q', 'father', 'Z', 'father', 'P', 'sister', 'W']] },
  { relation: 'grandson', right: ['Q', 'father', 'Z', 'father', 'P', 'brother', 'W'], wrong: [['Q', 'father', 'Z', 'father', 'P', 'sister', 'W'], ['Q', 'brother', 'Z', 'father', 'P', 'brother', 'W'], ['P', 'father', 'Z', 'father', 'Q']] },
  { relation: 'maternal uncle', right: ['P', 'brother', 'Z', 'mother', 'Q'], wrong: [['P', 'brother', 'Z', 'father', 'Q'], ['P', 'sister', 'Z', 'mother', 'Q'], ['P', 'father', 'Z', 'mother', 'Q']] },
  { relation: 'sister-in-law', right: ['P', 'wife', 'Z', 'brother', 'Q'], wrong: [['P', 'sister', 'Z', 'brother', 'Q'], ['P', 'wife', 'Z', 'father', 'Q'], ['P', 'mother', 'Z', 'brother', 'Q']] },
  { relation: 'father-in-law', right: ['P', 'father', 'Z', 'husband', 'Q'], wrong: [['P', 'father', 'Z', 'brother', 'Q'], ['P', 'brother', 'Z', 'husband', 'Q'], ['P', 'husband', 'Z', 'mother', 'Q']] },
  { relation: 'paternal aunt', right: ['P', 'sister', 'Z', 'father', 'Q'], wrong: [['P', 'sister', 'Z', 'mother', 'Q'], ['P', 'mother', 'Z', 'father', 'Q'], ['P', 'brother', 'Z', 'father', 'Q']] },
];

/**
 * Expressions with a blank ('X ? Y + Z') and the relation the blank must make true, with the words
 * that do it among father, mother, brother, sister, son and daughter (each other word checked by
 * hand not to).
 */
const CODED_BLANKS: readonly { expression: readonly string[]; relation: readonly [string, string, string]; works: readonly string[] }[] = [
  // X is the mother of Y, whose brother Z is W's father: X is W's grandmother.
  { expression: ['X', '?', 'Y', 'brother', 'Z', 'father', 'W'], relation: ['X', 'grandmother', 'W'], works: ['mother'] },
  // X is the brother of Y, whose sister Z is W's mother: X is W's uncle.
  { expression: ['X', '?', 'Y', 'sister', 'Z', 'mother', 'W'], relation: ['X', 'uncle', 'W'], works: ['brother'] },
  // Y's son X is the brother of Z, Z the wife of W: X is W's brother-in-law.
  { expression: ['X', 'son', 'Y', 'mother', 'Z', '?', 'W', 'father', 'V'], relation: ['X', 'brother-in-law', 'W'], works: ['wife'] },
  // Z is W's son or daughter, Y is Z's son, X is Y's sister: X is W's granddaughter either way.
  { expression: ['X', 'sister', 'Y', 'son', 'Z', '?', 'W'], relation: ['X', 'granddaughter', 'W'], works: ['son', 'daughter'] },
];

const CODING: DoubtTemplate[] = [
  // An expression read: 'If M # C - L $ A, how is M related to A?'.
  make('coding', 1, (random) => {
    const c = random.pick(CODED_CHAINS);
    const letters = random.shuffle(LETTER_POOL).slice(0, c.words.length + 1);
    const { symbolOf, definitions } = symbolTable(random, c.words);
    const expr = expression(letters, c.words, symbolOf);
    const [first, last] = [letters[0]!, letters.at(-1)!];
    const ask = random.pick([`If ${expr}, how is ${first} related to ${last}?`, `If '${expr}', then what is the relation of ${first} to ${last}?`, `In the expression ${expr}, how is ${first} related to ${last}?`]);
    return { question: `${random.pick(['', 'In a certain code, '])}${definitions}. ${ask}`, options: fromPool(random, c.answer, c.wrong, RELATION_POOL) };
  }),
  // The same, the definitions written 'A + B means A is the mother of B;' one to a clause.
  make('coding', 2, (random) => {
    const c = random.pick(CODED_CHAINS);
    const letters = random.shuffle(LETTER_POOL).slice(0, c.words.length + 1);
    const words = [...new Set([...c.words, ...random.shuffle(Object.keys(WORD_SEX)).slice(0, 2)])];
    const symbols = random.shuffle(SYMBOLS);
    const symbolOf = new Map(words.map((w, i) => [w, symbols[i]!]));
    const definitions = random.shuffle(words).map((w) => `A ${symbolOf.get(w)} B means A is the ${w} of B`).join('; ');
    const expr = expression(letters, c.words, symbolOf);
    return { question: `${definitions}. If ${expr}, how is ${letters[0]} related to ${letters.at(-1)}?`, options: fromPool(random, c.answer, c.wrong, RELATION_POOL) };
  }),
  // Which coded expression shows a relation: options as expressions.
  make('coding', 3, (random) => {
    const t = random.pick(CODED_OPTIONS);
    const [p, q, z, w] = random.shuffle(LETTER_POOL);
    const rename = (x: string) => ({ P: p!, Q: q!, Z: z!, W: w! })[x] ?? x;
    const words = [...new Set([t.right, ...t.wrong].flatMap((e) => e.filter((x) => x in WORD_SEX)))];
    const { symbolOf, definitions } = symbolTable(random, words);
    const show = (e: readonly string[]) => e.map((x) => (x in WORD_SEX ? symbolOf.get(x)! : rename(x))).join(' ');
    const ask = random.pick([`Which of the following means ${p} is the ${t.relation} of ${q}?`, `Which of the following expressions shows that ${p} is the ${t.relation} of ${q}?`]);
    return { question: `${definitions}. ${ask}`, options: four(show(t.right), t.wrong.map(show), () => '') };
  }),
  // The relation asked as a blank: 'then X is the ___ of W'.
  make('coding', 4, (random) => {
    const c = random.pick(CODED_CHAINS.filter((x) => x.words.length === 3));
    const letters = random.shuffle(LETTER_POOL).slice(0, 4);
    const { symbolOf, definitions } = symbolTable(random, c.words);
    const expr = expression(letters, c.words, symbolOf);
    return { question: `Read the following: ${definitions}. Based on this, if ${expr} is true, then ${letters[0]} is the ___ of ${letters[3]}.`, options: fromPool(random, c.answer, c.wrong, RELATION_POOL) };
  }),
  // Option expressions asked 'which of the following is true if P is the niece of Q'.
  make('coding', 5, (random) => {
    const t = random.pick(CODED_OPTIONS);
    const [p, q, z, w] = random.shuffle(LETTER_POOL);
    const rename = (x: string) => ({ P: p!, Q: q!, Z: z!, W: w! })[x] ?? x;
    const words = [...new Set([t.right, ...t.wrong].flatMap((e) => e.filter((x) => x in WORD_SEX)))];
    const symbols = random.shuffle(SYMBOLS);
    const symbolOf = new Map(words.map((x, i) => [x, symbols[i]!]));
    const definitions = random.shuffle(words).map((x) => `${p} ${symbolOf.get(x)} ${q} means ${p} is the ${x} of ${q}`).join('; ');
    const show = (e: readonly string[]) => e.map((x) => (x in WORD_SEX ? symbolOf.get(x)! : rename(x))).join(' ');
    return { question: `${definitions}. Which of the following indicates that ${p} is the ${t.relation} of ${q}?`, options: four(show(t.right), t.wrong.map(show), () => '') };
  }),
  // A two-step expression asked 'who is X to Y'.
  make('coding', 6, (random) => {
    const c = random.pick(CODED_CHAINS.filter((x) => x.words.length === 2));
    const letters = random.shuffle(LETTER_POOL).slice(0, 3);
    const { symbolOf, definitions } = symbolTable(random, c.words);
    const expr = expression(letters, c.words, symbolOf);
    return { question: `${definitions}. If ${expr}, what is ${letters[0]} to ${letters[2]}?`, options: fromPool(random, c.answer, c.wrong, RELATION_POOL) };
  }),
  // What should come in place of the question mark.
  make('coding', 7, (random) => {
    const b = random.pick(CODED_BLANKS);
    const words = [...new Set([...b.expression.filter((x) => x in WORD_SEX), ...b.works, ...random.shuffle(['father', 'mother', 'brother', 'sister', 'son', 'daughter'])])].slice(0, 5);
    const symbols = random.shuffle(SYMBOLS.filter((x) => x !== '?' && x !== '*'));
    const symbolOf = new Map(words.map((x, i) => [x, symbols[i]!]));
    const letters = new Map(random.shuffle(LETTER_POOL).slice(0, 5).map((l, i) => ['XYZWV'[i]!, l]));
    const definitions = random.shuffle(words).map((x) => `A ${symbolOf.get(x)} B means A is the ${x} of B`).join(', ');
    const show = (x: string) => (x in WORD_SEX ? symbolOf.get(x)! : (letters.get(x) ?? x));
    const expr = b.expression.map(show).join(' ');
    const [p, rel, q] = b.relation;
    const keys = b.works.map((x) => symbolOf.get(x)!);
    const others = words.filter((x) => !b.works.includes(x)).map((x) => symbolOf.get(x)!);
    const key = keys.length === 1 ? keys[0]! : `Either ${keys[0]} or ${keys[1]}`;
    const wrong = keys.length === 1 ? [...others.slice(0, 2), `Either ${keys[0]} or ${others[0]}`] : [keys[0]!, keys[1]!, others[0]!];
    const ask = random.pick([
      `What should come in place of the question mark to establish that ${show(p)} is the ${rel} of ${show(q)} in the expression '${expr}'?`,
      `Which symbol should replace the question mark in ${expr} to show that ${show(p)} is the ${rel} of ${show(q)}?`,
    ]);
    return { question: `If ${definitions}. ${ask}`, options: four(key, wrong, () => '') };
  }),
];

// ---------------------------------------------------------------- syllogism

type Q = 'all' | 'no' | 'some' | 'some-not' | 'few';
interface Stmt {
  readonly q: Q;
  readonly s: number;
  readonly p: number;
}
interface Concl extends Stmt {
  /** 'All A being B is a possibility': follows when some case allows it. */
  readonly possible: boolean;
}

/** Every filling of the Venn regions of n terms (a bit mask of the inhabited regions) with no term empty. */
function fillings(n: number): number[] {
  const regions = (1 << n) - 1;
  const out: number[] = [];
  for (let m = 1; m < 1 << regions; m += 1) {
    let covered = 0;
    for (let r = 1; r <= regions; r += 1) if (m & (1 << (r - 1))) covered |= r;
    if (covered === regions) out.push(m);
  }
  return out;
}

/** Whether a statement holds in a filling: regions are the non-empty subsets of the terms. */
function holdsIn(st: Stmt, m: number, n: number): boolean {
  let both = false;
  let sOnly = false;
  for (let r = 1; r < 1 << n; r += 1) {
    if (!(m & (1 << (r - 1))) || !(r & (1 << st.s))) continue;
    if (r & (1 << st.p)) both = true;
    else sOnly = true;
  }
  if (st.q === 'all') return !sOnly;
  if (st.q === 'no') return !both;
  if (st.q === 'some') return both;
  if (st.q === 'some-not') return sOnly;
  return both && sOnly;
}

const TERM_SETS = [
  ['pens', 'books', 'tables', 'chairs'],
  ['apples', 'mangoes', 'grapes', 'bananas'],
  ['doctors', 'lawyers', 'teachers', 'singers'],
  ['keys', 'locks', 'doors', 'windows'],
  ['rings', 'bells', 'clocks', 'watches'],
  ['rivers', 'ponds', 'lakes', 'seas'],
  ['cups', 'plates', 'bowls', 'spoons'],
  ['roses', 'lilies', 'tulips', 'daisies'],
];
/** The singular papers write after 'is a': 'No pen is a book'. */
const singular = (t: string): string => (t.endsWith('ies') ? `${t.slice(0, -3)}y` : t.endsWith('oes') ? t.slice(0, -2) : t.endsWith('hes') ? t.slice(0, -2) : t.slice(0, -1));

const article = (word: string): string => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** A statement in the modern bank-exam wording, drawn among the forms that mean it. */
function sayStmt(random: Random, st: Stmt, terms: readonly string[], premise: boolean): string {
  const [s, p] = [terms[st.s]!, terms[st.p]!];
  if (st.q === 'all') return `All ${s} are ${p}`;
  if (st.q === 'no') return premise && random.next() < 0.5 ? `All ${s} are never ${p}` : `No ${singular(s)} is ${article(singular(p))} ${singular(p)}`;
  if (st.q === 'some') return random.next() < 0.5 ? `At least some ${s} are ${p}` : `Some ${s} are ${p}`;
  if (st.q === 'some-not') return `Some ${s} are not ${p}`;
  return `Only a few ${s} are ${p}`;
}
function sayConcl(random: Random, c: Concl, terms: readonly string[]): string {
  if (!c.possible) return sayStmt(random, c, terms, false);
  const [s, p] = [terms[c.s]!, terms[c.p]!];
  return c.q === 'all' ? `All ${s} being ${p} is a possibility` : `Some ${s} being ${p} is a possibility`;
}

const VERDICTS = ['Only I follows', 'Only II follows', 'Either I or II follows', 'Neither I nor II follows', 'Both I and II follow'] as const;

/**
 * Papers' complementary pair: the same two terms as Some / No (either order), or All / Some-not in
 * one order. ('Some' with 'Some-not' is left to the templates of fresh14.ts, which key it 'either'.)
 */
function complementaryPair(a: Concl, b: Concl): boolean {
  if (a.possible || b.possible || a.q === 'few' || b.q === 'few') return false;
  const qs = new Set([a.q, b.q]);
  const same = a.s === b.s && a.p === b.p;
  const swapped = a.s === b.p && a.p === b.s;
  if (qs.has('some') && qs.has('no')) return same || swapped;
  return same && qs.has('some-not') && qs.has('all');
}

/**
 * The verdict on two conclusions: each follows when true in every filling (a possibility when
 * true in one); 'either' for a complementary pair neither of which follows but one of which always
 * holds. Undefined when a pair always holds without being complementary (papers differ).
 */
function verdictOf(premises: readonly Stmt[], concl: readonly [Concl, Concl], n: number): (typeof VERDICTS)[number] | undefined {
  const cases = fillings(n).filter((m) => premises.every((st) => holdsIn(st, m, n)));
  if (cases.length === 0) return undefined;
  const follows = concl.map((c) => (c.possible ? cases.some((m) => holdsIn(c, m, n)) : cases.every((m) => holdsIn(c, m, n))));
  if (follows[0] && follows[1]) return 'Both I and II follow';
  if (follows[0]) return 'Only I follows';
  if (follows[1]) return 'Only II follows';
  const [a, b] = concl;
  const oneAlways = !a.possible && !b.possible && cases.every((m) => holdsIn(a, m, n) || holdsIn(b, m, n));
  if (oneAlways) return complementaryPair(a, b) ? 'Either I or II follows' : undefined;
  return 'Neither I nor II follows';
}

/** Four of the five verdict options: the key and three others. */
const verdictOptions = (random: Random, key: string): Four => fromPool(random, key, [], VERDICTS.filter((v) => v !== key));

const PREMISE_QS: readonly Q[] = ['all', 'no', 'some', 'few'];
const CONCL_QS: readonly Q[] = ['all', 'no', 'some', 'some-not'];

/** Premises chaining the terms 0-1, 1-2 (and 2-3), each in a drawn order and form. */
function drawPremises(random: Random, n: number, forms: readonly Q[]): Stmt[] {
  return Array.from({ length: n - 1 }, (_, i) => {
    const q = random.pick(forms);
    const flip = q !== 'all' && q !== 'few' && random.next() < 0.5;
    return flip ? { q, s: i + 1, p: i } : { q, s: i, p: i + 1 };
  });
}

function drawConclusion(random: Random, n: number, possibleShare: number): Concl {
  const [s, p] = random.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, 2) as [number, number];
  const possible = random.next() < possibleShare;
  return { q: possible ? random.pick(['all', 'some'] as const) : random.pick(CONCL_QS), s, p, possible };
}

/** Builds a drawn syllogism question with its verdict; retried until the verdict is one papers agree on. */
function syllogism(random: Random, n: number, forms: readonly Q[], conclusions: (premises: readonly Stmt[]) => [Concl, Concl] | undefined, want?: string): DrawnDoubt {
  return retry(() => {
    const premises = drawPremises(random, n, forms);
    const concl = conclusions(premises);
    if (!concl || (concl[0].s === concl[1].s && concl[0].p === concl[1].p && concl[0].q === concl[1].q && concl[0].possible === concl[1].possible)) return undefined;
    const key = verdictOf(premises, concl, n);
    if (!key || (want && key !== want)) return undefined;
    const terms = random.shuffle(random.pick(TERM_SETS)).slice(0, n);
    const stated = random.shuffle(premises).map((st) => `${sayStmt(random, st, terms, true)}.`);
    const question = `Statements: ${stated.join(' ')}\nConclusions: I. ${sayConcl(random, concl[0], terms)}. II. ${sayConcl(random, concl[1], terms)}.`;
    return { question, options: verdictOptions(random, key) };
  }, 20_000);
}

const SYLLOGISM: DoubtTemplate[] = [
  // Two statements in the modern forms, two plain conclusions.
  make('syllogism', 1, (random) => syllogism(random, 3, PREMISE_QS, () => [drawConclusion(random, 3, 0), drawConclusion(random, 3, 0)])),
  // The complementary pair: Some / No or All / Some-not on two terms no statement links directly.
  make('syllogism', 2, (random) =>
    syllogism(
      random,
      3,
      PREMISE_QS,
      () => {
        const [s, p] = random.shuffle([0, 2]) as [number, number];
        const [a, b] = random.pick([
          ['some', 'no'],
          ['all', 'some-not'],
        ] as const);
        const swap = a === 'some' && b === 'no' && random.next() < 0.5;
        const pair: [Concl, Concl] = [
          { q: a, s, p, possible: false },
          { q: b, s: swap ? p : s, p: swap ? s : p, possible: false },
        ];
        return random.next() < 0.5 ? pair : [pair[1], pair[0]];
      },
      random.next() < 0.7 ? 'Either I or II follows' : undefined,
    ),
  ),
  // Possibility conclusions beside a definite one.
  make('syllogism', 3, (random) => syllogism(random, 3, PREMISE_QS, () => [drawConclusion(random, 3, 0.2), drawConclusion(random, 3, 0.8)])),
  // Three statements on four terms.
  make('syllogism', 4, (random) => syllogism(random, 4, PREMISE_QS, () => [drawConclusion(random, 4, 0.3), drawConclusion(random, 4, 0.3)])),
  // 'Only a few' as a conclusion.
  make('syllogism', 5, (random) =>
    syllogism(random, 3, ['all', 'no', 'some', 'few'], () => {
      const c = drawConclusion(random, 3, 0);
      return [{ ...c, q: 'few' }, drawConclusion(random, 3, 0.3)];
    }),
  ),
  // 'All ... are never' and 'No ... is' premises only, with 'at least some' conclusions.
  make('syllogism', 6, (random) => syllogism(random, 3, ['all', 'no', 'few'], () => [drawConclusion(random, 3, 0.2), drawConclusion(random, 3, 0.2)])),
];

// ---------------------------------------------------------------- direction

const DIRS4 = ['North', 'East', 'South', 'West'];
const DIRS8 = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];
const VEC = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

/** The compass word of (dx, dy) by the signs, as papers print it ('5 km North-East' for 3 east and 4 north). */
function dirOf(dx: number, dy: number): string {
  const ns = dy > 0 ? 'North' : dy < 0 ? 'South' : '';
  const ew = dx > 0 ? 'East' : dx < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}
const flip8 = (d: string): string => DIRS8[(DIRS8.indexOf(d) + 4) % 8]!;

const TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 15, 17],
  [12, 16, 20],
] as const;

/** Options for 'd km Direction': the key, the opposite, the path length, a turned direction. */
function distanceOptions(d: number, dir: string, path: number, unit: string): Four {
  return four(`${d} ${unit} ${dir}`, [`${d} ${unit} ${flip8(dir)}`, `${path} ${unit} ${dir}`, `${d} ${unit} ${DIRS8[(DIRS8.indexOf(dir) + 2) % 8]}`], (j) => `${d + j} ${unit} ${DIRS8[(DIRS8.indexOf(dir) + 6) % 8]}`);
}

/** 'turns to his left' and its printed variants. */
const turnWords = (random: Random, side: 'left' | 'right', he: string): string =>
  random.pick([`turns to ${he} ${side}`, `takes a ${side} turn`, `turns ${side}`, `turns towards ${he} ${side}`]);

const DIRECTION: DoubtTemplate[] = [
  // Towards the sun in the morning (east) or the evening (west), then one turn: a right triangle.
  make('direction', 1, (random) => {
    const [a, b, c] = random.pick(TRIPLES);
    const morning = random.next() < 0.5;
    const h0 = morning ? 1 : 3;
    const side = random.pick(['left', 'right'] as const);
    const h1 = (h0 + (side === 'right' ? 1 : 3)) % 4;
    const x = VEC[h0]![0] * a + VEC[h1]![0] * b;
    const y = VEC[h0]![1] * a + VEC[h1]![1] * b;
    const sex = random.pick(['M', 'F'] as const);
    const name = nameOf(random, sex);
    const he = pron(sex, 'his', 'her');
    const when = morning ? random.pick(['in the morning', 'one morning', 'early in the morning']) : random.pick(['in the evening', 'one evening', 'just before sunset']);
    const question = random.pick([
      `${name} walks ${a} km towards the sun ${when}, then ${turnWords(random, side, he)} and walks ${b} km. How far and in which direction is ${pron(sex, 'he', 'she')} from the starting point?`,
      `After walking ${a} km towards the sun ${when}, ${name} ${turnWords(random, side, he).replace(/^turns/, 'turned').replace(/^takes/, 'took')} and walked ${b} km. How far and in which direction is ${pron(sex, 'he', 'she')} now from the starting point?`,
    ]);
    return { question, options: distanceOptions(c, dirOf(x, y), a + b, 'km') };
  }),
  // Turns given in degrees during a walk.
  make('direction', 2, (random) => {
    const [a, b, c] = random.pick(TRIPLES);
    const h0 = random.int(0, 3);
    const cw = random.next() < 0.5;
    const h1 = (h0 + (cw ? 1 : 3)) % 4;
    const x = VEC[h0]![0] * a + VEC[h1]![0] * b;
    const y = VEC[h0]![1] * a + VEC[h1]![1] * b;
    const name = nameOf(random, 'F');
    const turn = random.pick([`turned 90° ${cw ? 'clockwise' : 'anticlockwise'}`, `turned 90 degrees ${cw ? 'clockwise' : 'anti-clockwise'}`]);
    const question = `${name} started walking towards ${DIRS4[h0]}. After walking ${a} m, she ${turn} and walked ${b} m. How far and in which direction is she from the starting point?`;
    return { question, options: distanceOptions(c, dirOf(x, y), a + b, 'm') };
  }),
  // Two people face to face and one's shadow to the other's side.
  make('direction', 3, (random) => {
    const morning = random.next() < 0.5;
    const shadow = morning ? 3 : 1;
    const side = random.pick(['left', 'right'] as const);
    // The side of A that points along the shadow: A faces a quarter turn from it.
    const aFaces = side === 'right' ? (shadow + 3) % 4 : (shadow + 1) % 4;
    const [a, b] = random.shuffle(MALE_NAMES).slice(0, 2) as [string, string];
    const askA = random.next() < 0.5;
    const key = askA ? aFaces : (aFaces + 2) % 4;
    const when = morning ? random.pick(['One morning after sunrise', 'One morning']) : random.pick(['One evening before sunset', 'One evening']);
    const question = `${when}, ${a} and ${b} were talking to each other face to face at a crossing. If ${b}'s shadow was exactly to the ${side} of ${a}, which direction was ${askA ? a : b} facing?`;
    return { question, options: four(DIRS4[key]!, [DIRS4[(key + 2) % 4]!, DIRS4[(key + 1) % 4]!, DIRS4[(key + 3) % 4]!], () => '') };
  }),
  // Facing the sun, then turns: which direction now.
  make('direction', 4, (random) => {
    const morning = random.next() < 0.5;
    const start = morning ? 2 : 6;
    const turns = Array.from({ length: random.int(1, 2) }, () => ({ deg: random.pick([45, 90, 135]), cw: random.next() < 0.5 }));
    let h = start;
    for (const t of turns) h = (h + (t.cw ? 1 : -1) * (t.deg / 45) + 16) % 8;
    const spoken = turns.map((t) => `${t.deg}° ${t.cw ? 'clockwise' : 'anticlockwise'}`).join(' and then ');
    const question = `${morning ? 'In the morning' : 'In the evening'}, a boy is standing facing the sun. He turns ${spoken}. Which direction is he facing now?`;
    return { question, options: fromPool(random, DIRS8[h]!, [DIRS8[(h + 4) % 8]!, DIRS8[start]!], DIRS8) };
  }),
  // Three legs with 'turns to his left' wording.
  make('direction', 5, (random) =>
    retry(() => {
      const h0 = random.int(0, 3);
      const legs = [random.int(2, 9), random.int(2, 9), random.int(2, 9)];
      const sides = [random.pick(['left', 'right'] as const), random.pick(['left', 'right'] as const)];
      let h = h0;
      let [x, y] = [VEC[h]![0] * legs[0]!, VEC[h]![1] * legs[0]!];
      for (let i = 1; i < 3; i += 1) {
        h = (h + (sides[i - 1] === 'right' ? 1 : 3)) % 4;
        x += VEC[h]![0] * legs[i]!;
        y += VEC[h]![1] * legs[i]!;
      }
      const d = Math.hypot(x, y);
      if (d === 0 || !Number.isInteger(d)) return undefined;
      const name = nameOf(random, 'M');
      const question = `${name} walks ${legs[0]} km towards ${DIRS4[h0]}. Then he ${turnWords(random, sides[0]!, 'his')} and walks ${legs[1]} km. Again he ${turnWords(random, sides[1]!, 'his')} and walks ${legs[2]} km. How far and in which direction is he from the starting point?`;
      return { question, options: distanceOptions(d, dirOf(x, y), legs[0]! + legs[1]! + legs[2]!, 'km') };
    }, 5000),
  ),
  // The evening sun behind, then a turn: which direction is he walking.
  make('direction', 6, (random) => {
    const morning = random.next() < 0.5;
    const facing = morning ? 3 : 1; // the sun behind: west in the morning, east in the evening
    const side = random.pick(['left', 'right'] as const);
    const h = (facing + (side === 'right' ? 1 : 3)) % 4;
    const name = nameOf(random, 'M');
    const question = `${morning ? 'One morning' : 'One evening'}, ${name} walked with the sun behind him for some time, then turned to his ${side}. In which direction was he walking then?`;
    return { question, options: four(DIRS4[h]!, [DIRS4[(h + 2) % 4]!, DIRS4[facing]!, DIRS4[(facing + 2) % 4]!], () => '') };
  }),
  // A clock time for the sun, then a turn: the way walked or faced now.
  make('direction', 7, (random) => {
    const morning = random.next() < 0.5;
    const sun = morning ? 1 : 3;
    const when = morning ? random.pick(['At 7 a.m.', 'At 6:30 a.m.', 'At 8 am']) : random.pick(['At 5 p.m.', 'At 5:30 p.m.', 'At 6 pm']);
    const name = nameOf(random, 'F');
    const turn = random.pick([
      { words: 'turned to her left', by: 3 },
      { words: 'turned to her right', by: 1 },
      { words: 'turned 90° clockwise', by: 1 },
      { words: 'turned 90° anticlockwise', by: 3 },
      { words: 'turned back', by: 2 },
    ]);
    const h = (sun + turn.by) % 4;
    const question = random.pick([
      `${when}, ${name} was walking towards the sun. She ${turn.words}. In which direction is she walking now?`,
      `${when}, ${name} was standing facing the sun. She ${turn.words}. Which direction is she facing now?`,
    ]);
    return { question, options: four(DIRS4[h]!, [DIRS4[(h + 2) % 4]!, DIRS4[sun]!, DIRS4[(sun + 2) % 4]!], (k) => DIRS4[k % 4]!) };
  }),
];

export const TEMPLATES: readonly DoubtTemplate[] = [...BLOOD, ...CODING, ...SYLLOGISM, ...DIRECTION];
