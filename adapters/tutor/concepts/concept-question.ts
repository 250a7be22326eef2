/**
 * How the concept explainer reads a student's question before matching it: chat spellings written
 * out ('wat is', 'diff b/w', 'inference qs'), and a comparison ('X vs Y', 'difference between X and
 * Y') cut into its two sides.
 */

/** Chat spellings of common words: the word each stands for. */
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  wat: 'what',
  wht: 'what',
  wot: 'what',
  abt: 'about',
  hw: 'how',
  diff: 'difference',
  diffrence: 'difference',
  differnce: 'difference',
  difrence: 'difference',
  farak: 'difference',
  fark: 'difference',
  farq: 'difference',
  antar: 'difference',
  bw: 'between',
  btwn: 'between',
  betwn: 'between',
  qs: 'questions',
  qns: 'questions',
  ques: 'questions',
  eg: 'example',
  pls: 'please',
  plz: 'please',
  expln: 'explain',
  xplain: 'explain',
  explian: 'explain',
  expalin: 'explain',
  explane: 'explain',
  exlain: 'explain',
  defn: 'definition',
  defination: 'definition',
  definiton: 'definition',
  defintion: 'definition',
  meanig: 'meaning',
  meaing: 'meaning',
  meanning: 'meaning',
  examle: 'example',
  exmple: 'example',
};

/** Ordinals students write in figures where the notes write words: '10th schedule' is the Tenth Schedule. */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

/** The question with chat spellings and small ordinals written out: 'wat is diff b/w X n Y' reads 'what is difference between X n Y'. */
export function writtenOut(question: string): string {
  return question
    .replace(/\bb\/w\b/gi, 'between')
    .replace(/\bv\/s\b/gi, 'vs')
    .replace(/\b(1[0-2]|[1-9])(?:st|nd|rd|th)\b/gi, (_ordinal, figure: string) => ORDINALS[Number(figure) - 1]!)
    .replace(/\p{L}+/gu, (word) => CHAT_SPELLINGS[word.toLowerCase()] ?? word);
}

/**
 * Hinglish and chat words around a subject: 'BNS kab lagu hua', 'brahmos kisne banaya'. They say how
 * the student asks, never what about.
 */
export const HINGLISH_WORDS = [
  ...['kya', 'hai', 'hain', 'hota', 'hoti', 'hote', 'kaise', 'kare', 'karte', 'kaun', 'kar', 'sakta', 'sakte', 'sakti', 'kitna', 'kitni', 'kitne', 'matlab', 'batao', 'samjhao', 'mein', 'me', 'se', 'ka', 'ki', 'ke', 'kyu', 'kyun', 'tha', 'thi'],
  ...['likha', 'likhe', 'nikale', 'nikalte', 'nikalna', 'karna', 'karein', 'krna', 'wala', 'wali', 'wale', 'yeh', 'kab', 'kahan', 'kyon', 'bata', 'bataye', 'bataiye'],
  ...['samjhaiye', 'samjha', 'dijiye', 'chahiye', 'padhe', 'padhna', 'aur', 'ko', 'liye', 'jata', 'jati', 'jaata', 'hoga', 'kaisa', 'kaisi', 'kyaa'],
  ...['lagu', 'hua', 'hui', 'hue', 'hona', 'gaya', 'gayi', 'gaye', 'kiya', 'kiye', 'kisne', 'kisko', 'kiski', 'kiska', 'kisse', 'banaya', 'banayi', 'bana', 'banta', 'banti', 'milta', 'milti', 'milte', 'aata', 'aati', 'aate', 'jate', 'jaate'],
  ...['pe', 'par', 'pr', 'ya', 'bhi', 'toh', 'to', 'na', 'nahi', 'nhi', 'kuch', 'sab', 'saath', 'sath', 'wahi', 'hota', 'yaad', 'rakhe', 'rakhna', 'badhaye', 'bachaye', 'kese', 'kaha'],
];

/** Words that open a comparison of two subjects. */
const COMPARISON_WORD = '(?:difference|differences|differentiate|distinguish|compare|comparison|contrast)';
const BETWEEN = new RegExp(`\\b${COMPARISON_WORD}\\s+(?:between\\s+|among\\s+|of\\s+)?(.+?)\\s+(?:and|aur|&|vs\\.?|versus|with|from)\\s+(.+)$`, 'i');
const VERSUS = /^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/i;
const AND_DIFFERENCE = new RegExp(`^(.+?)\\s+(?:and|aur|&)\\s+(.+?)\\s+${COMPARISON_WORD}\\b`, 'i');
/**
 * A side ends where the sentence or the clause does: 'adjective and adverb? eg good vs well' compares adjectives and adverbs, 'force
 * majeure vs frustration which applies when' force majeure and frustration.
 */
const SIDE_END = /[?!;,:.(]|\s[-\u2013\u2014]\s|\u2014|\u2013|\s(?:which|what|how|when|why|kya|kaun|konsa|kab)\b/i;

/** The two subjects a question compares, in the order the student names them; undefined when it compares none. */
export function comparedSides(question: string): readonly [string, string] | undefined {
  const text = question.replace(/['"\u2018\u2019\u201c\u201d]/g, ' ');
  const match = BETWEEN.exec(text) ?? VERSUS.exec(text) ?? AND_DIFFERENCE.exec(text);
  if (!match) return undefined;
  const first = match[1]!.split(SIDE_END).pop()!.trim();
  const second = match[2]!.split(SIDE_END)[0]!.trim();
  return first && second ? [first, second] : undefined;
}

/** Shortest root a word is cut to: shorter roots would join unrelated words ('state' and 'stated' stay apart from 'statement'). */
const MIN_ROOT = 5;

/**
 * A word cut to the root its derived forms share, for comparing a student's form with a note's:
 * 'promulgated' and 'promulgation', 'combine' and 'combining', 'divisible' and 'divisibility',
 * 'negligent' and 'negligence'. A root shorter than five letters is not cut: 'united' is no 'unit'.
 */
export function root(word: string): string {
  const base = word.replace(/ibility$/, 'ible').replace(/ability$/, 'able');
  const cut = base.replace(/(?:ated|ating|ation|ations|ate|ates|ence|ent|ance|ing|ings|ions|ion|ed|e)$/, '');
  return cut.length >= MIN_ROOT && cut !== base ? cut : base;
}
