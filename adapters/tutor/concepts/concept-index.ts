import MiniSearch, { type SearchResult } from 'minisearch';
import type { ConceptNote } from '../content/content.schema';
import type { TutorAnswer } from '../tutor-answer';
import { canonicalPhrase, contentTerms, editDistance, normalisePhrase, processTerm, synonymExpansion, termMatches, tokenize } from '../search-terms';
import { comparedSides, HINGLISH_WORDS, root, writtenOut } from './concept-question';

export interface ConceptHit {
  readonly note: ConceptNote;
  readonly score: number;
}

interface ConceptDocument {
  readonly id: string;
  readonly title: string;
  readonly aliases: string;
  readonly definition: string;
  readonly explanation: string;
}

/**
 * Calibrated in tests/adapters/tutor/concept-retrieval.test.ts: a question matches a note
 * when it names the note by a title or alias of two words or more (or is that one word), or when
 * at least 60% of its words are found in the note and the score reaches MIN_SCORE. A one-word
 * alias alone is not enough: 'tort of conversion' is not the syllogism rule called conversion.
 */
const MIN_SCORE = 9;
const MIN_COVERAGE = 0.6;
/** 'You may also mean' when the runner-up scores at least this share of the best. */
const CLOSE_SECOND = 0.8;
/** Each word of the longest title or alias named in the question multiplies the score by this much more. */
const NAMED_BONUS = 0.6;
/** Words found only through a synonym count for less than the student's own words. */
const SYNONYM_WEIGHT = 0.6;
/**
 * A word of four letters or more that at most this many notes use is a key word of the question
 * ('perpetuities', 'divorce', 'marriage'): a note that does not contain it is about something else,
 * however many common words ('rule', 'against', 'india') it shares.
 */
const KEY_WORD_NOTES = 3;
/** The code an offence or a rule is asked under ('theft under the BNS', 'section 363 IPC'): context, not subject. */
const CODE_AS_CONTEXT = /\b(?:under|in|of|per|\d+[a-z]?)\s+(?:the\s+)?(bns|bnss|bsa|ipc|crpc|constitution)\b/g;
/** A word in more notes than this ('make', 'law', 'india') is too common to rest a match on. */
const DISTINCTIVE_NOTES = 40;
/** Share of the question's subject words a note's subject (title, aliases, definition) must name. */
const MIN_SUBJECT_SHARE = 0.67;
/**
 * Words that place a question in its section or exam rather than name a subject: 'what is an
 * assumption in CR' asks about assumptions; 'CR' only says where the student met them.
 */
const CONTEXT_WORDS = new Set(
  [
    ...['cr', 'rc', 'lr', 'qt', 'gk', 'ca', 'exam', 'section', 'paper', 'legal', 'quant', 'math', 'maths', 'english', 'logical', 'reasoning', 'india', 'indian'],
    // How the student asks, not what about: 'how to calculate', 'in simple words', 'its new name'.
    ...['calculate', 'compute', 'find', 'work', 'apply', 'simple', 'word', 'easy', 'detail', 'short', 'note', 'student', 'prepare', 'preparation', 'prep', 'new', 'name', 'called'],
    // Hinglish around the subject: 'PIL kaun file kar sakta hai'.
    ...HINGLISH_WORDS,
    // Acts students name by initials: 'lease meaning TPA'.
    ...['tpa', 'ica', 'cpc'],
    ...['type', 'kind', 'feature', 'essential', 'element', 'list', 'many', 'much', 'important', 'importance', 'main', 'all', 'some', 'any', 'one', 'two', 'answer', 'approach'],
  ].map((word) => processTerm(word) ?? word),
);

/** Prefixes students write as a word of their own: 'inter state council' is the interstate council, no 'state council'. */
const PREFIXES = new Set(['inter', 'intra']);

/** Endings that make another word of the same stem: 'determiner' and 'determined'. */
const ENDINGS = ['er', 'ed', 'es', 'ly', 'al', 'or', 'en', 'ic'];

/** True when two words differ only in such an ending: another word, no slip ('determiner' is not a misspelt 'determined'). */
function otherEnding(a: string, b: string): boolean {
  return a !== b && a.slice(0, -2) === b.slice(0, -2) && ENDINGS.some((ending) => a.endsWith(ending)) && ENDINGS.some((ending) => b.endsWith(ending));
}

/** Words numbered in a code or a text: their numbers are judged by the rules on articles and sections. */
const NUMBERED_WORDS = /^(?:article|art|articles|section|sec|sections|schedule|part|chapter|order|rule|amendment)$/;

/** Prefixes that negate a word: 'inadmissible', 'unlawful', 'non-cognizable' written as one. */
const NEGATIONS = ['in', 'un', 'im', 'il', 'ir', 'non', 'dis'];

/** How many letters an inflection adds to a short word: 'inter' begins 'inters', not 'international'. */
const INFLECTION = 4;

/** An unnamed note holding more of the question must score at least this share of the named note's search score. */
const UNNAMED_RIVAL = 0.9;

/** Words that frame a comparison: 'difference between X and Y' is about X and Y. */
const COMPARING = ['difference', 'differentiate', 'distinguish', 'between', 'compare', 'comparison'];
const COMPARING_WORDS = new Set(COMPARING.map((word) => processTerm(word) ?? word));
/**
 * What a student asks about a subject he has named ('powers of the speaker', 'partnership
 * problems', 'connectors in english grammar'): beside a name these words ask a detail of it, they
 * do not name another subject.
 */
