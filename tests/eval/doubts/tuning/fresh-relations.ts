import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { FEMALE_NAMES, MALE_NAMES, ordinal } from './draw-helpers';
import { four, fromPool, retry, type Four } from './logic-kit';

/**
 * Fresh tuning templates (ids 'fresh/<kind>/9xx') for blood-relation, coding, series, direction,
 * ordering and seating. Each computes its own answer: relations come from fixed statement tables
 * whose answers were worked by hand, codes from letter arithmetic, series from their rule,
 * directions from coordinates, orders from a drawn ranking, seatings from a drawn arrangement whose
 * clues are checked against every other arrangement (only one fits).
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({
  kind,
  id: `fresh/${kind}/${n}`,
  draw,
});

const numOpts = (answer: number, wrong: readonly number[]): Four =>
  four(
    String(answer),
    wrong.filter((w) => Number.isInteger(w) && w > 0 && w !== answer).map(String),
    (k) => String(answer + (k % 2 === 1 ? (k + 1) / 2 : -k / 2)),
  );

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letterAt = (i: number): string => LETTERS[((i % 26) + 26) % 26]!;
const posOf = (c: string): number => LETTERS.indexOf(c.toUpperCase());
const shiftWord = (w: string, k: number | ((i: number) => number)): string =>
  [...w].map((c, i) => letterAt(posOf(c) + (typeof k === 'number' ? k : k(i)))).join('');

type Sex = 'M' | 'F';
const nameOf = (random: Random, sex: Sex, not: readonly string[] = []): string =>
  random.pick((sex === 'M' ? MALE_NAMES : FEMALE_NAMES).filter((n) => !not.includes(n)));
const pron = (sex: Sex, m: string, f: string): string => (sex === 'M' ? m : f);

const RELATION_POOL = ['Father', 'Mother', 'Brother', 'Sister', 'Uncle', 'Aunt', 'Cousin', 'Nephew', 'Niece', 'Grandfather', 'Grandmother', 'Son', 'Daughter'];

// ---------------------------------------------------------------- blood-relation

interface Said {
  readonly speaker: Sex;
  readonly other: Sex;
  readonly quote: string;
  readonly answer: string;
  readonly wrong: readonly string[];
}

/** Introductions: the speaker's relation to the person introduced. */
const INTRO_SPEAKER: readonly Said[] = [
  { speaker: 'F', other: 'M', quote: 'His mother is the only daughter of my mother.', answer: 'Mother', wrong: ['Sister', 'Aunt', 'Grandmother'] },
  { speaker: 'M', other: 'F', quote: 'Her father is the only son of my father.', answer: 'Father', wrong: ['Brother', 'Uncle', 'Grandfather'] },
  { speaker: 'F', other: 'M', quote: 'He is the son of the only brother of my mother.', answer: 'Cousin', wrong: ['Sister', 'Aunt', 'Niece'] },
  { speaker: 'M', other: 'M', quote: 'His wife is the only daughter of my father.', answer: 'Brother-in-law', wrong: ['Brother', 'Father-in-law', 'Uncle'] },
  { speaker: 'F', other: 'F', quote: "Her mother's mother is my mother-in-law.", answer: 'Aunt', wrong: ['Mother', 'Grandmother', 'Sister'] },
  { speaker: 'M', other: 'F', quote: "She is the daughter-in-law of the mother of my father's only son.", answer: 'Husband', wrong: ['Son', 'Brother', 'Father-in-law'] },
];

/** Photographs: the pictured person's relation to the speaker. */
const PHOTO: readonly Said[] = [
  { speaker: 'M', other: 'F', quote: "She is the daughter of my father's father's only son.", answer: 'Sister', wrong: ['Cousin', 'Niece', 'Aunt'] },
  { speaker: 'F', other: 'M', quote: "His mother's only daughter is my mother.", answer: 'Maternal uncle', wrong: ['Brother', 'Father', 'Cousin'] },
  { speaker: 'M', other: 'M', quote: "Brothers and sisters I have none, but this man's father is my father's son.", answer: 'Son', wrong: ['Himself', 'Brother', 'Nephew'] },
  { speaker: 'F', other: 'F', quote: 'Her mother is the only daughter of my mother.', answer: 'Daughter', wrong: ['Niece', 'Sister', 'Granddaughter'] },
  { speaker: 'M', other: 'F', quote: "Her husband's father is my father's only son.", answer: 'Daughter-in-law', wrong: ['Daughter', 'Sister-in-law', 'Granddaughter'] },
  { speaker: 'F', other: 'M', quote: "He is the son of the only son of my mother's father-in-law.", answer: 'Brother', wrong: ['Cousin', 'Uncle', 'Nephew'] },
];

/** Introductions: the introduced person's relation to the speaker. */
const INTRO_OTHER: readonly Said[] = [
  { speaker: 'F', other: 'M', quote: 'His only brother is the father of my daughter.', answer: 'Brother-in-law', wrong: ['Husband', 'Brother', 'Father-in-law'] },
  { speaker: 'M', other: 'F', quote: 'Her husband is the only son of my mother.', answer: 'Wife', wrong: ['Sister', 'Mother', 'Daughter-in-law'] },
  { speaker: 'F', other: 'M', quote: "His mother's only son-in-law is my husband.", answer: 'Brother', wrong: ['Husband', 'Brother-in-law', 'Father'] },
  { speaker: 'M', other: 'F', quote: "Her son's father is my only son.", answer: 'Daughter-in-law', wrong: ['Daughter', 'Wife', 'Sister-in-law'] },
  { speaker: 'F', other: 'M', quote: 'I have no sister, and his father is the only son-in-law of my mother.', answer: 'Son', wrong: ['Nephew', 'Brother', 'Grandson'] },
  { speaker: 'M', other: 'M', quote: "His mother is my wife's only sister.", answer: 'Nephew', wrong: ['Son', 'Cousin', 'Brother-in-law'] },
];

const manWoman = (s: Sex): string => pron(s, 'man', 'woman');

/** A coded relation: "P op Q" means P is the <word> of Q. */
interface Code {
  readonly word: string;
  readonly sex: Sex | null;
}
const CODE_WORDS: Record<string, Code> = {
  F: { word: 'father', sex: 'M' },
  M: { word: 'mother', sex: 'F' },
  B: { word: 'brother', sex: 'M' },
  S: { word: 'sister', sex: 'F' },
  H: { word: 'husband', sex: 'M' },
  W: { word: 'wife', sex: 'F' },
  N: { word: 'son', sex: 'M' },
  D: { word: 'daughter', sex: 'F' },
};
/** Chains of coded relations (first to last) with their answers, worked by hand. */
const CODE_CHAINS: readonly { ops: string; answer: string; wrong: readonly string[] }[] = [
  { ops: 'BF', answer: 'Uncle', wrong: ['Father', 'Brother', 'Cousin'] },
  { ops: 'SM', answer: 'Aunt', wrong: ['Mother', 'Sister', 'Grandmother'] },
  { ops: 'FF', answer: 'Grandfather', wrong: ['Father', 'Uncle', 'Great-grandfather'] },
  { ops: 'HM', answer: 'Father', wrong: ['Mother', 'Husband', 'Grandfather'] },
  { ops: 'WF', answer: 'Mother', wrong: ['Father', 'Wife', 'Aunt'] },
  { ops: 'BW', answer: 'Brother-in-law', wrong: ['Brother', 'Husband', 'Father-in-law'] },
  { ops: 'FSM', answer: 'Grandfather', wrong: ['Father', 'Uncle', 'Grandmother'] },
  { ops: 'SFB', answer: 'Aunt', wrong: ['Sister', 'Mother', 'Cousin'] },
  { ops: 'WNF', answer: 'Sister-in-law', wrong: ['Sister', 'Wife', 'Daughter-in-law'] },
  { ops: 'MSH', answer: 'Mother-in-law', wrong: ['Mother', 'Sister-in-law', 'Grandmother'] },
];

