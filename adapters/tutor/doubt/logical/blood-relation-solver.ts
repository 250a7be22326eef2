import { addIdentity, FamilyGraph, mendRelationText, nameRelation, readPhrase, RELATION_WORDS, sexOfWord, type Phrase } from './family-walk';
import { countAsked, readFamilyPassage, type FamilyPassage } from './family-passage';
import type { LogicalResult } from './logical-result';

/**
 * Blood relations from statements: 'A is the brother of B', "C is D's wife", "Ravi's father is
 * the only son of Mohan", 'A and B are sisters', 'P has two sons, Q and R'. Each statement says
 * that two descriptions are one person; the family is drawn from them and the relation asked is
 * read off it (see family-walk.ts). A statement that cannot be read is a reason to decline: a
 * family drawn without it could give a wrong answer.
 */

const NAME = String.raw`([A-Z][a-z]*)`;
const POSSESSIVE_ASK = String.raw`(?:'s)?\s+relation(?:ship)?\s+(?:to|with)`;

/** The ways a paper asks for the relation of one person to another, subject first. */
const ASKS: readonly RegExp[] = [
  new RegExp(String.raw`[Hh]ow\s+is\s+${NAME}\s+related\s+to\s+${NAME}`, 'g'),
  new RegExp(String.raw`[Hh]ow\s+${NAME}\s+is\s+related\s+to\s+${NAME}`, 'g'),
  new RegExp(String.raw`[Ww]hat\s+is\s+(?:the\s+)?relation(?:ship)?\s+of\s+${NAME}\s+(?:to|with)\s+${NAME}`, 'g'),
  new RegExp(String.raw`[Ww]hat\s+is\s+${NAME}${POSSESSIVE_ASK}\s+${NAME}`, 'g'),
  new RegExp(String.raw`[Ww]hat\s+(?:relation|relationship)\s+(?:is|does)\s+${NAME}\s+(?:have\s+)?(?:to|with|of)\s+${NAME}`, 'g'),
  new RegExp(String.raw`[Ww]hat\s+is\s+${NAME}\s+(?:to|of)\s+${NAME}\b`, 'g'),
  new RegExp(String.raw`[Ww]ho\s+is\s+${NAME}\s+(?:to|of|for)\s+${NAME}\b`, 'g'),
  new RegExp(String.raw`\b${NAME}\s+is\s+(?:the\s+)?what\s+(?:of|to)\s+${NAME}`, 'g'),
  new RegExp(String.raw`\b${NAME}\s+is\s+related\s+to\s+${NAME}\s+as\b`, 'g'),
  new RegExp(String.raw`\b${NAME}\s+is\s+(?:the\s+)?_+\s+of\s+${NAME}`, 'g'),
  new RegExp(String.raw`\b${NAME}\s+is\s+${NAME}'s\s*(?:[:?_…]+|-{2,}|\.{2,}|-?\s*$)`, 'g'),
  // 'Which of the following is the relation of S to Q?'
  new RegExp(String.raw`[Ww]hich\s+(?:of\s+the\s+following\s+)?is\s+(?:the\s+)?relation(?:ship)?\s+of\s+${NAME}\s+(?:to|with)\s+${NAME}\b`, 'g'),
  // 'so Aarav is Hina's what?', 'A is B's who?': a student's way of asking.
  new RegExp(String.raw`\b${NAME}\s+is\s+${NAME}'s\s+(?:what|who|which\s+relation)\b`, 'g'),
];

const isName = (word: string) => word !== 'I' && !/^(?:How|What|Who|Then|If|The|He|She|His|Her|My|It|In|An|And|Read|Is)$/.test(word);

interface Ask {
  readonly subject: string;
  readonly object: string;
  readonly start: number;
  readonly end: number;
}

/** The relation asked: the last question of the ways above; two questions that disagree are no question. */
function readAsk(text: string): Ask | 'unclear' | null {
  const found: Ask[] = [];
  for (const pattern of ASKS) {
    for (const match of text.matchAll(pattern)) {
      const [subject, object] = [match[1]!, match[2]!];
      if (isName(subject) && isName(object)) found.push({ subject, object, start: match.index, end: match.index + match[0].length });
    }
  }
  if (found.length === 0) return null;
  if (new Set(found.map((ask) => `${ask.subject}>${ask.object}`)).size > 1) return 'unclear';
  return found.sort((a, b) => b.start - a.start)[0]!;
}