const ASPECT_WORDS = new Set(
  [
    ...['power', 'powers', 'function', 'functions', 'role', 'problem', 'problems', 'usage', 'grammar', 'composition', 'member', 'members', 'appointment', 'removal', 'tenure'],
    ...['eligibility', 'qualification', 'significance', 'history', 'advantage', 'disadvantage', 'merit', 'merits', 'criticism', 'objective', 'provision', 'provisions', 'file'],
    ...COMPARING,
    ...['practice', 'quick', 'quickly', 'fast', 'faster', 'easily', 'valid', 'everything', 'overview'],
    // The errors a grammar rule is tested by: 'parallelism error', 'pronoun errors'.
    ...['error', 'errors'],
    // 'approximation in DI' asks about approximation where DI uses it.
    'di',
  ].map((word) => processTerm(word) ?? word),
);
/** The codes a question may name as the place of a rule: context when the question names a subject besides. */
const CODE_WORDS = new Set(['bns', 'bnss', 'bsa', 'ipc', 'crpc', 'constitution']);
/** A name word in at most this many notes ('theft', 'bail') names the subject that a code beside it only places. */
const NAMED_OFFENCE_NOTES = 10;
/** A name that is (a part of) the note's own title counts this many words more than another note's alias of the same words. */
const TITLE_BONUS = 0.5;
/** Words that join the words of a name: left out when a name is matched in any order. */
const JOINING_WORDS = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'from', 'with', 'as', 'into', 'about', 'and', 'or', 'is', 'are', 'vs', 'versus', 'v', 'n', 'nd', 'my', 'your', 'our', 'his', 'her', 'their', 'its']);
/** A text's words in order, stemmed and with synonyms written one way, only joining words left out: 'clat' and 'questions' stay. */
function sequence(text: string): string[] {
  return tokenize(canonicalPhrase(text))
    .filter((word) => !JOINING_WORDS.has(word))
    .map((word) => {
      const term = processTerm(word);
      // Only a subject word is cut to its root: 'questions' and 'reasoning' stay the words that frame a question.
      return term === null ? plural(word) : CONTEXT_WORDS.has(term) || ASPECT_WORDS.has(term) || CODE_WORDS.has(term) || term in SECTION_CONTEXT ? term : root(term);
    });
}

/** A function word in one number: 'inference question in rc' names 'Inference questions in RC'. */
function plural(word: string): string {
  return word.length > 4 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/** Words that place a question in a CLAT section: 'assumption questions in CR' asks about the Logical note on assumptions. */
const SECTION_CONTEXT: Readonly<Record<string, string>> = { cr: 'Logical', lr: 'Logical', rc: 'English', comprehension: 'English', english: 'English', grammar: 'English', di: 'Quant', qt: 'Quant', quant: 'Quant', math: 'Quant', maths: 'Quant', gk: 'GK' };

/** Words asking for speed: 'DI speed tricks', 'solve syllogisms fast'. */
const SPEED_WORDS = new Set(['fast', 'faster', 'fastest', 'quick', 'quickly', 'quicker', 'speed', 'speedy']);

/** The connecting words of logic: a name made of them only ('only if', 'all some no') is weak. */
const CONNECTIVES = new Set(['if', 'only', 'then', 'unless', 'either', 'or', 'all', 'some', 'no', 'not', 'none', 'can', 'be', 'true', 'does', 'mean', 'must', 'and', 'is']);

/** A name that is only a section number ('section 14') is weak: the same number names a rule in every act. */
const SECTION_ONLY = /^ (?:section|sec) \d+[a-z]? $/;

/**
 * The generic word that ends many titles ('principle', 'doctrine', 'rule', 'as a defence'): the words before it name the subject,
 * 'mistake of fact' the note on the Mistake of Fact as a Defence.
 */
const GENERIC_HEAD = /\s+(?:as\s+an?\s+)?(?:principle|doctrine|rule|system|questions|problems|defence|defense)\s*$/i;

/** A title's parts that students use as names on their own: the bracketed part, each side of a colon, each item of a list. */
function titleParts(title: string, rare: (word: string) => boolean): string[] {
  const bracketed = [...title.matchAll(/\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)].map((match) => match[1]!);
  const bare = title.replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, ' ');
  const parts = [...bracketed, ...bracketed.flatMap((part) => part.split(',')), bare, ...bare.split(':'), ...bare.split(':').flatMap((part) => part.split(','))];
  // A title's generic head is often left out: 'polluter pays' for 'Polluter Pays Principle', 'collegium' for 'Collegium System'.
  const headless = parts.map((part) => part.replace(GENERIC_HEAD, '').trim()).filter((part) => !parts.includes(part));
  parts.push(...headless);
  // A part of one word names the note only when it is an acronym ('NHRC', 'CAG'), or a rare word left of a generic head
  // ('collegium' of 'Collegium System'); 'overview' or 'linear' alone does not.
  return [...new Set(parts.map((part) => part.trim()))].filter(
    (part) => contentTerms(part).length >= 2 || /^[A-Z][A-Z0-9-]{1,}$/.test(part) || (headless.includes(part) && contentTerms(part).length === 1 && rare(contentTerms(part)[0]!)),
  );
}