/** Prose chains (A rel B, B rel C, ...) and the first person's relation to the last. */
const PROSE_CHAINS: readonly { rels: readonly string[]; answer: string; wrong: readonly string[] }[] = [
  { rels: ['sister', 'son', 'husband', 'mother'], answer: 'Sister', wrong: ['Aunt', 'Mother', 'Cousin'] },
  { rels: ['father', 'brother', 'husband', 'mother'], answer: 'Grandfather', wrong: ['Father', 'Uncle', 'Father-in-law'] },
  { rels: ['wife', 'son', 'father', 'sister'], answer: 'Sister-in-law', wrong: ['Sister', 'Mother', 'Wife'] },
  { rels: ['son', 'brother', 'father', 'sister'], answer: 'Cousin', wrong: ['Brother', 'Nephew', 'Uncle'] },
  { rels: ['sister', 'wife', 'father', 'brother'], answer: 'Aunt', wrong: ['Mother', 'Sister', 'Grandmother'] },
];

const BLOOD: DoubtTemplate[] = [
  make('blood-relation', 901, (random) => {
    const s = random.pick(INTRO_SPEAKER);
    const a = nameOf(random, s.speaker);
    const b = nameOf(random, s.other, [a]);
    const named = random.next() < 0.5;
    const question = named
      ? random.pick([
          `Introducing ${b}, ${a} said, "${s.quote}" How is ${a} related to ${b}?`,
          `How is ${a} related to ${b}, if while introducing ${pron(s.other, 'him', 'her')} at a function ${a} said: '${s.quote}'`,
        ])
      : `Introducing a ${manWoman(s.other)}, a ${manWoman(s.speaker)} said, '${s.quote}' How is the ${manWoman(s.speaker)}${s.speaker === s.other ? ' who spoke' : ''} related to the ${manWoman(s.other)}${s.speaker === s.other ? ' introduced' : ''}?`;
    return { question, options: fromPool(random, s.answer, s.wrong, RELATION_POOL) };
  }),
  make('blood-relation', 902, (random) => {
    const s = random.pick(PHOTO);
    const a = nameOf(random, s.speaker);
    const pictured = manWoman(s.other);
    const question = random.pick([
      `Pointing to a photograph of a ${pictured}, ${a} said, "${s.quote}" How is the ${pictured} in the photograph related to ${a}?`,
      `${a} was looking at an old family album. Pointing at a ${pictured} in one picture, ${pron(s.speaker, 'he', 'she')} said: "${s.quote}"\nWhom was ${a} pointing at?`,
      `pointing to a photo ${a.toLowerCase()} says "${s.quote.toLowerCase()}" ... who is the ${pictured} in the photo to ${a.toLowerCase()}? plz explain`,
    ]);
    return { question, options: fromPool(random, s.answer, s.wrong, RELATION_POOL) };
  }),
  make('blood-relation', 903, (random) => {
    const chain = random.pick(CODE_CHAINS);
    const codes = [...new Set([...chain.ops, ...random.shuffle(Object.keys(CODE_WORDS))])].slice(0, 4);
    const symbols = random.shuffle(['+', '-', '×', '÷', '@', '#', '$', '*', '%']).slice(0, 4);
    const sym = new Map(codes.map((c, i) => [c, symbols[i]!]));
    const legend = random
      .shuffle(codes)
      .map((c) => `'P ${sym.get(c)} Q' means 'P is the ${CODE_WORDS[c]!.word} of Q'`)
      .join('; ');
    const people = random.shuffle(['A', 'B', 'C', 'D', 'J', 'K', 'L', 'M', 'R', 'T', 'V', 'X']).slice(0, chain.ops.length + 1);
    const expr = people.map((p, i) => (i < chain.ops.length ? `${p} ${sym.get(chain.ops[i]!)} ` : p)).join('');
    const first = people[0]!;
    const last = people[people.length - 1]!;
    const question = random.pick([
      `If ${legend}, then in the expression '${expr}', how is ${first} related to ${last}?`,
      `In a certain code, ${legend}.\nWhat does '${expr}' show about ${first} and ${last}? ${first} is ${last}'s:`,
    ]);
    return { question, options: fromPool(random, chain.answer, chain.wrong, RELATION_POOL) };
  }),
  make('blood-relation', 904, (random) => {
    const chain = random.pick(PROSE_CHAINS);
    const people = random.shuffle(['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W']).slice(0, chain.rels.length + 1);
    const facts = chain.rels.map((r, i) => `${people[i]} is the ${r} of ${people[i + 1]}.`);
    const first = people[0]!;
    const last = people[people.length - 1]!;
    const shown = random.next() < 0.5 ? facts : random.shuffle(facts);
    const question = random.pick([
      `${shown.join(' ')} How is ${first} related to ${last}?`,
      `Read the information and answer: how is ${first} related to ${last}?\n${shown.join('\n')}`,
    ]);
    return { question, options: fromPool(random, chain.answer, chain.wrong, RELATION_POOL) };
  }),
  make('blood-relation', 905, (random) => {
    const sex: Sex = random.pick(['M', 'F'] as const);
    const [p, q, r, s] = random.shuffle(['K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R']);
    const cases = [
      {
        text: `${p} and ${q} are siblings. ${q}'s father ${r} is the only son of ${s}. ${p} is preparing for CLAT with ${pron(sex, 'his', 'her')} cousin. How is ${p} related to ${s}?`,
        answer: pron(sex, 'Grandson', 'Granddaughter'),
        wrong: [pron(sex, 'Granddaughter', 'Grandson'), pron(sex, 'Son', 'Daughter'), pron(sex, 'Nephew', 'Niece')],
      },
      {
        text: `${p} is the only child of ${q}. ${q} is the brother of ${r}. ${p} won the moot court competition in ${pron(sex, 'his', 'her')} college. How is ${p} related to ${r}?`,
        answer: pron(sex, 'Nephew', 'Niece'),
        wrong: [pron(sex, 'Niece', 'Nephew'), pron(sex, 'Son', 'Daughter'), 'Cousin'],
      },
      {
        text: `${p} is married to ${q}. ${q}'s mother is ${r}. Every Sunday ${p} visits ${pron(sex, 'his', 'her')} mother-in-law. How is ${p} related to ${r}?`,
        answer: pron(sex, 'Son-in-law', 'Daughter-in-law'),
        wrong: [pron(sex, 'Daughter-in-law', 'Son-in-law'), pron(sex, 'Son', 'Daughter'), pron(sex, 'Brother-in-law', 'Sister-in-law')],
      },
      {
        text: `${r} has two children, ${p} and ${q}. ${s} is the husband of ${r}. ${p} told ${pron(sex, 'his', 'her')} friends that ${q} is a boy. How is ${q} related to ${p}, and how is ${p} related to ${s}?`,
        answer: `Brother; ${pron(sex, 'son', 'daughter')}`,
        wrong: [`Brother; ${pron(sex, 'daughter', 'son')}`, `Sister; ${pron(sex, 'son', 'daughter')}`, `Cousin; ${pron(sex, 'son', 'daughter')}`],
      },
    ];
    const c = random.pick(cases);
    return { question: c.text, options: four(c.answer, c.wrong, (k) => RELATION_POOL[k % RELATION_POOL.length]!) };
  }),
  make('blood-relation', 906, (random) => {
    const p = nameOf(random, 'M');
    const rows = [
      { phrase: `${p}'s mother's brother's only sister`, answer: 'Mother', wrong: ['Aunt', 'Grandmother', 'Sister'] },
      { phrase: `${p}'s sister's mother's husband`, answer: 'Father', wrong: ['Uncle', 'Brother-in-law', 'Grandfather'] },
      { phrase: `${p}'s brother's son's sister`, answer: 'Niece', wrong: ['Daughter', 'Sister', 'Cousin'] },
      { phrase: `${p}'s wife's brother's mother`, answer: 'Mother-in-law', wrong: ['Mother', 'Aunt', 'Sister-in-law'] },
      { phrase: `${p}'s son's wife's father-in-law`, answer: 'Himself', wrong: ['Father', 'Son', 'Grandfather'] },
      { phrase: `${p}'s father's sister's husband`, answer: 'Uncle', wrong: ['Father', 'Grandfather', 'Brother-in-law'] },
    ];
    const r = random.pick(rows);
    const lower = random.next() < 0.5;
    const text = random.pick([
      `pls solve: who is ${r.phrase} to him?? ans with reason`,
      `how is ${r.phrase} related to ${p} ... got confused plz help`,
      `${r.phrase} is ${p}'s ______ ?`,
    ]);
    return { question: lower ? text.toLowerCase() : text, options: fromPool(random, r.answer, r.wrong, RELATION_POOL) };
  }),
  make('blood-relation', 907, (random) => {
    const m = nameOf(random, 'M');
    const f = nameOf(random, 'F');
    const rows = [
      { text: `${f} is the maternal aunt of ${m}. How is ${m}'s mother related to ${f}?`, answer: 'Sister', wrong: ['Sister-in-law', 'Mother', 'Cousin'] },
      { text: `${m} is ${f}'s father-in-law. How is ${f}'s husband related to ${m}?`, answer: 'Son', wrong: ['Son-in-law', 'Brother', 'Nephew'] },
      { text: `${f} is ${m}'s paternal grandmother. How is ${m}'s father related to ${f}?`, answer: 'Son', wrong: ['Son-in-law', 'Grandson', 'Brother'] },
      { text: `${m} is the brother-in-law of ${f}, being her husband's brother. How is ${f}'s husband related to ${m}?`, answer: 'Brother', wrong: ['Brother-in-law', 'Cousin', 'Father'] },
      { text: `${f} is the niece of ${m}, being his brother's daughter. How is ${m} related to ${f}'s father?`, answer: 'Brother', wrong: ['Father', 'Uncle', 'Brother-in-law'] },
      { text: `${m} is the son-in-law of ${f}, who has only one daughter. How is ${f}'s daughter related to ${m}?`, answer: 'Wife', wrong: ['Sister', 'Daughter', 'Mother-in-law'] },
    ];
    const r = random.pick(rows);
    return { question: r.text, options: fromPool(random, r.answer, r.wrong, RELATION_POOL) };
  }),
  make('blood-relation', 908, (random) => {
    const s = random.pick(INTRO_OTHER);
    const a = nameOf(random, s.speaker);
    const b = nameOf(random, s.other, [a]);
    const question = random.pick([
      `A ${manWoman(s.speaker)} introduced a ${manWoman(s.other)} to the guests as follows: "${s.quote}" How is the ${manWoman(s.other)}${s.speaker === s.other ? ' introduced' : ''} related to the ${manWoman(s.speaker)}${s.speaker === s.other ? ' who spoke' : ''}?`,
      `${a} introduced ${b} saying, "${s.quote}" What is ${b} to ${a}?`,
    ]);
    return { question, options: fromPool(random, s.answer, s.wrong, RELATION_POOL) };
  }),
];

