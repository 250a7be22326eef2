import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

function solution(text: string) {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked;
}

function solved(text: string): number | null {
  return solution(text)?.answer.values[0] ?? null;
}

function money(value: number, style: number): string {
  return [`₹ ${value.toLocaleString('en-IN')}`, `Rs. ${value}`, `Rs ${value.toLocaleString('en-IN')}`][style % 3]!;
}

const near = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 0.006;

describe('profit and loss with repairs and overheads', () => {
  it('counts every expense in the cost price', { timeout: 0 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 500 }).map((n) => n * 100),
        fc.integer({ min: 1, max: 30 }).map((n) => n * 50),
        fc.integer({ min: -30, max: 40 }),
        fc.constantFrom('repairs', 'transport', 'overheads', 'its repair'),
        fc.nat(2),
        (price, extra, changePercent, on, style) => {
          const cost = price + extra;
          const sp = Math.round(cost * (1 + changePercent / 100));
          fc.pre(sp !== cost);
          const text = [
            `A man bought an old bike for ${money(price, style)} and spent ${money(extra, style)} on ${on}. He sold it for ${money(sp, style)}. Find his ${sp > cost ? 'gain' : 'loss'} percent.`,
            `Ramu purchased a cooler for ${money(price, style)} and paid ${money(extra, style)} for ${on}. He sells it for ${money(sp, style)}. What is his ${sp > cost ? 'profit' : 'loss'} percentage?`,
            `A dealer buys a table for ${money(price, style)}, spends ${money(extra, style)} on ${on} and sells it for ${money(sp, style)}. Find the ${sp > cost ? 'profit' : 'loss'} %.`,
          ][style]!;
          // The gain measured against every rupee that went out.
          const outgo = [price, extra].reduce((sum, value) => sum + value, 0);
          expect(near(solved(text), (Math.abs(sp - outgo) * 100) / outgo)).toBe(true);
        },
      ),
    );
  });
});

describe('marked price and chains of discounts', () => {
  it('applies successive discounts one after another', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 500 }).map((n) => n * 100), fc.array(fc.constantFrom(5, 10, 15, 20, 25, 30), { minLength: 1, maxLength: 2 }), fc.nat(2), (marked, discounts, style) => {
        const text = [
          `The marked price of a sofa is ${money(marked, style)}. ${discounts.length === 1 ? `A discount of ${discounts[0]}% is given` : `Successive discounts of ${discounts[0]}% and ${discounts[1]}% are given`}. Find the selling price.`,
          `A TV marked at ${money(marked, style)} is sold at ${discounts.length === 1 ? `a discount of ${discounts[0]}%` : `successive discounts of ${discounts[0]}% and ${discounts[1]}%`}. What is the selling price?`,
          `The list price of a watch is ${money(marked, style)}. ${discounts.length === 1 ? `A discount of ${discounts[0]}% is allowed` : `Two successive discounts of ${discounts[0]}% and ${discounts[1]}% are allowed`}. What does the customer pay?`,
        ][style]!;
        let paid = marked;
        for (const discount of discounts) paid -= (paid * discount) / 100;
        expect(near(solved(text), paid)).toBe(true);
      }),
    );
  });

  it('gives the profit percent of a markup followed by a discount, with or without a cost price', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(10, 20, 25, 30, 40, 50), fc.constantFrom(5, 10, 15, 20), fc.boolean(), (markup, discount, withCost) => {
        const text = withCost
          ? `An article costing ₹ 800 is marked ${markup}% above its cost price and a discount of ${discount}% is allowed. Find the profit percent.`
          : `A shopkeeper marks his goods ${markup}% above the cost price and allows a discount of ${discount}%. What is his gain per cent?`;
        const sp = 100 * (1 + markup / 100) * (1 - discount / 100);
        fc.pre(sp > 100);
        expect(near(solved(text), sp - 100)).toBe(true);
      }),
    );
  });
});

describe('successive percentage changes', () => {
  it('multiplies the changes, never adds them', { timeout: 0 }, () => {
    const change = fc.record({ up: fc.boolean(), by: fc.constantFrom(5, 10, 12, 15, 20, 25, 30, 40) });
    fc.assert(
      fc.property(change, change, fc.nat(1), (first, second, wording) => {
        const verb = (step: { up: boolean }) => (step.up ? 'increased' : 'decreased');
        const text = [
          `The price of an article is first ${verb(first)} by ${first.by}% and then ${verb(second)} by ${second.by}%. Find the net percentage change.`,
          `A number is ${verb(first)} by ${first.by}% and the result is ${verb(second)} by ${second.by}%. What is the net change in percent?`,
        ][wording]!;
        let value = 1000;
        for (const step of [first, second]) value += ((step.up ? 1 : -1) * value * step.by) / 100;
        const net = Math.abs(value - 1000) / 10;
        const worked = solution(text);
        expect(worked).not.toBeNull();
        expect(near(worked!.answer.values[0]!, net)).toBe(true);
        if (net > 0.01) expect(worked!.answer.label).toMatch(value > 1000 ? /increase/ : /decrease/);
      }),
    );
  });
});