/** A phrase with each word stemmed, for naming a note in any number: 'injunction' names 'Injunctions'. */
function stemmedPhrase(text: string): string {
  // Articles are left out on both sides: 'governor of state' names 'Governor of a State'.
  const words = normalisePhrase(text)
    .trim()
    .split(' ')
    // The 's' of a possessive is no word: 'governor's assent' names 'governor assent'.
    .filter((word) => !ARTICLES.has(word) && word !== 's')
    .map((word) => processTerm(word) ?? word);
  return ` ${words.join(' ')} `;
}
const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * Countries a question may place its subject in. The notes are written for India: 'the US presidential election' and 'the
 * first amendment of the US constitution' are not the Indian subjects of the same name, so a note answers a question that
 * names a country only when the note itself speaks of that country.
 */
const COUNTRIES: readonly { readonly question: RegExp; readonly note: RegExp }[] = [
  { question: /\b(?:US|USA|U\.S\.|united states|america|american)\b|(?:^|\b(?:the|of|in|won|an?)\s+)us\s+(?=[a-z]{3,})/i, note: /\b(?:US|USA|U\.S\.|United States|America|American)\b/ },
  { question: /\b(?:uk|u\.k\.|britain|british|england)\b/i, note: /\b(?:UK|Britain|British|England|English law)\b/ },
  ...['pakistan', 'china', 'chinese', 'russia', 'russian', 'france', 'french', 'germany', 'german', 'japan', 'japanese', 'australia', 'australian', 'canada', 'canadian', 'nepal', 'bangladesh', 'sri lanka'].map((country) => ({
    question: new RegExp(`\\b${country}\\b`, 'i'),
    note: new RegExp(`\\b${country}`, 'i'),
  })),
];

/** The codes students name by initials or short names, and how a note that speaks of each writes it. */
const STATUTES: readonly { readonly question: RegExp; readonly note: RegExp }[] = [
  { question: / (?:tpa|tp act|transfer of property act) /, note: /\bTPA\b|Transfer of Property/i },
  { question: / (?:cpc|civil procedure code|code of civil procedure) /, note: /\bCPC\b|Civil Procedure/i },
  { question: / (?:ica|contract act) /, note: /\bICA\b|Contract Act/i },
  { question: / (?:crpc|cr pc|bnss|criminal procedure) /, note: /\b(?:BNSS|CrPC|Cr\.\s?P\.\s?C)\b|Criminal Procedure|Nagarik Suraksha/i },
  { question: / (?:ipc|bns|penal code|nyaya sanhita) /, note: /\b(?:BNS|IPC)\b|Penal Code|Nyaya Sanhita/i },
  { question: / (?:bsa|evidence act|sakshya adhiniyam) /, note: /\bBSA\b|Evidence Act|Sakshya/i },
];

/** The concept explainer's knowledge base: minisearch over the notes, answers composed in Markdown. */
export class ConceptIndex {
  private readonly index: MiniSearch<ConceptDocument>;
  private readonly notes: ReadonlyMap<string, ConceptNote>;
  /** Each note's title and aliases, normalised for whole-word comparison. */
  private readonly names: ReadonlyMap<string, readonly string[]>;
  /** How many notes use each word. */
  private readonly noteFrequency = new Map<string, number>();
  /** Every word of every title and alias: a word that names some subject. */
  private readonly nameWords = new Set<string>();
  /** The words of each note's own title and aliases. */
  private readonly ownNameWords = new Map<string, ReadonlySet<string>>();
  /** The parts of each note's own title that name it: its title names a note more surely than another note's alias does. */
  private readonly titleNames: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each note's names of two words or more as sets of words, synonyms written one way: a name in any word order. */
  private readonly nameSets: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Each note's whole text, for the countries it speaks of. */
  private readonly texts: ReadonlyMap<string, string>;
  /** The notes on solving a kind of question fast: their title or an alias says so. */
  private readonly speedNotes: ReadonlySet<string>;
  /** Each note's subject words: its title, aliases and definition, with their synonyms. */
  private readonly subjects: ReadonlyMap<string, readonly string[]>;

