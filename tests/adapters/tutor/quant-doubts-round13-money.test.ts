import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

/**
 * Round 13: money questions as SSC, bank and CLAT papers set them: a salesman's commission (on
 * the sales above a threshold, in two slabs, with a fixed salary, a scheme changed), a member of a
 * group replaced with the new average given, a child born since a marriage, a working partner's
 * fee with the profit asked from a receipt, a sleeping partner named between commas, two
 * different savings, a loss 'as much as' a gain, the gain the cost of some articles, and a false
 * weight with a mark-up, a discount or a weight short by a percentage. Each reading is worked by
 * hand and sits beside look-alikes that leave a figure unsaid, which must be declined.
 */

/** The worked value and the letter chosen, or null; a worked answer must end with its check. */
function solved(text: string): { value: number; letter: string | null } | null {
  const solution = solveQuantQuestion(parseQuestion(text));
  if (solution && !solution.steps.some((step) => step.title.startsWith('Check'))) throw new Error(`No check step: ${text}`);
  return solution ? { value: solution.answer.values[0]!, letter: solution.option?.letter ?? null } : null;
}

/** Each group: questions with options, worked by hand (the value and the letter), and look-alikes that must be declined. */
const GROUPS: readonly { readonly name: string; readonly solved: readonly (readonly [string, number, string])[]; readonly declined: readonly string[] }[] = [
  {
    name: "a salesman's commission",
    solved: [
      // 2,000 is 5% of 40,000 above the 10,000: sales 50,000.
      ['A salesman is allowed a commission of 5% on all sales above ₹10,000. If his commission in a month was ₹2,000, what were his total sales?\n(a) ₹40,000 (b) ₹50,000 (c) ₹30,000 (d) ₹60,000', 50_000, 'B'],
      // 12,000 − 8,000 = 4,000 is 4% of 1,00,000.
      ['A salesman gets a fixed salary of ₹8,000 per month plus a commission of 4% on his sales. His total earnings in a month were ₹12,000. Find his sales for the month.\n(a) ₹3,00,000 (b) ₹80,000 (c) ₹1,00,000 (d) ₹1,20,000', 100_000, 'C'],
      // 5,500 − 3,000 = 2,500 is 2.5% of 1,00,000 above 20,000: sales 1,20,000.
      ['A salesman receives a salary of ₹3,000 per month and a commission of 2.5% on sales above ₹20,000. If his total earnings in a month are ₹5,500, what are his sales?\n(a) ₹1,00,000 (b) ₹1,20,000 (c) ₹2,20,000 (d) ₹1,10,000', 120_000, 'B'],
      // 5% of 10,000 = 500; the other 800 is 4% of 20,000: sales 30,000.
      ['A salesman gets a commission of 5% on the first ₹10,000 of his sales and 4% on the sales above ₹10,000. If his commission is ₹1,300, what are his total sales?\n(a) ₹26,000 (b) ₹32,500 (c) ₹30,000 (d) ₹25,000', 30_000, 'C'],
      ['A salesman is paid a commission at 5% on sales up to ₹10,000 and at 4% on the sales exceeding that. He received ₹1,300 as commission. Find his sales.\n(a) ₹30,000 (b) ₹25,000 (c) ₹32,500 (d) ₹26,000', 30_000, 'A'],
      // 5,000 + 2% of (1,20,000 − 50,000) = 5,000 + 1,400.
      ['A salesman gets a salary of ₹5,000 a month and a commission of 2% on sales above ₹50,000. Find his earnings in a month in which his sales are ₹1,20,000.\n(a) ₹7,400 (b) ₹6,400 (c) ₹5,400 (d) ₹7,000', 6_400, 'B'],
      // 1,000 + 2.5% (S − 4,000) − 5% S = 600: 300 = 2.5% S, S = 12,000.
      ["A salesman's terms were changed from a flat commission of 5% on all his sales to a fixed salary of ₹1,000 plus 2.5% commission on all sales exceeding ₹4,000. If his remuneration as per the new scheme was ₹600 more than that by the previous scheme, his sales were worth\n(a) ₹14,000 (b) ₹12,000 (c) ₹16,000 (d) ₹18,000", 12_000, 'B'],
      // The old pay the larger: 5% S − 1,000 − 2.5% (S − 4,000) = 600: 2.5% S = 1,500, S = 60,000.
      ["A salesman's terms were changed from a flat commission of 5% on all his sales to a fixed salary of ₹1,000 plus 2.5% commission on all sales exceeding ₹4,000. His remuneration as per the previous scheme was ₹600 more than that by the new scheme. Find his sales.\n(a) ₹12,000 (b) ₹24,000 (c) ₹60,000 (d) ₹64,000", 60_000, 'C'],
      // S − 500 − 4% (S − 10,000) = 31,100: 0.96 S = 31,200, S = 32,500.
      ["A salesman's commission is 5% on all sales up to ₹10,000 and 4% on all sales exceeding this. He remitted ₹31,100 to his parent company after deducting his commission. Find his total sales.\n(a) ₹30,000 (b) ₹35,000 (c) ₹32,500 (d) ₹40,000", 32_500, 'C'],
      // 97.5% of S = 39,000: S = 40,000.
      ['An agent gets a commission of 2.5% on his sales. After deducting his commission he remitted ₹39,000 to the company. What were his sales?\n(a) ₹39,975 (b) ₹40,000 (c) ₹41,000 (d) ₹38,025', 40_000, 'B'],
      // 12.50 is 2.5% of 500.
      ['An agent gets a commission of 2.5% on the sales of cloth. If on a certain day he gets ₹12.50 as commission, the cloth sold through him on that day is worth\n(a) ₹250 (b) ₹500 (c) ₹400 (d) ₹600', 500, 'B'],
      // One month throughout: 1,500 is 5% of 30,000.
      ['A salesman gets 5% commission on all sales. If he earned ₹1,500 in commission in March, what were his sales in March?\n(a) ₹30,000 (b) ₹25,000 (c) ₹7,500 (d) ₹15,000', 30_000, 'A'],
      // Sums in lakhs, read since round 14 (declined before): 2% of ₹50,00,000 = ₹1,00,000.
      ['A broker charges a commission of 2% on the selling price of a house. If the house sells for ₹50 lakh, what is his commission?\n(a) ₹1 lakh (b) ₹10,000 (c) ₹50,000 (d) ₹2 lakh', 100_000, 'A'],
    ],
    declined: [
      // March's commission says nothing of April's sales.
      'A salesman gets 5% commission on all sales. If he earned ₹1,500 in commission in March, what were his sales in April?\n(a) ₹30,000 (b) ₹25,000 (c) ₹7,500 (d) Cannot be determined',
      // The salary is not said.
      'A salesman gets a fixed salary plus a commission of 4% on his sales. His total earnings in a month were ₹12,000. Find his sales for the month.',
      // The second slab's rate is not said.
      'A salesman gets a commission of 5% on the first ₹10,000 of his sales and a higher rate on the sales above it. If his commission is ₹1,300, what are his sales?',
      // Which scheme paid the more is not said.
      "A salesman's terms were changed from a flat commission of 5% on all his sales to a fixed salary of ₹1,000 plus 2.5% commission on all sales exceeding ₹4,000. The two schemes differ by ₹600. Find his sales.",
      // Whether the ₹39,000 is what was left after the commission is not said.
      'An agent gets a commission of 2.5% on his sales. He remitted ₹39,000 to his company. Find his sales.',
      // A part of the sales asked, not the whole.
      'A salesman gets 5% commission on sales above ₹10,000. If his commission was ₹2,000, what were his sales above the threshold?',
      // A figure the commission does not place (a bonus).
      'A salesman is allowed a commission of 5% on all sales above ₹10,000 and a bonus of ₹500. If he got ₹2,000 in all, what were his total sales?',
    ],
  },
  {
    name: 'a member replaced, the new average given',
    solved: [
      // 52 + 12 × (39.5 − 40) = 46.
      ['The average weight of 12 students is 40 kg. If a student weighing 52 kg leaves and another joins, the average becomes 39.5 kg. Find the weight of the new student.\n(a) 58 kg (b) 46 kg (c) 45 kg (d) 47 kg', 46, 'B'],
      // 50 + 10 × 1 = 60.
      ['The average weight of a group of 10 boys is 45 kg. When a boy of 50 kg leaves the group and a new boy joins it, the average weight becomes 46 kg. What is the weight of the new boy?\n(a) 51 kg (b) 40 kg (c) 60 kg (d) 56 kg', 60, 'C'],
      // 55 + 8 × 1.5 = 67.
      ['8 men have an average weight of 60 kg. One of them, weighing 55 kg, is replaced by another man, and the average weight becomes 61.5 kg. The weight of the new man is\n(a) 67 kg (b) 56.5 kg (c) 43 kg (d) 70 kg', 67, 'A'],
    ],
    declined: [
      // No one joins: the 'new student' is not in the story.
      'The average weight of 12 students is 40 kg. If a student weighing 52 kg leaves, the average becomes 39.5 kg. Find the weight of the new student.',
      // The one who left has no weight given.
      'The average weight of 12 students is 40 kg. If a student leaves and another joins, the average becomes 39.5 kg. Find the weight of the new student.',
    ],
  },
  {
    name: 'a child born since the marriage, a baby born since an average',
    solved: [
      // Couple now 2 × (23 + 5) = 56; three now 60; child 4.
      ['The average age of a husband and wife was 23 years when they were married 5 years ago. The average age of the husband, wife and child who was born during the interval is 20 years now. How old is the child now?\n(a) 3 years (b) 4 years (c) 2 years (d) 5 years', 4, 'B'],
      // Couple now 2 × (25 + 7) = 64; three now 69; child 5.
      // 4 × 30 + 4 × 5 = 140, and the baby 2: 142 ÷ 5 = 28.4.
      ['Five years ago the average age of a family of 4 members was 30 years. A baby was born 2 years ago. What is the present average age of the family?\n(a) 28 years (b) 30 years (c) 28.4 years (d) 35 years', 28.4, 'C'],
      ['7 years ago, when they married, the average age of a husband and his wife was 25 years. Now the average age of the husband, the wife and their child is 23 years. What is the present age of the child?\n(a) 3 years (b) 2 years (c) 4 years (d) 5 years', 5, 'D'],
    ],
    declined: [
      // The baby was born before the family's average was taken: it was one of the four then.
      'Five years ago the average age of a family of 4 members was 30 years. A baby was born 6 years ago. What is the present average age of the family?',
      // Another time than now asked.
      'Five years ago the average age of a family of 4 members was 30 years. A baby was born 2 years ago. What was the average age of the family 1 year ago?',
      // The wife's own age is not fixed by the averages.
      'The average age of a husband and wife was 23 years when they were married 5 years ago. The average age of the husband, wife and child is 20 years now. How old was the wife at the marriage?',
    ],
  },
  {
    name: "a working partner's fee, the profit from a receipt",
    solved: [
      // 10% of P + 2/5 of 90% of P = 46% of P = 4,600: P = 10,000.
      ['A and B start a business with ₹20,000 and ₹30,000. A is a working partner and gets 10% of the profit for managing the business. The remaining profit is divided in the ratio of their capitals. If A gets ₹4,600 in all, find the total profit.\n(a) ₹12,000 (b) ₹10,000 (c) ₹9,000 (d) ₹11,500', 10_000, 'B'],
      // B: 3/5 of 90% of P = 54% of P = 5,400: P = 10,000.
      ['A and B start a business with ₹20,000 and ₹30,000. A is a working partner and gets 10% of the profit for managing the business. The remaining profit is divided in the ratio of their capitals. If B gets ₹5,400, find the total profit.\n(a) ₹12,000 (b) ₹9,000 (c) ₹10,000 (d) ₹6,000', 10_000, 'C'],
      // 12.5% + 87.5% × 7/15 = 8/15 of P = 8,000: P = 15,000.
      ['A and B start a business with ₹70,000 and ₹80,000. A is a working partner and gets 12.5% of the profit for managing the business. The remaining profit is divided in the ratio of their capitals. If A gets ₹8,000 in all, find the total profit.\n(a) ₹15,000 (b) ₹13,125 (c) ₹16,000 (d) ₹9,875', 15_000, 'A'],
      // Salary 12 × 1,500 = 18,000; 33,000 − 18,000 = 15,000 is 5/8 of the rest: rest 24,000, P = 42,000.
      ['A and B invest ₹50,000 and ₹30,000. A gets ₹1,500 a month for managing the business and the rest of the profit is shared in the ratio of their investments. If A gets ₹33,000 in all, find the total profit.\n(a) ₹52,800 (b) ₹42,000 (c) ₹39,000 (d) ₹48,000', 42_000, 'B'],
      // 24,000 salary + 5/8 of 24,000 = 39,000.
      ['A puts in ₹50,000 and B, a sleeping partner, puts in ₹30,000. A gets ₹2,000 a month for running the business and the remaining profit is divided in the ratio of their investments. Out of a yearly profit of ₹48,000, how much does A get in all?\n(a) ₹30,000 (b) ₹24,000 (c) ₹39,000 (d) ₹33,000', 39_000, 'C'],
    ],
    declined: [
      // 'A gets ₹4,600' may be his share of the rest alone, or with his fee.
      'A and B start a business with ₹20,000 and ₹30,000. A is a working partner and gets 10% of the profit for managing the business. The remaining profit is divided in the ratio of their capitals. If A gets ₹4,600, find the total profit.',
      // The fee is not said.
      'A and B start a business with ₹20,000 and ₹30,000. A is a working partner and gets a part of the profit for managing the business. The remaining profit is divided in the ratio of their capitals. If A gets ₹4,600 in all, find the total profit.',
    ],
  },
  {
    name: 'two different savings',
    solved: [
      // 4k − 3m = 600, 3k − 2m = 800: k = 1,200, m = 1,400; B's income 3,600.
      ["The incomes of A and B are in the ratio 4 : 3 and their expenditures are in the ratio 3 : 2. If A saves ₹600 and B saves ₹800, find B's income.\n(a) ₹4,800 (b) ₹3,600 (c) ₹2,400 (d) ₹3,000", 3_600, 'B'],
      ["The incomes of A and B are in the ratio 4 : 3 and their expenditures are in the ratio 3 : 2. If B saves ₹800 and A saves ₹600, find A's income.\n(a) ₹4,800 (b) ₹3,600 (c) ₹2,400 (d) ₹3,000", 4_800, 'A'],
    ],
    declined: [
      // C is not one of the two.
      "The incomes of A and B are in the ratio 4 : 3 and their expenditures are in the ratio 3 : 2. If C saves ₹600 and B saves ₹800, find B's income.",
      // One saving alone does not fix the amounts.
      "The incomes of A and B are in the ratio 4 : 3 and their expenditures are in the ratio 3 : 2. If A saves ₹600, find B's income.",
    ],
  },
  {
    name: "a loss 'as much as' a gain, and the gain the cost of some articles",
    solved: [
      // CP halfway: (720 + 880) / 2.
      ['A shopkeeper sells an article at ₹720 and loses as much as he gains by selling it at ₹880. Find the cost price.\n(a) ₹780 (b) ₹800 (c) ₹820 (d) ₹750', 800, 'B'],
      ['A man sold an article for ₹960 and lost as much as he would have gained by selling it for ₹1,040. Find the cost price.\n(a) ₹1,000 (b) ₹980 (c) ₹1,020 (d) ₹990', 1_000, 'A'],
      // CP 800; 25% more is 1,000.
      ['A shopkeeper sells an article at ₹720 and loses as much as he gains by selling it at ₹880. At what price should he sell it to make a profit of 25%?\n(a) ₹1,100 (b) ₹960 (c) ₹900 (d) ₹1,000', 1_000, 'D'],
      // 20 sell for the cost of 25: 25%.
      ['A man sold 20 articles and gained the cost price of 5 articles. Find the gain percent.\n(a) 20% (b) 25% (c) 33.33% (d) 15%', 25, 'B'],
      ['A man bought 20 articles and sold them, gaining the cost price of 5 articles. Find his gain per cent.\n(a) 25% (b) 20% (c) 33.33% (d) 15%', 25, 'A'],
      // 20 sell for the cost of 16: 20% loss.
      ['A man sold 20 pens and lost the cost price of 4 pens. Find the loss percent.\n(a) 25% (b) 16.67% (c) 20% (d) 15%', 20, 'C'],
    ],
    declined: [
      // Two articles: two costs, not one.
      'A shopkeeper sells one article at ₹720 and loses as much as he gains by selling another article at ₹880. Find the cost price.',
      // Some of them: how many were sold is not said.
      'A man bought 20 articles and sold some of them, gaining the cost price of 5 articles. Find his gain per cent.',
    ],
  },
  {
    name: 'a false weight with a mark-up, a discount or a weight short by a percentage',
    solved: [
      // Paid 1,200 for what costs 900: 33.33%.
      ['A dishonest dealer marks up his goods by 20% above cost price and uses a weight of 900 g for a kg. Find his gain percent.\n(a) 30% (b) 33.33% (c) 20% (d) 11.11%', 33.33, 'B'],
      // 1,000 × 1.25 × 0.9 = 1,125 for 900: 25%.
      ['A shopkeeper marks his goods 25% above cost, gives a discount of 10% and uses a weight of 900 g instead of 1 kg. Find his gain percent.\n(a) 12.5% (b) 22.5% (c) 25% (d) 20%', 25, 'C'],
      // 1.1 for 0.8: 37.5%.
      ['A shopkeeper sells rice at a profit of 10% and uses a weight 20% less than the actual weight. Find his gain per cent.\n(a) 30% (b) 32% (c) 35% (d) 37.5%', 37.5, 'D'],
      // 0.9 for 0.8: 12.5%.
      ['A dishonest dealer sells his goods at a loss of 10% on cost price but uses 20% less weight. What is his percentage profit?\n(a) 12.5% (b) 10% (c) 8% (d) 11.11%', 12.5, 'A'],
    ],
    declined: [
      // The discount is not said.
      'A dishonest dealer marks up his goods by 20% above cost price and gives a discount. He uses a weight of 900 g for a kg. Find his gain percent.',
      // How false the weight is is not said.
      'A shopkeeper sells rice at a profit of 10% and uses a false weight. Find his gain per cent.',
    ],
  },
];

describe('Quant doubts, round 13: money', () => {
  for (const group of GROUPS) {
    describe(group.name, () => {
      it.each(group.solved)('%s', (text, value, letter) => {
        const answer = solved(text);
        expect(answer?.value).toBeCloseTo(value, 2);
        expect(answer?.letter).toBe(letter);
      });
      if (group.declined.length > 0) {
        it.each(group.declined)('declines: %s', (text) => {
          expect(solved(text)).toBeNull();
        });
      }
    });
  }
});
