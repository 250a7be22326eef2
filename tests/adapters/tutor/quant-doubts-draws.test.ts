import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';
import { pickedOption } from '../../support/logical-doubt-checks';

/**
 * Doubts that a reader solved with some numbers and not with others: a question number printed
 * before a stem that opens with a figure, an option that says 'No change', an option written as a
 * time of day beside a worked duration, a part of the tank asked in words, and a change by a
 * fraction that is not two decimals (one-third, one-sixth) or by 'half'. Each is worked by hand,
 * with the case that must be declined or must not match.
 */

/** The worked value and the letter of the option it names (null when none or several state it). */
function solved(text: string): { value: number; letter: string | null } | null {
  const solution = solveQuantQuestion(parseQuestion(text));
  if (!solution) return null;
  expect(solution.steps.some((step) => step.title.startsWith('Check')), text).toBe(true);
  return { value: solution.answer.values[0]!, letter: solution.option?.letter ?? null };
}

describe('a question number before a stem that opens with a figure', () => {
  it.each([
    ['27. 5 workers finish a wall in 12 days. How many days will 6 workers take to finish the same wall?\n(a) 8 days (b) 10 days (c) 14.4 days (d) 12 days', 10, 'B'],
    ['12) 2 years ago, the average age of a family of 4 members was 30 years. A baby having been born since, the average age of the family is 26 years today. What is the age of the baby?\n(a) 1 year (b) 2 years (c) 4 years (d) 6 years', 2, 'B'],
  ])('%s', (text, value, letter) => {
    const result = solved(text);
    expect(result?.value).toBeCloseTo(value, 6);
    expect(result?.letter).toBe(letter);
  });

  it('keeps a decimal written without a space after its point', () => {
    // '2.5 kg' is one figure: 2.5 kg for ₹60 is ₹24 a kg, so 6 kg cost ₹144 (never '5 kg').
    const result = solved('2.5 kg of sugar costs ₹60. What do 6 kg cost?\n(a) ₹72 (b) ₹144 (c) ₹150 (d) ₹360');
    if (result) expect(result.value).toBeCloseTo(144, 6);
  });
});

describe('an option that says there is no change', () => {
  it('names "No change" for a net change of exactly zero', () => {
    const result = solved('A cafe raises the price of its coffee by 25% and a month later lowers the new price by 20%. What is the net change in the price?\n(a) 5% increase (b) No change (c) 1% decrease (d) 5% decrease');
    expect(result?.value).toBe(0);
    expect(result?.letter).toBe('B');
  });

  it('never names "No change" for a net change that is not zero', () => {
    const result = solved('A cafe raises the price of its coffee by 20% and a month later lowers the new price by 20%. What is the net change in the price?\n(a) No change (b) 4% increase (c) 2% decrease (d) 1% decrease');
    // A 4% decrease: neither 'No change' nor '4% increase' states it.
    expect(result?.value).toBe(4);
    expect(result?.letter).toBeNull();
  });
});

describe('an option written as a time of day', () => {
  it('is never the worked number of hours', () => {
    // They meet after 300 ÷ (40 + 60) = 3 hours; '3:30 p.m.' and '3 p.m.' are times of day, not 3 hours.
    const result = solved('Two cities are 300 km apart. A bus leaves one at 8 a.m. at 40 km/h and at the same moment a car leaves the other towards it at 60 km/h. When do they meet?\n(a) 3:30 p.m. (b) 3 p.m. (c) 11 a.m. (d) 12:30 p.m.');
    expect(result?.letter ?? null).not.toBe('A');
    expect(result?.letter ?? null).not.toBe('B');
  });

  it('leaves a duration in hours and minutes matched', () => {
    const result = solved('A pipe fills a tank in 3 hours and another fills it in 6 hours. How long do both together take to fill it?\n(a) 2 hours (b) 4 hours 30 minutes (c) 1 hour 30 minutes (d) 9 hours');
    expect(result?.letter).toBe('A');
  });
});

describe('a part of the tank asked for', () => {
  it.each([
    // Net 1/5 − 1/12 = 7/60 an hour: two-thirds take (2/3) ÷ (7/60) = 40/7 hours.
    ['A pipe fills an empty tank in 5 hours and a drain empties the full tank in 12 hours. Both are opened together. In how many hours will the tank become 2/3 full?\n(a) 60/7 hours (b) 5.71 hours (c) 4 hours (d) 8 hours', 5.71],
    // Net 1/8 − 1/24 = 1/12 an hour: three-fourths take 9 hours.
    ['A tap fills an empty cistern in 8 hours and a leak empties the full cistern in 24 hours. If both are open, how long will it take for the cistern to become three-fourths full?\n(a) 12 hours (b) 9 hours (c) 6 hours (d) 18 hours', 9],
  ])('%s', (text, value) => {
    expect(solved(text)?.value).toBeCloseTo(value, 2);
  });

  it('never answers the time for the whole tank when a part in words is asked', () => {
    // 12 hours fills the whole tank; the ask is for five-sixths of it (10 hours), never 12.
    const result = solved('An inlet fills an empty tank in 6 hours and an outlet empties it in 12 hours. Both are opened at once. How long until the tank is five-sixths full?\n(a) 12 hours (b) 10 hours (c) 8 hours (d) 6 hours');
    expect(result?.letter ?? null).not.toBe('A');
    if (result) expect(result.value).toBeCloseTo(10, 6);
  });
});