  constructor(notes: readonly ConceptNote[]) {
    this.notes = new Map(notes.map((note) => [note.id, note]));
    this.texts = new Map(notes.map((note) => [note.id, [note.title, ...note.aliases, note.definition, note.explanation, note.example, note.clatTip].join(' ')]));
    const given = new Map(notes.map((note) => [note.id, [note.title, ...note.aliases].map((name) => stemmedPhrase(name))]));
    // A part of a title names its note when no other note is named so: 'section 482 bnss', 'cpi and wpi', 'right to education'.
    for (const note of notes) {
      const words = new Set(contentTerms([note.title, ...note.aliases, note.definition, note.explanation, note.example, note.clatTip].join(' ')));
      for (const word of words) this.noteFrequency.set(word, (this.noteFrequency.get(word) ?? 0) + 1);
    }
    const rare = (word: string) => this.isKeyWord(word);
    const parts = new Map(notes.map((note) => [note.id, [...new Set(titleParts(note.title, rare).map((part) => stemmedPhrase(part)))]]));
    const owners = new Map<string, number>();
    for (const names of parts.values()) for (const name of names) owners.set(name, (owners.get(name) ?? 0) + 1);
    // A part shared by two titles ('seating arrangement') names neither.
    this.titleNames = new Map(notes.map((note) => [note.id, new Set(parts.get(note.id)!.filter((part) => owners.get(part) === 1))]));
    this.names = new Map(notes.map((note) => [note.id, [...new Set([...given.get(note.id)!, ...this.titleNames.get(note.id)!])]]));
    this.nameSets = new Map(
      [...this.names].map(([id, names]) => [
        id,
        names.map((name) => sequence(name)).filter((words) => new Set(words).size === words.length && words.length >= 2),
      ]),
    );
    for (const note of notes) {
      const own = new Set<string>();
      for (const name of [note.title, ...note.aliases]) for (const word of contentTerms(name)) own.add(word);
      this.ownNameWords.set(note.id, own);
      for (const word of own) this.nameWords.add(word);
    }
    // 'Speed, distance and time' is a subject, not a method: only 'fast' and 'quick' mark a method note.
    this.speedNotes = new Set(notes.filter((note) => [note.title, ...note.aliases].some((name) => sequence(name).some((word) => SPEED_WORDS.has(word) && !word.startsWith('speed')))).map((note) => note.id));
    this.subjects = new Map(
      notes.map((note) => {
        const subject = [note.title, ...note.aliases, note.definition].join(' ; ');
        return [note.id, [...new Set(contentTerms(`${subject} ${synonymExpansion(subject)}`))]];
      }),
    );
    this.index = new MiniSearch<ConceptDocument>({
      fields: ['title', 'aliases', 'definition', 'explanation'],
      tokenize,
      processTerm,
      searchOptions: {
        boost: { title: 4, aliases: 3, definition: 1.5, explanation: 1 },
        // One slip in a word of under ten letters, two in a longer one: 'recession' is not a misspelt 'rescission'.
        fuzzy: (term) => (term.length >= 10 ? 2 : term.length >= 5 ? 1 : false),
        prefix: (term) => term.length >= 3,
      },
    });
    this.index.addAll(
      notes.map((note) => ({
        id: note.id,
        title: note.title,
        aliases: note.aliases.join(' ; '),
        definition: note.definition,
        explanation: note.explanation,
      })),
    );
  }

  get size(): number {
    return this.notes.size;
  }

  /**
   * Notes that answer the question, best first; empty when none does. A question comparing two
   * subjects ('coercion vs undue influence') is answered by the note naming both when there is one,
   * else by the note of the first subject, the second offered beside it; it is declined when either
   * side has no note ('difference between bail and parole'), unless one side is inside the other
   * ('only if' vs 'if').
   */
  search(text: string): ConceptHit[] {
    const hits = this.searchOne(text);
    const sides = comparedSides(writtenOut(text));
    if (!sides) return hits;
    const [first, second] = sides.map((side) => contentTerms(side).filter((word) => !CONTEXT_WORDS.has(word) && !COMPARING_WORDS.has(word)));
    if (first!.length === 0 || second!.length === 0) return hits;
    const [top] = hits;
    if (top && this.namesBoth(top.note.id, text, sides)) return hits;
    // 'strict vs absolute liability' compares strict liability with absolute liability.
    const side = (own: string, ownWords: readonly string[], other: string, otherWords: readonly string[]) =>
      this.searchOne(own)[0] ?? (ownWords.length === 1 && otherWords.length >= 2 ? this.searchOne(`${own} ${other.trim().split(/\s+/).pop()!}`)[0] : undefined);
    const left = side(sides[0], first!, sides[1], second!);
    const right = side(sides[1], second!, sides[0], first!);
    // A side inside the other ('only if' vs 'if') is no second subject to decline for.
    const nested = first!.every((word) => second!.includes(word)) || second!.every((word) => first!.includes(word));
    if (!left || !right) return nested ? hits : [];
    const score = Math.max(top?.score ?? 0, left.score, right.score);
    const answers = left.note.id === right.note.id ? [{ note: left.note, score }] : [{ note: left.note, score }, { note: right.note, score }];
    return [...answers, ...hits.filter((hit) => answers.every((answer) => answer.note.id !== hit.note.id))];
  }

  /**
   * True when one title or alias of the note names both sides of a comparison: 'conclusion vs
   * inference', 'difference between article 32 and 226', 'ci si difference'.
   */
  private namesBoth(id: string, question: string, sides: readonly [string, string]): boolean {
    const asked = new Set(sequence(this.corrected(question)));
    const [left, right] = sides.map((side) => new Set(sequence(this.corrected(side))));
    const own = (words: ReadonlySet<string>, other: ReadonlySet<string>) => (word: string) => words.has(word) && !other.has(word) && !COMPARING_WORDS.has(word);
    return (this.names.get(id) ?? []).some((name) => {
      const words = sequence(name);
      return words.length >= 2 && words.every((word) => asked.has(word)) && words.some(own(left!, right!)) && words.some(own(right!, left!));
    });
  }

