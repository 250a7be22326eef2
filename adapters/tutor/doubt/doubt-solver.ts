import type { DoubtResponse, DoubtSolution, SolutionStep } from '../../../core/doubt/doubt.model';
import type { ConceptIndex } from '../concepts/concept-index';
import { contentTerms } from '../search-terms';
import type { TutorAnswer } from '../tutor-answer';
import type { BankEntry, BankMatcher } from './bank-matcher';
import { normaliseOcr, parseQuestion, type ParsedQuestion } from './ocr-text';
import { solveLogical } from './logical/logical-doubt-solver';
import type { LogicalKind, LogicalResult, LogicalSolved } from './logical/logical-result';
import { solveQuant, type QuantAnswer } from './quant-doubt-solver';
import { matchingOptions, solveParsedQuant, workedQuant } from './quant/solve-quant-question';

export const APPROACH_LABEL = '**Approach (not a worked answer):**';

type Section = 'Legal' | 'Logical' | 'Quant' | 'GK' | 'English';

const SECTION_CUES: readonly [Section, RegExp][] = [
  ['Legal', /principle|facts?:|liable|liability|contract|tort|accused|offence|court|plaintiff|defendant|negligen|constitution|article \d|section \d|\bbns\b|\bbnss\b|\bipc\b|\blaw\b|legal|property|lease|mortgage|guilty|kidnap|abduct|\bbail\b|murder|homicide|theft|robbery|crime|criminal|penal|punish|\bwrit\b|doctrine|judicata|sanhita|statute/g],
  ['Logical', /statements?:|conclusions?:|assumption|argument|syllogism|follows|coded|code language|brother|sister|father|mother|uncle|daughter|\bson\b|direction|north|south|seated|arrangement|series|strengthen|weaken|inference/g],
  ['Quant', /\d+\s*%|₹|ratio|average|speed|\bkm\b|interest|profit|loss|percent|how many|how much|sum of|total of|number|\bx\b|equation|calculate|find the value/g],
  ['English', /passage|author|tone|meaning|synonym|antonym|word|sentence|grammar|idiom|vocabulary|paragraph|main idea|inferred|title/g],
  ['GK', /which (?:year|country|city|state|organisation|organization)|who (?:is|was)|capital|summit|scheme|yojana|launched|headquarter|award|missile|amendment|prime minister|president|governor|\bgdp\b|\bun\b|\bg20\b/g],
];

const APPROACHES: Readonly<Record<Section, readonly string[]>> = {
  Legal: [
    'Read the principle first and break it into its elements (who, what act, what state of mind, what exception).',
    'Match each fact to an element; a single missing element decides the answer.',
    'Apply only the principle given, even if the law you know says otherwise.',
    'Eliminate options that add facts, rely on outside law or give the right answer for the wrong reason.',
  ],
  Logical: [
    'Name the question type (syllogism, assumption, inference, strengthen or weaken, blood relation, coding).',
    'For syllogisms draw Venn diagrams; for blood relations draw the family tree; for codes write the letter positions.',
    'A conclusion follows only if it must be true in every case the statements allow.',
    'Check each option against the statements, not against common sense.',
  ],
  Quant: [
    'Write down what is given and what is asked, with units.',
    'Pick the formula from the related concept below and substitute the numbers.',
    'Estimate the answer first, then check which option is nearest before calculating exactly.',
    'I can work out percentages, profit and loss, marked price and discount, simple and compound interest and ratio division automatically: a clearer photo of such a question gets a full solution.',
  ],
  English: [
    'Read the passage once for its main idea and the author\'s tone.',
    'Go back to the lines the question points to; answer from the passage, not from opinion.',
    'For vocabulary, read the whole sentence and test each option in place of the word.',
    'Eliminate options that are too extreme or go beyond the passage.',
  ],
  GK: [
    'Recall the fact from the passage or your current-affairs notes: who, what, when, where.',
    'Eliminate options with the wrong date, body or place first.',
    'If unsure, prefer the option consistent with the rest of the passage.',
    'Note the fact in your GK notebook once you have checked it.',
  ],
};