/** Sentences and clauses: 'A is the son of B, B is C's wife and D is ...' is three statements, 'A and B are brothers' one. */
function clausesOf(body: string): string[] {
  return body
    // '(i) J is the son of L. (ii) ...' and '(N is a man; T is male.)': labels and brackets part statements.
    .replace(/\((?:i{1,3}|iv|vi{0,3}|ix|x|[1-9])\)|(?<=^|[.;:]\s*)(?:i{1,3}|iv|vi{0,3}|[1-9])[.)]\s/g, '. ')
    .replace(/[()]/g, '. ')
    .replace(/\b([A-Z][a-z]*)\s*,?\s*who\s+(is|was)\s+/g, '$1. $1 $2 ')
    .replace(/\b([A-Z][a-z]*)\s*,?\s*whose\s+/g, "$1. $1's ")
    .split(/[.;:?!]+(?:\s+|$)/)
    .flatMap((sentence) => {
      const parts: string[] = [];
      let rest = sentence;
      for (;;) {
        // ('T and S are sisters' after a comma: two names and 'are' start a statement too.)
        const joint = /(?:\s*,\s*(?:and|but)\s+|\s*,\s*|\s+(?:and|but)\s+)(?=(?:[A-Z][a-z]*(?:'s\s+[\w-]+)*|[A-Z][a-z]*\s+and\s+[A-Z][a-z]*(?=\s+are\b)|(?:the\s+)?(?:only\s+)?[a-z-]+\s+of\s+[A-Z][a-z]*)\s+(?:is|are|was|has|had)\b)/g;
        const cut = [...rest.matchAll(joint)].find((match) => /\b(?:is|are|was|has|had)\b/.test(rest.slice(0, match.index)));
        if (!cut) break;
        parts.push(rest.slice(0, cut.index));
        rest = rest.slice(cut.index + cut[0].length);
      }
      return [...parts, rest];
    })
    .map((clause) =>
      clause
        .replace(/^[\s,]+/, '')
        .replace(/^(?:(?:if|then|and|also|given\s+that|suppose|it\s+is\s+given\s+that)\s+)+/i, '')
        .replace(/[,\s]+$/, '')
        // 'B is the sister of A, then how is ...': the 'then' before the question.
        .replace(/(?:[,\s]+(?:then|so|now|hence|therefore))+$/i, ''),
    )
    // 'sir plz help': words with no verb, no name and no family word are no statement.
    // 'There are six members P, Q, R ... in a family', 'two married couples': the cast, not a statement.
    .filter((clause) => !/\b(?:members|married\s+couples?|persons|people|infor\w*ation|directions?)\b/i.test(clause) || new RegExp(`\\b(?:${RELATION_WORDS})\\b`, 'i').test(clause))
    .filter((clause) => (/\b(?:is|are|was|were|has|have|had|am)\b/i.test(clause) || /\b[A-Z]/.test(clause) || new RegExp(`\\b(?:${RELATION_WORDS})`, 'i').test(clause)) && !/^(?:then|so|now|hence|therefore|thus)$|^(?:read|consider|study|look\s+at)\s+(?:the\s+)?(?:following|statements?|information)/i.test(clause))
    // A heading: 'Statements: Q is V's mother; ...'.
    .filter((clause) => !/^(?:statements?|information|given|facts?|data|(?:which|what)\s+of\s+the\s+following(?:\s+is)?)$/i.test(clause));
}

const COUNT = String.raw`(?:a|an|one|only\s+one|two|three|four)`;
const KIN_PLURAL: Readonly<Record<string, string>> = { sons: 'son', daughters: 'daughter', children: 'child', brothers: 'brother', sisters: 'sister' };

/**
 * Reads one statement into the family; false when it says something this reader does not know
 * how to draw (a negation, a puzzle's seating, a word outside the family words).
 */
function readStatement(graph: FamilyGraph, clause: string): boolean {
  const anchors = (anchor: Phrase['anchor']) => ('name' in anchor ? graph.named(anchor.name) : null);
  const phrase = (text: string) => readPhrase(text);
  const identity = (left: string, right: string) => {
    const [a, b] = [phrase(left), phrase(right)];
    return a !== null && b !== null && addIdentity(graph, a, b, anchors);
  };
  if (/\bnot\b|\bno\b|n't\b|\bnone\b/i.test(clause)) return false;
  let match = new RegExp(`^${NAME}\\s+and\\s+${NAME}\\s+are\\s+(?:the\\s+|a\\s+)?(brothers|sisters|siblings|twins|married|married\\s+couple|couple|husband\\s+and\\s+wife)$`).exec(clause);
  if (match) {
    const [, a, b, what] = match as unknown as [string, string, string, string];
    const [x, y] = [graph.named(a), graph.named(b)];
    const married = /married|couple|husband/.test(what);
    const sex = what === 'brothers' || /husband/.test(what) ? 'm' : what === 'sisters' ? 'f' : null;
    graph.setSex(x, sex);
    graph.setSex(y, /husband/.test(what) ? 'f' : sex);
    graph.merge(x, graph.walk(y, [{ link: married ? 'S' : 'B', sex, only: false, grandMiddle: false }]));
    return true;
  }
  // 'N and J are sister and brother': siblings, each of the sex named in turn.
  match = new RegExp(`^${NAME}\\s+and\\s+${NAME}\\s+are\\s+(brother|sister)\\s+and\\s+(brother|sister)$`).exec(clause);
  if (match) {
    const [x, y] = [graph.named(match[1]!), graph.named(match[2]!)];
    graph.setSex(x, match[3] === 'brother' ? 'm' : 'f');
    graph.setSex(y, match[4] === 'brother' ? 'm' : 'f');
    graph.merge(x, graph.walk(y, [{ link: 'B', sex: match[3] === 'brother' ? 'm' : 'f', only: false, grandMiddle: false }]));
    return true;
  }
  match = new RegExp(`^${NAME}\\s+and\\s+${NAME}\\s+are\\s+(?:the\\s+|both\\s+)?(sons|daughters|children)\\s+of\\s+(.+)$`).exec(clause) ?? new RegExp(`^${NAME}\\s+and\\s+${NAME}\\s+are\\s+(.+)'s\\s+(sons|daughters|children)$`).exec(clause);
  if (match) {
    const [kin, parent] = /'s\s+\w+$/.test(clause) ? [match[4]!, match[3]!] : [match[3]!, match[4]!];
    return identity(match[1]!, `the ${KIN_PLURAL[kin]} of ${parent}`) && identity(match[2]!, `the ${KIN_PLURAL[kin]} of ${parent}`);
  }
  match = /^(.+?)\s+is\s+married\s+to\s+(.+)$/.exec(clause);
  if (match) {
    const [a, b] = [phrase(match[1]!), phrase(match[2]!)];
    if (!a || !b) return false;
    const spouse = { ...b, moves: [...b.moves, { link: 'S' as const, sex: null, only: false, grandMiddle: false }] };
    return addIdentity(graph, a, spouse, anchors);
  }
  match = new RegExp(`^${NAME}\\s+is\\s+(?:a\\s+|an\\s+)?(male|female|man|woman|boy|girl|lady|gentleman)$`).exec(clause);
  if (match) {
    graph.setSex(graph.named(match[1]!), /^(?:male|man|boy|gentleman)$/.test(match[2]!) ? 'm' : 'f');
    return true;
  }
  match = new RegExp(`^(.+?)\\s+(?:has|had)\\s+(?:(?:${COUNT})\\s+)?(only\\s+)?(${RELATION_WORDS}|sons|daughters|children|brothers|sisters)\\s*,?\\s*(?:named\\s+|called\\s+|namely\\s+)?((?:${NAME}(?:\\s*,\\s*|\\s+and\\s+)?)+)$`).exec(clause);
  if (match) {
    const kin = KIN_PLURAL[match[3]!] ?? match[3]!;
    const names = match[4]!.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    // 'has only one daughter, Sita' and 'has an only son, Ravi': the only one.
    const only = Boolean(match[2]) || /\s(?:has|had)\s+(?:only\s+one|an?\s+only|one\s+only)\s/.test(` ${clause} `);
    if (only && names.length > 1) return false;
    return names.every((name) => identity(name, `the ${only ? 'only ' : ''}${kin} of ${match![1]}`));
  }
  match = /^(.+?)\s+(?:is|was)\s+(?:also\s+)?(.+)$/.exec(clause);
  if (match) {
    // 'A is the father of B and C': one statement for each.
    const both = new RegExp(`^(.+\\s+of)\\s+${NAME}\\s+and\\s+${NAME}$`).exec(match[2]!);
    if (both) return identity(match[1]!, `${both[1]} ${both[2]}`) && identity(match[1]!, `${both[1]} ${both[3]}`);
    // 'S is the daughter of N and the sister of M': one statement for each description.
    const descriptions = match[2]!.split(new RegExp(`\\s+and\\s+(?=(?:also\\s+)?(?:the\\s+|a\\s+|an\\s+)?(?:only\\s+)?(?:${RELATION_WORDS})\\s+of\\b)`));
    if (descriptions.length > 1) return descriptions.every((description) => identity(match![1]!, description.replace(/^also\s+/, '')));
    return identity(match[1]!, match[2]!);
  }
  return false;
}

/** 'Who is the uncle of D?', 'Who is D's uncle?': the relation is given and the person, an option, is asked. */
const WHO_IS = new RegExp(String.raw`(?:^|[.?!:;]\s+|\b[Tt]hen\s+)[Ww]ho\s+(?:is|will\s+be)\s+(?:the\s+|a\s+)?(?:(paternal\s+|maternal\s+)?(${RELATION_WORDS})\s+of\s+${NAME}|${NAME}'s\s+(paternal\s+|maternal\s+)?(${RELATION_WORDS}))\s*(?:\?|$)`);

/**
 * The option that names the person asked for ('Who is the uncle of D? (a) A (b) B ...'): each
 * option that is a name in the family is tried, and the answer is given only when exactly one of
 * them is, for certain, that relation.
 */
function solveWhoIs(text: string, options: readonly string[]): LogicalResult | null {
  const ask = WHO_IS.exec(text);
  if (!ask) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const side = (ask[1] ?? ask[5] ?? '').trim();
  const word = ask[2] ?? ask[6]!;
  const object = ask[3] ?? ask[4]!;
  const asked = `${side ? `${side} ` : ''}${word}`.replace(/^\w/, (letter) => letter.toUpperCase());
  const body = `${text.slice(0, ask.index)} . ${text.slice(ask.index + ask[0].length)}`;
  const names = options.map((option) => option.trim().replace(/[.)]$/, '')).filter((option) => new RegExp(`^${NAME}$`).test(option));
  if (names.length < 2 || names.length !== options.length) return fail('The options are not all names, so I could not try each one as the person asked for.');
  const read: string[] = [];
  const statements = clausesOf(body);
  const draw = () => {
    const graph = new FamilyGraph();
    return statements.every((clause) => readStatement(graph, clause)) ? graph : null;
  };
  if (!draw()) return fail('I could not read every statement.');
  for (const clause of statements) read.push(`${clause}.`);
  const found = names.filter((name) => {
    const graph = draw()!;
    if (!graph.has(name) || !graph.has(object) || name === object) return false;
    const result = nameRelation({ graph, subject: graph.named(name), object: graph.named(object), options: [], read, readTitle: 'Read the statements' });
    return result.solved && result.matches(asked);
  });
  if (found.length !== 1) return fail(found.length === 0 ? `No option is, for certain, the ${word} of ${object}.` : `More than one option could be the ${word} of ${object}.`);
  const graph = draw()!;
  const result = nameRelation({ graph, subject: graph.named(found[0]!), object: graph.named(object), options: [], read, readTitle: 'Read the statements' });
  if (!result.solved) return fail('The family did not re-check.');
  const chosen = found[0]!;
  return {
    ...result,
    answer: chosen,
    matches: (option) => option.trim().replace(/[.)]$/, '') === chosen,
    steps: [...result.steps, { title: 'Try each option', bullets: [`Of ${names.join(', ')}, only ${chosen} is ${object}'s ${asked.toLowerCase()}.`] }],
    check: [...result.check, `Each other option was traced to ${object} the same way and is not ${object}'s ${asked.toLowerCase()}.`],
  };
}

/** The family a passage tells, drawn from its statements; null when one cannot be drawn. */
function passageGraph(passage: FamilyPassage): FamilyGraph | null {
  const graph = new FamilyGraph();
  return passage.statements.every((statement) => readStatement(graph, statement)) ? graph : null;
}

/**
 * A family passage's question: how many members of a kind (counted from the roll), which
 * statement among the options is true (each drawn and checked), or how one member is related
 * to another.
 */
function solvePassage(passage: FamilyPassage, options: readonly string[]): LogicalResult {
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const read = passage.statements.map((statement) => `${statement}.`);
  const count = countAsked(passage.rest, passage);
  if (count) {
    const answer = String(count.counted.length);
    return {
      kind: 'blood-relation',
      solved: true,
      answer,
      matches: (option) => option.trim().replace(/[.)]$/, '') === answer,
      steps: [
        { title: 'Read the family', bullets: read },
        { title: `Count the ${count.what}`, bullets: [`${count.counted.join(', ') || 'No one'}: ${answer}.`] },
      ],
      check: [`Going through every member once: ${[...passage.members.values()].map((member) => `${member.name} (${member.sex === 'm' ? 'male' : 'female'})`).join(', ')}; the ${count.what} are the ${answer} counted.`],
    };
  }
  if (/\bhow\s+many\b/i.test(passage.rest)) return fail('I could not tell which members the question counts.');
  if (/\bwhich\s+(?:one\s+)?of\s+the\s+following\b.*\b(?:correct|true|right)\b/i.test(passage.rest)) {
    const claim = new RegExp(String.raw`^${NAME}\s+is\s+(?:the\s+|a\s+|an\s+)?((?:paternal\s+|maternal\s+)?(?:${RELATION_WORDS}))\s+of\s+${NAME}\.?$`, 'i');
    const claims = options.map((option) => claim.exec(option.trim()));
    if (claims.some((found) => !found)) return fail('I could not read every option as "X is the relation of Y".');
    const truths = claims.map((found) => {
      const graph = passageGraph(passage);
      const [subject, word, object] = [found![1]!, found![2]!, found![3]!];
      if (!graph || !graph.has(subject) || !graph.has(object)) return null;
      const result = nameRelation({ graph, subject: graph.named(subject), object: graph.named(object), options: [], read, readTitle: 'Read the family' });
      return result.solved ? { true: result.matches(word.replace(/^\w/, (letter) => letter.toUpperCase())), actual: result.answer, subject, object } : null;
    });
    if (truths.some((truth) => truth === null)) return fail('I could not work out every relation the options state.');
    const right = truths.flatMap((truth, at) => (truth!.true ? [at] : []));
    if (right.length !== 1) return fail(right.length === 0 ? 'None of the options, checked against the family, is true.' : 'More than one option is true of the family.');
    const chosen = options[right[0]!]!.trim();
    return {
      kind: 'blood-relation',
      solved: true,
      answer: chosen,
      matches: (option) => option.trim() === chosen,
      steps: [
        { title: 'Read the family', bullets: read },
        { title: 'Check each statement against the family', bullets: options.map((option, at) => `${option.trim()}: ${truths[at]!.subject} is in fact ${truths[at]!.object}'s ${truths[at]!.actual.toLowerCase()}, so it is ${truths[at]!.true ? 'true' : 'false'}.`) },
      ],
      check: [`Only "${chosen}" agrees with the family; each of the other options names a different relation.`],
    };
  }
  const ask = readAsk(passage.rest);
  if (!ask || ask === 'unclear') return fail('I could not read which two people the question asks about.');
  const graph = passageGraph(passage);
  if (!graph) return fail('I could not draw the family from the passage.');
  for (const name of [ask.subject, ask.object]) if (!graph.has(name)) return fail(`${name} is not in the family.`);
  return nameRelation({ graph, subject: graph.named(ask.subject), object: graph.named(ask.object), options, read, readTitle: 'Read the family' });
}