  /** Notes that answer one question, best first. */
  private searchOne(text: string): ConceptHit[] {
    const question = this.corrected(text);
    const words = [...new Set(contentTerms(question))];
    if (words.length === 0) return [];
    const expansion = synonymExpansion(question);
    const ownTerms = contentTerms(question).length;
    const results = this.index.search(`${question} ${expansion}`, {
      boostTerm: (_term, index) => (index < ownTerms ? 1 : SYNONYM_WEIGHT),
    });
    // Only the student's own words can name a note: a synonym already counted in the search.
    const phrase = normalisePhrase(question);
    const stemmed = stemmedPhrase(question);
    // Coverage is judged on the words that say what is asked, not where ('in CR', 'under the BNS').
    const codes = new Set([...phrase.matchAll(CODE_AS_CONTEXT)].map((match) => match[1]!));
    // 'theft definition bns': beside a subject's name, the code only says where the rule is.
    if (words.some((word) => !CONTEXT_WORDS.has(word) && !CODE_WORDS.has(word) && this.nameWords.has(word) && (this.noteFrequency.get(word) ?? 0) <= NAMED_OFFENCE_NOTES)) for (const word of words) if (CODE_WORDS.has(word)) codes.add(word);
    const asked = words.filter((word) => !CONTEXT_WORDS.has(word) && !codes.has(word));
    const judged = asked.length > 0 ? asked : words;
    // What is left when the words asking a detail of a named subject are set aside.
    const detail = judged.filter((word) => !ASPECT_WORDS.has(word));
    const canonical = sequence(question);
    const acronyms = new Set(tokenize(question).filter((token) => /^[A-Z]{2,}$/.test(token)).map((token) => token.toLowerCase()));
    const ranked = results
      .slice(0, 25)
      .map((result) => ({ result, naming: this.namedWords(String(result.id), stemmed, canonical, asked, codes, acronyms) }))
      // The score counts a title's extra half word; whether the note is named counts whole words only.
      .map(({ result, naming }) => ({ result, named: Math.floor(naming.count), name: naming.name, score: result.score * (1 + NAMED_BONUS * naming.count) }))
      .sort((a, b) => b.score - a.score);
    const countries = COUNTRIES.filter((country) => country.question.test(question));
    const statutes = this.statutesNamed(phrase);
    const passing = ranked.filter(({ result, named, score }) => {
      if (!this.isSubject(String(result.id), phrase, asked, named)) return false;
      if (countries.some((country) => !country.note.test(this.texts.get(String(result.id)) ?? ''))) return false;
      if (statutes.some((statute) => !statute.test(this.texts.get(String(result.id)) ?? ''))) return false;
      if (this.otherNumber(String(result.id), phrase)) return false;
      if (named >= 2 || (named === 1 && detail.length <= 1)) return true;
      // Named by one word and followed by one word no note uses ('remainder theorem', 'can an ordinance be re-promulgated'): the strange
      // word asks a detail of the named subject, when the note holds every other word. Before the name it names another thing
      // ('hung parliament', 'trigonometry ratios'), and so does a second subject set beside it ('difference between bail and parole').
      const unheld = detail.filter((word) => !result.queryTerms.includes(word) && !this.inSubject(String(result.id), word));
      if (named === 1 && unheld.length === 1 && this.detailOf(String(result.id), canonical, phrase, unheld[0]!)) return true;
      return score >= MIN_SCORE && this.coverage(result, judged) >= MIN_COVERAGE && this.missingKeyWords(result, judged).length === 0;
    });
    // A question placed in a section ('assumption questions in CR') is answered from that section's notes first.
    const sections = new Set(canonical.map((word) => SECTION_CONTEXT[word]).filter((section): section is string => section !== undefined));
    if (sections.size > 0 && passing.some(({ result }) => sections.has(this.notes.get(String(result.id))!.section))) {
      const inSection = passing.filter(({ result }) => sections.has(this.notes.get(String(result.id))!.section));
      passing.splice(0, passing.length, ...inSection, ...passing.filter((entry) => !inSection.includes(entry)));
    }
    // Of two names of two words or more, one inside the other, the longer names the subject: 'state election commission' is not the
    // Election Commission of India. A one-word name inside a longer one may be the more general subject: 'mistake of law contract'.
    const [top] = passing;
    const longer = top && top.name.length >= 2 && passing.find((rival) => rival.named > top.named && top.name.every((word) => rival.name.includes(word)));
    if (longer) {
      passing.splice(passing.indexOf(longer), 1);
      passing.unshift(longer);
    }
    const held = (id: string) => detail.filter((word) => !COMPARING_WORDS.has(word) && this.inSubject(id, word));
    // 'DI speed tricks' asks for the method note on solving DI fast, when one holds every word the named note holds.
    // A speed that the named note holds is its subject ('speed', 'average speed'), not a request for a method.
    const [lead] = passing;
    const leadHeld = lead ? held(String(lead.result.id)) : [];
    if (lead && lead.named >= 1 && !this.speedNotes.has(String(lead.result.id)) && canonical.some((word) => SPEED_WORDS.has(word)) && !leadHeld.some((word) => SPEED_WORDS.has(word))) {
      const method = passing.slice(1, 5).find(({ result }) => this.speedNotes.has(String(result.id)) && leadHeld.every((word) => held(String(result.id)).includes(word)));
      if (method) return [method, ...passing.filter((entry) => entry !== method)].map(({ result, score }) => ({ note: this.notes.get(String(result.id))!, score }));
    }
    // Of two notes the question names, the one whose subject holds more of its words is the more specific:
    // 'tabular data interpretation' is DI: tables, not the overview of data interpretation.
    const [first] = passing;
    if (first && first.named >= 1) {
      const firstHeld = held(String(first.result.id));
      const better = passing
        .slice(1, 5)
        .map((rival) => ({ rival, words: held(String(rival.result.id)) }))
        // It must hold every word the first holds and more ('vice president election' is not the president's election), and be named by
        // as many words: a name of fewer words is a more general subject ('rc' beside 'assumption in rc'). Unnamed, it must hold two words
        // more than a note named by a short name, and match the question nearly as well before the bonus for a name: 'on what grounds
        // can the government limit free speech' asks about the restrictions, not about Article 19 that 'free speech' names.
        .filter(
          ({ rival, words }) =>
            words.length > firstHeld.length &&
            firstHeld.every((word) => words.includes(word)) &&
            (rival.named >= first.named || (first.named <= 2 && words.length >= firstHeld.length + 2 && rival.result.score >= UNNAMED_RIVAL * first.result.score)),
        )
        .sort((a, b) => b.words.length - a.words.length)[0];
      if (better) {
        passing.splice(passing.indexOf(better.rival), 1);
        passing.unshift(better.rival);
      }
    }
    return passing.map(({ result, score }) => ({ note: this.notes.get(String(result.id))!, score }));
  }

