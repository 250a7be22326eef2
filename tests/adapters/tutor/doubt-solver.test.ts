import { beforeAll, describe, expect, it } from 'vitest';
import legalContract from '../../../adapters/tutor/content/legal/contract-law.json';
import gkBrahmos from '../../../adapters/tutor/content/gk/brahmos-missile.json';
import englishTechnology from '../../../adapters/tutor/content/english/technology.json';
import { gkPresetFileSchema, englishPresetFileSchema, legalTopicFileSchema } from '../../../adapters/tutor/content/content.schema';
import { APPROACH_LABEL } from '../../../adapters/tutor/doubt/doubt-solver';
import { normaliseOcr, parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import type { LocalTutor } from '../../../adapters/local/local-tutor';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import type { DoubtSolution } from '../../../core/doubt/doubt.model';
import { makeTutor } from './tutor-fixture';

interface SolvedCase {
  readonly text: string;
  /** Every value must appear in the final answer (digit groups ignored). */
  readonly expected: readonly string[];
  /** The option letter the answer must name, when the question shows options. */
  readonly option?: 'A' | 'B' | 'C' | 'D';
}

/** Numeric Quant questions of the preset kinds, as OCR gives them: line breaks, 'Rs.', '₹', misread digits. */
const SOLVED: readonly SolvedCase[] = [
  // x% of y
  { text: 'What is 20% of 450?', expected: ['90'] },
  { text: 'Find 12.5 % of\n ₹ 640', expected: ['80'] },
  { text: 'Q7. What is 2096 of 350?', expected: ['70'] },
  { text: 'Calculate 15X of Rs. 1,200.', expected: ['180'] },
  { text: 'What is 3O% of 5O0 ?', expected: ['150'] },
  { text: 'What is 25 % of 30% of 800?', expected: ['60'] },
  { text: 'What  is  1596 of\n 640 ?', expected: ['96'] },
  { text: 'Find 8°/o of Rs. 2,500', expected: ['200'] },
  { text: 'What is 2O% of 1,250?\n(a) 250 (b) 200 (c) 225 (d) 300', expected: ['250'], option: 'A' },
  // what percent
  { text: 'What percent of 250 is 45?', expected: ['18%'] },
  { text: '45 is what percentage of 180 ?', expected: ['25%'] },
  { text: 'What percentage is ₹ 36 of ₹ 480?', expected: ['7.5%'] },
  { text: 'Express 7 as a percentage of 28.', expected: ['25%'] },
  { text: 'What percent of 1,50,000 is 30,000?', expected: ['20%'] },
  // percentage change
  { text: 'The price of sugar rose from ₹40 to ₹50 per kg. Find the percentage increase.', expected: ['25%', 'increase'] },
  { text: "A town's population fell from 80,000 to 68,000. What is the percentage decrease?", expected: ['15%', 'decrease'] },
  { text: 'Sales increased from 1,20,000 to 1,50,000.\nFind the percent increase', expected: ['25%'] },
  { text: 'The marks of a student went up from 60 to 75. By what percent did they increase?', expected: ['25%'] },
  { text: 'Price decreased from Rs. 500 to Rs. 450. Find the percentage decrease.\n(a) 10% (b) 11.11% (c) 9% (d) 12%', expected: ['10%'], option: 'A' },
  { text: 'The price of petrol increased from Rs 80 to Rs 92.\nWhat is the % increase ?', expected: ['15%'] },
  // a number changed by x%
  { text: 'If 500 is increased by 20%, what is the new number?', expected: ['600'] },
  { text: 'A salary of ₹25,000 is reduced by 12%. What is the new salary?', expected: ['22000'] },
  // profit and loss percent
  { text: 'A shopkeeper buys a table for Rs. 800 and sells it for Rs. 1,000. Find his profit percent.', expected: ['25%', 'profit'] },
  { text: 'Cost price = ₹1250, Selling price = ₹1000. Find the loss percentage.', expected: ['20%', 'loss'] },
  { text: 'A man bought a cycle for ₹ 4,500 and sold it for ₹ 5,400. What is his gain %?\n(a) 20% (b) 16.67% (c) 18% (d) 25%', expected: ['20%'], option: 'A' },
  { text: 'CP of an article is Rs 640 and SP is Rs 800. Find profit %', expected: ['25%'] },
  { text: 'A watch was purchased for ₹2,000 and sold for ₹1,700. Find the loss per cent.', expected: ['15%', 'loss'] },
  { text: 'A dealer bought goods for Rs.1,60,000 and sold them for Rs. 1,84,000. Find the profit percentage.', expected: ['15%'] },
  // selling price from cost price and profit or loss
  { text: 'An article costing ₹ 600 is sold at a profit of 15%. Find the selling price.', expected: ['690'] },
  { text: 'A radio is bought for Rs. 1,500 and sold at a loss of 8%. What is the selling price?', expected: ['1380'] },
  { text: 'Cost price of a bag is ₹720. It is sold at 25% profit. Find its selling\nprice.', expected: ['900'] },
  // cost price from selling price
  { text: 'By selling a pen for ₹ 540, a shopkeeper gains 20%. Find the cost price.', expected: ['450'] },
  { text: 'A chair is sold for Rs. 1,140 at a loss of 5%. What was its cost price?', expected: ['1200'] },
  { text: 'A shopkeeper sells an item for ₹ 920 at a loss of 8%. Find its cost price.\na) 1000 b) 1020 c) 993.6 d) 850', expected: ['1000'], option: 'A' },
  // marked price and discount
  { text: 'The marked price of a shirt is ₹ 1,200. A discount of 15% is given. Find the selling price.', expected: ['1020'] },
  { text: DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'quant-1')!.question.replace('₹', 'Rs. '), expected: ['1350'] },
  { text: 'A TV marked at Rs. 25,000 is sold at successive discounts of 20% and 10%. Find the selling price.', expected: ['18000'] },
  { text: 'An article is marked 40% above its cost price of ₹500 and a discount of 20% is allowed. Find the profit percent.', expected: ['12%', 'profit'] },
  { text: 'MRP of a book is ₹ 450. The shop gives 10% off. At what price is it sold?', expected: ['405'] },
  { text: 'Marked price ₹800, selling price ₹680. What is the discount percent?', expected: ['15%'] },
  { text: 'Marked price of a fan is Rs. 2,000. Shopkeeper allows a discount of 12%. Find S.P.', expected: ['1760'] },
  // simple interest
  { text: 'Find the simple interest on ₹ 5,000 at 8% per annum for 3 years.', expected: ['1200'] },
  { text: 'Find the amount when Rs. 12,000 is lent at 6 % p.a. simple interest for 2 years.', expected: ['13440'] },
  { text: 'What is the S.I. on Rs 2500 at 12% per annum for 6 months?', expected: ['150'] },
  { text: 'A sum of ₹ 4,000 is invested at 7.5% simple interest per annum for 4 years. Find the interest.', expected: ['1200'] },
  { text: 'Simple interest on ₹800 at 5% per annum for 2 1/2 years', expected: ['100'] },
  { text: 'Find the simple interest on Rs. 7,30O at 6% per annum for five years.', expected: ['2190'] },
  { text: 'Find the simple interest on the sum of ₹ 3,000 at the rate of 10% per annum for 2 years.', expected: ['600'] },
  { text: 'A man sold a phone for ₹ 9,000 which he had bought for ₹ 10,000. What is his loss?', expected: ['1000', 'loss'] },
  { text: 'A sum of Rs.6000 is lent at 5% p.a simple\ninterest for 4 years. Find the\n interest.\n A. Rs 1000\n B. Rs 1200\n C. Rs 1500\n D. Rs 7200', expected: ['1200'], option: 'B' },
  // compound interest
  { text: 'Find the compound interest on ₹ 10,000 at 10% per annum for 2 years compounded annually.', expected: ['2100'] },
  { text: 'What will ₹ 5,000 amount to in 3 years at 10% per annum compound interest?', expected: ['6655'] },
  { text: DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'quant-2')!.question, expected: ['1680'] },
  { text: 'Find the C.I. on Rs. 16,000 at 10% per annum for 1 year compounded half-yearly.', expected: ['1640'] },
  { text: 'Find the amount of Rs 20,000 for 2 years at 8% per annum compounded half yearly.', expected: ['23397.17'] },
  { text: 'Compound interest on ₹ 6250 at 4% p.a. for two years', expected: ['510'] },
  { text: 'What is the amount on ₹ 4,000 at 5% per annum compound interest after 2 years?', expected: ['4410'] },
  { text: 'Find the compound interest on ₹ 15,000 for 2 years at 10% per annum.\n(1) ₹3,000 (2) ₹3,150 (3) ₹18,150 (4) ₹3,300', expected: ['3150'], option: 'B' },
  { text: 'What is the difference between compound interest and simple interest on ₹ 5,000 for 2 years at 10% per annum?', expected: ['50'] },
  // ratio division
  { text: '₹ 1,200 is divided among A, B and C in the ratio 2 : 3 : 5. What is B’s share?', expected: ['360'] },
  { text: 'Divide Rs. 750 between Ram and Shyam in the ratio 2:3. Find Shyam’s share.', expected: ['450'] },
  { text: 'An amount of ₹ 9,000 is to be distributed among P, Q and R in the ratio 4:5:6. Find the share of R.', expected: ['3600'] },
  { text: 'A sum of ₹ 5,400 is shared between X and Y in the ratio 4 : 5. How much does X get?', expected: ['2400'] },
  { text: 'Profit of Rs. 36,000 is divided among three partners in the ratio 3:4:5. Find the largest share.', expected: ['15000'] },
  { text: 'Divide ₹ 1,000 in the ratio 1:4', expected: ['200', '800'] },
  { text: 'Rs 2,400 is divided between A and B in the ratio 5 : 3. Find A’s share. (a) ₹ 1,500 (b) ₹ 900 (c) ₹ 1,440 (d) ₹ 1,200', expected: ['1500'], option: 'A' },
];