/** A chain of family words hung on one name: "Rahul's mother's only son's daughter", 'the daughter of the only son of Rahul's mother'. */
const CHAIN = String.raw`((?:the\s+)?(?:(?:only\s+)?(?:${RELATION_WORDS})\s+of\s+(?:the\s+)?)*[A-Z][a-z]*(?:'s\s+(?:only\s+)?(?:${RELATION_WORDS}))+|(?:the\s+)?(?:(?:only\s+)?(?:${RELATION_WORDS})\s+of\s+(?:the\s+)?)+[A-Z][a-z]*)`;
const TARGET = String.raw`([A-Z][a-z]*|him|her)`;

/** The ways a chain is asked about against the one it hangs on: 'Who is Rahul's mother's only son's daughter to Rahul?'. */
const CHAIN_ASKS: readonly RegExp[] = [
  new RegExp(String.raw`^[Ww]ho\s+(?:is|will\s+be)\s+${CHAIN}\s+(?:to|of|for)\s+${TARGET}\s*\??\s*$`),
  new RegExp(String.raw`^[Hh]ow\s+is\s+${CHAIN}\s+related\s+to\s+${TARGET}\s*\??\s*$`),
  new RegExp(String.raw`^[Ww]hat\s+is\s+${CHAIN}\s+(?:to|of)\s+${TARGET}\s*\??\s*$`),
  new RegExp(String.raw`^${CHAIN}\s+is\s+related\s+to\s+${TARGET}\s+as\s*(?:(his|her)\b)?\s*[:?_….-]*\s*$`),
  new RegExp(String.raw`^${CHAIN}\s+is\s+([A-Z][a-z]*'s|his|her)\s*(?:what|who|[:?_…]+|-{2,}|\.{2,})\s*\??\s*$`),
];