  /**
   * True when the question asks about this note's subject: its words, less the words of section
   * context, are found in what the note is (title, aliases, definition), not merely somewhere in
   * its explanation. Every key word must be there, and, unless the question names the note, half
   * of the rest: 'promissory estoppel' is not answered by the note on privity of contract, nor by
   * the one on estoppel, however much they share.
   */
  private isSubject(id: string, question: string, askedWords: readonly string[], named: number): boolean {
    // A number is a subject only beside what it numbers ('article 21'); elsewhere it is a value ('7 power 45').
    const numbered = /\b(?:article|art|section|sec|schedule|amendment|chapter)\b/.test(question);
    const numbers = askedWords.filter((word) => numbered || !/^\d+$/.test(word));
    // 'difference between summons and warrant' asks about summons and warrants, not about differences.
    const subjectWords = numbers.filter((word) => !COMPARING_WORDS.has(word));
    const asked = subjectWords.length > 0 ? subjectWords : numbers;
    if (asked.length === 0) return named > 0;
    // Named by a title or alias of two words or more: the question is about this note, whatever detail it asks.
    if (named >= 2) return true;
    const missing = asked.filter((word) => !this.inSubject(id, word));
    // Named by one word, it may be asked any detail, but not under another subject's name ('promissory' estoppel).
    if (named === 1) return !missing.some((word) => this.isKeyWord(word) && this.nameWords.has(word));
    if (missing.some((word) => this.isKeyWord(word))) return false;
    // The match must rest on a word of this note's own names, or a rare one ('make' in India is not Article 142's 'make').
    const names = this.ownNameWords.get(id) ?? new Set<string>();
    const distinctive = (word: string) => (this.noteFrequency.get(word) ?? 0) <= DISTINCTIVE_NOTES;
    if (!asked.some((word) => !missing.includes(word) && (this.isKeyWord(word) || (distinctive(word) && [...names].some((name) => termMatches(name, word)))))) return false;
    return (asked.length - missing.length) / asked.length >= MIN_SUBJECT_SHARE;
  }

  /** The nearest notes even when none matches: a fuzzier search, for an honest 'not yet' reply. */
  nearest(question: string, count: number): ConceptNote[] {
    const query = `${question} ${synonymExpansion(question)}`;
    const found = this.index.search(query, { fuzzy: (term) => (term.length >= 4 ? 0.3 : false), prefix: true });
    return found.slice(0, count).map((result) => this.notes.get(String(result.id))!);
  }

  note(id: string): ConceptNote | undefined {
    return this.notes.get(id);
  }

  /** The answer to the chat question, in Markdown. */
  explain(question: string): string {
    return this.answer(question).value;
  }

  /** The answer, and whether a note matched (false: the honest 'not in my notes' with the nearest concepts). */
  answer(question: string): TutorAnswer<string> {
    const [best, second] = this.search(question);
    if (!best) return { value: this.notYet(question), confident: false };
    const note = best.note;
    const related = note.related.map((id) => this.notes.get(id)?.title).filter((title): title is string => Boolean(title));
    const lines = [
      `## ${note.title}`,
      '',
      note.definition,
      '',
      note.explanation,
      '',
      `**Example:** ${note.example}`,
      '',
      `**CLAT tip:** ${note.clatTip}`,
    ];
    if (related.length > 0) lines.push('', `**Related:** ${related.join(', ')}`);
    if (second && second.score >= best.score * CLOSE_SECOND) {
      lines.push('', `_You may also mean **${second.note.title}**: ask about it by name._`);
    }
    return { value: lines.join('\n'), confident: true };
  }