describe('a change by a fraction in words', () => {
  it.each([
    // 5/6 × 3/2 = 5/4 of the price: 25% more.
    ['A tablet\'s price is first cut by one-sixth and the reduced price is then raised by half of itself. By what percent has the price changed in all?\n(a) 25% increase (b) 33.33% increase (c) 25% decrease (d) 20% increase', 25, 'A'],
    // 3/2 × 2/3 = 1: no change.
    ['A shopkeeper increased the price of a lamp by half and later cut the new price by one-third. What is the net change in the price?\n(a) 16.67% decrease (b) No change (c) 16.67% increase (d) 50% increase', 0, 'B'],
    // 2/3 × 9/8 = 3/4: the price before the changes is ₹9,000 ÷ 3/4 = ₹12,000.
    ['The price of a bike was first reduced by one-third, and then the reduced price was raised by one-eighth of itself, so that it now costs ₹9,000. What was the original price?\n(a) ₹12,000 (b) ₹11,250 (c) ₹13,500 (d) ₹10,800', 12000, 'A'],
  ])('%s', (text, value, letter) => {
    const result = solved(text);
    expect(result?.value).toBeCloseTo(value, 6);
    expect(result?.letter).toBe(letter);
  });

  it('declines changes by thirds or sixths that together are no exact percentage', () => {
    // 4/3 × 5/6 = 10/9: a rise of 11 1/9 %, which no two-decimal figure states exactly.
    expect(solved('The price of a lamp is raised by one-third and then cut by one-sixth. What is the net change in its price?\n(a) 11.11% increase (b) 16.67% increase (c) 11% increase (d) 10% decrease')).toBeNull();
  });

  it('reads no fraction that is not a change by a part of the value', () => {
    // 'One-third of the students' is a part of a count, not a change: the change reader takes nothing here.
    const result = solved('One-third of the students of a class are girls and the price of a pen rose by 20%. What is the net change?\n(a) 20% (b) 13.33% (c) 6.67% (d) No change');
    expect(result === null || result.value === 20).toBe(true);
  });
});

describe('a rate of change written as a fraction in words', () => {
  it.each([
    // A rise of one-fourth: ₹7,500 ÷ 5/4 = ₹6,000.
    ['After a raise of one-fourth, Meena\'s rent is ₹7,500 a month. What was the rent before the raise?\n(a) ₹5,625 (b) ₹6,000 (c) ₹6,250 (d) ₹9,375', 6000, 'B'],
    // One-sixth higher: ₹8,400 ÷ 7/6 = ₹7,200.
    ['This year a club\'s fee is ₹8,400, one-sixth higher than last year\'s fee. What was last year\'s fee?\n(a) ₹7,000 (b) ₹7,200 (c) ₹9,800 (d) ₹6,800', 7200, 'B'],
  ])('%s', (text, value, letter) => {
    const result = solved(text);
    expect(result?.value).toBeCloseTo(value, 6);
    expect(result?.letter).toBe(letter);
  });

  it('leaves a fraction of something else as written', () => {
    // 'A rise of one-fourth of the cost' is not a rise of 25% of the rent: never read as one.
    const result = solved('After a raise of one-fourth of the maintenance cost, Meena\'s rent is ₹7,500 a month. What was the rent before the raise?\n(a) ₹5,625 (b) ₹6,000 (c) ₹6,250 (d) ₹9,375');
    expect(result?.letter ?? null).not.toBe('B');
  });
});

describe('a profit that is a multiple of a loss, and a sale for a gain asked', () => {
  it('finds the cost, then the price for the gain asked', () => {
    // 1,150 − CP = 2 × (CP − 850): CP = ₹950; a 20% gain: ₹1,140.
    const result = solved('The gain made by selling a chair for ₹1,150 is twice the loss made when it is sold for ₹850. At what price must it be sold to gain 20%?\n(a) ₹1,200 (b) ₹1,140 (c) ₹1,380 (d) ₹1,020');
    expect(result?.value).toBeCloseTo(1140, 6);
    expect(result?.letter).toBe('B');
  });

  it('declines when no cost lies between the two prices', () => {
    // (1,150 + 2 × 1,200) ÷ 3 is above 1,150: selling at ₹1,150 would be no profit.
    expect(solved('The gain made by selling a chair for ₹1,150 is twice the loss made when it is sold for ₹1,200. At what price must it be sold to gain 20%?\n(a) ₹1,200 (b) ₹1,140 (c) ₹1,380 (d) ₹1,020')).toBeNull();
  });
});

