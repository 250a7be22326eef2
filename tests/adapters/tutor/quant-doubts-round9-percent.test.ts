import { describe, expect, it } from 'vitest';
import { checkedSolution, expectValues } from '../../support/quant-doubt-checks';

/**
 * Round 9 (percent change, reverse percent, successive percent, profit and loss, discount):
 * doubts written for this round as students type them and as papers print them, each worked by
 * hand. A percentage printed as a mixed number ('33 1/3 %', '16⅔ %', '12 1/2 per cent') is read
 * as the one percentage it is; an option that says 'He loses 20 %' is not taken for a gain of
 * 20 %. Beside each new reading, doubts that must still be declined.
 */

describe('a percentage printed as a mixed number', () => {
  it.each([
    // 120 ÷ (1/3).
    ['33 1/3 % of a number is 120. The number is', 360],
    ['16⅔ % of a number is 45. Find the number.', 270],
    // 1,400 ÷ (7/6).
    ['By selling a table for ₹ 1,400 a man gains 16⅔ %. What is the cost price?', 1200],
    ['If an item is sold at a gain of 16⅔ %, the selling price is ₹ 1,400. What is the cost price?', 1200],
    // 1,600 × 5/6.
    ['A watch with a printed price of ₹ 1,600 is sold at 16⅔ % discount. Find the selling price.', 4000 / 3],
    ['A man bought a watch for ₹ 1,600 and sold it at 16⅔ % loss. Selling price?', 4000 / 3],
    // 1,500 × 4/3.
    ['A radio bought for ₹ 1,500 is sold at a profit of 33 1/3 per cent. What is the selling price?', 2000],
    ['If the cost price is ₹ 600 and the profit is 33⅓ %, what is the selling price?', 800],
    ['A price of ₹ 600 is reduced by 33 1/3 %. What is the new price?', 400],
    ['The price of sugar falls by 33 1/3 %. If it was ₹ 45 per kg, what is it now?', 30],
    // 7/6 × 0.9 = 1.05.
    ['The price of sugar rises by 16⅔ % and then falls by 10 %. Find the net change in price.', 5],
    // 560 ÷ 0.875; 800 × 0.875 × 0.8.
    ['A shirt is sold for ₹ 560 after a discount of 12 1/2 %. What is the marked price?', 640],
    ['Two successive discounts of 12½% and 20% are given on a marked price of ₹ 800. Find the selling price.', 560],
    ['After a 12½ % fall the price of rice is ₹ 35 per kg. What was the price before?', 40],
    ['A man buys a cycle for ₹ 2,400 and earns 12½ % profit on selling it. Find the selling price.', 2700],
  ] as const)('%s', (text, value) => expectValues(text, value));

  it('names the option printed as a mixed number', () => {
    // 1,400 − 1,200 = 200 on 1,200.
    const worked = checkedSolution('A table bought for ₹ 1,200 is sold for ₹ 1,400. Find the gain per cent.\nA) 14 2/7 %\nB) 16⅔ %\nC) 20 %\nD) 12½ %');
    expect(worked?.option?.letter).toBe('B');
  });

  it.each([
    // No figure to take the percentage of.
    'A price rises by 16⅔ %. Find the new price.',
    'A man gains 12 1/2 % on a sale. Find his cost price.',
    // '5/3' is no proper fraction: the figure is not read as one percentage.
    'A price of ₹ 600 is reduced by 12 5/3 %. What is the new price?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('options written as sentences: a gain or a loss named by its verb', () => {
  it('takes "He gains 20 %", not "He loses 20 %"', () => {
    // 800 on 4,000.
    const worked = checkedSolution('A trader buys a cooler for ₹ 4,000 and sells it for ₹ 4,800. What is his profit percentage?\nA) He gains 20 %\nB) He gains 25 %\nC) He loses 20 %\nD) He gains 16 %');
    expect(worked?.answer.values).toEqual([20]);
    expect(worked?.option?.letter).toBe('A');
  });

  it('takes "a loss of ₹ 150", not "a gain of ₹ 150"', () => {
    const worked = checkedSolution('An article bought for ₹ 1,500 is sold at a loss of 10 %. What is the loss?\n(a) a loss of ₹ 150\n(b) a loss of ₹ 135\n(c) a gain of ₹ 150\n(d) a loss of ₹ 1,350');
    expect(worked?.option?.letter).toBe('A');
  });

  it('takes "a loss of 4 %" for a net fall', () => {
    // 1.2 × 0.8 = 0.96.
    const worked = checkedSolution('The price of a book is increased by 20% and then decreased by 20%. What is the net change in the price?\nA) 4% decrease\nB) No change\nC) 4% increase\nD) 2% decrease');
    expect(worked?.option?.letter).toBe('A');
  });
});

describe('round 9 wordings: the ask first or on its own line, price synonyms, gains and earns, spending and saving', () => {
  it.each([
    ['Find the cost price: a shopkeeper sells a chair for ₹ 1,380 at a profit of 15 %.', 1200],
    ['Find the cost price.\nA shopkeeper sold a lamp for ₹ 920 and gained 15 %.', 800],
    ['Find the selling price:\na fridge that cost ₹ 12,000 is sold at a profit of 12½ %.', 13500],
    ['What is the cost price of a table which a dealer sells for ₹ 3,450\nat a gain of 15 per cent?', 3000],
    ['A dealer earns 25 % on a sewing machine sold for ₹ 5,000. How much did it cost him?', 4000],
    ['A shopkeeper earns a profit of 20 % by selling a fan for ₹ 2,160. What is the cost price?', 1800],
    ['Ravi bought a phone for ₹ 8,000 and sold it at a loss of 12 %. For how much did he sell it?', 7040],
    ['A toy costs ₹ 250 to make and is sold for ₹ 300. Profit per cent?', 20],
    ['The list price of a fan is ₹ 1,800. What is its selling price after a discount of 5 %?', 1710],
    ['The printed price of a book is ₹ 320. A shop sells it at ₹ 272. What is the rate of discount?', 15],
    ['MRP of a bag is ₹ 2,000; the shop gives 12½ % discount. How much does a customer pay?', 1750],
    ['A trader lists an item at ₹ 5,000 and gives a discount of 8 %. What does the buyer pay?', 4600],
    ['Find the marked price of a sofa which is sold for ₹ 17,000 after a discount of 15 %.', 20000],
    // 1.5 × 0.8 = 1.2.
    ['A shopkeeper marks an item 50 % above its cost and sells it at a discount of 20 %. Find his gain %.', 20],
    ['Sunil spends 85 % of his income and saves ₹ 4,500. What is his income?', 30000],
    ['A man saves 20 % of his monthly salary. If he spends ₹ 16,000, find his salary.', 20000],
    ['After paying 30 % of his salary as rent, Amit is left with ₹ 21,000. What is his salary?', 30000],
    ['Find the income of a man who after spending 80 per cent of his income saves ₹ 3,600.', 18000],
    ['x is 25 % less than y. If x = 360, find y.', 480],
    ['x is 25 % less than y. If y = 480, find x.', 360],
    ["Rahul's salary is 25% less than Mohan's. Rahul earns ₹ 18,000. How much does Mohan earn?", 24000],
    ['A number decreased by 12 % gives 440. What is the number?', 500],
    ['The population of a town after an increase of 10 %\nis 27,500. What was it before?', 25000],
    // 54 ÷ (1.2 × 0.9).
    ['The price of a pen was increased by 20% and then decreased by 10%. If it costs ₹ 54 now, what was the original price?', 50],
    ['The population of a village was 8,000. It first rose by 5 % and then rose again by 10 %. Find the present population.', 9240],
    ['A population of 50,000 first grows by 10 % and then falls by 10 %. What is the population now?', 49500],
    ['The length of a rectangle is increased by 20 % and its breadth is decreased by 10 %. By what percent does its area change?', 8],
  ] as const)('%s', (text, value) => expectValues(text, value));

  it.each([
    // No saving given: the income cannot be found.
    'After spending 60% of his salary he saves some money. Find his salary.',
    // No figure for x or y.
    'x is 25 % less than y. Find y.',
    // A gain with no price at all.
    'Find the cost price: a shopkeeper sells a chair at a profit of 15 %.',
    // Two changes but no price, asked in rupees.
    'The price of a TV is first increased by 20 % and then decreased by 20 %. Find the final price.',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('a deduction said after its figure, a change "a year later", shares said equal, what the seller paid', () => {
  it.each([
    // 52,000 ÷ 0.8.
    ['An employee receives Rs. 52,000 after 20 per\ncent income tax is deducted from her salary. What is her salary before the deduction?', 65000],
    ['After 20% tax is deducted from her salary, an employee receives Rs. 52,000. What is her salary?', 65000],
    ['A man gets ₹ 52,000 after 20 % is deducted from his salary as tax. Find his salary.', 65000],
    // 1,36,160 ÷ 0.92, typed as a chat message.
    ['pls hw to do: after deducting 8% tax from my salary i get ₹1,36,160, whats my gross salary', 148000],
    // 1.1 × 0.9 = 0.99: 1% of the salary is 165.
    ["A clerk's monthly salary was raised by 10% and, a year later, the new salary was cut by 10%. He now earns Rs. 165 a month less than he did at first. What was his original salary?", 16500],
    // A = 0.8 B.
    ['If 50% of A = 40% of B, then A is what percent less than B?', 20],
    ['If 50% of A = 40% of B, what percent is A of B?', 80],
    // A = 1.25 B; B = 0.8 A.
    ['If 20% of A is equal to 25% of B, then A is what percent more than B?', 25],
    ['If 20% of A is equal to 25% of B, then B is what percent of A?', 80],
    ['If 60 % of x equals 45 % of y, by what percent is y more than x?', 100 / 3],
    // A = B × (2/5 ÷ 5/8) = 0.64 B; A = B × (1/2 ÷ 4/5) = 0.625 B; A = B × (3/5 ÷ 3/4) = 0.8 B.
    ['If 5/8 of A = 2/5 of B, then A is what percent less than B?', 36],
    ['48. If four-fifths of A = half of B, then A is what percent\nless\nthan B?', 37.5],
    ['If three-fourths of A = three-fifths of B, then A is what percent less than B?', 20],
    // 280 ÷ 1.4; 280 ÷ (7/6); 360 ÷ 0.9.
    ['280 is obtained by increasing a certain number by 40 per cent. Find that number.', 200],
    ['A certain number is increased by 40 per cent and 280 is obtained. Find the number.', 200],
    ['When a number is increased by 40 per cent, 280 is obtained. Find the number.', 200],
    ['36. 280 is obtained by increasing a certain number by 16⅔ per cent. Find that number.', 240],
    ['360 is obtained by reducing a number by 10%. Find the number.', 400],
    // 27,000 ÷ 1.08; 660 ÷ 0.88.
    ['A man sells his scooter for ₹ 27,000 making a profit of 8 per cent. What did he pay for it?', 25000],
    ['Ravi sold a bat for ₹ 660 at a loss of 12 %. What did he pay for the bat?', 750],
  ] as const)('%s', (text, value) => expectValues(text, value));

  it.each([
    // The ask is the money received, not the salary the tax came from.
    'An employee receives Rs. 52,000 after 20% tax is deducted from her salary. What is her take-home pay?',
    'An employee receives Rs. 52,000 after 20% tax is deducted from her salary. What is the tax?',
    'An employee receives Rs. 52,000 after 20% tax is deducted from her salary. What is her salary after tax?',
    // The value after the cut is given and asked again.
    'after a 10% pay cut i get ₹ 27,000 a month. whats my new salary',
    // A third name asked about: nothing fixes C.
    'If 50% of A = 40% of B, then A is what percent less than C?',
    // A figure besides the two shares: not read.
    'If 50% of A = 40% of B and B = 10, then A is what percent less than B?',
    // The change itself asked, not the number before it.
    '360 is obtained by reducing a number by 10%. Find the reduction.',
    // The seller's cost is not fixed by a marked price and a discount.
    'A shopkeeper sells a shirt marked ₹ 500 at a 10% discount. What did he pay for it?',
    // Two changes a year apart, but no price to apply them to, asked in rupees.
    'The price of a pen was raised by 10% and a year later cut by 10%. What is the price now in rupees?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});
