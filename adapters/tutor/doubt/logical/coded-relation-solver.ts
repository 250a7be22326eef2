import { addIdentity, FamilyGraph, mendRelationText, nameRelation, readPhrase, RELATION_WORDS } from './family-walk';
import type { LogicalResult } from './logical-result';

/**
 * Coded blood relations: 'A + B means A is the mother of B; A - B means A is the brother of B
 * ...', then either an expression to read ('In M # N @ O $ T, how is M related to T?') or a
 * relation to find among expressions given as options ('Which of the following shows that P is
 * the maternal uncle of Q?'). Each symbol between two people is one statement; the family they
 * draw is read as in family-walk.ts. An expression with a symbol the question does not define is
 * not read.
 */

/** A symbol between two one-letter names: +, -, ×, ÷, #, @, $, %, *, & ... ('x' for ×). */
// Also the shapes and signs of printed papers: ★ ◆ ▲ ● ■ © ® ¥ § ...
const SYMBOL = String.raw`(?:[+\-−–×x÷*#@$%&!=<>/^~?£€₹★☆◆◇▲△▼▽●○■□©®¥§¢¤†‡♦♠♣♥]|\*\*)`;
const PERSON = String.raw`[A-Z]`;

/** One symbol and the family word it stands for, as the question defines it. */
interface Definition {
  readonly symbol: string;
  readonly word: string;
  readonly text: string;
}

/** Symbols compared as one: × and x, the dashes. */
function symbolKey(symbol: string): string {
  return symbol.replace(/[×X]/g, 'x').replace(/[−–]/g, '-').replace(/₹/g, '$');
}

/**
 * The definitions: "A + B means A is the mother of B", "'P # Q' means 'P is the father of Q'",
 * 'P @ Q denotes that P is the wife of Q', 'P $ Q means P is Q's sister'; 'A is thesisterofB' as a
 * photo glues it.
 */
function definitionsOf(text: string): { definitions: Definition[]; rest: string } {
  const definitions: Definition[] = [];
  const verb = String.raw`(?:means|implies|denotes|indicates|represents|stands\s+for|shows|signifies|is\s+read\s+as|=|:)`;
  // The symbol may itself be a capital letter: 'A P B means A is the wife of B'.
  const pattern = new RegExp(
    String.raw`['"]?(${PERSON})(?:\s*(${SYMBOL})\s*|\s+([A-Z])\s+)(${PERSON})['"]?\s*,?\s*${verb}\s*(?:that\s+)?['"]?\1\s+is\s*(?:the\s*|a\s+|an\s+)?(?:(${RELATION_WORDS})\s*of\s*\4|\4's\s+(${RELATION_WORDS}))\b['"]?`,
    'g',
  );
  let rest = text;
  for (const match of text.matchAll(pattern)) {
    definitions.push({ symbol: symbolKey(match[2] ?? match[3]!), word: (match[5] ?? match[6]!).toLowerCase(), text: match[0] });
    rest = rest.replace(match[0], ' ; ');
  }
  return { definitions, rest };
}

/** The statements an expression makes: 'M # N @ O' is M # N and N @ O. Null when a symbol is undefined. */
function statementsOf(expression: string, meaning: ReadonlyMap<string, string>): [string, string, string][] | null {
  const tokens = [...expression.matchAll(new RegExp(`(${PERSON})|(${SYMBOL})`, 'g'))].map((match) => match[0]);
  const statements: [string, string, string][] = [];
  for (let at = 1; at + 1 < tokens.length; at += 2) {
    const word = meaning.get(symbolKey(tokens[at]!));
    if (!word || !/^[A-Z]$/.test(tokens[at - 1]!) || !/^[A-Z]$/.test(tokens[at + 1]!)) return null;
    statements.push([tokens[at - 1]!, word, tokens[at + 1]!]);
  }
  return statements.length > 0 && tokens.length % 2 === 1 ? statements : null;
}

const EXPRESSION = new RegExp(String.raw`(?<![A-Za-z])${PERSON}(?:\s*${SYMBOL}\s*${PERSON}(?![a-z]))+`, 'g');
/** An expression whose symbols are capital letters: 'N Q K S L'. */
const LETTER_EXPRESSION = /(?<![A-Za-z.])[A-Z](?:\s+[A-Z]){2,}(?![A-Za-z])/g;