describe('a count of repeats written in digits', () => {
  it('reads "done 3 times in all" as three draws, the 3 one of the numbers', () => {
    // 40 × (36/40)³ = 29.16 litres of milk.
    const result = solved('A can holds 40 litres of milk. 4 litres are taken out and replaced with water. This is done 3 times in all. How much milk is in the can now?\n(a) 28 litres (b) 29.16 litres (c) 32.4 litres (d) 10.84 litres');
    expect(result?.value).toBeCloseTo(29.16, 6);
    expect(result?.letter).toBe('B');
  });

  it('declines a count it cannot hold to four or fewer', () => {
    expect(solved('A can holds 40 litres of milk. 4 litres are taken out and replaced with water. This is done 7 times in all. How much milk is in the can now?\n(a) 19.13 litres (b) 12 litres (c) 20 litres (d) 21.26 litres')).toBeNull();
  });
});

describe('readings that a draw showed to be wrong, now declined or read right', () => {
  it('never reads a part of the work in words as the whole work', () => {
    // Meera: 1/4 in 5 days, the whole in 20; Anil: 1/2 in 8 days, the whole in 16; together 80/9 days. Never 5 days for Meera.
    const result = solved('Meera can do one-fourth of a job in 5 days and Anil can do half of the same job in 8 days. In how many days will they finish it together?\n(a) 8.89 days (b) 3.81 days (c) 12 days (d) 6.15 days');
    expect(result?.letter ?? null).not.toBe('B');
    if (result) expect(result.value).toBeCloseTo(8.89, 2);
  });

  it('never takes the amount of one raise for the pay after both', () => {
    // The second rise is 20% of 1.1 × the wage: 2,640 ÷ 0.22 = ₹12,000; 2,640 ÷ 1.32 = ₹2,000 would be a misreading.
    const result = solved('After a 10% rise, a worker\'s wage was raised again by 20% of the new wage. The second rise was worth ₹2,640 a month. Find the wage before either rise.\n(a) ₹2,000 (b) ₹12,000 (c) ₹13,200 (d) ₹24,000');
    expect(result?.letter ?? null).not.toBe('A');
    if (result) expect(result.value).toBeCloseTo(12000, 6);
  });
});

describe('a chain that may come back to the person it starts from', () => {
  it('answers Himself when that is the one reading offered', () => {
    expect(pickedOption("Kabir's son's wife's father-in-law is Kabir's ______ ?\n(A) Uncle (B) Father (C) Himself (D) Grandson")?.letter).toBe('C');
  });

  it('declines when both Himself and Husband are offered (the sex is never said)', () => {
    expect(pickedOption("Kabir's son's wife's father-in-law is Kabir's ______ ?\n(A) Uncle (B) Husband (C) Himself (D) Grandson")).toBeNull();
  });

  it('still names the other reading when only it is offered', () => {
    expect(pickedOption("Kabir's daughter's husband's mother-in-law is Kabir's ______ ?\n(A) Wife (B) Sister (C) Mother (D) Niece")?.letter).toBe('A');
  });
});

describe('an option that states a sum in lakhs or crores', () => {
  it('reads "₹1.2 lakh" as ₹1,20,000', () => {
    // SI = 80,000 × 10% × 5 = ₹40,000; the amount is ₹1,20,000.
    const result = solved('A sum of ₹80,000 is lent at 10% per annum simple interest. Find the amount after 5 years.\n(a) ₹1.4 lakh (b) ₹1.2 lakh (c) ₹1.08 lakh (d) ₹40 thousand');
    expect(result?.value).toBe(120000);
    expect(result?.letter).toBe('B');
  });

  it('keeps an answer worked in lakhs in lakhs', () => {
    // ₹4.8 lakh in the ratio 1 : 2 : 3: the largest share is 4.8 × 3/6 = 2.4 lakh.
    const result = solved('Divide ₹ 4.8 lakh among three sisters in the ratio 1 : 2 : 3. What is the largest share?\n(a) ₹ 0.8 lakh (b) ₹ 1.6 lakh (c) ₹ 2.4 lakh (d) ₹ 4.8 lakh');
    expect(result?.letter).toBe('C');
  });

  it('never reads "1.2 lakh" as the number 1.2', () => {
    // The rate is 1.2 (per cent would be written '%'): the options in lakhs state other values.
    const result = solved('A sum of ₹50,000 amounts to ₹53,000 in 5 years at simple interest. Find the rate of interest per annum.\n(a) 1.2 lakh (b) 1.5 lakh (c) 12 thousand (d) 6 thousand');
    expect(result?.letter ?? null).toBeNull();
  });
});
