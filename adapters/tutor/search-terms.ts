/**
 * How the offline tutor turns text into search terms, shared by every index it builds (concept
 * notes, GK sets, the question bank), so that a document and a question are cut the same way.
 */

/** Function words and question words: they carry no topic, and would only add noise to a score. */
const STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'from', 'with', 'as', 'into', 'about',
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'has', 'have', 'had', 'it', 'its', 'this',
  'that', 'these', 'those', 'there', 'their', 'they', 'he', 'she', 'his', 'her', 'him', 'i', 'me', 'my', 'we', 'us',
  'our', 'you', 'your', 'what', 'whats', 'which', 'who', 'how', 'why', 'when', 'where', 'can', 'could', 'would',
  'should', 'will', 'shall', 'may', 'please', 'explain', 'explained', 'tell', 'define', 'describe', 'mean', 'means',
  'meant', 'vs', 'versus', 'v', 'so', 'than', 'then', 'also', 'just', 'like', 'give', 'get', 'know', 'want',
  'understand', 'help', 'concept', 'concepts', 'topic', 'clat', 'question', 'questions', 'solve', 'use', 'used',
  // Chat filler around a concept: 'the meaning of', 'the formula for', 'tricks for'.
  'meaning', 'definition', 'formula', 'formulas', 'formulae', 'trick', 'tricks', 'tip', 'tips', 'shortcut', 'shortcuts',
  'example', 'examples', 'under', 'basics', 'detail', 'briefly', 'method', 'methods', 'rules', 'way', 'ways', 'steps',
]);

/**
 * Groups of names that mean the same thing to a CLAT student: the old and new criminal codes,
 * short forms of Quant topics, 'art' for 'article'. A question that uses one name also searches
 * for the others.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['ipc', 'bns', 'indian penal code', 'bharatiya nyaya sanhita', 'penal code'],
  ['crpc', 'cr pc', 'bnss', 'code of criminal procedure', 'criminal procedure code', 'bharatiya nagarik suraksha sanhita'],
  ['evidence act', 'indian evidence act', 'bsa', 'bharatiya sakshya adhiniyam'],
  ['new criminal laws', 'new criminal codes', 'bns bnss bsa'],
  ['ci', 'compound interest'],
  ['si', 'simple interest'],
  ['p&l', 'p & l', 'pnl', 'p and l', 'profit and loss', 'profit loss'],
  ['cp', 'cost price'],
  ['sp', 'selling price'],
  ['mp', 'marked price'],
  ['dpsp', 'dpsps', 'directive principles', 'directive principles of state policy'],
  ['fr', 'frs', 'fundamental rights'],
  ['fd', 'fundamental duties'],
  ['art', 'arts', 'article', 'articles'],
  ['sec', 'section'],
  ['rc', 'reading comprehension'],
  ['cr', 'critical reasoning'],
  ['di', 'data interpretation'],
  ['sva', 'subject verb agreement'],
  ['sdt', 'tsd', 'speed distance time', 'time speed distance'],
  ['gk', 'general knowledge', 'current affairs'],
  ['pil', 'public interest litigation'],
  ['sc', 'supreme court'],
  ['hc', 'high court'],
  ['gst', 'goods and services tax', 'goods & services tax'],
  ['lpg', 'liquefied petroleum gas', 'cooking gas'],
  ['pmuy', 'ujjwala', 'ujjwala yojana', 'pradhan mantri ujjwala yojana'],
  ['g20', 'g 20', 'group of twenty', 'group of 20'],
  ['mtcr', 'missile technology control regime'],
  ['drdo', 'defence research and development organisation', 'defence research and development organization'],
  ['ai', 'artificial intelligence'],
  ['tort', 'torts', 'law of torts'],
  ['ows', 'one word substitution'],
  ['fast', 'faster', 'fastest', 'quick', 'quickly', 'quicker', 'speedy'],
];

/** Splits like minisearch's default, but keeps '&' inside short forms such as 'p&l'. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}&]+/u).filter(Boolean);
}

/** A light English stemmer: enough to make 'rights' find 'right' and 'connections' find 'connection'. */
function stem(term: string): string {
  if (term.length <= 4 || /\d/.test(term)) return term;
  if (term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (/(?:ss|us|is|ous)$/.test(term)) return term;
  if (/(?:ches|shes|sses|xes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s')) return term.slice(0, -1);
  return term;
}

/** minisearch's processTerm: lower-case, drop stopwords and stray letters, stem. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/^&+|&+$/g, '');
  if (lower.length === 0 || STOPWORDS.has(lower)) return null;
  if (lower.length === 1 && !/\d/.test(lower)) return null;
  return stem(lower);
}

/** The content terms of a text, as an index sees them. */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** Lower case, '&' spaced out, runs of spaces collapsed: the form in which phrases are compared. */
export function normalisePhrase(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/\s*&\s*/g, ' & ')
    .replace(/[^\p{L}\p{N}&%]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const GROUPS = SYNONYM_GROUPS.map((group) => group.map((variant) => ({ variant, phrase: normalisePhrase(variant) })));

/**
 * The other names of every synonym found in the question, as extra words to search for; the
 * names already in the question are not repeated.
 */
export function synonymExpansion(question: string): string {
  const text = normalisePhrase(question);
  const extra: string[] = [];
  for (const group of GROUPS) {
    if (!group.some(({ phrase }) => text.includes(phrase))) continue;
    for (const { variant, phrase } of group) if (!text.includes(phrase)) extra.push(variant);
  }
  return extra.join(' ');
}

/** The criminal codes are not interchangeable by section number ('section 84 ipc' is not section 84 of the BNS). */
const CODE_GROUPS = new Set(SYNONYM_GROUPS.filter((group) => group.some((variant) => ['ipc', 'crpc', 'bsa', 'new criminal laws'].includes(variant))));
/** Each synonym group's other names, longest first, with the group's first name to stand for them. */
const CANONICAL = SYNONYM_GROUPS.filter((group) => !CODE_GROUPS.has(group))
  .flatMap((group) => group.slice(1).map((variant) => ({ phrase: normalisePhrase(variant), canonical: normalisePhrase(group[0]!) })))
  .filter(({ phrase, canonical }) => phrase !== canonical && !canonical.includes(phrase))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/**
 * The phrase with every synonym written one way ('reading comprehension' as 'rc', 'articles' as
 * 'art'), so that two texts naming a subject by different synonyms compare equal word for word.
 */
export function canonicalPhrase(text: string): string {
  let phrase = normalisePhrase(text);
  for (const { phrase: variant, canonical } of CANONICAL) {
    while (phrase.includes(variant)) phrase = phrase.replace(variant, canonical);
  }
  return phrase;
}

/** Edit distance (Levenshtein), for the few short words the tutor compares by hand. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** True when a document term is the query word, begins with it, or is a near miss of a long word. */
export function termMatches(documentTerm: string, word: string): boolean {
  if (documentTerm === word || documentTerm.startsWith(word)) return true;
  // '105th' is not a misspelt '106th'.
  return !/\d/.test(word) && word.length >= 5 && Math.abs(documentTerm.length - word.length) <= 2 && editDistance(documentTerm, word) <= Math.round(word.length * 0.2);
}