/** Questions the tutor cannot solve with certainty: they must come back as a labelled approach. */
const UNSUPPORTED: readonly string[] = [
  "Pointing to a man, Kiran said, 'His mother's mother is my grandmother.' How is the man related to Kiran?",
  'Principle: Whoever enters the land of another without permission commits trespass.\nFacts: Raju walks across a neighbour’s field to fetch his cricket ball. Is Raju liable?',
  'Which of the following is the capital of Australia?\n(a) Sydney (b) Canberra (c) Melbourne (d) Perth',
  'Which of the following, if true, most weakens the argument that city roads should be widened to reduce traffic jams?',
  'What is the difference between kidnapping and abduction?',
  'Choose the word most nearly opposite in meaning to LOQUACIOUS.\n(a) talkative (b) reticent (c) verbose (d) garrulous',
];

/** Logical questions worked out offline, with their expected answers. */
const LOGICAL: readonly { text: string; answer: string; option?: string }[] = [
  { text: "Pointing to a woman, Arun said, 'Her brother's father is the only son of my grandfather.' How is the woman related to Arun?", answer: 'Sister' },
  {
    text: 'Statements: All judges are lawyers. Some lawyers are teachers.\nConclusions:\nI. Some teachers are lawyers.\nII. Some judges are teachers.\nAssuming the statements to be true, which of the conclusions logically follow?\n(a) Only conclusion II follows (b) Both conclusions I and II follow (c) Neither conclusion I nor conclusion II follows (d) Only conclusion I follows',
    answer: 'Only conclusion I follows',
    option: 'D',
  },
  { text: 'A is the brother of B. B is the daughter of C. C is the husband of D. How is A related to D?\n(a) Son (b) Nephew (c) Brother (d) Father', answer: 'Son', option: 'A' },
  { text: 'If TIGER is coded as UJHFS, how is LION coded?', answer: 'MJPO' },
  { text: 'Find the next number in the series: 2, 6, 12, 20, 30, ?', answer: '42' },
  { text: 'Ravi walks 10 km north, then turns right and walks 6 km, then turns right and walks 2 km. How far is he from the starting point?', answer: '10' },
  { text: 'Five friends A, B, C, D and E sit in a row facing north. C sits in the middle. A sits to the immediate left of C. E sits at the extreme right end. B sits to the immediate right of C. Who sits at the extreme left end?', answer: 'D' },
];

