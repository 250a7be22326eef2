import { statementHolds, syllogismModels, type CategoricalStatement, type Quantifier } from '../../generators/logical/solvers';
import type { LogicalResult } from './logical-result';

interface Parsed {
  readonly quantifier: Quantifier;
  readonly subject: string;
  readonly predicate: string;
}

interface Conclusion extends Parsed {
  /** 'Some A being B is a possibility': true when some case allows it, not when every case does. */
  readonly possibility: boolean;
}

const ROMAN = ['i', 'ii', 'iii', 'iv'];

/** A term as written, articles dropped: 'the lawyers'. Plurals are matched later (see sameTerm). */
function term(text: string): string {
  return text
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/\s+(?:also|too)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The forms a noun may take without its plural ending: 'mangoes' gives 'mangoe' and 'mango'. */
function bareForms(text: string): string[] {
  const words = text.split(' ');
  const last = words.pop()!;
  const forms = new Set([last]);
  if (last.endsWith('ies')) forms.add(`${last.slice(0, -3)}y`);
  if (last.endsWith('es')) forms.add(last.slice(0, -2));
  if (last.endsWith('s') && !last.endsWith('ss')) forms.add(last.slice(0, -1));
  if (last === 'people') forms.add('person');
  if (last === 'men') forms.add('man');
  if (last === 'women') forms.add('woman');
  if (last === 'children') forms.add('child');
  return [...forms].map((form) => [...words, form].join(' '));
}

/** 'mango' and 'mangoes', 'lawyer' and 'lawyers' name one term. */
function sameTerm(a: string, b: string): boolean {
  const forms = bareForms(a);
  return bareForms(b).some((form) => forms.includes(form));
}

function parseStatement(sentence: string): Parsed | null {
  const text = sentence.replace(/^\s*(?:\d+|[ivx]+|[a-d])\s*[.):]\s*/, '').replace(/[.!]+$/, '').trim();
  const forms: readonly [RegExp, Quantifier][] = [
    [/^(?:all|every|each|any)\s+(.+?)\s+(?:are|is)\s+(?:also\s+)?(.+)$/, 'all'],
    [/^no\s+(.+?)\s+(?:is|are)\s+(.+)$/, 'no'],
    [/^not\s+all\s+(.+?)\s+(?:are|is)\s+(.+)$/, 'some-not'],
    [/^some\s+(.+?)\s+(?:are|is)\s+not\s+(.+)$/, 'some-not'],
    [/^some\s+(.+?)\s+(?:are|is)\s+(?:also\s+)?(.+)$/, 'some'],
  ];
  for (const [pattern, quantifier] of forms) {
    const match = pattern.exec(text);
    if (match) return { quantifier, subject: term(match[1]!), predicate: term(match[2]!) };
  }
  return null;
}

function parseConclusion(sentence: string): Conclusion | null {
  const text = sentence.replace(/[.!]+$/, '').trim();
  const possible = /^(all|some|no)\s+(.+?)\s+being\s+(.+?)\s+is\s+a\s+possibility$/.exec(text);
  if (possible) {
    const quantifier = possible[1] as 'all' | 'some' | 'no';
    return { quantifier, subject: term(possible[2]!), predicate: term(possible[3]!), possibility: true };
  }
  const parsed = parseStatement(text);
  return parsed ? { ...parsed, possibility: false } : null;
}

const WORDS: Record<Quantifier, (subject: string, predicate: string) => string> = {
  all: (s, p) => `All ${s} are ${p}`,
  no: (s, p) => `No ${s} is ${p}`,
  some: (s, p) => `Some ${s} are ${p}`,
  'some-not': (s, p) => `Some ${s} are not ${p}`,
};
const CONTRADICTORY: Record<Quantifier, Quantifier> = { all: 'some-not', no: 'some', some: 'no', 'some-not': 'all' };

function say(statement: Parsed): string {
  return WORDS[statement.quantifier](statement.subject, statement.predicate);
}