// ---------------------------------------------------------------- coding

const WORDS4 = ['SALT', 'LAWS', 'CASE', 'BAIL', 'FACT', 'PLEA', 'DEED', 'FIRM', 'BOND', 'VOTE', 'WRIT', 'RULE', 'JURY', 'MOOT', 'CODE', 'TORT'];
const WORDS5 = ['COURT', 'JUDGE', 'TRUST', 'BENCH', 'CLAIM', 'PROOF', 'TRIAL', 'RIGHT', 'OWNER', 'PARTY', 'WOMAN', 'GRANT', 'MONEY', 'PEACE', 'LEGAL', 'BRIEF'];
const WORDS6 = ['LAWYER', 'PERMIT', 'CLIENT', 'MOTION', 'ESTATE', 'SUMMON', 'TENANT', 'APPEAL', 'ARREST', 'RECORD', 'REMAND', 'MURDER'];
const pickTwo = (random: Random, words: readonly string[]): [string, string] => {
  const [x, y] = random.shuffle(words);
  return [x!, y!];
};
const opposite = (w: string): string => [...w].map((c) => letterAt(25 - posOf(c))).join('');
const reverse = (w: string): string => [...w].reverse().join('');
const wordSum = (w: string): number => [...w].reduce((s, c) => s + posOf(c) + 1, 0);