describe('population growth and depreciation', () => {
  it('compounds year by year, forwards and backwards', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }).map((n) => n * 1000), fc.constantFrom(2, 4, 5, 10, 20), fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.nat(2), (start, rate, years, down, wording) => {
        let value = start;
        for (let year = 0; year < years; year += 1) value = down ? value - (value * rate) / 100 : value + (value * rate) / 100;
        const forward = down
          ? [
              `A machine is purchased for Rs. ${start}. Its value depreciates at ${rate}% per annum. Find its value after ${years} years.`,
              `The value of a car is ₹ ${start.toLocaleString('en-IN')}. It decreases by ${rate}% every year. What will be its value after ${years} years?`,
              `A laptop worth ₹ ${start} depreciates at the rate of ${rate}% per annum. What is its value after ${years} years?`,
            ][wording]!
          : [
              `The population of a town is ${start.toLocaleString('en-IN')}. It increases at the rate of ${rate}% per annum. What will be its population after ${years} years?`,
              `The population of a village is ${start}. If it grows by ${rate}% every year, find the population after ${years} years.`,
              `A town has a population of ${start}, which increases by ${rate}% each year. What will the population be in ${years} years?`,
            ][wording]!;
        expect(near(solved(forward), value)).toBe(true);
        if (!down) {
          const now = Math.round(value * 100) / 100;
          const back = solved(`The present population of a town is ${now}. If it has been growing at ${rate}% per annum, what was the population ${years} years ago?`);
          let past = back ?? NaN;
          for (let year = 0; year < years; year += 1) past += (past * rate) / 100;
          expect(Math.abs(past - now)).toBeLessThan(0.05);
        }
      }),
    );
  });
});

describe('income, expenditure and savings', () => {
  it('spends shares of the income and of what remains, and saves the rest', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 200 }).map((n) => n * 1000), fc.constantFrom(10, 20, 25, 30, 40), fc.constantFrom(10, 20, 25, 40, 50), fc.boolean(), (income, first, second, ofRemainder) => {
        const text = `Seema earns ₹ ${income.toLocaleString('en-IN')} a month. She spends ${first}% of her income on rent and ${second}% of ${ofRemainder ? 'the remaining' : 'her income'} on food. How much does she save?`;
        let wallet = income;
        wallet -= (income * first) / 100;
        wallet -= ((ofRemainder ? wallet : income) * second) / 100;
        fc.pre(wallet > 0);
        expect(near(solved(text), wallet)).toBe(true);
      }),
    );
  });

  it('finds the change in savings when income and expenditure both change', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 100 }).map((n) => n * 1000), fc.constantFrom(50, 60, 75, 80), fc.constantFrom(10, 20, 25), fc.constantFrom(5, 10, 15, 20), (income, spendShare, rise, spendRise) => {
        const spend = (income * spendShare) / 100;
        const text = `A man's monthly income is Rs. ${income} and his expenditure is Rs. ${spend}. Next year his income increases by ${rise}% and his expenditure increases by ${spendRise}%. Find the percentage change in his savings.`;
        const before = income - spend;
        const after = income * (1 + rise / 100) - spend * (1 + spendRise / 100);
        expect(near(solved(text), (Math.abs(after - before) / before) * 100)).toBe(true);
      }),
    );
  });
});

describe('ratio with a given total', () => {
  it('shares the total in proportion to the parts', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 3 }), fc.integer({ min: 1, max: 200 }), (parts, unitShare) => {
        const names = ['Anu', 'Binu', 'Chinu'].slice(0, parts.length);
        const total = unitShare * parts.reduce((sum, part) => sum + part, 0);
        const asked = parts.length - 1;
        const text = `Rs. ${total} is to be divided among ${names.slice(0, -1).join(', ')} and ${names[asked]} in the ratio ${parts.join(' : ')}. How much will ${names[asked]} get?`;
        // Hand out the money one unit share at a time.
        let handed = 0;
        for (let round = 0; round < parts[asked]!; round += 1) handed += unitShare;
        expect(near(solved(text), handed)).toBe(true);
      }),
    );
  });
});