/** The conclusions a CLAT option names: 'Only I follows', 'Both I and II', 'Either I or II', 'Neither'. */
function optionVerdict(option: string, count: number): { either: boolean; follows: Set<number> } | null {
  const text = ` ${option.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ')} `;
  const numerals = [...text.matchAll(/\b(iv|iii|ii|i|[1-4])\b/g)].map((match) => (/\d/.test(match[1]!) ? Number(match[1]) - 1 : ROMAN.indexOf(match[1]!)));
  if (/\bneither\b|\bnone\b|\bno conclusion/.test(text)) return { either: false, follows: new Set() };
  if (/\beither\b/.test(text)) return { either: true, follows: new Set(numerals) };
  if (/\ball\b/.test(text) && numerals.length === 0) return { either: false, follows: new Set(Array.from({ length: count }, (_, index) => index)) };
  if (/\bboth\b/.test(text) && numerals.length === 0) return { either: false, follows: new Set([0, 1]) };
  if (numerals.length > 0) return { either: false, follows: new Set(numerals) };
  return null;
}

/** Splits 'Conclusions: I. ... II. ...' into the conclusions, in order. */
function conclusionsOf(text: string): string[] {
  const parts = text.split(/(?:^|\s)\(?(?:iv|iii|ii|i|[1-4])\s*[.):]\s+/).map((part) => part.trim()).filter(Boolean);
  return parts.length > 1 ? parts : text.split(/[.;]\s+/).map((part) => part.trim()).filter(Boolean);
}

/**
 * Syllogisms checked by enumerating Venn regions: every way of filling the regions that keeps
 * the statements true (no term empty) is a case; a conclusion follows only if true in every case.
 */