let tutor: LocalTutor;

async function solve(text: string): Promise<DoubtSolution> {
  const response = await tutor.solveDoubt({ inputType: 'image', content: text, text });
  expect(response.success).toBe(true);
  expect(response.questions).toHaveLength(1);
  return response.questions[0]!;
}

/** Option texts and a noisy rendering of a bank question, as a phone photo would come out. */
function photographed(question: string, options: readonly string[]): string {
  const noisy = question.replace(/₹/g, 'Rs. ').replace(/India/g, 'lndia').replace(/\. /g, '.\n').replace(/, /g, ',  ');
  return `${noisy}\n${options.map((option, index) => `(${'abcd'[index]}) ${option}`).join('\n')}`;
}

describe('doubt solving from OCR text', () => {
  beforeAll(() => {
    tutor = makeTutor().tutor;
  });

  it(`solves at least 60 numeric Quant questions of the preset kinds (${SOLVED.length} here)`, async () => {
    expect(SOLVED.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    for (const { text, expected, option } of SOLVED) {
      const solution = await solve(text);
      const answer = solution.finalAnswerText.replace(/(\d),(?=\d)/g, '$1');
      const missing = expected.filter((value) => !answer.includes(value));
      const wrongOption = option && !answer.includes(`option (${option})`);
      if (missing.length > 0 || wrongOption) failures.push(`${JSON.stringify(text)}\n   -> ${solution.finalAnswerText}`);
      else {
        expect(solution.steps.length, text).toBeGreaterThanOrEqual(2);
        expect(solution.workedSolution, text).not.toBe('');
        expect(solution.finalAnswerText, text).not.toContain(APPROACH_LABEL);
      }
    }
    if (failures.length > 0) console.log(`Doubt solver misses (${failures.length}):\n${failures.join('\n')}`);
    console.log(`Doubt solver: ${SOLVED.length - failures.length}/${SOLVED.length} numeric questions solved correctly`);
    expect(failures).toEqual([]);
  });

  it('explains every shown option: the right one, and the typical mistake behind a wrong one', async () => {
    const solution = await solve(DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'quant-2')!.question + '\n(a) ₹1600 (b) ₹1700 (c) ₹9680 (d) ₹1680');
    expect(solution.finalAnswerText).toContain('option (D)');
    expect(Object.keys(solution.optionExplanations).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(solution.optionExplanations['D']).toMatch(/^Correct/);
    expect(solution.optionExplanations['A']).toMatch(/simple interest/);
    expect(solution.optionExplanations['C']).toMatch(/amount/);
    expect(solution.optionExplanations['B']).toMatch(/^Wrong/);
  });

  it('says so when no option matches the worked value instead of picking one', async () => {
    const solution = await solve('What is 20% of 450?\n(a) 80 (b) 85 (c) 95 (d) 100');
    expect(solution.finalAnswerText).toContain('90');
    expect(solution.finalAnswerText).toMatch(/None of the options/);
  });

  it('returns the stored answer for a diagnostic question photographed with noise', async () => {
    for (const question of DIAGNOSTIC_QUESTIONS.filter((candidate) => candidate.subject !== 'Quantitative Techniques')) {
      const solution = await solve(photographed(question.question, question.options));
      const letter = 'ABCD'[question.correctIndex]!;
      // A Logical question may be worked out rather than looked up: the same option either way.
      if (solution.finalAnswerText.startsWith('Logical Reasoning')) {
        expect(solution.finalAnswerText, question.id).toContain(`option (${letter}) ${question.options[question.correctIndex]}`);
      } else {
        expect(solution.finalAnswerText, question.id).toBe(`(${letter}) ${question.options[question.correctIndex]}`);
        expect(solution.workedSolution, question.id).toContain(question.explanation);
      }
      expect(solution.optionExplanations[letter], question.id).toMatch(/^Correct/);
      expect(Object.keys(solution.optionExplanations)).toHaveLength(4);
    }
  });

  it('matches a diagnostic question photographed without its options', async () => {
    const gk = DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'gk-2')!;
    const solution = await solve(gk.question.replace('India', 'lndia').replace('Article', 'Artic1e'));
    expect(solution.finalAnswerText).toBe('(C) Article 21');
  });

  it('letters a bank answer as the photo does when the options are shown in another order', async () => {
    const gk = DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'gk-1')!;
    const reordered = [gk.options[3], gk.options[1], gk.options[2], gk.options[0]];
    const solution = await solve(photographed(gk.question, reordered));
    expect(solution.finalAnswerText).toBe(`(D) ${gk.options[0]}`);
  });

  it('returns the stored answer for Legal, GK and English bank questions', async () => {
    const legal = legalTopicFileSchema.parse(legalContract).sets[0]!.questions[2]!;
    const gk = gkPresetFileSchema.parse(gkBrahmos).sets[1]!.questions[0]!;
    const english = englishPresetFileSchema.parse(englishTechnology).sets[2]!.questions[3]!;
    for (const question of [legal, gk, english]) {
      const solution = await solve(photographed(question.question, question.options));
      const index = 'ABCD'.indexOf(question.answer);
      expect(solution.finalAnswerText).toBe(`(${question.answer}) ${question.options[index]}`);
      expect(solution.workedSolution).toContain(question.explanation);
    }
  });

  it('does not take a bank question with other numbers for the same question', async () => {
    const quant = DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'quant-1')!;
    // Same words, different figures, and an extra step the parser does not know: not the diagnostic question.
    const solution = await solve(`${quant.question.replace('1200', '1500').replace('25%', '20%')} He also pays ₹45 for delivery.`);
    expect(solution.finalAnswerText).toContain(APPROACH_LABEL);
  });

  it(`labels every unsupported question as an approach, never an answer (${UNSUPPORTED.length} cases)`, async () => {
    expect(UNSUPPORTED.length).toBeGreaterThanOrEqual(5);
    for (const text of UNSUPPORTED) {
      const solution = await solve(text);
      expect(solution.finalAnswerText, text).toContain(APPROACH_LABEL);
      expect(solution.workedSolution.startsWith(APPROACH_LABEL), text).toBe(true);
      const approach = solution.steps.find((step) => step.title.startsWith('Approach for'));
      expect(approach?.bullets.length, text).toBeGreaterThanOrEqual(3);
      expect(solution.optionExplanations, text).toEqual({});
    }
  });

  it('guesses the section and kind of an unsupported question for its approach', async () => {
    expect((await solve(UNSUPPORTED[0]!)).steps.map((step) => step.title).join(' | ')).toMatch(/Logical question \(blood relation\)/);
    expect((await solve(UNSUPPORTED[1]!)).steps[0]!.title).toMatch(/Legal question \(principle and facts\)/);
    expect((await solve(UNSUPPORTED[2]!)).steps[0]!.title).toMatch(/GK/);
    expect((await solve(UNSUPPORTED[4]!)).steps[0]!.title).toMatch(/Legal/);
  });

  it('says why a recognised Logical question could not be worked, and gives its method', async () => {
    const solution = await solve(UNSUPPORTED[0]!);
    expect(solution.steps[0]!.title).toBe('What I could not do');
    expect(solution.steps[1]!.bullets.join(' ')).toMatch(/family tree/);
  });

  it('offers notes only as related reading, never as the answer', async () => {
    const solution = await solve('Principle: A person is liable for negligence if he fails to take reasonable care. Facts: Mohan leaves a banana peel on the stairs of his shop and a customer slips. Is Mohan liable?');
    expect(solution.finalAnswerText).toContain(APPROACH_LABEL);
    for (const step of solution.steps.slice(1)) expect(step.title).toMatch(/^Related reading, not an answer to this question: /);
  });

  it(`works out Logical questions and labels them Logical, with a check step (${LOGICAL.length} cases)`, async () => {
    for (const { text, answer, option } of LOGICAL) {
      const solution = await solve(text);
      expect(solution.finalAnswerText, text).toContain(`Logical Reasoning (`);
      expect(solution.finalAnswerText, text).toContain(`**${answer}**`);
      if (option) expect(solution.finalAnswerText, text).toContain(`option (${option})`);
      expect(solution.steps[0]!.title, text).toMatch(/^Logical Reasoning, /);
      expect(solution.steps.some((step) => step.title === 'Check the answer' && step.bullets.length > 0), text).toBe(true);
      expect(solution.workedSolution, text).not.toMatch(/English/);
    }
  });

  it('works a syllogism near the diagnostic one out itself instead of showing the diagnostic answer', async () => {
    const solution = await solve(LOGICAL[0]!.text);
    expect(solution.steps.map((step) => step.title)).not.toContain('Found in the question bank');
  });

  it('reports nothing to solve for empty text', async () => {
    const response = await tutor.solveDoubt({ inputType: 'text', content: '  ', text: '' });
    expect(response.success).toBe(false);
    expect(response.questions).toEqual([]);
  });
});

