import { describe, expect, it } from 'vitest';
import { normaliseOcr, parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuant } from '../../../adapters/tutor/doubt/quant-doubt-solver';
import { withLakhs } from '../../../adapters/tutor/doubt/quant/ratio-text';
import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';
import { pickOf } from '../../support/logical-doubt-checks';

/**
 * Round 14: five gaps the last review saw and left. Options that are statements about a share or
 * an age ('B gets ₹2,000', 'A is 24 years old'), each checked against the working; sums in lakh and
 * crore ('₹50 lakh', 'Rs 3 lakhs', '1.2 crore', 'a population of 2 lakh'); sizes typed as a product
 * ('8x5x5 m', '10mx8mx6m'), which the cleaning took for misread letters; a person named by a capital
 * run into 'on' ('Bon the second'); and the syllogism pair 'Some A are B' / 'Some A are not B' with
 * both 'either' and 'neither' offered, answered 'either' by the papers' convention. Each question is
 * worked by hand in the comment above it; beside each reading stand look-alikes that must be
 * declined and words that must stay as written.
 */


const TOPICS: readonly DoubtTopic[] = [
  {
    title: 'options that are statements about a share or an age',
    picks: [
      // One part = 6,000 ÷ 10 = 600: A 1,200, B 1,800, C 3,000, A + B 3,000. Only (a) is true.
      ['₹6,000 is divided among A, B and C in the ratio 2:3:5. Which of the following is true?\n(a) A gets ₹1,200 (b) B gets ₹2,000 (c) C gets ₹2,500 (d) A and B together get ₹2,800', 'A'],
      // One part = 8,400 ÷ 12 = 700: P 2,100, Q 2,800, R 3,500, P + R 5,600.
      ['₹8,400 is divided among P, Q and R in the ratio 3 : 4 : 5. Which of the following statements is correct?\n(a) P gets ₹2,400 (b) Q gets ₹2,800 (c) R gets ₹3,600 (d) P and R together get ₹6,000', 'B'],
      // One part = 1,000: Asha 4,000, Binu 5,000; Binu gets 1,000 more than Asha (not the other way round).
      ['A sum of ₹9,000 is shared between Asha and Binu in the ratio 4:5. Which of the following is true?\n(a) Asha gets ₹4,500 (b) Binu gets ₹1,000 more than Asha (c) Binu gets ₹5,500 (d) Asha gets ₹1,000 more than Binu', 'B'],
      // Capitals 40,000 : 60,000 = 2 : 3 of 25,000: A 10,000, B 15,000.
      ["A and B start a business investing ₹40,000 and ₹60,000. At the end of the year, the profit is ₹25,000. Which of the following is true?\n(a) A's share is ₹12,500 (b) B's share is ₹15,000 (c) A's share is ₹15,000 (d) B's share is ₹10,000", 'B'],
      // 2 : 3 : 5 of 12,000: P 2,400, Q 3,600, R 6,000; P + Q 6,000.
      ['P, Q and R invest ₹20,000, ₹30,000 and ₹50,000 in a business for a year. Out of a profit of ₹12,000, which of the following is correct?\n(a) P gets ₹2,000 (b) Q gets ₹3,600 (c) R gets ₹5,000 (d) P and Q together get ₹5,000', 'B'],
      // 3 : 4 of 56 years: A 24, B 32.
      ['The ratio of the present ages of A and B is 3 : 4. The sum of their ages is 56 years. Which of the following is true?\n(a) A is 21 years old (b) B is 32 years old (c) A is 32 years old (d) B is 28 years old', 'B'],
      // A = 2B and A − 5 = 3(B − 5): B = 10, A = 20; A is 10 years older, not 5.
      ['A is twice as old as B. 5 years ago, A was three times as old as B. Which of the following is true?\n(a) A is 20 years old (b) B is 15 years old (c) A is 5 years older than B (d) B is 20 years old', 'A'],
      // One part = 500: X 500, Y 1,500, Z 2,500, Y + Z 4,000. Only (c) is false.
      ['₹4,500 is divided among X, Y and Z in the ratio 1:3:5. Which of the following is not true?\n(a) X gets ₹500 (b) Y gets ₹1,500 (c) Z gets ₹2,000 (d) Y and Z together get ₹4,000', 'C'],
      // In lakh: one part = 2 lakh: A 2, B 4, C 6, A + C 8.
      ['₹12 lakh is divided among A, B and C in the ratio 1 : 2 : 3. Which of the following is true?\n(a) A gets ₹2 lakh (b) B gets ₹6 lakh (c) C gets ₹4 lakh (d) A and C together get ₹9 lakh', 'A'],
    ],
    declines: [
      // None of the four is true.
      '₹6,000 is divided among A, B and C in the ratio 2:3:5. Which of the following is true?\n(a) A gets ₹1,500 (b) B gets ₹2,000 (c) C gets ₹2,500 (d) A and B together get ₹2,800',
      // Two are true (A 1,200 and B 1,800).
      '₹6,000 is divided among A, B and C in the ratio 2:3:5. Which of the following is true?\n(a) A gets ₹1,200 (b) B gets ₹1,800 (c) C gets ₹2,500 (d) A and B together get ₹2,800',
      // (d) is no statement of a share, and is true too (2 : 5): not read, so no verdict.
      "₹6,000 is divided among A, B and C in the ratio 2:3:5. Which of the following is true?\n(a) A gets ₹1,200 (b) B gets ₹2,000 (c) C gets ₹2,500 (d) The ratio of A's share to C's share is 2 : 5",
      // D is no one of the story: (a) cannot be checked.
      '₹6,000 is divided among A, B and C in the ratio 2:3:5. Which of the following is true?\n(a) D gets ₹1,200 (b) B gets ₹2,000 (c) C gets ₹3,000 (d) A and B together get ₹2,800',
      // Not a statement question: 'how much more does C get than A' (6,000 − 2,400 = 3,600) was read as C's share (6,000); declined now.
      'A, B and C start a business with ₹20,000, ₹30,000 and ₹50,000. Out of a profit of ₹12,000, how much more does C get than A?\n(a) ₹3,600 (b) ₹6,000 (c) ₹2,400 (d) ₹4,000',
      // An age at another time is not read: no verdict.
      'The ratio of the present ages of A and B is 3 : 4. The sum of their ages is 56 years. Which of the following is true?\n(a) A will be 28 years old after 4 years (b) B is 30 years old (c) A is 30 years old (d) B is 28 years old',
    ],
  },
  {
    title: 'sums in lakh and crore',
    picks: [
      // 2% of 50,00,000 = 1,00,000.
      ['A broker charges a commission of 2% on the selling price of a house. If the house sells for ₹50 lakh, what is his commission?\n(a) ₹1 lakh (b) ₹10,000 (c) ₹50,000 (d) ₹2 lakh', 'A'],
      // 3,00,000 × 8 × 2 ÷ 100 = 48,000.
      ['Find the simple interest on Rs 3 lakhs at 8% per annum for 2 years.\n(a) ₹48,000 (b) ₹24,000 (c) ₹4,800 (d) ₹60,000', 'A'],
      // 2,00,000 × 1.1² = 2,42,000.
      ['The population of a town is 2 lakh. It increases by 10% every year. What will be the population after 2 years?\n(a) 2,42,000 (b) 2,40,000 (c) 2,20,000 (d) 2,44,000', 'A'],
      // 1,20,00,000 × 10 × 3 ÷ 100 = 36,00,000 = 36 lakh.
      ['A sum of ₹1.2 crore is invested at 10% per annum simple interest for 3 years. Find the interest.\n(a) ₹36 lakh (b) ₹3.6 lakh (c) ₹12 lakh (d) ₹30 lakh', 'A'],
      // 40 lakh × 0.9² = 32.4 lakh.
      ['A house worth ₹40 lakh depreciates at 10% per annum. What will be its value after 2 years?\n(a) ₹32.4 lakh (b) ₹32 lakh (c) ₹36 lakh (d) ₹30 lakh', 'A'],
      // 5,00,000 × (1.1² − 1) = 1,05,000.
      ['Find the compound interest on ₹5 lakh at 10% per annum for 2 years, compounded annually.\n(a) ₹1,05,000 (b) ₹1,00,000 (c) ₹1,10,250 (d) ₹50,000', 'A'],
      // In words: 2,00,000 × 1.05² = 2,20,500.
      ['The population of a city is two lakh. It grows by 5% every year. What will the population be after 2 years?\n(a) 2,20,500 (b) 2,20,000 (c) 2,10,000 (d) 2,25,000', 'A'],
      // '8 lakh rupees': 8,00,000 × 12 × 3 ÷ 100 = 2,88,000 = 2.88 lakh.
      ['Find the simple interest on 8 lakh rupees at 12% per annum for 3 years.\n(a) ₹0.96 lakh (b) ₹5.76 lakh (c) ₹2.88 lakh (d) ₹10.88 lakh', 'C'],
      // 2.5 lakh to 3 lakh: 0.5 ÷ 2.5 = 20%.
      ['A man buys a plot for ₹2.5 lakh and sells it for ₹3 lakh. Find his profit percent.\n(a) 20% (b) 25% (c) 16.67% (d) 50%', 'A'],
    ],
    declines: [
      // The rate is not said.
      'A broker charges a commission on the selling price of a house. If the house sells for ₹50 lakh, what is his commission?\n(a) ₹1 lakh (b) ₹10,000 (c) ₹50,000 (d) ₹2 lakh',
      // The time is not said.
      'Find the simple interest on Rs 3 lakhs at 8% per annum.\n(a) ₹48,000 (b) ₹24,000 (c) ₹4,800 (d) ₹60,000',
    ],
  },
  {
    title: 'sizes typed as a product',
    picks: [
      // 8 × 5 × 5 = 200 m³.
      ['Find the volume of a cuboid of size 8x5x5 m.\n(a) 200 m³ (b) 180 m³ (c) 100 m³ (d) 40 m³', 'A'],
      // 2 × 4 × (12 + 10) = 176 m².
      ['A room measures 12mx10mx4m. What is the area of its four walls?\n(a) 176 m² (b) 480 m² (c) 120 m² (d) 88 m²', 'A'],
      // 2 × (60 + 24 + 40) = 248 cm².
      ['Find the total surface area of a cuboid of dimensions 10x6x4 cm.\n(a) 248 cm² (b) 240 cm² (c) 124 cm² (d) 496 cm²', 'A'],
      // 9 × 6 × 4 = 216 cm³.
      ['A box measures 9×6×4 cm. Find its volume.\n(a) 216 cm³ (b) 108 cm³ (c) 96 cm³ (d) 228 cm³', 'A'],
      // 2 × 3 × (8 + 5) = 78 m².
      ['A hall is 8 m x 5 m x 3 m. Find the area of its four walls.\n(a) 78 m² (b) 120 m² (c) 158 m² (d) 39 m²', 'A'],
    ],
    declines: [
      // Two sizes only: no volume.
      'Find the volume of a cuboid of size 8x5 m.\n(a) 200 m³ (b) 180 m³ (c) 100 m³ (d) 40 m³',
      // A weight is asked, which the sizes do not give.
      'A cuboid block measures 8x5x5 cm. Find its weight.\n(a) 200 g (b) 180 g (c) 100 g (d) 40 g',
    ],
  },
  {
    title: "a person named by a capital run into 'on'",
    picks: [
      // B 2nd, C 3rd, E 5th, A 4th (not an end): D 1st.
      ['Five friends A, B, C, D and E sit in a row facing north. Bon the second position from the left end. C sits to the immediate right of B. E sits at the right end. A is not at an end. Who sits at the left end?\n(a) D (b) A (c) C (d) E', 'A'],
      // Facing the centre, left is clockwise: P 0, R 1, Q 3, T 2 (between R and Q), S 4: S is to P's right.
      ['P, Q, R, S and T are sitting around a circular table facing the centre. Ron the immediate left of P. Q sits second to the left of R. T sits between R and Q. Who is to the immediate right of P?\n(a) T (b) S (c) Q (d) R', 'B'],
      // S 1, U 2, T 3, P 4; Q and R in 5 and 6, R not at an end: Q at the right end. ('Son' is no son here.)
      ['Six friends P, Q, R, S, T and U sit in a row facing north. Son the extreme left end. U is second from the left end. T sits third from the left end. P is to the immediate right of T. Qand R sit next to each other. R is not at an end. Who sits at the right end?\n(a) Q (b) R (c) P (d) U', 'A'],
      // 'Aon', with the options in a row of small letters: C 2nd, A 3rd, B 5th; D not at an end, so 4th: E 1st.
      ['Five friends A, B, C, D and E are sitting in a row facing north. Aon the third position from the left end. B sits second to the right of A. A sits to the immediate right of C. D is not at an end. Who sits at the extreme left end?\na. B   b. E   c. A   d. C', 'B'],
      // 'Dsits', 'Eis', 'Cand': D 1st, C 2nd, A 3rd (next to C), E 5th: B 4th, second from the right.
      ['Five friends A, B, C, D and E sit in a row facing north. Dsits at the extreme left end. Eis at the extreme right end. Cand A sit next to each other. C is to the immediate right of D. Who sits second from the right end?\n(a) A (b) B (c) C (d) D', 'B'],
    ],
    declines: [
      // Without B's place the left end is not fixed.
      'Five friends A, B, C, D and E sit in a row facing north. C sits to the immediate right of B. E sits at the right end. A is not at an end. Who sits at the left end?\n(a) D (b) A (c) C (d) E',
    ],
  },
  {
    title: "syllogisms: 'some' and 'some not' with 'neither' offered",
    picks: [
      // Pens may all be pencils or none: neither follows, but pens exist, so one of the pair is always true: either.
      ['Statements: Some pens are books. Some books are pencils.\nConclusions: I. Some pens are pencils. II. Some pens are not pencils.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows', 'C'],
      // The same pair in the other order.
      ['Statements: All cats are dogs. Some dogs are cows.\nConclusions: I. Some cats are not cows. II. Some cats are cows.\n(a) Only I follows (b) Neither I nor II follows (c) Both I and II follow (d) Either I or II follows', 'D'],
      // Rivers and hills linked only through lakes: either.
      ['Statements: No river is a lake. Some lakes are hills.\nConclusions: I. Some rivers are hills. II. Some rivers are not hills.\n(a) Either I or II follows (b) Only I follows (c) Neither I nor II follows (d) Only II follows', 'A'],
      // The round-13 pair: either, with 'neither' offered.
      ['Statements: Only a few plates are shirts. At least some shirts are lakes.\nConclusions: I. Some lakes are plates. II. Some lakes are not plates.\na) Only conclusion II follows    b) Both conclusions I and II follow    c) Either conclusion I or II follows    d) Neither conclusion I nor II follows', 'C'],
      // I follows (every pen is a pencil), so the pair is no 'either': only I.
      ['Statements: All pens are books. All books are pencils.\nConclusions: I. Some pencils are pens. II. Some pencils are not pens.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows', 'A'],
    ],
    declines: [
      // Not the same subject: 'Some pens are pencils' with 'Some pencils are not pens' is no complementary pair.
      'Statements: Some pens are books. Some books are pencils.\nConclusions: I. Some pens are pencils. II. Some pencils are not pens.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows',
    ],
  },
];