const CODING: DoubtTemplate[] = [
  make('coding', 901, (random) => {
    const k = random.pick([2, 3, -2, -1, 4]);
    const [x, y] = pickTwo(random, random.pick([WORDS4, WORDS5]));
    const question = random.pick([
      `If ${x} is written as ${shiftWord(x, k)} in a certain code, how will ${y} be written in that code?`,
      `In a code language ${x} becomes ${shiftWord(x, k)}. Following the same rule, what is the code for ${y}?`,
    ]);
    return { question, options: four(shiftWord(y, k), [shiftWord(y, -k), shiftWord(y, k + Math.sign(k)), reverse(shiftWord(y, k))], (j) => shiftWord(y, k + j + 1)) };
  }),
  make('coding', 902, (random) => {
    const [x, y] = pickTwo(random, WORDS5);
    const k = random.pick([0, 1, 1, 2]);
    const enc = (w: string): string => shiftWord(reverse(w), k);
    const question = random.pick([
      `In a certain code language, '${x}' is coded as '${enc(x)}'. How is '${y}' coded in that language?`,
      `What is the code for ${y}, if ${x} is written as ${enc(x)}?`,
    ]);
    return {
      question,
      options: four(enc(y), [shiftWord(y, k), reverse(shiftWord(y, -k)), enc(y).slice(0, 2) + reverse(enc(y).slice(2))], (j) => shiftWord(enc(y), j)),
    };
  }),
  make('coding', 903, (random) => {
    const [x, y] = retry(() => {
      const pair = pickTwo(random, [...WORDS4, ...WORDS5]);
      return wordSum(pair[0]) !== wordSum(pair[1]) ? pair : undefined;
    }, 100);
    const question = random.pick([
      `If A = 1, B = 2, C = 3 and so on, and ${x} = ${wordSum(x)}, then ${y} = ?`,
      `In a certain code ${x} is written as ${wordSum(x)}. How is ${y} written in that code?`,
    ]);
    const ans = wordSum(y);
    return { question, options: numOpts(ans, [ans + y.length, 27 * y.length - ans, ans - 1]) };
  }),
  make('coding', 904, (random) => {
    const [x, y] = pickTwo(random, [...WORDS5, ...WORDS4]);
    const reversePositions = random.next() < 0.4;
    const num = (w: string): string => [...w].map((c) => (reversePositions ? 26 - posOf(c) : posOf(c) + 1)).join('-');
    const other = (w: string): string => [...w].map((c) => (reversePositions ? posOf(c) + 1 : 26 - posOf(c))).join('-');
    const question = `If ${x} is coded as ${num(x)}, then what is the code for ${y}?`;
    return {
      question,
      options: four(num(y), [other(y), [...y].map((c) => posOf(c) + 2).join('-'), num(reverse(y))], (j) => [...y].map((c) => posOf(c) + 2 + j).join('-')),
    };
  }),
  make('coding', 905, (random) => {
    const words = random.pick([WORDS5, WORDS6]);
    const [x, y] = pickTwo(random, words);
    const k = random.pick([1, 2, 3, -1, -2]);
    const others = random.shuffle(words.filter((w) => w !== x && w !== y)).slice(0, 3);
    const question = random.pick([
      `In a certain code, ${shiftWord(x, k)} stands for ${x}. Which word does the code ${shiftWord(y, k)} stand for?`,
      `If ${x} is written as ${shiftWord(x, k)}, then ${shiftWord(y, k)} is the code for which word?`,
    ]);
    return { question, options: four(y, others, (j) => words[j % words.length]!) };
  }),
  make('coding', 906, (random) => {
    const words = random.shuffle(['law', 'is', 'fair', 'court', 'open', 'rules', 'justice', 'for', 'all', 'truth', 'wins', 'always']).slice(0, 6);
    const codes = random.shuffle(['pit', 'na', 'sa', 'ko', 'tim', 're', 'lo', 'mu', 'zi', 'ga', 'dun', 'he']).slice(0, 6);
    const code = (w: string): string => codes[words.indexOf(w)]!;
    const [a, b, c, d, e, f] = words as [string, string, string, string, string, string];
    const s1 = [a, b, c];
    const s2 = [b, d, e];
    const s3 = [c, d, f];
    const line = (s: string[]): string => `'${random.shuffle(s.map(code)).join(' ')}' means '${random.shuffle(s).join(' ')}'`;
    const ask = random.pick([b, d, e, f, c]);
    const question = random.pick([
      `In a certain code language, ${line(s1)}, ${line(s2)} and ${line(s3)}. What is the code for '${ask}'?`,
      `Which code stands for '${ask}'?\n${cap(line(s1))};\n${line(s2)};\n${line(s3)}.`,
    ]);
    const wrong = codes.filter((x) => x !== code(ask));
    return { question, options: four(code(ask), random.shuffle(wrong), (j) => wrong[j % wrong.length]!) };
  }),
  make('coding', 907, (random) => {
    const [x, y] = pickTwo(random, [...WORDS4, ...WORDS5]);
    const question = random.pick([
      `in a code lang if ${x} = ${opposite(x)} then ${y} = ? plz explain`,
      `pls solve: ${x} is coded ${opposite(x)}, how to code ${y}? ans?`,
    ]);
    return { question, options: four(opposite(y), [reverse(opposite(y)), shiftWord(y, 1), shiftWord(opposite(y), 1)], (j) => shiftWord(opposite(y), j + 1)) };
  }),
  make('coding', 908, (random) => {
    const [x, y] = pickTwo(random, [...WORDS4, ...WORDS5]);
    const start = random.pick([1, 1, 2]);
    const enc = (w: string): string => shiftWord(w, (i) => start + i);
    const question = random.pick([
      `${x} → ${enc(x)}, so ${y} → ?`,
      `If in a certain language ${x} is coded as ${enc(x)}, how is ${y} coded in the same language?`,
    ]);
    return { question, options: four(enc(y), [shiftWord(y, start), shiftWord(y, (i) => start + 2 * i), shiftWord(y, (i) => start + i + 1)], (j) => shiftWord(enc(y), j)) };
  }),
];

// ---------------------------------------------------------------- series

const SERIES: DoubtTemplate[] = [
  make('series', 901, (random) => {
    const [m, c] = random.pick([
      [2, 1],
      [2, 3],
      [3, 1],
      [2, -1],
      [3, -2],
    ] as const);
    const a = random.int(2, 7);
    const t = [a];
    for (let i = 1; i < 6; i += 1) t.push(t[i - 1]! * m + c);
    const next = t[5]!;
    const shown = t.slice(0, 5);
    const question = random.pick([
      `What comes next in the series? ${shown.join(', ')}, ?`,
      `Find the next number: ${shown.join('  ')}  ____`,
    ]);
    return { question, options: numOpts(next, [t[4]! * m, t[4]! * m + c + 1, t[4]! + (t[4]! - t[3]!)]) };
  }),
  make('series', 902, (random) => {
    const c = random.pick([1, 2, 3, -1, 4, 5]);
    const s = random.int(2, 6);
    const t = Array.from({ length: 6 }, (_, i) => (s + i) ** 2 + c);
    const shown = t.slice(0, 5);
    const question = random.pick([
      `${shown.join(', ')}, ? — which number should come next?`,
      `Complete the series: ${shown.join(', ')}, ...`,
    ]);
    return { question, options: numOpts(t[5]!, [(s + 5) ** 2, t[4]! + (t[4]! - t[3]!), (s + 6) ** 2 + c]) };
  }),
  make('series', 903, (random) => {
    const a = random.int(2, 10);
    const d = random.int(2, 5);
    const b = random.int(40, 60);
    const e = random.int(2, 6);
    const t: number[] = [];
    for (let i = 0; i < 4; i += 1) t.push(a + d * i, b - e * i);
    const shown = t.slice(0, 7);
    const next = t[7]!;
    const question = random.pick([
      `Find the next term of the series: ${shown.join(', ')}, ?`,
      `${shown.join(', ')}, ?\nWhat number replaces the question mark?`,
    ]);
    return { question, options: numOpts(next, [a + 4 * d, next - e, b - 4 * e + e + 1]) };
  }),
  make('series', 904, (random) => {
    const a = random.int(2, 9);
    const d0 = random.int(1, 4);
    const dd = random.int(2, 3);
    const t = [a];
    for (let i = 0; i < 5; i += 1) t.push(t[i]! + d0 + dd * i);
    const hole = random.int(2, 4);
    const shown = t.map((x, i) => (i === hole ? '?' : String(x)));
    const ans = t[hole]!;
    const question = random.pick([
      `Find the missing number in the series: ${shown.join(', ')}`,
      `Which number should replace the question mark in ${shown.join(', ')}?`,
    ]);
    return { question, options: numOpts(ans, [t[hole - 1]! + (t[hole - 1]! - t[hole - 2]!), ans + 1, (t[hole - 1]! + t[hole + 1]!) / 2]) };
  }),
  make('series', 905, (random) => {
    const start = random.int(0, 5);
    const fixed = random.next() < 0.5;
    const gap = random.int(2, 4);
    const idx = [start];
    for (let i = 1; i < 6; i += 1) idx.push(idx[i - 1]! + (fixed ? gap : i + 1));
    const shown = idx.slice(0, 5).map(letterAt);
    const ans = letterAt(idx[5]!);
    const question = random.pick([
      `What comes next: ${shown.join(', ')}, ?`,
      `Choose the letter that continues the series ${shown.join(' ')} ___`,
    ]);
    const step = idx[5]! - idx[4]!;
    return { question, options: four(ans, [letterAt(idx[5]! + 1), letterAt(idx[5]! - 1), letterAt(idx[4]! + step + 2)], (j) => letterAt(idx[5]! + j + 2)) };
  }),
  make('series', 906, (random) => {
    const s = random.int(1, 3);
    const p0 = random.int(0, 4);
    const pair = (i: number): string => `${letterAt(p0 + s * i)}${p0 + s * i + 1}`;
    const shown = [0, 1, 2, 3].map(pair);
    const n = p0 + s * 4;
    const question = random.pick([
      `next term?? ${shown.join(' ')} ...`,
      `Find the next term in the series: ${shown.join(', ')}, ?`,
    ]);
    return {
      question,
      options: four(pair(4), [`${letterAt(n)}${n}`, `${letterAt(n + 1)}${n + 1}`, `${letterAt(n)}${n + 2}`], (j) => `${letterAt(n + j)}${n + 1 + 2 * j}`),
    };
  }),
  make('series', 907, (random) => {
    const [m, c] = random.pick([
      [2, 1],
      [2, 2],
      [3, 0],
      [2, -1],
    ] as const);
    const a = random.int(2, 6);
    const t = [a];
    for (let i = 1; i < 6; i += 1) t.push(t[i - 1]! * m + c);
    const bad = random.int(2, 5);
    const shown = [...t];
    shown[bad] = t[bad]! + random.pick([1, -1, 2]);
    const question = random.pick([
      `Find the wrong number in the series: ${shown.join(', ')}`,
      `One term in the series ${shown.join(', ')} does not fit. Which one?`,
    ]);
    const others = shown.filter((_, i) => i !== bad).map(String);
    return { question, options: four(String(shown[bad]), random.shuffle(others), (j) => others[j % others.length]!) };
  }),
  make('series', 908, (random) => {
    const k = random.int(2, 4);
    const step = random.int(1, 3);
    const start = random.int(0, 4);
    const group = (i: number): string => [0, 1, 2].map((j) => letterAt(start + step * i + k * j)).join('');
    const shown = [0, 1, 2, 3].map(group);
    const question = random.pick([
      `${shown.join(', ')}, ? Which group of letters comes next?`,
      `pls solve letter series ${shown.join(' ')} ? ans?`,
    ]);
    const g = (s0: number, kk: number): string => [0, 1, 2].map((j) => letterAt(s0 + kk * j)).join('');
    const s4 = start + step * 4;
    return { question, options: four(group(4), [g(s4 + 1, k), g(s4, k + 1), g(s4 - 1, k)], (j) => g(s4 + j + 1, k + 1)) };
  }),
];