  private notYet(question: string): string {
    const nearest = this.nearest(question, 3);
    const lines = ["I don't have a note on that yet, so I won't guess: it is not covered in my notes."];
    if (nearest.length > 0) {
      lines.push('', 'Related reading (these notes are near your question but do not answer it):', ...nearest.map((note) => `- **${note.title}** (${note.section})`));
      lines.push('', 'Ask about one of them by name, or rephrase your question with the term you are stuck on.');
    } else {
      lines.push(
        '',
        'I explain concepts from the five CLAT sections. Try, for example:',
        '- **Legal:** consideration, negligence, Article 21, the BNS',
        '- **Logical:** syllogisms, assumptions, blood relations',
        '- **Quant:** compound interest, profit and loss, ratios',
        '- **English:** tone, inference, main idea',
        '- **GK:** how to follow current affairs for CLAT',
      );
    }
    return lines.join('\n');
  }

  /**
   * Words in the longest title or alias of the note that the question names as whole words, and
   * that name's words. A name made only of context words ('CR', or 'BNS' in 'theft under the BNS')
   * does not name the note when the question asks about something in that context.
   */
  private namedWords(id: string, phrase: string, questionWords: readonly string[], asked: readonly string[], context: ReadonlySet<string>, acronyms: ReadonlySet<string>): { count: number; name: readonly string[] } {
    const asksAboutSomething = asked.length > 0;
    let longest = 0;
    let best: readonly string[] = [];
    // 'cr questions' names no subject in 'assumption questions in cr': its words only place or frame the question.
    // A function word names a subject only written as an acronym: 'WHO', not 'who'.
    const onlyContext = (words: Iterable<string>) =>
      asksAboutSomething && [...words].every((word) => CONTEXT_WORDS.has(word) || context.has(word) || (processTerm(word) === null && !acronyms.has(word)));
    // A name of connecting words ('only if', 'can be true') names its note only when little else is asked: 'an insurance deal
    // that pays only if my house burns down' is about insurance.
    const passing = (words: readonly string[]) => !words.every((word) => CONNECTIVES.has(word)) || asked.filter((word) => !words.includes(word) && !CONNECTIVES.has(word)).length <= 1;
    for (const name of this.names.get(id) ?? []) {
      if (name.length <= 3 || !phrase.includes(name)) continue;
      const words = name.trim().split(' ');
      // 'reading comprehension' is 'rc': context, like 'rc' itself, when the question asks about something in it.
      if (onlyContext(words) || onlyContext(sequence(name)) || !passing(words)) continue;
      const title = this.titleNames.get(id)?.has(name) ? TITLE_BONUS : 0;
      const count = SECTION_ONLY.test(name) ? 1 : words.length + title;
      if (count > longest) [longest, best] = [count, sequence(name)];
    }
    // A name of two words or more in any order, by any synonym, its words side by side: 'wages in time and work',
    // 'inference questions in reading comprehension'; not 'judge' and 'case' far apart in a sentence.
    // A name of fewer than two content words must keep its order: 'can be true' is not 'believed to be true, can...'.
    for (const words of this.nameSets.get(id) ?? []) {
      const anyOrder = words.filter((word) => processTerm(word) !== null).length >= 2;
      if (onlyContext(words) || !passing(words) || !this.sideBySide(questionWords, words, anyOrder)) continue;
      const sectionOnly = words.every((word) => word === 'sec' || word === 'section' || /^\d+[a-z]?$/.test(word));
      const count = sectionOnly ? 1 : words.length;
      if (count > longest) [longest, best] = [count, words];
    }
    return { count: longest, name: best };
  }

  /** True when some run of the question's words is exactly the name's words: in their order, or in any order. */
  private sideBySide(question: readonly string[], name: readonly string[], anyOrder: boolean): boolean {
    for (let start = 0; start + name.length <= question.length; start += 1) {
      const run = question.slice(start, start + name.length);
      if (anyOrder ? new Set(run).size === name.length && run.every((word) => name.includes(word)) : run.every((word, index) => word === name[index])) return true;
    }
    return false;
  }

  /**
   * The question with its slips mended before any matching: two words written apart that the notes
   * write as one ('egg shell' as 'eggshell'), and a long word the notes never use that is one letter
   * away from exactly one word of their names ('consiteration', 'estopel'). A real word the notes do
   * use is never changed.
   */
  private corrected(question: string): string {
    const tokens = writtenOut(question).split(/(\s+)/);
    const words = tokens.map((token) => token.toLowerCase());
    for (let i = 0; i + 2 < tokens.length; i += 2) {
      const [first, second] = [words[i]!, words[i + 2]!];
      const joined = processTerm(`${first}${second}`);
      const part = (word: string) => word.length >= 3 && /^\p{L}+$/u.test(word) && processTerm(word) !== null;
      // A name and its number written apart ('cop 28' for 'cop28'), and a prefix written as a word ('inter state').
      const numbered = /^\p{L}{2,}$/u.test(first) && /^\d{1,3}$/.test(second) && joined !== null && this.nameWords.has(joined);
      const prefixed = PREFIXES.has(first) && /^\p{L}{3,}$/u.test(second) && !this.namesPhrase(`${first} ${second}`);
      if (numbered || prefixed || (part(first) && part(second) && joined && joined.length >= 6 && this.nameWords.has(joined) && !this.nameWords.has(processTerm(first)!))) {
        tokens[i] = `${words[i]}${words[i + 2]}`;
        tokens[i + 1] = '';
        tokens[i + 2] = '';
      }
    }
    return tokens
      .map((token) => {
        const term = processTerm(token);
        if (!term || term.length < 6 || !/^\p{L}+$/u.test(token) || this.noteFrequency.has(term) || this.nameWords.has(term)) return token;
        const near = [...this.nameWords].filter((name) => Math.abs(name.length - term.length) <= 1 && editDistance(name, term) === 1 && !otherEnding(name, term));
        return near.length === 1 ? near[0]! : token;
      })
      .join('');
  }

