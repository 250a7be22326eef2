import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishSetSchema, gkSetSchema, legalSetSchema } from '../../../adapters/tutor/content/content.schema';
import { BankMatcher, type BankEntry } from '../../../adapters/tutor/doubt/bank-matcher';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';

/** The bank as the tutor builds it: the diagnostic and every practice set on disk. */
function bank(): BankEntry[] {
  const entries: BankEntry[] = DIAGNOSTIC_QUESTIONS.map((question) => ({
    id: `diagnostic-${question.id}`,
    source: 'the diagnostic test',
    question: question.question,
    options: question.options,
    answerIndex: question.correctIndex,
    explanation: question.explanation,
  }));
  for (const [folder, schema] of [['legal', legalSetSchema], ['gk', gkSetSchema], ['english', englishSetSchema]] as const) {
    const directory = fileURLToPath(new URL(`../../../adapters/tutor/content/${folder}/`, import.meta.url));
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
      const sets: unknown[] = JSON.parse(readFileSync(`${directory}${file}`, 'utf8')).sets ?? [];
      for (const raw of sets) {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) continue;
        if (entries.some((entry) => entry.id.startsWith(`${parsed.data.id}-`))) continue;
        parsed.data.questions.forEach((question, index) =>
          entries.push({
            id: `${parsed.data.id}-q${index + 1}`,
            source: parsed.data.title,
            question: question.question,
            options: question.options,
            answerIndex: 'ABCD'.indexOf(question.answer),
            explanation: question.explanation,
            passage: parsed.data.passage,
          }),
        );
      }
    }
  }
  return entries;
}

const diagnostic = (id: string) => DIAGNOSTIC_QUESTIONS.find((question) => question.id === id)!;

/** The same question in other words, or as a noisy photo: each must still find its entry. */
const REWORDED: readonly [string, string][] = [
  ["Pointing to a young man in a photo, Meera said: 'His mother is my mother's only daughter.' How is Meera related to the young man?", 'diagnostic-logical-2'],
  ['Statements: All judges are lawyers; some lawyers are professors. Conclusions: (I) Some professors are lawyers (II) Some judges are professors. Which conclusions follow?', 'diagnostic-logical-1'],
  ['Which Article of the Indian Constitution says no person shall be deprived of life or personal liberty except according to the procedure established by law?', 'diagnostic-gk-2'],
  ['The Constitution of lndia came into force on which date?', 'diagnostic-gk-1'],
  ["Gandhi's Dandi March, which launched the Salt Satyagraha, took place in which year?", 'diagnostic-gk-4'],
  ["By which constitutional amendment were the words 'Socialist' and 'Secular' added to the Preamble of the Constitution?", 'diagnostic-gk-3'],
  [diagnostic('legal-2').question.replace(/\n+/g, ' ').replace('Ravi', 'Ravi').replace(/\. /g, '.\n'), 'diagnostic-legal-2'],
];

/** Same topic, other facts or another thing asked: none may be taken for the bank's question. */
const NEAR_MISSES: readonly string[] = [
  "Pointing to a young man in a photograph, Meera says, 'His father is the only son of my mother.' How is Meera related to the young man?",
  "Pointing to a young man in a photograph, Ravi says, 'His mother is the only daughter of my mother.' How is Ravi related to the young man?",
  "Pointing to a young woman in a photograph, Meera says, 'Her mother is the only daughter of my grandmother.' How is Meera related to the young woman?",
  'Statements: All judges are lawyers. Some lawyers are teachers.\nConclusions:\nI. Some teachers are lawyers.\nII. Some judges are teachers.\nAssuming the statements to be true, which of the conclusions logically follow?',
  'Statements: No judges are lawyers. Some lawyers are professors.\nConclusions:\nI. Some professors are lawyers.\nII. Some judges are not professors.\nAssuming the statements to be true, which of the conclusions logically follow?',
  'Which Article of the Constitution of India abolishes untouchability and forbids its practice in any form?',
  'Which Article of the Constitution of India provides for the right to constitutional remedies?',
  'On which date was the Constitution of India adopted by the Constituent Assembly?',
  "In which year did Mahatma Gandhi's Quit India Movement begin?",
  "The word 'Integrity' was added to the Preamble of the Constitution of India by which constitutional amendment?",
  diagnostic('legal-2').question.replace(/wet floor|floor was wet|mopped/gi, 'dry floor').replace(/Sunita/g, 'Kavita').replace(/slipped/g, 'tripped over her own bag'),
];

describe('bank matching threshold', () => {
  const matcher = new BankMatcher(bank());

  it('still finds a bank question reworded or photographed with noise', () => {
    for (const [text, id] of REWORDED) {
      const nearest = matcher.nearest(text);
      expect(matcher.match(text)?.entry.id, `${text}\n${JSON.stringify({ ...nearest, entry: nearest?.entry.id })}`).toBe(id);
    }
  });

  it('takes no near miss (same topic, other facts or another thing asked) for a bank question', () => {
    for (const text of NEAR_MISSES) {
      const nearest = matcher.nearest(text);
      expect(matcher.match(text), `${text}\n${JSON.stringify({ ...nearest, entry: nearest?.entry.id })}`).toBeNull();
    }
  });

  it('tells apart the questions of one passage: the photo of one is never taken for its neighbour', { timeout: 120_000 }, () => {
    // Every third question of the bank keeps the test quick on a shared machine.
    const entries = bank().filter((entry, index) => entry.passage && index % 3 === 0);
    expect(entries.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    let matched = 0;
    for (const entry of entries) {
      const photo = `${entry.question}\n${entry.options.map((option, index) => `(${'abcd'[index]}) ${option}`).join('\n')}`;
      const found = matcher.match(photo);
      if (found) matched += 1;
      if (found && found.entry.question !== entry.question) wrong.push(`${entry.id} taken for ${found.entry.id}`);
    }
    console.log(`Bank photos: ${matched}/${entries.length} matched to their own question, ${wrong.length} to another`);
    expect(wrong).toEqual([]);
    expect(matched / entries.length).toBeGreaterThanOrEqual(0.9);
  });

  it('prints the scores of both groups, for calibration', () => {
    const rows = [...REWORDED.map(([text]) => ['reworded', text] as const), ...NEAR_MISSES.map((text) => ['near miss', text] as const)].map(([group, text]) => {
      const nearest = matcher.nearest(text)!;
      return { group, text: text.slice(0, 40), question: nearest.questionCoverage.toFixed(2), precision: nearest.precision.toFixed(2), missing: nearest.missing.join(" "), extra: nearest.extra.join(" ") };
    });
    console.table(rows);
    expect(rows).toHaveLength(REWORDED.length + NEAR_MISSES.length);
  });
});