// ---------------------------------------------------------------- direction

const DIRS8 = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];
const DIRS4 = ['North', 'East', 'South', 'West'];
const VEC = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

/** The compass direction of (dx, dy) when it lies on one of the eight lines. */
function dirOf(dx: number, dy: number): string {
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const ns = sy > 0 ? 'North' : sy < 0 ? 'South' : '';
  const ew = sx > 0 ? 'East' : sx < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}
const flip = (d: string): string => DIRS8[(DIRS8.indexOf(d) + 4) % 8]!;

/** A walk of legs with turns; accepted when the end is a whole number of units from the start. */
function walk(random: Random, legs: number, unit: number) {
  return retry(() => {
    let h = random.int(0, 3);
    const start = h;
    let x = 0;
    let y = 0;
    const steps: { turn: string; dist: number; heading: number }[] = [];
    let path = 0;
    for (let i = 0; i < legs; i += 1) {
      let turn = '';
      if (i > 0) {
        turn = random.pick(['left', 'right']);
        h = (h + (turn === 'right' ? 1 : 3)) % 4;
      }
      const dist = random.int(1, 6) * unit;
      steps.push({ turn, dist, heading: h });
      x += VEC[h]![0] * dist;
      y += VEC[h]![1] * dist;
      path += dist;
    }
    const d = Math.hypot(x, y);
    if (x === 0 && y === 0) return undefined;
    if (Math.abs(d - Math.round(d)) > 1e-9) return undefined;
    return { start, steps, x, y, d: Math.round(d), path };
  }, 5000);
}

const DIRECTION: DoubtTemplate[] = [
  make('direction', 901, (random) => {
    const unit = random.pick([1, 2, 5, 10]);
    const w = walk(random, 4, unit);
    const u = random.pick(['m', 'km', 'metres']);
    const name = nameOf(random, 'F');
    const parts = w.steps.map((s, i) =>
      i === 0 ? `walks ${s.dist} ${u} towards ${DIRS4[s.heading]}` : `turns ${s.turn} and walks ${s.dist} ${u}`,
    );
    const question = `${name} starts from her house, ${parts.join(', then ')}. How far and in which direction is she now from her house?`;
    const dir = dirOf(w.x, w.y);
    const ans = `${w.d} ${u}, ${dir}`;
    return {
      question,
      options: four(ans, [`${w.d} ${u}, ${flip(dir)}`, `${w.path} ${u}, ${dir}`, `${Math.abs(w.x) + Math.abs(w.y)} ${u}, ${dir}`], (j) => `${w.d + j * unit} ${u}, ${DIRS8[(DIRS8.indexOf(dir) + 2 * j) % 8]}`),
    };
  }),
  make('direction', 902, (random) => {
    const morning = random.next() < 0.5;
    const shadow = morning ? 3 : 1; // index in DIRS4: West in the morning, East in the evening
    const side = random.pick(['right', 'left', 'behind him', 'in front of him'] as const);
    const facing = side === 'right' ? (shadow + 3) % 4 : side === 'left' ? (shadow + 1) % 4 : side === 'behind him' ? (shadow + 2) % 4 : shadow;
    const name = nameOf(random, 'M');
    const when = morning ? random.pick(['One morning after sunrise', 'At 7 a.m. one day', 'Early in the morning']) : random.pick(['One evening just before sunset', 'At about 5:30 p.m.', 'In the evening']);
    const fall = side === 'right' || side === 'left' ? `fell exactly to his ${side}` : `fell exactly ${side}`;
    const question = `${when}, ${name} was standing in a field. His shadow ${fall}. Which direction was he facing?`;
    const wrong = [DIRS4[(facing + 2) % 4]!, DIRS4[(facing + 1) % 4]!, DIRS4[(facing + 3) % 4]!];
    return { question, options: four(DIRS4[facing]!, wrong, () => '') };
  }),
  make('direction', 903, (random) => {
    const start = random.int(0, 3) * 2;
    const turns = Array.from({ length: 3 }, () => ({ deg: random.pick([45, 90, 135, 180]), cw: random.next() < 0.5 }));
    let h = start;
    let mirror = start;
    for (const t of turns) {
      h = (h + (t.cw ? 1 : -1) * (t.deg / 45) + 16) % 8;
      mirror = (mirror + (t.cw ? -1 : 1) * (t.deg / 45) + 16) % 8;
    }
    const spoken = turns.map((t) => `${t.deg}° ${t.cw ? 'clockwise' : 'anticlockwise'}`).join(', then ');
    const question = random.pick([
      `A man is facing ${DIRS8[start]}. He turns ${spoken}. Which direction is he facing now?`,
      `Facing ${DIRS8[start]!.toLowerCase()}, a soldier turns ${spoken}. In which direction is he facing at the end?`,
    ]);
    return { question, options: fromPool(random, DIRS8[h]!, [DIRS8[mirror]!, DIRS8[(h + 4) % 8]!], DIRS8) };
  }),
  make('direction', 904, (random) => {
    const [a, b] = random.pick([
      [3, 4],
      [6, 8],
      [5, 12],
      [8, 6],
      [4, 3],
      [12, 5],
    ] as const);
    const sx = random.pick([1, -1]);
    const sy = random.pick([1, -1]);
    const hub = random.pick(['temple', 'bus stand', 'post office']);
    const [x, y] = random.shuffle(['school', 'bank', 'park', 'library']);
    // x is a km east/west of hub; y is b km north/south of hub. Direction of x from y:
    const dir = dirOf(sx * a, -sy * b);
    const question = `In which direction is the ${x} from the ${y}? The ${x} is ${a} km ${sx > 0 ? 'east' : 'west'} of the ${hub}, and the ${y} is ${b} km ${sy > 0 ? 'north' : 'south'} of the ${hub}.`;
    return { question, options: four(dir, [flip(dir), dirOf(sx * a, sy * b), dirOf(-sx * a, -sy * b)], (j) => DIRS8[(DIRS8.indexOf(dir) + j * 2 + 1) % 8]!) };
  }),
  make('direction', 905, (random) => {
    const w = walk(random, random.pick([3, 4]), random.pick([1, 5]));
    const parts = w.steps.map((s, i) => (i === 0 ? `i walked ${s.dist} m ${DIRS4[s.heading]!.toLowerCase()}` : `turned ${s.turn} walked ${s.dist} m`));
    const question = `pls solve ${parts.join(' then ')}... shortest distance from start?? ans with reason`;
    return { question, options: four(`${w.d} m`, [`${w.path} m`, `${Math.abs(w.x) + Math.abs(w.y)} m`, `${w.d + 5} m`], (j) => `${w.d + j} m`) };
  }),
  make('direction', 906, (random) => {
    const turns = Array.from({ length: random.int(3, 4) }, () => random.pick(['left', 'right', 'about turn'] as const));
    const net = turns.reduce((s, t) => s + (t === 'right' ? 1 : t === 'left' ? 3 : 2), 0) % 4;
    const end = random.int(0, 3);
    const start = (end - net + 4) % 4;
    const mistaken = (end + net) % 4;
    const name = nameOf(random, 'F');
    const spoken = turns.map((t) => (t === 'about turn' ? 'took an about turn' : `turned ${t}`)).join(', then ');
    const question = `${name} ${spoken}. Now she is facing ${DIRS4[end]}. In which direction was she facing at the start?`;
    return { question, options: four(DIRS4[start]!, [DIRS4[mistaken]!, DIRS4[end]!, DIRS4[(start + 2) % 4]!], (j) => DIRS4[(start + j) % 4]!) };
  }),
  make('direction', 907, (random) => {
    const [p, q, r] = random.pick([
      [3, 4, 5],
      [6, 8, 10],
      [5, 12, 13],
      [9, 12, 15],
      [8, 15, 17],
    ] as const);
    const a = random.pick(['Two friends', 'Two cyclists', 'Two scouts']);
    const first = random.pick([
      ['east', 'north'],
      ['west', 'south'],
      ['north', 'west'],
      ['south', 'east'],
    ] as const);
    const question = `${a} start from the same point. One goes ${p} km ${first[0]}, the other goes ${q} km ${first[1]}. How far apart are they now (shortest distance)?`;
    return { question, options: four(`${r} km`, [`${p + q} km`, `${q - p} km`, `${r + 1} km`], (j) => `${r + j + 1} km`) };
  }),
  make('direction', 908, (random) => {
    const morning = random.next() < 0.5;
    const shadow = morning ? 3 : 1;
    const side = random.pick(['left', 'right'] as const);
    const aFacing = side === 'right' ? (shadow + 3) % 4 : (shadow + 1) % 4;
    const bFacing = (aFacing + 2) % 4;
    const [a, b] = random.shuffle(['Ramesh', 'Suresh', 'Mahesh', 'Dinesh']);
    const question = `${morning ? 'At sunrise' : 'At sunset'}, ${a} and ${b} were talking, standing face to face. ${a}'s shadow was exactly to his ${side}. Which direction was ${b} facing?`;
    return { question, options: four(DIRS4[bFacing]!, [DIRS4[aFacing]!, DIRS4[(bFacing + 1) % 4]!, DIRS4[(bFacing + 3) % 4]!], () => '') };
  }),
];