/** The family drawn by statements, or null when one cannot be drawn. */
function familyOf(statements: readonly [string, string, string][]): FamilyGraph | null {
  const graph = new FamilyGraph();
  const anchors = (anchor: { name: string } | { role: string }) => ('name' in anchor ? graph.named(anchor.name) : null);
  for (const [a, word, b] of statements) {
    const [left, right] = [readPhrase(a), readPhrase(`the ${word} of ${b}`)];
    if (!left || !right || !addIdentity(graph, left, right, anchors)) return null;
  }
  return graph;
}

const say = (statements: readonly [string, string, string][]) => statements.map(([a, word, b]) => `${a} is the ${word} of ${b}.`);

/** The ways the relation of one person to another is asked, subject first. */
const ASKS: readonly RegExp[] = [
  /\bhow\s+is\s+([A-Z])\s+related\s+to\s+([A-Z])\b/,
  /\bhow\s+([A-Z])\s+is\s+related\s+to\s+([A-Z])\b/,
  /\bwhat\s+is\s+(?:the\s+)?relation(?:ship)?\s+of\s+([A-Z])\s+(?:to|with)\s+([A-Z])\b/,
  /\bwhat\s+is\s+([A-Z])\s+(?:to|of)\s+([A-Z])\b/,
  /\b([A-Z])\s+is\s+(?:the\s+)?what\s+(?:of|to)\s+([A-Z])\b/,
  /\bwho\s+is\s+([A-Z])\s+(?:to|of)\s+([A-Z])\b/,
  /\b([A-Z])\s+is\s+(?:the\s+|a\s+)?(?:_+|\.{2,}|…|-{2,})\s*(?:of|to)\s+([A-Z])\b/,
  // 'F is N's ____', 'F is N's -'.
  /\b([A-Z])\s+is\s+([A-Z])['’]s\s*(?:_+|\.{2,}|…|-+|\?)/,
];

/** A sex the question states: 'F is a boy', 'and D is male', 'T is a female'. */
const STATED_SEX = /\b([A-Z])\s+is\s+(?:a\s+)?(male|female|boy|girl|man|woman|lady|gentleman)\b/g;

/** Canonical option text: 'Q - N + M × P' and 'Q-N+M x P' compare equal. */
const expressionKey = (text: string) => symbolKey(text).replace(/[^A-Za-z+\-*#@$%&!=<>/^~?£€÷★☆◆◇▲△▼▽●○■□©®¥§¢¤†‡♦♠♣♥]/g, '').replace(/^\(?[a-dA-D][).]/, '');

/** 'What should come in place of the question mark ...': a symbol left out of an expression, to be found. */
const PLACEHOLDER_ASK = /\b(?:in\s+(?:the\s+)?place\s+of|instead\s+of|replace[sd]?)\s+(?:the\s+)?(?:question\s*mark|\?|sign\s+of\s+question)/i;
/** The relation the missing symbol must make true: '... to establish that J is the brother-in-law of T', '... to make A the grandmother of D'. */
const PLACEHOLDER_TARGET = /\b(?:establish|show|prove|mean|indicate|make|conclude)\w*\s+(?:that\s+)?([A-Z])\s+(?:is\s+)?(?:the\s+|a\s+|an\s+)?((?:paternal\s+|maternal\s+)?[a-z]+(?:-in-law)?)\s+of\s+([A-Z])\b/;
const BLANK_EXPRESSION = new RegExp(String.raw`(?<![A-Za-z])${PERSON}(?:\s*(?:${SYMBOL}|\?)\s*${PERSON}(?![a-z]))+`, 'g');

/** What one symbol in place of the blank makes of the relation asked: it shows it, it does not, or the family leaves it open. */
function symbolVerdict(expression: string, symbol: string, meaning: ReadonlyMap<string, string>, subject: string, object: string, asked: string): 'shows' | 'not' | 'open' {
  const statements = statementsOf(expression.replace('?', ` ${symbol} `), meaning);
  const graph = statements && familyOf(statements);
  if (!statements || !graph || !graph.has(subject) || !graph.has(object)) return 'not';
  const relationOf = (options: readonly string[]) => {
    const family = familyOf(statements)!;
    return nameRelation({ graph: family, subject: family.named(subject), object: family.named(object), options, read: [], readTitle: '' });
  };
  const plain = relationOf([]);
  if (plain.solved) return plain.matches(asked) ? 'shows' : 'not';
  // A family that allows the relation asked among other readings: neither shown nor ruled out.
  const offered = relationOf([asked]);
  return offered.solved && offered.matches(asked) ? 'open' : 'not';
}

/** The symbols an option names ('$', 'Either ÷ or ×'), or null when it says something else ('None of these'). */
function optionSymbols(option: string, meaning: ReadonlyMap<string, string>): string[] | null {
  const text = option.replace(/^\s*\(?[a-dA-D][).]\s*/, '').trim();
  const symbols = [...text.matchAll(new RegExp(SYMBOL, 'g'))].map((match) => symbolKey(match[0]));
  const words = text.replace(new RegExp(SYMBOL, 'g'), ' ').toLowerCase().split(/[^a-z]+/).filter(Boolean);
  if (symbols.length === 0 || symbols.some((symbol) => !meaning.has(symbol)) || words.some((word) => !['either', 'or'].includes(word))) return null;
  return symbols.length === 1 || words.includes('or') ? symbols : null;
}

/**
 * 'What should come in place of the question mark to establish that J is the brother-in-law of T
 * in the expression J ÷ P % H ? T % L?': every defined symbol is tried in the blank; the option
 * naming exactly the symbols that show the relation is the answer. A symbol whose family leaves
 * the relation open (a sex never given) is not decided, so the question is declined.
 */
function solvePlaceholder(rest: string, meaning: ReadonlyMap<string, string>, read: readonly string[], options: readonly string[]): LogicalResult | null {
  if (!PLACEHOLDER_ASK.test(rest)) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const target = PLACEHOLDER_TARGET.exec(rest);
  const blanks = [...rest.matchAll(BLANK_EXPRESSION)].map((match) => match[0]).filter((expression) => (expression.match(/\?/g) ?? []).length === 1);
  if (!target || blanks.length !== 1) return fail('I could not read the expression with the blank and the relation it must show.');
  const [, subject, relation, object] = target as unknown as [string, string, string, string];
  const asked = relation.replace(/\b\w/, (letter) => letter.toUpperCase());
  const expression = blanks[0]!;
  const verdicts = [...meaning.keys()].map((symbol) => ({ symbol, verdict: symbolVerdict(expression, symbol, meaning, subject, object, asked) }));
  if (verdicts.some(({ verdict }) => verdict === 'open')) return fail(`Some symbol in place of ? leaves it open whether ${subject} is the ${relation} of ${object} (a sex is never given), so I give no answer.`);
  const showing = verdicts.filter(({ verdict }) => verdict === 'shows').map(({ symbol }) => symbol);
  if (showing.length === 0) return fail(`No symbol in place of ? shows that ${subject} is the ${relation} of ${object}.`);
  const same = (symbols: readonly string[]) => symbols.length === showing.length && showing.every((symbol) => symbols.includes(symbol));
  const chosen = options.filter((option) => same(optionSymbols(option, meaning) ?? []));
  if (chosen.length !== 1) return fail(`The symbols that work (${showing.join(', ')}) are not stated by exactly one option.`);
  const filled = expression.replace('?', ` ${showing[0]} `).replace(/\s+/g, ' ');
  return {
    kind: 'blood-relation',
    solved: true,
    answer: chosen[0]!.trim(),
    matches: (option) => same(optionSymbols(option, meaning) ?? []),
    steps: [
      { title: 'Read the symbols', bullets: [...read] },
      { title: `Try each symbol in place of ? in ${expression}`, bullets: verdicts.map(({ symbol, verdict }) => `${symbol} (${meaning.get(symbol)}): ${verdict === 'shows' ? `${subject} comes out as the ${relation} of ${object}` : `does not make ${subject} the ${relation} of ${object}`}.`) },
    ],
    check: [`With ${filled}: ${say(statementsOf(filled, meaning)!).join(' ')} Drawing that family, ${subject} is the ${relation} of ${object}.`],
  };
}

/**
 * Coded blood relations: null unless the question defines two or more symbols as family words;
 * then the worked answer, or why it cannot be given.
 */
export function solveCodedRelation(original: string, options: readonly string[] = []): LogicalResult | null {
  const text = mendRelationText(original);
  const { definitions, rest: afterDefinitions } = definitionsOf(text);
  // 'the expressionF × C - D': a person's letter glued to the word before it, with a symbol after it.
  const rest = afterDefinitions.replace(/([a-z]{2,})([A-Z])(?=\s*[^\w\s,.;:?'"()])/g, '$1 $2');
  if (definitions.length < 2) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const meaning = new Map<string, string>();
  for (const { symbol, word } of definitions) {
    if ((meaning.get(symbol) ?? word) !== word) return fail(`The symbol ${symbol} is given two meanings.`);
    meaning.set(symbol, word);
  }
  const read = definitions.map((definition) => `${definition.text.replace(/['"]/g, '').trim()}.`);

  const placeholder = solvePlaceholder(rest, meaning, read, options);
  if (placeholder) return placeholder;

  // Which option shows a relation: each option's expression is drawn, and the one that fixes exactly that relation is the answer.
  // 'the grandsonofX' (or 'grandsonofx', the cleaning having lowered the glued letter): the 'of' and the letter run into the family word.
  const shows = /\b(?:shows?|means?|indicates?|implies|represents?|denotes?|true\s+that|that)\s+(?:that\s+)?([A-Z])\s+is\s+(?:the\s+|a\s+|an\s+)?((?:paternal\s+|maternal\s+)?[a-z]+?(?:-in-law)?)(?:\s*of\s*([A-Z])|of([a-z]))\b/.exec(rest);
  if (shows) {
    const [, subject, relation] = shows as unknown as [string, string, string];
    const object = (shows[3] ?? shows[4]!).toUpperCase();
    const asked = relation.replace(/\b\w/, (letter) => letter.toUpperCase());
    const found: { option: string; statements: [string, string, string][]; answer: string }[] = [];
    for (const option of options) {
      const statements = statementsOf(option, meaning);
      if (!statements) continue;
      const graph = familyOf(statements);
      if (!graph || !graph.has(subject) || !graph.has(object)) continue;
      const result = nameRelation({ graph, subject: graph.named(subject), object: graph.named(object), options: [], read: say(statements), readTitle: 'Read the expression' });
      if (result.solved && result.matches(asked)) found.push({ option, statements, answer: result.answer });
    }
    const expressions = options.filter((option) => statementsOf(option, meaning) !== null);
    if (expressions.length < 2) return fail('I could not read the options as coded expressions.');
    if (found.length !== 1) return fail(found.length === 0 ? `No option, read symbol by symbol, shows that ${subject} is the ${relation} of ${object}.` : `More than one option shows that ${subject} is the ${relation} of ${object}.`);
    const [chosen] = found as [(typeof found)[number]];
    const key = expressionKey(chosen.option);
    return {
      kind: 'blood-relation',
      solved: true,
      answer: chosen.option.trim(),
      matches: (option) => expressionKey(option) === key,
      steps: [
        { title: 'Read the symbols', bullets: read },
        { title: `Read the option ${chosen.option.trim()} symbol by symbol`, bullets: say(chosen.statements) },
        { title: 'Name the relation', bullets: [`Drawing that family, ${subject} is ${object}'s ${chosen.answer.toLowerCase()}: the relation asked.`] },
      ],
      check: [
        `Each of the other ${expressions.length - 1} options was drawn the same way; none of them fixes ${subject} as the ${relation} of ${object}.`,
      ],
    };
  }

  const ask = ASKS.map((pattern) => pattern.exec(rest)).find((match) => match !== null);
  if (!ask) return fail('I could not read which two people the question asks about.');
  const letters = [...meaning.keys()].every((symbol) => /^[A-Z]$/.test(symbol));
  const expressions = [...rest.matchAll(letters ? LETTER_EXPRESSION : EXPRESSION)].map((match) => match[0]).filter((expression) => statementsOf(expression, meaning) !== null);
  if (expressions.length === 0) return fail('I could not find the coded expression to read.');
  const statements = expressions.flatMap((expression) => statementsOf(expression, meaning)!);
  const graph = familyOf(statements);
  if (!graph) return fail('I could not draw the family from the expression.');
  const sexes = [...rest.matchAll(STATED_SEX)].filter((match) => graph.has(match[1]!));
  for (const match of sexes) graph.setSex(graph.named(match[1]!), /^(?:male|boy|man|gentleman)$/.test(match[2]!) ? 'm' : 'f');
  if (graph.contradiction) return fail(graph.contradiction);
  const [subject, object] = [ask[1]!, ask[2]!];
  if (!graph.has(subject) || !graph.has(object)) return fail(`${graph.has(subject) ? object : subject} is not in the expression.`);
  const told = sexes.map((match) => `${match[1]} is ${/^(?:male|boy|man|gentleman)$/.test(match[2]!) ? 'male' : 'female'}, as the question says.`);
  return nameRelation({ graph, subject: graph.named(subject), object: graph.named(object), options, read: [...read, `${expressions.join('; ')} says: ${say(statements).join(' ')}`, ...told], readTitle: 'Read the symbols and the expression' });
}
