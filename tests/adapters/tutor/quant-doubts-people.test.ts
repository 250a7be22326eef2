import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

function answer(text: string) {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked?.answer ?? null;
}

const near = (a: number | null | undefined, b: number) => a !== null && a !== undefined && Math.abs(a - b) < 0.006;

describe('partnership', () => {
  it('shares the profit by capital × months, counted month by month', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }).map((n) => n * 5000), fc.integer({ min: 1, max: 20 }).map((n) => n * 5000), fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 100 }).map((n) => n * 1000), fc.nat(1), (first, second, joinsAfter, profit, wording) => {
        const text = [
          `Arjun starts a business with ₹ ${first.toLocaleString('en-IN')}. After ${joinsAfter} months, Bhanu joins him with ₹ ${second.toLocaleString('en-IN')}. At the end of the year the profit is ₹ ${profit}. What is Bhanu's share?`,
          `A started a business investing Rs. ${first}. ${joinsAfter} months later B joined with Rs. ${second}. Out of a profit of Rs. ${profit} at the end of the year, find B's share.`,
        ][wording]!;
        // Each month, each partner's money in the business earns one unit.
        let arjun = 0;
        let bhanu = 0;
        for (let month = 1; month <= 12; month += 1) {
          arjun += first;
          if (month > joinsAfter) bhanu += second;
        }
        expect(near(answer(text)?.values[0], (profit * bhanu) / (arjun + bhanu))).toBe(true);
      }),
    );
  });

  it('gives the ratio of the shares for capitals held for different months', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 3 }), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 3 }), (capitals, months) => {
        const text = `P, Q and R invest ₹ ${capitals.map((capital) => (capital * 10000).toLocaleString('en-IN')).join(', ₹ ').replace(/, ₹ (?=[^,]*$)/, ' and ₹ ')} for ${months.slice(0, 2).join(', ')} and ${months[2]} months respectively. In what ratio should the profit be shared?`;
        const worked = answer(text);
        expect(worked?.unit).toBe('ratio');
        const units = capitals.map((capital, index) => capital * months[index]!);
        // Same proportions, and no common factor left.
        worked!.values.forEach((term, index) => expect(term * units[0]!).toBe(units[index]! * worked!.values[0]!));
        const divides = (d: number) => worked!.values.every((term) => term % d === 0);
        for (let d = 2; d <= Math.min(...worked!.values); d += 1) expect(divides(d)).toBe(false);
      }),
    );
  });
});

describe('mixtures and alligation', () => {
  it('finds the mixing ratio that gives the mean price', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 80 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 2, max: 30 }), (cheap, a, b, gap) => {
        const dear = cheap + gap * (a + b);
        const mean = (a * cheap + b * dear) / (a + b);
        const text = `In what ratio must rice costing ₹ ${cheap} per kg be mixed with rice costing ₹ ${dear} per kg so that the mixture costs ₹ ${mean} per kg?`;
        const worked = answer(text);
        expect(worked?.unit).toBe('ratio');
        const [x, y] = worked!.values as [number, number];
        // Mixing x kg and y kg gives the mean price, and smaller whole amounts do not.
        expect((x * cheap + y * dear) / (x + y)).toBeCloseTo(mean, 9);
        for (let small = 1; small < x; small += 1) for (let other = 1; other <= y; other += 1) expect((small * cheap + other * dear) / (small + other) === mean && small + other < x + y).toBe(false);
      }),
    );
  });

  it('prices a mixture by weight, and finds the water to add for a new ratio', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 10, max: 300 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 10, max: 300 }), (q1, p1, q2, p2) => {
        const text = `A grocer mixes ${q1} kg of tea at ₹ ${p1} per kg with ${q2} kg of tea at ₹ ${p2} per kg. What is the price per kg of the mixture?`;
        let cost = 0;
        for (let kg = 0; kg < q1; kg += 1) cost += p1;
        for (let kg = 0; kg < q2; kg += 1) cost += p2;
        expect(near(answer(text)?.values[0], cost / (q1 + q2))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 10 }), (a, b, c, d, scale) => {
        fc.pre(c * b < a * d);
        const total = (a + b) * scale * c;
        const text = `A ${total} litre mixture contains milk and water in the ratio ${a} : ${b}. How much water must be added to make the ratio ${c} : ${d}?`;
        const added = answer(text)?.values[0] ?? NaN;
        const milk = (total * a) / (a + b);
        expect(milk / (total - milk + added)).toBeCloseTo(c / d, 6);
      }),
    );
  });
});