// ---------------------------------------------------------------- ordering

/** people[0] is the most (tallest, heaviest, highest). Facts compare neighbours in this order. */
function compareFacts(random: Random, people: readonly string[], more: string, less: string, asTall: string): string[] {
  const facts: string[] = [];
  for (let i = 0; i + 1 < people.length; i += 1) {
    const hi = people[i]!;
    const lo = people[i + 1]!;
    facts.push(random.pick([`${hi} is ${more} than ${lo}`, `${lo} is ${less} than ${hi}`, `${lo} is not as ${asTall} as ${hi}`]));
  }
  return random.shuffle(facts);
}

const ORDERING: DoubtTemplate[] = [
  make('ordering', 901, (random) => {
    const people = random.shuffle(['A', 'B', 'C', 'D', 'E']);
    const facts = compareFacts(random, people, 'taller', 'shorter', 'tall');
    const k = random.int(2, 4);
    const fromTop = random.next() < 0.5;
    const ans = fromTop ? people[k - 1]! : people[people.length - k]!;
    const question = `Five friends stand for a photo. ${facts.join('. ')}. Who is the ${ordinal(k).replace(/^2nd$/, 'second').replace(/^3rd$/, 'third').replace(/^4th$/, 'fourth')} ${fromTop ? 'tallest' : 'shortest'}?`;
    const wrong = [fromTop ? people[people.length - k]! : people[k - 1]!, ...people];
    return { question, options: four(ans, wrong, () => '') };
  }),
  make('ordering', 902, (random) => {
    const people = random.shuffle(['Ravi', 'Sonu', 'Tina', 'Uday', 'Vani', 'Wasim']).slice(0, 5);
    const facts = compareFacts(random, people, 'heavier', 'lighter', 'heavy');
    const ask = random.pick(['lightest', 'second heaviest', 'heaviest', 'second lightest'] as const);
    const idx = { heaviest: 0, 'second heaviest': 1, lightest: 4, 'second lightest': 3 }[ask];
    const mirror = 4 - idx;
    const question = `Who is the ${ask} among the five?\n${facts.map((f) => `${f}.`).join('\n')}`;
    return { question, options: four(people[idx]!, [people[mirror]!, ...people], () => '') };
  }),
  make('ordering', 903, (random) => {
    const top = random.int(5, 25);
    const bottom = random.int(5, 25);
    const total = top + bottom - 1;
    const name = nameOf(random, random.pick(['M', 'F'] as const));
    const question = random.pick([
      `${name} is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom in a class. How many students are there in the class?`,
      `in a class ${name.toLowerCase()} rank is ${top} from top n ${bottom} from bottom. total students?`,
    ]);
    return { question, options: numOpts(total, [top + bottom, total - 1, top + bottom + 1]) };
  }),
  make('ordering', 904, (random) => {
    const total = random.int(30, 60);
    const top = random.int(5, total - 5);
    const bottom = total - top + 1;
    const name = nameOf(random, 'F');
    const question = random.pick([
      `In a class of ${total} students, ${name} ranks ${ordinal(top)} from the top. What is her rank from the bottom?`,
      `What is ${name}'s rank from the bottom if she is ${ordinal(top)} from the top among ${total} candidates?`,
    ]);
    return { question, options: numOpts(bottom, [total - top, bottom + 1, top]) };
  }),
  make('ordering', 905, (random) => {
    const [n, a, b] = retry(() => {
      const nn = random.int(25, 50);
      const aa = random.int(5, 15);
      const bb = random.int(5, 15);
      return nn - bb + 1 - aa - 1 >= 3 ? [nn, aa, bb] : undefined;
    }, 100);
    const between = n - b + 1 - a - 1;
    const [p, q] = random.shuffle(['P', 'Q', 'X', 'Y', 'M', 'N']);
    const question = `In a row of ${n} children facing north, ${p} is ${ordinal(a)} from the left end and ${q} is ${ordinal(b)} from the right end. How many children are there between ${p} and ${q}?`;
    return { question, options: numOpts(between, [between + 1, between - 1, n - a - b]) };
  }),
  make('ordering', 906, (random) => {
    const front = random.int(4, 12);
    const behind = random.int(2, 6);
    const fromEnd = random.int(3, 12);
    const total = front + behind + fromEnd - 1;
    const [x, y] = [nameOf(random, 'M'), nameOf(random, 'F')];
    const question = `In a queue at the bank, ${x} is ${ordinal(front)} from the front. ${y} is ${behind} places behind ${x} and she is ${ordinal(fromEnd)} from the end of the queue. How many people are in the queue?`;
    return { question, options: numOpts(total, [total + 1, front + fromEnd, total - 1]) };
  }),
  make('ordering', 907, (random) => {
    const [aL, bR, newL] = retry(() => {
      const x = random.int(4, 15);
      const y = random.int(4, 15);
      const z = random.int(x + 2, 25);
      return [x, y, z];
    }, 10);
    const total = newL + bR - 1;
    const a = nameOf(random, 'M');
    const b = nameOf(random, 'M', [a]);
    const question = `${a} is ${ordinal(aL)} from the left and ${b} is ${ordinal(bR)} from the right in a row of boys. When they interchange their positions, ${a} becomes ${ordinal(newL)} from the left. How many boys are there in the row?`;
    return { question, options: numOpts(total, [aL + bR, total + 1, newL + bR]) };
  }),
  make('ordering', 908, (random) => {
    const people = random.shuffle(['K', 'L', 'M', 'N', 'O']);
    const facts: string[] = [];
    for (let i = 0; i + 1 < people.length; i += 1) {
      facts.push(random.pick([`${people[i]} scored more than ${people[i + 1]}`, `${people[i + 1]} scored less than ${people[i]}`, `${people[i + 1]} was ranked below ${people[i]}`]));
    }
    const question = `Five students took a CLAT mock. ${random.shuffle(facts).join('; ')}. Who is in the middle when they are arranged by score?`;
    return { question, options: four(people[2]!, [people[1]!, people[3]!, people[0]!], () => '') };
  }),
];