describe('OCR clean-up', () => {
  it('repairs digits and percent signs misread by OCR, and currency in every spelling', () => {
    expect(normaliseOcr('What is 2O% of 1,5O0?')).toBe('what is 20% of 1500?');
    expect(normaliseOcr('Rs. 1,20,000 at 1296 per annum')).toBe('₹120000 at 12% per annum');
    expect(normaliseOcr('INR 500 and 400 rupees')).toBe('₹500 and ₹400');
    expect(normaliseOcr('a profit of 2OX')).toBe('a profit of 20%');
    expect(normaliseOcr('for two and a half years')).toBe('for 2.5 years');
  });

  it('keeps numbers that only look like misread percentages', () => {
    expect(normaliseOcr('Rs. 1296 is the price')).toBe('₹1296 is the price');
    expect(normaliseOcr('In 1996 the act was passed')).toBe('in 1996 the act was passed');
    expect(normaliseOcr('What day of the week was 20/02/2154?')).toBe('what day of the week was 20/02/2154?');
    expect(normaliseOcr('Sales in 1996 fall by 10%')).toBe('sales in 1996 fall by 10%');
    // Where no year is named, the misreading is still repaired.
    expect(normaliseOcr('a 1996 fall in price')).toBe('a 19% fall in price');
    expect(normaliseOcr('a 20 0/0 discount')).toBe('a 20% discount');
  });

  it('splits options printed as (a)-(d), A.-D., a)-d) or (1)-(4)', () => {
    for (const text of ['Q?\n(a) one (b) two (c) three (d) four', 'Q?\nA. one\nB. two\nC. three\nD. four', 'Q? a) one b) two c) three d) four', 'Q? (1) one (2) two (3) three (4) four']) {
      const parsed = parseQuestion(text);
      expect(parsed.stem, text).toBe('q?');
      expect(parsed.options.map((option) => `${option.letter}:${option.text}`), text).toEqual(['A:one', 'B:two', 'C:three', 'D:four']);
    }
    expect(parseQuestion('Under Article 19(1)(a) of the Constitution, is speech free?').options).toEqual([]);
  });

  it('reads names that end a sentence as names, not as options, when the question comes after them', () => {
    const text = 'C does not sit next to A. C sits next to B. B sits to the right of C. C does not sit next to D. Who sits to the immediate right of C?';
    const parsed = parseQuestion(text);
    expect(parsed.options).toEqual([]);
    expect(parsed.original).toBe(text);
  });
});

describe('re-reading a misread photo by its options', () => {
  it("reads '1507' as '150?' when that makes exactly one option right, and says so", async () => {
    const solution = await solve('Q. What is 20% of 1507\n(a) 25 (b) 30 (c)35 (d) 40');
    expect(solution.finalAnswerText).toContain('**30**');
    expect(solution.finalAnswerText).toContain('option (B) 30');
    expect(solution.steps[0]!.title).toBe('Reading the photo');
  });

  it('keeps the reading as it is when no option helps', async () => {
    const solution = await solve('What is 20% of 1507? (a) 1 (b) 2 (c) 3 (d) 4');
    expect(solution.finalAnswerText).toContain('None of the options as read matches exactly');
  });
});