const LOGICAL_KINDS: Readonly<Record<LogicalKind, { name: string; method: readonly string[] }>> = {
  syllogism: {
    name: 'syllogism',
    method: [
      'Write each statement as All / No / Some / Some-not between two terms.',
      'Draw the Venn diagram and list every way the circles can overlap while keeping all statements true (no circle empty).',
      'A conclusion follows only if it is true in every one of those cases; one case against it is enough to reject it.',
      'If neither of two conclusions follows but every case makes one of them true, the answer is "either".',
    ],
  },
  'blood-relation': {
    name: 'blood relation',
    method: [
      'Write each statement as a link: parent, child, spouse or sibling, and note each person\'s sex from the word used.',
      'Draw the family tree generation by generation: parents above, children below, spouses side by side.',
      'Trace the path from the second person to the first and name the relation; if a sex is never stated, the relation may not be determined.',
    ],
  },
  'coding-decoding': {
    name: 'coding-decoding',
    method: [
      'Write the alphabet positions (A = 1 ... Z = 26) of the example word and of its code.',
      'Look for one rule: a constant shift, a reversal, opposite letters (A-Z), shifts growing by position, or sums of positions.',
      'Apply the same rule to the asked word, then re-code the example to check the rule.',
    ],
  },
  seating: {
    name: 'seating arrangement',
    method: [
      'Draw the seats (a row, or a circle with everyone facing the centre: their left is clockwise).',
      'Place the fixed clues first (ends, middle, immediate neighbours), then branch on the rest.',
      'Keep every arrangement that satisfies all clues; answer only what is the same in all of them.',
    ],
  },
  ordering: {
    name: 'ordering and ranking',
    method: [
      'Turn each comparison into a > or < between two people.',
      'Chain them into one order from the highest to the lowest.',
      'If two people are never compared, more than one order fits: answer only what is the same in every order.',
    ],
  },
  direction: {
    name: 'direction sense',
    method: [
      'Draw the walk on a grid with north up: right turns go clockwise (N to E to S to W).',
      'Add up the east-west and north-south distances separately.',
      'The distance from the start is the square root of the sum of their squares; the direction is read from the signs.',
    ],
  },
  series: {
    name: 'number or letter series',
    method: [
      'Write the differences between terms, then the differences of those, then the ratios.',
      'Check alternate terms, squares and cubes (n² ± 1, n³ ± 1), and "multiply then add" patterns.',
      'Accept a rule only if it fits every term, then use it to fill the gap.',
    ],
  },
};

/** The kind of question within its section, for an approach that says what was recognised. */
const KIND_CUES: Readonly<Record<Section, readonly [string, RegExp][]>> = {
  Legal: [
    ['principle and facts', /principle|facts?:/],
    ['question of legal knowledge', /section|article|act\b|code|sanhita|difference between|what is|define/],
  ],
  Logical: [
    ['critical reasoning (assumption, inference, strengthen or weaken)', /assumption|inference|strengthen|weaken|argument|conclusion/],
    ['analytical puzzle', /arrange|seated|sitting|order|rank/],
  ],
  Quant: [
    ['time and work', /\bwork\b|days|finish|complete/],
    ['speed, distance and time', /speed|km\/h|train|distance/],
    ['averages', /average|mean/],
    ['interest', /interest|rate|amount/],
    ['equation', /\bx\b|equation|solve for/],
    ['percentages', /%|percent/],
  ],
  English: [
    ['reading comprehension', /passage|author|tone|main idea|inferred/],
    ['vocabulary', /meaning|synonym|antonym|word/],
    ['grammar', /sentence|grammar|error/],
  ],
  GK: [['general knowledge fact', /./]],
};

function kindOf(section: Section, text: string): string | null {
  return KIND_CUES[section].find(([, cue]) => cue.test(text))?.[0] ?? null;
}

function guessSection(text: string): Section {
  let best: Section = 'Quant';
  let bestCount = -1;
  for (const [section, pattern] of SECTION_CUES) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = section;
      bestCount = count;
    }
  }
  return bestCount > 0 ? best : 'English';
}