// ---------------------------------------------------------------- seating

type Face = 'north' | 'south' | 'centre' | 'out';
interface Layout {
  readonly n: number;
  readonly circle: boolean;
  readonly face: Face;
}

/** The seat k places to the left of seat i (negative k: to the right), or -1 when off the row. */
function leftSeat(l: Layout, i: number, k: number): number {
  const step = l.face === 'north' || l.face === 'out' ? -k : k;
  if (l.circle) return (((i + step) % l.n) + l.n) % l.n;
  const j = i + step;
  return j >= 0 && j < l.n ? j : -1;
}

type Clue = { text: string; test: (seat: (p: string) => number) => boolean };

function words(k: number): string {
  return ['', 'immediate', 'second', 'third'][k]!;
}

function clueFor(random: Random, l: Layout, arr: readonly string[]): Clue {
  const seat = (p: string) => arr.indexOf(p);
  const a = random.pick(arr);
  const b = random.pick(arr.filter((x) => x !== a));
  const kinds = l.circle ? ['side', 'side', 'between', 'notNext', 'opposite'] : ['side', 'side', 'end', 'between', 'gap', 'notNext'];
  const kind = random.pick(kinds);
  const dist = (s: (p: string) => number, x: string, y: string) => {
    const d = Math.abs(s(x) - s(y));
    return l.circle ? Math.min(d, l.n - d) : d;
  };
  switch (kind) {
    case 'side': {
      for (const k of random.shuffle([1, 2, 3])) {
        for (const dir of random.shuffle([1, -1])) {
          if (leftSeat(l, seat(b), dir * k) === seat(a)) {
            const side = dir > 0 ? 'left' : 'right';
            return {
              text: k === 1 ? `${a} sits to the immediate ${side} of ${b}` : `${a} sits ${words(k)} to the ${side} of ${b}`,
              test: (s) => leftSeat(l, s(b), dir * k) === s(a),
            };
          }
        }
      }
      return clueFor(random, l, arr);
    }
    case 'end': {
      const atEnd = seat(a) === 0 || seat(a) === l.n - 1;
      return atEnd
        ? { text: `${a} sits at one of the extreme ends`, test: (s) => s(a) === 0 || s(a) === l.n - 1 }
        : { text: `${a} does not sit at either end`, test: (s) => s(a) !== 0 && s(a) !== l.n - 1 };
    }
    case 'between': {
      const i = seat(a);
      const x = leftSeat(l, i, 1);
      const y = leftSeat(l, i, -1);
      if (x < 0 || y < 0) return clueFor(random, l, arr);
      const [p, q] = random.shuffle([arr[x]!, arr[y]!]);
      return { text: `${a} sits between ${p} and ${q}`, test: (s) => dist(s, a, p!) === 1 && dist(s, a, q!) === 1 };
    }
    case 'gap': {
      const g = dist(seat, a, b) - 1;
      if (g > 2) return clueFor(random, l, arr);
      const t = g === 0 ? `${a} and ${b} sit next to each other` : g === 1 ? `only one person sits between ${a} and ${b}` : `exactly two people sit between ${a} and ${b}`;
      return { text: cap(t), test: (s) => dist(s, a, b) - 1 === g };
    }
    case 'opposite': {
      if (l.n % 2 === 1) return clueFor(random, l, arr);
      const opp = arr[(seat(a) + l.n / 2) % l.n]!;
      return { text: `${a} sits opposite ${opp}`, test: (s) => dist(s, a, opp) === l.n / 2 };
    }
    default: {
      if (dist(seat, a, b) === 1) return clueFor(random, l, arr);
      return { text: `${a} is not a neighbour of ${b}`, test: (s) => dist(s, a, b) !== 1 };
    }
  }
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/** All arrangements fitting the clues (a circle's rotations count once: its first person is fixed at seat 0). */
const candCache = new Map<string, string[][]>();
function solutions(l: Layout, people: readonly string[], clues: readonly Clue[]): string[][] {
  const key = `${l.circle}|${people.join(',')}`;
  let cands = candCache.get(key);
  if (!cands) {
    cands = l.circle ? permutations(people.slice(1)).map((r) => [people[0]!, ...r]) : permutations(people);
    if (candCache.size > 50) candCache.clear();
    candCache.set(key, cands);
  }
  return cands.filter((arr) => clues.every((c) => c.test((p) => arr.indexOf(p))));
}

/** Draws an arrangement and a minimal set of clues that fixes it; `answer` must read the same off every fitting arrangement. */
function puzzle(random: Random, l: Layout, names: readonly string[]) {
  return retry(() => {
    const people = random.shuffle(names).slice(0, l.n);
    const arr = random.shuffle(people);
    const clues: Clue[] = [];
    for (let t = 0; t < 25 && solutions(l, people, clues).length > 1; t += 1) {
      const c = clueFor(random, l, arr);
      if (!clues.some((x) => x.text === c.text)) clues.push(c);
    }
    if (solutions(l, people, clues).length !== 1) return undefined;
    for (let i = clues.length - 1; i >= 0; i -= 1) {
      const without = clues.filter((_, j) => j !== i);
      if (solutions(l, people, without).length === 1) clues.splice(i, 1);
    }
    if (clues.length > 7) return undefined;
    const canon = l.circle ? solutions(l, people, clues)[0]! : arr;
    return { people, arr: canon, clues: random.shuffle(clues).map((c) => cap(c.text)) };
  }, 200);
}

/** True when one clue names both people (the question would only restate it). */
const together = (clues: readonly string[], a: string, b: string): boolean =>
  clues.some((c) => new RegExp(`\\b${a}\\b`).test(c) && new RegExp(`\\b${b}\\b`).test(c));

/** A person to ask about whose answer no single clue gives away, or undefined. */
const askable = (random: Random, people: readonly string[], answerFor: (x: string) => string | undefined, clues: readonly string[]): string | undefined =>
  random.shuffle(people).find((x) => {
    const ans = answerFor(x);
    return ans !== undefined && !together(clues, x, ans);
  });

const SEATING: DoubtTemplate[] = [
  make('seating', 901, (random) => {
    const l: Layout = { n: 5, circle: false, face: 'north' };
    return retry(() => {
      const p = puzzle(random, l, ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
      const x = askable(random, p.arr, (y) => (leftSeat(l, p.arr.indexOf(y), 2) >= 0 ? p.arr[leftSeat(l, p.arr.indexOf(y), 2)] : undefined), p.clues);
      if (x === undefined) return undefined;
      const ans = p.arr[leftSeat(l, p.arr.indexOf(x), 2)]!;
      const wrongSeat = leftSeat(l, p.arr.indexOf(x), -2);
      const wrong = [wrongSeat >= 0 ? p.arr[wrongSeat]! : '', p.arr[leftSeat(l, p.arr.indexOf(x), 1)]!, ...p.arr.filter((y) => y !== x)];
      return {
        question: `Five persons ${p.people.slice().sort().join(', ')} are sitting in a row facing north. ${p.clues.join('. ')}. Who is sitting second to the left of ${x}?`,
        options: four(ans, wrong, () => ''),
      };
    }, 50);
  }),
  make('seating', 902, (random) => {
    const l: Layout = { n: 6, circle: false, face: 'south' };
    const p = puzzle(random, l, ['P', 'Q', 'R', 'S', 'T', 'U']);
    const rightEnd = p.arr[0]!; // facing south, their right is the west end (seat 0)
    const question = `Six friends P, Q, R, S, T and U sit in a straight line facing south.\n${p.clues.map((c) => `${c}.`).join('\n')}\nWho sits at the extreme right end?`;
    return { question, options: four(rightEnd, [p.arr[5]!, p.arr[1]!, p.arr[4]!], () => '') };
  }),
  make('seating', 903, (random) => {
    const l: Layout = { n: 6, circle: true, face: 'centre' };
    const [p, x] = retry(() => {
      const q = puzzle(random, l, ['Anu', 'Bela', 'Chetan', 'Dev', 'Esha', 'Farid']);
      const y = askable(random, q.arr, (z) => q.arr[leftSeat(l, q.arr.indexOf(z), 2)], q.clues);
      return y === undefined ? undefined : ([q, y] as const);
    }, 50);
    const i = p.arr.indexOf(x);
    const ans = p.arr[leftSeat(l, i, 2)]!;
    const question = `Six friends, ${p.people.join(', ')}, are sitting around a circular table facing the centre. ${p.clues.join('. ')}. Who is second to the left of ${x}?`;
    return { question, options: four(ans, [p.arr[leftSeat(l, i, -2)]!, p.arr[leftSeat(l, i, 1)]!, p.arr[leftSeat(l, i, 3)]!], () => '') };
  }),
  make('seating', 904, (random) => {
    const l: Layout = { n: 8, circle: true, face: 'centre' };
    const [p, x] = retry(() => {
      const q = puzzle(random, l, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
      const y = askable(random, q.arr, (z) => q.arr[(q.arr.indexOf(z) + 4) % 8], q.clues);
      return y === undefined ? undefined : ([q, y] as const);
    }, 50);
    const i = p.arr.indexOf(x);
    const ans = p.arr[(i + 4) % 8]!;
    const question = `Eight people A to H sit around a round table, all facing the centre. ${p.clues.join('. ')}. Who sits directly opposite ${x}?`;
    return { question, options: four(ans, [p.arr[(i + 3) % 8]!, p.arr[(i + 5) % 8]!, p.arr[(i + 2) % 8]!], () => '') };
  }),
  make('seating', 905, (random) => {
    const l: Layout = { n: 5, circle: false, face: 'north' };
    const p = puzzle(random, l, ['amit', 'bunty', 'chinu', 'dolly', 'eshan']);
    const question = `pls solve 5 friends ${p.people.join(' ')} sitting in a row facing north. ${p.clues.join(', ').toLowerCase()}. who is in the middle??`;
    return { question, options: four(p.arr[2]!, [p.arr[1]!, p.arr[3]!, p.arr[0]!], () => '') };
  }),
  make('seating', 906, (random) => {
    const l: Layout = { n: 6, circle: true, face: 'out' };
    const [p, x] = retry(() => {
      const q = puzzle(random, l, ['J', 'K', 'L', 'M', 'N', 'O']);
      const y = askable(random, q.arr, (z) => q.arr[leftSeat(l, q.arr.indexOf(z), -1)], q.clues);
      return y === undefined ? undefined : ([q, y] as const);
    }, 50);
    const i = p.arr.indexOf(x);
    const ans = p.arr[leftSeat(l, i, -1)]!;
    const question = `J, K, L, M, N and O are seated around a circle facing away from the centre (facing outside). ${p.clues.join('. ')}. Who is to the immediate right of ${x}?`;
    return { question, options: four(ans, [p.arr[leftSeat(l, i, 1)]!, p.arr[leftSeat(l, i, -2)]!, p.arr[(i + 3) % 6]!], () => '') };
  }),
  make('seating', 907, (random) => {
    const l: Layout = { n: 7, circle: false, face: random.pick(['north', 'south'] as const) };
    return retry(() => {
      const p = puzzle(random, l, ['L', 'M', 'N', 'O', 'P', 'Q', 'R']);
      const [x, y] = random.shuffle(p.arr);
      const between = Math.abs(p.arr.indexOf(x!) - p.arr.indexOf(y!)) - 1;
      if (between < 1) return undefined;
      const question = `Seven students L, M, N, O, P, Q and R sit on a bench facing ${l.face}. ${p.clues.join('. ')}. How many persons sit between ${x} and ${y}?`;
      return { question, options: numOpts(between, [between + 1, between - 1, between + 2].filter((v) => v >= 0)) };
    }, 50);
  }),
  make('seating', 908, (random) => {
    const l: Layout = { n: 6, circle: true, face: 'centre' };
    const [p, i] = retry(() => {
      const q = puzzle(random, l, ['Kabir', 'Lata', 'Mohan', 'Nita', 'Om', 'Pari']);
      const y = random.shuffle(q.arr).find((z) => !q.clues.some((c) => c.startsWith(`${z} sits between`)));
      return y === undefined ? undefined : ([q, q.arr.indexOf(y)] as const);
    }, 50);
    const mid = p.arr[i]!;
    const a = p.arr[(i + 1) % 6]!;
    const b = p.arr[(i + 5) % 6]!;
    const question = `Who sits between ${a} and ${b}?\n${p.people.join(', ')} are sitting around a circular table facing the centre. ${p.clues.join('. ')}.`;
    return { question, options: four(mid, [p.arr[(i + 2) % 6]!, p.arr[(i + 3) % 6]!, p.arr[(i + 4) % 6]!], () => '') };
  }),
];

export const TEMPLATES: readonly DoubtTemplate[] = [...BLOOD, ...CODING, ...SERIES, ...DIRECTION, ...ORDERING, ...SEATING];