describeTopics(TOPICS);

describe('syllogisms read directly', () => {
  it("answers 'either' for the pair whatever the options offer", () => {
    expect(pickOf('Statements: Some pens are books. Some books are pencils.\nConclusions: I. Some pens are pencils. II. Some pens are not pencils.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows')).toBe('C');
    // With no 'either' among the options, none states the answer.
    expect(pickOf('Statements: Some pens are books. Some books are pencils.\nConclusions: I. Some pens are pencils. II. Some pens are not pencils.\n(a) Only I follows (b) Only II follows (c) Both I and II follow (d) Neither I nor II follows')).toBeNull();
  });
});

describe('normaliseOcr: sizes typed as a product', () => {
  it.each([
    ['Find the volume of a cuboid of size 8x5x5 m.', 'find the volume of a cuboid of size 8 x 5 x 5 m.'],
    ['A room is 10mx8mx6m.', 'a room is 10 m x 8 m x 6 m.'],
    ['A box of 8×5×5 cm', 'a box of 8 x 5 x 5 cm'],
    ['A brick 12.5X4X2 cm', 'a brick 12.5 x 4 x 2 cm'],
    ['a field 40mx25m', 'a field 40 m x 25 m'],
    ['a room 6 m x 4mx3 m', 'a room 6 m x 4 m x 3 m'],
  ])('%s', (printed, clean) => {
    expect(normaliseOcr(printed)).toBe(clean);
  });

  it.each([
    // Algebra, an unknown, a misread percent, words with an x.
    ['If 2x + 3 = 11, find x.', 'if 2x + 3 = 11, find x.'],
    ['The value of x is 5 more than y.', 'the value of x is 5 more than y.'],
    ['A trader gains 20x of the cost.', 'a trader gains 20% of the cost.'],
    ['Six boxes are next to the taxi.', 'six boxes are next to the taxi.'],
  ])('keeps %s', (printed, clean) => {
    expect(normaliseOcr(printed)).toBe(clean);
  });
});

