import { describe, expect, it } from 'vitest';
import { checkedSolution, expectRightOrDeclined, expectValues } from '../../support/quant-doubt-checks';

/**
 * Round 10: ratio shares, combined ratios, partnerships and mixtures in the ideas the round's new
 * templates showed the readers lacked: a part taken off before the rest is split (a fraction, a
 * percentage or a sum), the ask written first and its conditions after, a partner named by role,
 * a chain of ratios with a total and a difference asked, ratios of sums, savings from incomes
 * with spending, mixtures poured in a ratio, a milkman's water from his profit, and more than two
 * kinds at a mean price. Worked by hand, in wordings of our own; near-misses must be declined.
 */

/** The worked values, or null when the question is declined. */
const values = (text: string) => checkedSolution(text)?.answer.values ?? null;

describe('a part taken off before the split, round 10', () => {
  it.each([
    // 3,60,000 − 1,20,000 = 2,40,000 shared 5 : 3; Mohan 3/8 of it.
    ['A retired teacher leaves ₹3,60,000. His wife gets one-third of the amount and the rest is shared by Ravi and Mohan in the ratio 5 : 3. What is Mohan’s share?', 90000],
    // 84,000 × 5/7 = 60,000 shared 3 : 2; Usha 2/5 of it.
    ['Out of ₹84,000, the eldest daughter is to get two-sevenths of the sum, and the remaining amount is to be divided between Asha and Usha in the ratio 3 : 2. How much does Usha get?', 24000],
    // 5,00,000 less 20% = 4,00,000 shared 3 : 5.
    ['Rohan’s grandfather left ₹5,00,000. The trust takes 20% of the amount and the balance is divided between Rohan and Tara in the ratio 3 : 5. Find Tara’s share.', 250000],
    // 48,000 less a quarter = 36,000 shared 5 : 1.
    ['A prize of ₹48,000 is won by a team. The captain gets 1/4 of the prize and the rest is split between Dev and Zoya in the ratio 5 : 1. How much does Zoya get?', 6000],
    // 90,000 less half = 45,000 shared 2 : 1 by the two named after the rest.
    ['A man leaves ₹90,000. His wife gets half of it, and his son and daughter share the rest in the ratio 2 : 1. What does the daughter get?', 15000],
    // A sum first, then the rest split: 72,000 − 12,000 = 60,000 shared 7 : 3.
    ['Out of ₹72,000, Meera is given ₹12,000 and the remaining amount is divided between Nikhil and Om in the ratio 7 : 3. What is Om’s share?', 18000],
  ] as const)('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // The wife's part is not told: the rest cannot be known.
    'A man’s will leaves ₹1,20,000 to his wife, son and daughter. The wife gets a part of the amount, and the remainder is divided between the son and the daughter in the ratio 3 : 2. How much does the daughter get?',
    // Split after some is taken, but how much is not said.
    'A sum of ₹90,000 is left after the wife takes her part; it is divided between a son and a daughter. Earlier the whole was to be split in the ratio 2 : 1. How much does the son get?',
    // A part taken in words, with no one to read it as: the whole must not be split 3 : 2.
    'Of ₹50,000, one-fifth of the amount goes first, and the rest is shared between Arun and Bala in the ratio 3 : 2. How much does Bala get?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());

  it.each([
    // 90,000 less a fifth to a temple = 72,000 shared 2 : 1: never 60,000.
    ['A man leaves ₹90,000. After giving one-fifth of it to a temple, he divides the rest between his son and daughter in the ratio 2 : 1. How much does the son get?', 48000],
  ] as const)('right or declined: %s', (text, expected) => expectRightOrDeclined(text, expected));
});

describe('shares by a measure, and parts changed by percentages, round 10', () => {
  it.each([
    // 10 + 12 + 8 = 30 days; Joel 8/30 of 2,400.
    ['Kiran, Meena and Joel split an electricity bill of ₹2,400 in proportion to the number of days each was at home. Kiran was at home 10 days, Meena 12 days and Joel 8 days. How much should Joel pay?', 640],
    // 10 + 20 + 30 = 60 km; Chetan 30/60 of 900.
    ['A taxi fare of ₹900 is shared by Amit, Bina and Chetan in proportion to the distance each travelled. Amit travelled 10 km, Bina 20 km and Chetan 30 km. How much does Chetan pay?', 450],
    // 120, 150, 180 become 150, 180, 198.
    ['The seats in the Junior, Middle and Senior sections of a school are in the ratio 4 : 5 : 6 and there are 450 seats in all. The seats are increased by 25%, 20% and 10% respectively. How many seats are there in all after the increase?', 528],
    ['The seats for Arts, Commerce and Science in a college are in the ratio 4 : 5 : 6 and there are 450 seats in all. The seats are increased by 25%, 20% and 10% respectively. How many Science seats are there after the increase?', 198],
  ] as const)('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // The sections are named as adjectives of 'sections': the one asked may not be read, but never a wrong part.
    ['The seats in the Junior, Middle and Senior sections of a school are in the ratio 4 : 5 : 6 and there are 450 seats in all. The seats are increased by 25%, 20% and 10% respectively. How many Senior seats are there after the increase?', 198],
  ] as const)('right or declined: %s', (text, expected) => expectRightOrDeclined(text, expected));

  it.each([
    // Per ₹20 coin: one ₹20, three ₹10, six ₹5 = ₹80; ₹1,200 is 15 such groups of 10 coins.
    ['A purse has only ₹5, ₹10 and ₹20 coins. The number of ₹10 coins is 3 times the number of ₹20 coins, and the number of ₹5 coins is twice the number of ₹10 coins. If the purse holds ₹1,200 in all, how many coins are there in total?', 150],
    // Per ₹200 note: one ₹200, two ₹100, three ₹10 = ₹430; ₹8,600 is 20 groups.
    ['A drawer has only ₹10, ₹100 and ₹200 notes. The number of ₹100 notes is twice the number of ₹200 notes, and the number of ₹10 notes is three times the number of ₹200 notes. If the drawer holds ₹8,600 in all, how many ₹10 notes are there?', 60],
  ] as const)('notes and coins tied by multiples: %s', (text, expected) => expectValues(text, expected));

  it.each([
    // The ₹50 notes are tied to nothing.
    'A cash box has only ₹50, ₹100 and ₹500 notes. The number of ₹100 notes is twice the number of ₹500 notes. If the box holds ₹12,600 in all, how many ₹100 notes are there?',
    // ₹1,000 is not a whole number of groups of ₹430.
    'A drawer has only ₹10, ₹100 and ₹200 notes. The number of ₹100 notes is twice the number of ₹200 notes, and the number of ₹10 notes is three times the number of ₹200 notes. If the drawer holds ₹1,000 in all, how many ₹10 notes are there?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());

  it.each([
    // Days and weeks mixed: not one measure.
    'Kiran, Meena and Joel split an electricity bill of ₹2,400 in proportion to the number of days each was at home. Kiran was at home 10 days, Meena 2 weeks and Joel 8 days. How much should Joel pay?',
    // Another payment besides the split.
    'Kiran, Meena and Joel split an electricity bill of ₹2,400 in proportion to the number of days each was at home. Kiran was at home 10 days, Meena 12 days and Joel 8 days, and Joel also paid ₹100 for repairs. How much should Joel pay?',
    // Two percentages for three parts.
    'The seats in the Junior, Middle and Senior sections of a school are in the ratio 4 : 5 : 6 and there are 450 seats in all. The seats are increased by 25% and 20% respectively. How many seats are there in all after the increase?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('combined ratios, round 10', () => {
  it.each([
    // P : Q : R = 9 : 12 : 14.
    ['If P : Q = 3 : 4 and Q : R = 6 : 7, find (P + Q) : (Q + R).', [21, 26]],
    // x : y : z = 8 : 12 : 15.
    ['x:y = 2:3, y:z = 4:5. then (x+y+z):(x+z) = ?', [35, 23]],
    // A : B : C = 8 : 12 : 15, 35 parts = 980, one part 28.
    ['Three numbers A, B and C add up to 980. If A : B = 2 : 3 and B : C = 4 : 5, by how much does C exceed A?', 196],
    // x : y : z = 3 : 6 : 8, 17 parts = 340.
    ['The sum of three numbers x, y and z is 340. If x : y = 1 : 2 and y : z = 3 : 4, find z.', 160],
    // P : Q : R = 10 : 15 : 12, 37 parts = 7,400.
    ['₹7,400 is divided among P, Q and R. P : Q = 2 : 3 and Q : R = 5 : 4. R gets how much?', 2400],
    // 2P = 3Q, 4Q = 5R: P : Q : R = 15 : 10 : 8.
    ['2 times P equals 3 times Q, and 4 times Q equals 5 times R. Find P : R.', [15, 8]],
    // Savings 4 × 25% : 5 × 40% = 1 : 2.
    ['The monthly salaries of Anil and Sunil are in the ratio 4 : 5. Anil spends 75% of his salary and Sunil spends 60% of his. What is the ratio of their savings?', [1, 2]],
    // Incomes 5k, 7k; spending 3m, 4m; X saves 40%: 3m = 3k, so m = k; savings 2k and 3k.
    ['The incomes of X and Y are in the ratio 5 : 7 and their expenditures are in the ratio 3 : 4. If X saves 40% of his income, find the ratio of their savings.', [2, 3]],
  ] as const)('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // A is the smaller: it does not exceed C.
    'Three numbers A, B and C add up to 625. If A : B = 5 : 6 and B : C = 7 : 8, by how much does A exceed C?',
    // D is in no ratio.
    'If A : B = 2 : 3 and B : C = 4 : 5, find (A + D) : (B + C).',
    // Only one spending is told.
    'The monthly incomes of Kiran and Lalit are in the ratio 3 : 5. Kiran spends 90% of her income. Find the ratio of their monthly savings.',
    // S shares the sum too but is in no ratio.
    '₹5,950 is shared among P Q R S. P:Q = 1:6 and Q:R = 4:1. R gets how much?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('partnerships, round 10', () => {
  it.each([
    // The ask first, the stakes after 'if': Ira 40,000 × 12, Kabir 30,000 × 8; Kabir 1/3 of 27,000.
    ['Find Kabir’s share of a year-end profit of ₹27,000, if Ira put in ₹40,000 at the start and Kabir came in after 4 months with ₹30,000.', 9000],
    // The ask as the first sentence; money 'kept' in the business: 60,000 × 12 : C × 8 = 3 : 2.
    ['What was Tanvi’s capital? Omar kept ₹60,000 in the business for 12 months and Tanvi kept the money for 8 months, and their profits were in the ratio 3 : 2.', 60000],
    // The name said again for 'her': Uma 50,000 × 6 + 25,000 × 6 = 4,50,000, Veer 9,00,000.
    ['Uma and Veer started a shop with ₹50,000 and ₹75,000. After 6 months, Uma withdrew half of Uma’s capital. Out of a year’s profit of ₹21,000, what is Uma’s share?', 7000],
    // A role in brackets; 20% first, then 72,000 shared 2 : 1.
    ['Pooja (working partner) invests ₹2,00,000 and Ritu (sleeping partner) invests ₹1,00,000. Pooja first gets 20% of the profit for managing; the rest is shared in the ratio of capital. The annual profit is ₹90,000. How much does Pooja get in all?', 66000],
    // The role between commas: 4,500 + 40,500 × 1/3.
    ['Neel and Om invest ₹30,000 and ₹60,000 in a cafe. Neel, the working partner, gets 10% of the profit for running the cafe, and the remaining profit is shared in the ratio of their capitals. If the year’s profit is ₹45,000, how much does Neel get in all?', 18000],
    // 'Joined for only 8 months' with the money unknown, the ratio's order in brackets: 4,80,000 : 8C = 2 : 3.
    ['Leela invested ₹40,000 in a business for a year. Manav joined for only 8 months. At the end of the year the profit was shared in the ratio 2 : 3 (Leela : Manav). How much did Manav invest?', 90000],
    ['Leela invested ₹40,000 in a business for a year. Manav joined for only 8 months. At the end of the year the profit was shared in the ratio 3 : 2 (Manav : Leela). How much did Manav invest?', 90000],
    // 24,000 × 12 : 36,000 × t = 4 : 3, t = 6: in for 6 months, so joined after 6.
    ['Hari puts ₹24,000 into a shop and Gita comes in later with ₹36,000. The profit at the year end is split 4 : 3. After how many months did Gita join?', 6],
  ] as const)('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // No profit and no months.
    'Find Kabir’s share of the profit, if Ira put in ₹40,000 and Kabir came in later with ₹30,000.',
    // The bracket names someone who is not a partner.
    'Leela invested ₹40,000 in a business for a year. Manav joined for only 8 months. At the end of the year the profit was shared in the ratio 2 : 3 (Leela : Manav : Nitin). How much did Manav invest?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('mixtures, round 10', () => {
  it.each([
    // 2 × 3/5 + 3 × 1/5 = 1.8 milk, 3.2 water.
    ['Jar P has milk:water = 3:2 and jar Q has 1:4. They are poured into a third jar in the ratio 2 : 3. Ratio of milk to water now?', [9, 16]],
    // 5/6 + 1/3 = 7/6 milk, 5/6 water.
    ['Vessel X has milk:water = 5:1 and vessel Y has 1:2. They are poured into a big vessel in equal quantities. Ratio of milk to water now?', [7, 5]],
    // A litre costs 48 ÷ 1.2 = 40: 40/50 milk, 10/50 water.
    ['A dairy buys milk at ₹50 a litre, adds water and sells the mixture at ₹48 a litre, making a profit of 20%. Find the ratio of water to milk in the mixture.', [1, 4]],
    // A loss: a litre costs 45 ÷ 0.9 = 50: 50/60 milk, 10/60 water.
    ['A milkman buys milk at ₹60 per litre, mixes water and sells the mixture at ₹45 per litre at a loss of 10%. Find the ratio of milk to water.', [5, 1]],
    // 5/8 (V − 12) : 3/8 (V − 12) + 12 = 5 : 7 gives V = 36.
    ['12 L of a milk-water mixture (5:3) is taken out and replaced with water. Now milk:water is 5:7. Find the total quantity of mixture at the start.', 36],
    // The milk at the start: V = 36 as above, milk 5/8 of it.
    ['12 L of a milk-water mixture (5:3) is taken out and replaced with water. Now milk:water is 5:7. Find the quantity of milk at the start.', 22.5],
    // (40 + 100 + 180 + 360) ÷ 10.
    ['Four grades of rice costing ₹40, ₹50, ₹60 and ₹90 per kg are mixed in the ratio 1 : 2 : 3 : 4. What is the price of the mixture per kg?', 68],
    // (240 + 300 + 200) ÷ 5.
    ['tea of 3 kinds @ Rs. 120/-/kg, Rs. 150/-/kg, Rs. 200/-/kg mixed 2:2:1. price of 1 kg of mixture?', 148],
    // 40 × (30 − 20) ÷ (20 − 10).
    ['40 litres of salt solution is 30% strong. Find the quantity of 10% salt solution to be mixed with it so that the strength becomes 20%.', 40],
  ] as const)('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // Three prices, two terms.
    'Three varieties of tea costing ₹100, ₹120 and ₹150 per kg are mixed in the ratio 1 : 2. What is the cost of the mixture per kg?',
    // A litre of the mixture would cost ₹50, more than the milk: no water could do that.
    'A milkman buys milk at ₹40 a litre, adds water and sells the mixture at ₹60 a litre, making a profit of 20%. Find the ratio of water to milk.',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());

  it.each([
    // 2 litres of water in 10: right, or no answer.
    ['A dairy buys milk at ₹50 a litre, adds water and sells the mixture at ₹48 a litre, making a profit of 20%. How much water is there in 10 litres of the mixture?', 2],
  ] as const)('right or declined: %s', (text, expected) => expectRightOrDeclined(text, expected));
});