/**
 * A relation told as one chain on one person and asked against that person, with nothing else
 * said: "Who is Rahul's mother's only son's daughter to Rahul?". The chain is walked from Rahul;
 * Rahul's sex is taken only from words that give it ('to him', 'as his', 'Rahul is a boy'), so an
 * 'only son' who may be Rahul himself or a brother is left open unless the options settle it.
 */
function solveChainOnOne(text: string, options: readonly string[]): LogicalResult | null {
  // 'Rahul is a boy.' said on its own: the sex, read and set aside.
  const sexes = [...text.matchAll(new RegExp(String.raw`(?:^|[.?!]\s*|\(\s*)(${NAME})\s+is\s+(?:a\s+)?(male|female|man|woman|boy|girl|lady|gentleman)\s*(?:[.)]|$)`, 'g'))];
  const rest = sexes.reduce((left, match) => left.replace(match[0], ' '), text).replace(/\s+/g, ' ').trim();
  const found = CHAIN_ASKS.map((pattern) => pattern.exec(rest)).find((match) => match !== null);
  if (!found) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const chain = found[1]!;
  const phrase = readPhrase(chain);
  if (!phrase || !('name' in phrase.anchor)) return fail(`I could not read the family words in "${chain}".`);
  const anchorName = phrase.anchor.name;
  const target = found[2]!.replace(/'s$/, '');
  const pronoun = /^(?:him|her|his)$/i.test(target) ? target : found[3];
  if (!/^(?:him|her|his)$/i.test(target) && target !== anchorName) return null;
  const graph = new FamilyGraph();
  const anchor = graph.named(anchorName);
  const said = [...sexes.filter((match) => match[1] === anchorName).map((match) => sexOfWord(match[2]) ?? (/^(?:male|gentleman)$/i.test(match[2]!) ? 'm' : 'f')), ...(pronoun ? [sexOfWord(pronoun.toLowerCase())] : [])];
  if (new Set(said).size > 1) return fail(`${anchorName} is given as both male and female.`);
  if (said[0]) graph.setSex(anchor, said[0]);
  const person = graph.add('that person');
  if (!addIdentity(graph, { anchor: { role: 'pointed' }, moves: [], named: null }, phrase, (at) => ('name' in at ? graph.named(at.name) : at.role === 'pointed' ? person : null))) {
    return fail(`I could not read the family words in "${chain}".`);
  }
  const read = [`Start from ${anchorName}: ${chain} is one person.`, ...(said[0] ? [`${anchorName} is ${said[0] === 'm' ? 'male' : 'female'}, as the question says.`] : [])];
  return nameRelation({ graph, subject: person, object: anchor, options, read, readTitle: `Read the chain from ${anchorName}` });
}

/**
 * 'Sita is the niece of Suresh, being his brother's daughter': the clause after 'being' says the
 * same person again, through the one named after 'of' (whose sex 'his' or 'her' gives).
 */
function withBeing(text: string): string {
  return text.replace(new RegExp(String.raw`\b${NAME}\s+is\s+(?:the\s+|a\s+|an\s+)?((?:paternal\s+|maternal\s+)?(?:${RELATION_WORDS}))\s+of\s+${NAME}\s*,\s*being\s+(his|her)\s+((?:(?:${RELATION_WORDS})(?:'s\s+)?)+)(?=\s*[.;?]|$)`, 'g'), (_all, a: string, word: string, b: string, pronoun: string, chain: string) =>
    `${a} is the ${word} of ${b}. ${a} is ${b}'s ${chain.trim()}. ${b} is a ${pronoun === 'his' ? 'man' : 'woman'}`);
}

/** A side of the question: a name, or a chain hung on a name ("Sita's father", 'the mother of Farhan'). */
const SIDE = String.raw`((?:the\s+)?(?:(?:only\s+)?(?:(?:paternal|maternal)\s+)?(?:${RELATION_WORDS})\s+of\s+(?:the\s+)?)*[A-Z][a-z]*(?:'s\s+(?:only\s+)?(?:(?:paternal|maternal)\s+)?(?:${RELATION_WORDS}))*)`;
const SIDE_ASKS: readonly RegExp[] = [
  new RegExp(String.raw`[Hh]ow\s+is\s+${SIDE}\s+related\s+to\s+${SIDE}\s*\??\s*$`),
  new RegExp(String.raw`[Ww]hat\s+is\s+${SIDE}\s+(?:to|of)\s+${SIDE}\s*\??\s*$`),
  new RegExp(String.raw`[Ww]ho\s+is\s+${SIDE}\s+(?:to|of|for)\s+${SIDE}\s*\??\s*$`),
];

/**
 * 'How is Suresh related to Sita's father?': a side of the question that is a person named by a
 * role rather than by name. The statements draw the family; each such side is walked from the
 * name it hangs on, and the relation read between the two people found.
 */
function solveRoleAsk(text: string, options: readonly string[]): LogicalResult | null {
  const found = SIDE_ASKS.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  if (!found) return null;
  const sides = [found[1]!, found[2]!];
  if (sides.every((side) => new RegExp(`^${NAME}$`).test(side))) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const graph = new FamilyGraph();
  const read: string[] = [];
  for (const clause of clausesOf(text.slice(0, found.index))) {
    if (!readStatement(graph, clause)) return fail(`I could not read this statement: "${clause}".`);
    read.push(`${clause}.`);
  }
  if (read.length === 0) return null;
  const people = sides.map((side) => {
    if (new RegExp(`^${NAME}$`).test(side)) return graph.has(side) ? graph.named(side) : null;
    const phrase = readPhrase(side);
    if (!phrase || !('name' in phrase.anchor) || !graph.has(phrase.anchor.name)) return null;
    const person = graph.add(side);
    const pointed: Phrase = { anchor: { role: 'pointed' }, moves: [], named: null };
    return addIdentity(graph, pointed, phrase, (at) => ('name' in at ? graph.named(at.name) : at.role === 'pointed' ? person : null)) ? person : null;
  });
  if (people.some((person) => person === null)) return fail('I could not place both people the question asks about in the family.');
  return nameRelation({ graph, subject: people[0]!, object: people[1]!, options, read: [...read, ...sides.filter((side) => /'s|\bof\b/.test(side)).map((side) => `${side} is one person in the family.`)], readTitle: 'Read the statements' });
}

/**
 * 'O won the moot court competition in his college', 'Every Sunday Q visits his mother-in-law':
 * a sentence about one person of the family that ties no two named people together. What it
 * gives is the person's sex ('his', 'her'); the rest is set aside. Null when the sentence is not
 * one (it names two people, or states a relation with 'is the ... of').
 */
function sideRemark(graph: FamilyGraph, clause: string): boolean {
  const names = [...clause.matchAll(/\b[A-Z][a-z]*\b/g)].map((match) => match[0]).filter((word) => graph.has(word));
  if (names.length !== 1 || new RegExp(String.raw`\b(?:is|was|are)\s+(?:also\s+)?(?:the\s+|a\s+|an\s+|his\s+|her\s+)?(?:only\s+)?(?:${RELATION_WORDS})\b|'s\s+(?:${RELATION_WORDS})\b|\b(?:${RELATION_WORDS})\s+of\b`).test(clause)) return false;
  // Any other capitalised word is the first word of the sentence or a day, not another person.
  const others = [...clause.matchAll(/\b[A-Z][a-z]+\b/g)].map((match) => match[0]).filter((word) => word !== names[0] && !/^(?:Every|On|In|At|After|Before|Last|Next|Today|Yesterday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|The|This|One|Once)$/.test(word));
  if (others.length > 0) return false;
  const pronouns = new Set([...clause.matchAll(/\b(his|her|him|he|she|himself|herself)\b/gi)].map((match) => (/^(?:his|him|he|himself)$/i.test(match[1]!) ? 'm' : 'f')));
  if (pronouns.size !== 1) return false;
  graph.setSex(graph.named(names[0]!), [...pronouns][0]!);
  return true;
}

/**
 * Blood relations from statements such as 'A is the brother of B' or 'C is D's wife': the family
 * is drawn from them and the relation asked is read off it. Null when the question is not one.
 */
const SIDE_PARENT: Readonly<Record<string, string>> = { paternal: 'father', maternal: 'mother' };
const SIDE_WORD: Readonly<Record<string, string>> = { aunt: 'sister', uncle: 'brother', grandmother: 'mother', grandfather: 'father' };

/**
 * 'Asha is the maternal aunt of Farhan', "Fatima is Aditya's paternal grandmother": a side said in
 * one word, spelt out as the statement readers take it ('Asha is the sister of Farhan's mother',
 * 'Fatima is the mother of Aditya's father'), as exam papers mean it.
 */
function withSidesSpelt(text: string): string {
  return text
    .replace(new RegExp(String.raw`\b${NAME}\s+is\s+(?:the\s+|a\s+)?(paternal|maternal)\s+(aunt|uncle|grandmother|grandfather)\s+of\s+${NAME}\b`, 'g'), (found, a: string, side: string, word: string, b: string) => `${a} is the ${SIDE_WORD[word]} of ${b}'s ${SIDE_PARENT[side]}`)
    .replace(new RegExp(String.raw`\b${NAME}\s+is\s+${NAME}'s\s+(paternal|maternal)\s+(aunt|uncle|grandmother|grandfather)\b`, 'g'), (found, a: string, b: string, side: string, word: string) => `${a} is the ${SIDE_WORD[word]} of ${b}'s ${SIDE_PARENT[side]}`);
}

/**
 * 'How is Farhan's mother related to Asha?': a person asked about by a description, not a name.
 * Only a description that fixes one person (a mother, a father, a wife, a husband) is named, by a
 * letter the question does not use ('M is Farhan's mother. How is M related to Asha?'), so the
 * statement readers draw her like anyone else. 'Farhan's brother' may be one of several: left as it is.
 */
function withDescribedPersonNamed(text: string): string {
  const ask = new RegExp(String.raw`([Hh]ow\s+is\s+)${NAME}'s\s+(mother|father|wife|husband)(\s+related\s+to\s+)${NAME}\b|([Hh]ow\s+is\s+)${NAME}(\s+related\s+to\s+)${NAME}'s\s+(mother|father|wife|husband)\b`).exec(text);
  if (!ask) return text;
  const word = (ask[3] ?? ask[10])!;
  const letter = [word[0]!.toUpperCase(), 'X', 'Y', 'Z', 'W', 'K'].find((candidate) => !new RegExp(String.raw`(?<![\p{L}])${candidate}(?![\p{L}])`, 'u').test(text));
  if (!letter) return text;
  const owner = (ask[2] ?? ask[9])!;
  const named = ask[1] ? `${ask[1]}${letter}${ask[4]}${ask[5]}` : `${ask[6]}${ask[7]}${ask[8]}${letter}`;
  return `${letter} is ${owner}'s ${word}. ${text.slice(0, ask.index)}${named}${text.slice(ask.index + ask[0].length)}`;
}

export function solveBloodRelation(original: string, options: readonly string[] = []): LogicalResult | null {
  const text = withSidesSpelt(withBeing(mendRelationText(original)));
  if (!new RegExp(`\\b(?:${RELATION_WORDS}|brothers|sisters|married)\\b`, 'i').test(text)) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const passage = readFamilyPassage(text);
  if (passage) return solvePassage(passage, options);
  const byOption = solveWhoIs(text, options);
  if (byOption) return byOption;
  const chained = solveChainOnOne(text, options);
  if (chained) return chained;
  const byRole = solveRoleAsk(text, options);
  if (byRole) return byRole;
  // 'How is Farhan's mother related to Asha?' that no reader above took: the mother named by a letter.
  const named = withDescribedPersonNamed(text);
  if (named !== text && readAsk(text) === null) return solveBloodRelation(named, options);
  const ask = readAsk(text);
  if (ask === null) return /\b(?:related|relation|relationship)\b/i.test(text) ? fail('I could not read which two people the question asks about ("How is X related to Y?").') : null;
  if (ask === 'unclear') return fail('The question seems to ask about two different pairs of people.');
  const body = `${text.slice(0, ask.start)} . ${text.slice(ask.end)}`;
  const graph = new FamilyGraph();
  const read: string[] = [];
  for (const clause of clausesOf(body)) {
    if (readStatement(graph, clause)) read.push(`${clause}.`);
    else if (sideRemark(graph, clause)) read.push(`${clause}: this tells only that ${/\b(?:his|him|he|himself)\b/i.test(clause) ? 'he is male' : 'she is female'}.`);
    else return fail(`I could not read this statement: "${clause}".`);
  }
  if (read.length === 0) return fail('I found no statements of the form "X is the brother of Y".');
  for (const name of [ask.subject, ask.object]) if (!graph.has(name)) return fail(`${name} is not in any statement.`);
  return nameRelation({ graph, subject: graph.named(ask.subject), object: graph.named(ask.object), options, read, readTitle: 'Read the statements' });
}