describe('averages', () => {
  const list = fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 3, maxLength: 12 });

  it('finds a removed, an added or a replaced member', { timeout: 0 }, () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 99 }), (values, extra) => {
        const n = values.length;
        const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
        const before = mean(values);
        const rounded = (x: number) => Math.round(x * 100) / 100;
        fc.pre(rounded(before) === before && rounded(mean([...values, extra])) === mean([...values, extra]) && rounded(mean(values.slice(1))) === mean(values.slice(1)));
        const removed = answer(`The average of ${n} numbers is ${before}. If one number is removed, the average of the rest becomes ${mean(values.slice(1))}. Find the number removed.`);
        expect(near(removed?.values[0], values[0]!)).toBe(true);
        const added = answer(`The average age of ${n} students in a class is ${before} years. When the teacher's age is included, the average becomes ${mean([...values, extra])} years. What is the teacher's age?`);
        expect(near(added?.values[0], extra)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 20 }), fc.integer({ min: 40, max: 80 }), fc.integer({ min: 1, max: 10 }).map((n) => n / 2), (n, out, rise) => {
        const text = `The average weight of ${n} men goes up by ${rise} kg when one of them weighing ${out} kg is replaced by a new man. Find the weight of the new man.`;
        // A group of n with the old man in it; swap him and compare the averages.
        const group = Array.from({ length: n }, (_, index) => (index === 0 ? out : 60));
        const incoming = answer(text)?.values[0] ?? NaN;
        const after = [incoming, ...group.slice(1)];
        expect(after.reduce((a, b) => a + b, 0) / n - group.reduce((a, b) => a + b, 0) / n).toBeCloseTo(rise, 6);
      }),
    );
  });

  it('averages a written list', { timeout: 0 }, () => {
    fc.assert(
      fc.property(list, (values) => {
        const text = `Find the average of ${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}.`;
        const sorted = [...values].sort((a, b) => a - b);
        const expected = sorted.reduce((sum, x) => sum + x, 0) / sorted.length;
        expect(near(answer(text)?.values[0], expected)).toBe(true);
      }),
    );
  });
});

describe('ages', () => {
  /** The ages (1 to 120) that satisfy a condition, found by trying every pair. */
  function search(condition: (first: number, second: number) => boolean): [number, number][] {
    const found: [number, number][] = [];
    for (let first = 1; first <= 120; first += 1) for (let second = 1; second <= 120; second += 1) if (condition(first, second)) found.push([first, second]);
    return found;
  }

  it('solves two ratios of ages', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 15 }), fc.boolean(), (a, b, k, n, later) => {
        fc.pre(a !== b);
        const [x, y] = [a * k, b * k];
        const shift = later ? n : -n;
        fc.pre(x + shift > 0 && y + shift > 0);
        const g = (p: number, q: number): number => (q === 0 ? p : g(q, p % q));
        const [c, d] = [(x + shift) / g(x + shift, y + shift), (y + shift) / g(x + shift, y + shift)];
        const [pa, pb] = [a / g(a, b), b / g(a, b)];
        const text = `The ratio of the present ages of Ram and Shyam is ${pa} : ${pb}. ${later ? `After ${n} years` : `${n} years ago`}, the ratio ${later ? 'will be' : 'was'} ${c} : ${d}. What is Ram's present age?`;
        const pairs = search((r, s) => r * pb === s * pa && (r + shift) * d === (s + shift) * c);
        expect(pairs).toHaveLength(1);
        expect(answer(text)?.values[0]).toBe(pairs[0]![0]);
      }),
    );
  });

  it('solves two ratios both dated in the past or future', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 60 }), fc.integer({ min: 5, max: 60 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (kunal, sagar, ago, hence) => {
        fc.pre(kunal !== sagar && kunal - ago > 0 && sagar - ago > 0);
        const g = (p: number, q: number): number => (q === 0 ? p : g(q, p % q));
        const before = [kunal - ago, sagar - ago].map((x, _, pair) => x / g(pair[0]!, pair[1]!));
        const after = [kunal + hence, sagar + hence].map((x, _, pair) => x / g(pair[0]!, pair[1]!));
        const text = `${ago} years ago, the ratio of the ages of Kunal and Sagar was ${before[0]} : ${before[1]}. ${hence} years hence, the ratio of their ages will be ${after[0]} : ${after[1]}. What is Sagar's age at present?`;
        const pairs = search((k, s) => (k - ago) * before[1]! === (s - ago) * before[0]! && (k + hence) * after[1]! === (s + hence) * after[0]!);
        expect(pairs).toHaveLength(1);
        expect(answer(text)?.values[0]).toBe(pairs[0]![1]);
      }),
    );
  });

  it('solves "m times as old" statements', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 15 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 20 }), (son, times, n) => {
        const father = son * times;
        const later = (father + n) / (son + n);
        fc.pre(Number.isInteger(later) && later > 1);
        const text = `A father is ${times} times as old as his son. After ${n} years, he will be ${later} times as old as his son. Find the present age of the father.`;
        const pairs = search((f, s) => f === times * s && f + n === later * (s + n));
        expect(pairs).toHaveLength(1);
        expect(answer(text)?.values[0]).toBe(pairs[0]![0]);
      }),
    );
  });
});