describe("parseQuestion: a person named by a capital run into 'on'", () => {
  const original = (text: string) => parseQuestion(text).original;

  it.each([
    ['Five friends A, B, C, D and E sit in a row. Bon the second position from the left.', 'B on the second'],
    ['P, Q, R, S and T sit around a table. Ron the immediate left of P.', 'R on the immediate left'],
    ['Six friends P, Q, R, S, T and U sit in a row. Son the extreme left end.', 'S on the extreme left'],
    ['Five friends A, B, C, D and E sit in a row. Eand B sit together. Dsits at an end.', 'E and B'],
  ])('%s', (printed, part) => {
    expect(original(printed)).toContain(part);
  });

  it.each([
    // No one is named by a capital: 'Ron' is a name.
    ['Ron, Amit and Sunil sit in a row. Ron sits on the left of Amit.', 'Ron sits'],
    // B names no one here.
    ['P, Q, R, S and T sit in a row. Bon voyage, said P.', 'Bon voyage'],
    // A sentence that opens with 'His' is no H.
    ['F, G, H and J are friends. His son sits at the end.', 'His son'],
  ])('keeps %s', (printed, part) => {
    expect(original(printed)).toContain(part);
  });

  it("keeps a row of small option letters as letters beside people named by capitals ('a. B   b. E')", () => {
    const parsed = parseQuestion('Five friends A, B, C, D and E sit in a row facing north. Aon the third position from the left end. B sits second to the right of A.\na. B   b. E   c. A   d. C');
    expect(parsed.options.map((option) => option.text)).toEqual(['B', 'E', 'A', 'C']);
    expect(parsed.original).toContain('A on the third position');
  });

  it('parts the stem as the quant and logical readers see it', () => {
    expect(normaliseOcr('Five friends A, B, C, D and E sit in a row. Bon the second position from the left.')).toContain('b on the second');
    expect(normaliseOcr('Ron, Amit and Sunil sit in a row. Ron sits on the left of Amit.')).toContain('ron sits');
  });
});

describe('sums in lakh and crore as the readers take them', () => {
  it('reads the units as digits, and leaves words that hold their letters', () => {
    expect(withLakhs('₹50 lakh and Rs 3 lakhs, 2.5 lacs, ₹1.2 crore, ₹1.5 cr')?.text).toBe('₹5000000 and Rs 300000, 250000, ₹12000000, ₹15000000');
    expect(withLakhs('two lakh people and fifty crore rupees')?.text).toBe('200000 people and ₹500000000');
    expect(withLakhs('Lakhan sold 2 lacquer boxes to Crorepati Stores in Lakhimpur')).toBeNull();
  });

  it('keeps an answer worked in lakh in lakh', () => {
    // ₹18 lakh in 5 : 4: the daughter's 8 lakh.
    expect(solveQuant("mr rao's property worth ₹18 lakh is to be shared by his son and daughter in the ratio 5 : 4. what does the daughter receive?")?.values).toEqual([8]);
  });
});