  /**
   * The statutes the question places its subject in, as patterns a note answering it must contain: a
   * note that never speaks of the Transfer of Property Act does not answer 'actionable claim under
   * the TPA', nor one silent on the Competition Act 'competition act abuse of dominant position'.
   */
  private statutesNamed(phrase: string): RegExp[] {
    const found = STATUTES.filter((statute) => statute.question.test(phrase)).map((statute) => statute.note);
    for (const match of phrase.matchAll(/ ([a-z]{3,}) act\b/g)) {
      const word = match[1]!;
      if (processTerm(word) === null || STATUTES.some((statute) => statute.question.test(` ${word} act `))) continue;
      // In either number: 'lokayukta act' is the Lokpal and Lokayuktas Act.
      found.push(new RegExp(`\\b${processTerm(word)}(?:s|es)?\\s+act\\b`, 'i'));
    }
    return found;
  }

  /**
   * True when a word no note uses, of four letters or more, asks a detail of the note the question names: it comes after a word of
   * the note's own names, not joined to it as a second subject ('and parole', 'vs parole') nor placing it in another field ('coding in
   * python').
   */
  private detailOf(id: string, question: readonly string[], phrase: string, word: string): boolean {
    if (this.noteFrequency.has(word) || word.length < 4 || new RegExp(` (?:and|or|vs|versus|&|in|for|with|using) ${word}`).test(phrase)) return false;
    // The question's words are cut to their roots: so are the names' and the word's.
    const own = new Set([...(this.ownNameWords.get(id) ?? [])].map(root));
    const named = question.findIndex((term) => own.has(term));
    return named >= 0 && question.indexOf(root(word)) > named;
  }

  /**
   * True when the question numbers a name ('chandrayaan 4') that the note numbers otherwise ('chandrayaan 3'), never so: the fourth
   * mission is not the third. Articles and sections are left to the rules on them.
   */
  private otherNumber(id: string, phrase: string): boolean {
    const names = this.names.get(id) ?? [];
    // A year ('reservation 2019') is a date, not the number of a thing.
    for (const match of phrase.matchAll(/ ([a-z]+) (\d{1,3}) /g)) {
      const [, word, figure] = match;
      if (NUMBERED_WORDS.test(word!)) continue;
      const numbered = names.flatMap((name) => [...name.matchAll(new RegExp(` ${word} (\\d{1,3}) `, 'g'))].map((found) => found[1]!));
      if (numbered.length > 0 && !numbered.includes(figure!)) return true;
    }
    return false;
  }

  /** True when some note's title or alias holds the phrase: 'inter vivos' is a name, 'inter state' is not. */
  private namesPhrase(text: string): boolean {
    const phrase = stemmedPhrase(text);
    return [...this.names.values()].some((names) => names.some((name) => name.includes(phrase)));
  }

  /** The question's key words (few notes or none use them) that this result does not contain. */
  private missingKeyWords(result: SearchResult, words: readonly string[]): string[] {
    return words.filter((word) => this.isKeyWord(word) && !result.queryTerms.includes(word) && !this.inSubject(String(result.id), word));
  }

  /** Share of the words the note holds: matched by the search, or found (a synonym, a near spelling) in its subject. */
  private coverage(result: SearchResult, words: readonly string[]): number {
    return words.filter((word) => result.queryTerms.includes(word) || this.inSubject(String(result.id), word)).length / words.length;
  }

  /** True when the note's subject (title, aliases, definition, their synonyms) holds the word, or a near spelling of it. */
  private inSubject(id: string, word: string): boolean {
    // A word that names another subject is not a near spelling of this one's: 'preposition' is no misspelt 'proposition'.
    const strict = this.nameWords.has(word);
    // A word begins a longer one only as its own inflection: 'inter' is not the start of 'international'.
    // The word's negation holds it ('inadmissible' beside 'admissible'): a note on a rule says when it does not apply.
    const begins = (term: string) => (term.startsWith(word) && (word.length >= 6 || term.length - word.length <= INFLECTION)) || (word.length >= 6 && NEGATIONS.some((prefix) => term === `${prefix}${word}`));
    // Else a near spelling counts ('consiteration'), and a long word begins with the subject's ('constitutional').
    const near = (term: string) => (strict ? term.length >= 6 && word.startsWith(term) : !term.startsWith(word) && !otherEnding(term, word) && termMatches(term, word));
    // A form sharing the word's root holds it: 'defamed' beside 'defamation', 'divisible' beside 'divisibility'.
    const stem = root(word);
    const related = (term: string) => stem !== word && root(term) === stem;
    return (this.subjects.get(id) ?? []).some((term) => begins(term) || near(term) || related(term));
  }

  /** A word of four letters or more that few notes use: a key word of the question. */
  private isKeyWord(word: string): boolean {
    return word.length >= 4 && (this.noteFrequency.get(word) ?? 0) <= KEY_WORD_NOTES;
  }
}