export function solveSyllogism(stem: string): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ');
  const split = /\bconclusions?\s*[:-]?\s*/.exec(text);
  if (!split || !/\bstatements?\b|\b(?:all|some|no)\s+\w+/.test(text.slice(0, split.index))) return null;
  const before = text.slice(0, split.index).replace(/^.*?\bstatements?\s*[:-]?\s*/, '');
  const after = text
    .slice(split.index + split[0].length)
    .replace(/\b(?:which|assuming|decide|read the|choose|select|find which|consider the|give answer|mark answer)\b.*$/, '')
    .trim();
  const statements = before
    .split(/(?<=[.;])\s+|\s+(?=\d\s*[.)]\s)/)
    .map((part) => part.trim())
    .filter((part) => /\w/.test(part));
  const premises = statements.map(parseStatement);
  const conclusions = conclusionsOf(after).map(parseConclusion);
  if (premises.length === 0 || premises.some((premise) => premise === null) || conclusions.length === 0 || conclusions.some((conclusion) => conclusion === null)) {
    return { kind: 'syllogism', solved: false, reason: 'I could not read every statement and conclusion as an all / some / no / some-not sentence.' };
  }
  const parsedPremises = premises as Parsed[];
  const parsedConclusions = conclusions as Conclusion[];
  const terms: string[] = [];
  const indexOf = (name: string) => terms.findIndex((known) => sameTerm(known, name));
  for (const statement of parsedPremises) {
    for (const name of [statement.subject, statement.predicate]) if (indexOf(name) < 0) terms.push(name);
  }
  const written = [...parsedPremises, ...parsedConclusions].flatMap((statement) => [statement.subject, statement.predicate]);
  if (written.some((name) => !/^[a-z][a-z -]*$/.test(name) || name.split(' ').length > 3)) {
    return { kind: 'syllogism', solved: false, reason: 'Some statement or conclusion did not read as a plain sentence between two terms.' };
  }
  // A conclusion about a term no statement mentions is most often a misread photo: no verdict on it.
  const stranger = parsedConclusions.flatMap((conclusion) => [conclusion.subject, conclusion.predicate]).find((name) => indexOf(name) < 0);
  if (stranger) return { kind: 'syllogism', solved: false, reason: `A conclusion speaks of "${stranger}", which no statement mentions.` };
  if (terms.length > 4) return { kind: 'syllogism', solved: false, reason: `The statements use ${terms.length} different terms; I check up to four.` };
  const encode = (statement: Parsed): CategoricalStatement => ({ quantifier: statement.quantifier, subject: indexOf(statement.subject), predicate: indexOf(statement.predicate) });
  const models = syllogismModels(terms.length, parsedPremises.map(encode));
  if (models.length === 0) return { kind: 'syllogism', solved: false, reason: 'The statements contradict each other, so no conclusion can be judged.' };

  const holds = (statement: Parsed, model: number) => statementHolds(terms.length, encode(statement), model);
  const follows = parsedConclusions.map((conclusion) =>
    conclusion.possibility ? models.some((model) => holds(conclusion, model)) : models.every((model) => holds(conclusion, model)),
  );
  const verdictBullets = parsedConclusions.map((conclusion, index) => {
    const label = `${ROMAN[index]!.toUpperCase()}. ${say(conclusion)}${conclusion.possibility ? ' (as a possibility)' : ''}`;
    const trueIn = models.filter((model) => holds(conclusion, model)).length;
    if (conclusion.possibility) {
      return follows[index]
        ? `${label}: true in ${trueIn} of the ${models.length} cases, so it is possible: follows.`
        : `${label}: true in none of the ${models.length} cases, so it is not possible: does not follow.`;
    }
    return follows[index]
      ? `${label}: true in all ${models.length} cases: follows.`
      : `${label}: true in ${trueIn} of ${models.length} cases; the statements also allow "${say({ ...conclusion, quantifier: CONTRADICTORY[conclusion.quantifier] })}": does not follow.`;
  });
  const followSet = new Set(follows.flatMap((value, index) => (value ? [index] : [])));
  const name = (index: number) => ROMAN[index]!.toUpperCase();
  const eitherPairs: [number, number][] = [];
  if (followSet.size === 0) {
    for (let a = 0; a < parsedConclusions.length; a += 1) {
      for (let b = a + 1; b < parsedConclusions.length; b += 1) {
        const first = parsedConclusions[a]!;
        const second = parsedConclusions[b]!;
        if (!first.possibility && !second.possibility && models.every((model) => holds(first, model) || holds(second, model))) eitherPairs.push([a, b]);
      }
    }
  }
  let answer: string;
  if (eitherPairs.length === 1) answer = `Either conclusion ${name(eitherPairs[0]![0])} or ${name(eitherPairs[0]![1])} follows`;
  else if (followSet.size === 0) answer = parsedConclusions.length === 2 ? 'Neither conclusion I nor II follows' : 'No conclusion follows';
  else if (followSet.size === parsedConclusions.length && followSet.size > 1) answer = parsedConclusions.length === 2 ? 'Both conclusions I and II follow' : 'All the conclusions follow';
  else answer = `Only conclusion${followSet.size > 1 ? 's' : ''} ${[...followSet].map(name).join(' and ')} follow${followSet.size > 1 ? '' : 's'}`;

  const matches = (option: string): boolean => {
    const verdict = optionVerdict(option, parsedConclusions.length);
    if (!verdict) return false;
    if (verdict.either) return eitherPairs.length === 1 && verdict.follows.size === 2 && eitherPairs[0]!.every((index) => verdict.follows.has(index));
    if (eitherPairs.length === 1) return false;
    return verdict.follows.size === followSet.size && [...followSet].every((index) => verdict.follows.has(index));
  };
  const allowedCases = models.length;
  const recheck = models.every((model) => parsedPremises.every((premise) => holds(premise, model)));
  if (!recheck) return { kind: 'syllogism', solved: false, reason: 'The cases did not re-check against the statements, so I give no verdict.' };
  return {
    kind: 'syllogism',
    solved: true,
    answer,
    matches,
    steps: [
      { title: 'Read the statements', bullets: parsedPremises.map((premise) => say(premise)) },
      {
        title: 'List every case the statements allow',
        bullets: [
          `The ${terms.length} terms (${terms.join(', ')}) divide a Venn diagram into ${2 ** terms.length - 1} regions.`,
          `Of the ways to fill those regions, ${allowedCases} keep every statement true with no term empty (traditional logic's reading, which takes every group named to have members).`,
        ],
      },
      { title: 'Test each conclusion in every case', bullets: verdictBullets },
    ],
    check: [
      `Each statement was re-checked in all ${allowedCases} cases (true in every one), and each conclusion was tested in all of them.`,
      'A conclusion counts as following only if no case makes it false.',
    ],
  };
}