/** The photographed text as the student would read it: one paragraph, spaces collapsed. */
function readable(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

function stepsMarkdown(steps: readonly SolutionStep[]): string {
  return steps.map((step) => [`**${step.title}**`, ...step.bullets.map((bullet) => `- ${bullet}`)].join('\n')).join('\n\n');
}

/** Jaccard similarity of two option texts' words, so 'Only conclusion I' and 'Only conclusion II' differ. */
function similarity(words: ReadonlySet<string>, text: string): number {
  const other = new Set(contentTerms(text));
  const shared = [...words].filter((word) => other.has(word)).length;
  return shared / Math.max(1, new Set([...words, ...other]).size);
}

/** Solves a photographed question: a preset Quant kind, else a bank question, else an approach. */
export class DoubtSolver {
  constructor(
    private readonly bank: () => Promise<BankMatcher>,
    private readonly concepts: () => Promise<ConceptIndex>,
  ) {}

  /** Confident when a solver worked the question or the bank knew it; an approach alone is not. */
  async solve(raw: string): Promise<TutorAnswer<DoubtResponse>> {
    const parsed = parseQuestion(raw);
    const quant = solveParsedQuant(parsed);
    if (quant) {
      const reread = matchingOptions(quant, parsed.options).length === 0 ? this.rereadByOptions(parsed) : null;
      const solution = reread
        ? this.quantSolution(raw, { ...parsed, stem: reread.stem }, reread.answer, reread.note)
        : this.quantSolution(raw, parsed, quant);
      return { value: { success: true, questions: [solution] }, confident: true };
    }

    const logical = solveLogical(parsed.stem, parsed.original, parsed.options.map((option) => option.text));
    if (logical?.solved) return { value: { success: true, questions: [this.logicalSolution(raw, parsed, logical)] }, confident: true };

    // Only a bank question that passes the similarity threshold is shown with its answer.
    const bankText = [parsed.read, ...parsed.options.map((option) => normaliseOcr(option.text, false))].join(' ');
    const match = (await this.bank()).match(bankText);
    if (match) return { value: { success: true, questions: [this.bankSolution(raw, parsed, match.entry)] }, confident: true };

    return { value: { success: true, questions: [await this.approach(raw, parsed, logical)] }, confident: false };
  }

  private logicalSolution(raw: string, parsed: ParsedQuestion, result: LogicalSolved): DoubtSolution {
    const kind = LOGICAL_KINDS[result.kind].name;
    const matching = parsed.options.filter((option) => result.matches(option.text));
    const chosen = matching.length === 1 ? matching[0]! : null;
    const stated = `Logical Reasoning (${kind}): the answer is **${result.answer}**`;
    let finalAnswerText = `${stated}.`;
    const optionExplanations: Record<string, string> = {};
    const steps: SolutionStep[] = result.steps.map((step, index) => (index === 0 ? { ...step, title: `Logical Reasoning, ${kind}: ${step.title.charAt(0).toLowerCase()}${step.title.slice(1)}` } : step));
    steps.push({ title: 'Check the answer', bullets: [...result.check] });
    if (parsed.options.length > 0) {
      finalAnswerText = chosen
        ? `${stated}: option (${chosen.letter}) ${chosen.text}.`
        : `${stated}. ${matching.length > 1 ? 'More than one option' : 'None of the options as read'} states it; check that the photo was read correctly.`;
      for (const option of parsed.options) {
        optionExplanations[option.letter] = option === chosen ? `Correct: the working gives ${result.answer}.` : `Wrong: the working gives ${result.answer}, not ${option.text}.`;
      }
      steps.push({ title: 'Check the options', bullets: parsed.options.map((option) => `(${option.letter}) ${option.text}: ${optionExplanations[option.letter]}`) });
    }
    steps.push({ title: 'Answer', bullets: [finalAnswerText.replace(/\*\*/g, '')] });
    return { id: 'q1', questionText: readable(raw), finalAnswerText, steps, workedSolution: stepsMarkdown(steps), optionExplanations };
  }

  /**
   * When no option fits, the photo was probably misread: a question mark after a number is
   * often read as a 7 or a 2 ('150?' as '1507'), and an 'S' or 'O' inside a number as 5 or 0.
   * Each such re-reading is tried; one that makes exactly one option right is taken, and said.
   */
  private rereadByOptions(parsed: ParsedQuestion): { stem: string; answer: QuantAnswer; note: string } | null {
    const found: { stem: string; answer: QuantAnswer; note: string }[] = [];
    for (const match of parsed.stem.matchAll(/\d{2,}(?:\.\d+)?/g)) {
      const written = match[0];
      if (!/[72]$/.test(written)) continue;
      const meant = written.slice(0, -1);
      const stem = `${parsed.stem.slice(0, match.index)}${meant}?${parsed.stem.slice(match.index + written.length)}`;
      const answer = solveQuant(stem);
      if (answer && matchingOptions(answer, parsed.options).length === 1) {
        found.push({ stem, answer, note: `The photo reads '${written}', most likely '${meant}?' (a question mark read as a digit); with ${meant}, exactly one option fits.` });
      }
    }
    return found.length === 1 ? found[0]! : null;
  }

  private quantSolution(raw: string, parsed: ParsedQuestion, answer: QuantAnswer, note?: string): DoubtSolution {
    const { finalAnswerText, steps, workedSolution, optionExplanations } = workedQuant(parsed, answer, note);
    return { id: 'q1', questionText: readable(raw), finalAnswerText, steps, workedSolution, optionExplanations };
  }

  private bankSolution(raw: string, parsed: ParsedQuestion, entry: BankEntry): DoubtSolution {
    const correctText = entry.options[entry.answerIndex]!;
    // The photo may show the options in another order: letter them as the photo does.
    const shown = parsed.options.length === 4 ? parsed.options : null;
    const letterOf = (index: number): string => {
      if (!shown) return 'ABCD'[index]!;
      const words = new Set(contentTerms(entry.options[index]!));
      let best = shown[index]!;
      let bestScore = similarity(words, best.text);
      for (const option of shown) {
        const score = similarity(words, option.text);
        if (score > bestScore) {
          best = option;
          bestScore = score;
        }
      }
      return best.letter;
    };
    const correctLetter = letterOf(entry.answerIndex);
    const sentences = entry.explanation.split(/(?<=[.!?])\s+(?=[A-Z'‘"])/);
    const optionExplanations: Record<string, string> = {};
    entry.options.forEach((text, index) => {
      const letter = letterOf(index);
      if (index === entry.answerIndex) {
        optionExplanations[letter] = `Correct. ${sentences[0] ?? entry.explanation}`;
        return;
      }
      const words = contentTerms(text);
      const reason = sentences
        .map((sentence) => ({ sentence, shared: contentTerms(sentence).filter((word) => words.includes(word)).length }))
        .filter(({ shared }) => shared >= 2)
        .sort((a, b) => b.shared - a.shared)[0];
      optionExplanations[letter] = reason ? `Not correct. ${reason.sentence}` : `Not correct: "${text}" does not follow; see the explanation.`;
    });
    const finalAnswerText = `(${correctLetter}) ${correctText}`;
    const steps: SolutionStep[] = [
      { title: 'Found in the question bank', bullets: [`This is a question from ${entry.source}.`] },
      { title: 'Why this answer', bullets: sentences },
      { title: 'Answer', bullets: [finalAnswerText] },
    ];
    return {
      id: 'q1',
      questionText: readable(raw),
      finalAnswerText,
      steps,
      workedSolution: `**Answer:** ${finalAnswerText}\n\n${entry.explanation}`,
      optionExplanations,
    };
  }

  /**
   * What was recognised (section and kind) and how to work it, labelled as an approach with no
   * answer claimed; notes that match the question are offered as related reading, never as its answer.
   */
  private async approach(raw: string, parsed: ParsedQuestion, logical: LogicalResult | null): Promise<DoubtSolution> {
    const text = `${parsed.stem} ${parsed.options.map((option) => option.text.toLowerCase()).join(' ')}`;
    const section: Section = logical ? 'Logical' : guessSection(text);
    const kind = logical ? LOGICAL_KINDS[logical.kind].name : kindOf(section, text);
    const recognised = kind ? `a ${section} question (${kind})` : `a ${section} question`;
    const steps: SolutionStep[] = [];
    if (logical && !logical.solved) steps.push({ title: 'What I could not do', bullets: [logical.reason] });
    steps.push({ title: `Approach for ${recognised} (not a worked answer)`, bullets: [...(logical ? LOGICAL_KINDS[logical.kind].method : APPROACHES[section])] });
    const notes = (await this.concepts()).search(raw).slice(0, 2).map((hit) => hit.note);
    for (const note of notes) steps.push({ title: `Related reading, not an answer to this question: ${note.title}`, bullets: [note.definition, `CLAT tip: ${note.clatTip}`] });
    const finalAnswerText = `${APPROACH_LABEL} this looks like ${recognised} that I cannot solve with certainty, so here is how to work it out rather than an answer.`;
    return {
      id: 'q1',
      questionText: readable(raw),
      finalAnswerText,
      steps,
      workedSolution: `${finalAnswerText}\n\n${stepsMarkdown(steps)}`,
      optionExplanations: {},
    };
  }
}
