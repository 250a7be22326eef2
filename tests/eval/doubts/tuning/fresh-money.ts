import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, change, exact, FRACTION_WORDS, gcd, ind, isInt, lcm, money, num, numericOptions, options, pct, r2, ratioOptions, type Four, type Show, small, sumOf, times, unit, until, wholeOptions } from './quant-kit';

/**
 * Fresh money-kind tuning templates (ids 'fresh/<kind>/701-799'): profit-loss, discount,
 * successive-percent, reverse-percent, mixture and partnership, written from the ways SSC, IBPS,
 * RRB, CLAT mocks, R.S. Aggarwal and students in a chat word them. Each template computes its own
 * answer; the wrong options are the usual slips.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const MEN = ['Rohit', 'Manish', 'Sunil', 'Arjun', 'Farhan', 'Vivek', 'Harsh', 'Naveen', 'Jatin', 'Om', 'Rakesh', 'Mohit'];
const WOMEN = ['Priya', 'Sneha', 'Ritu', 'Neha', 'Komal', 'Anjali', 'Swati', 'Farah', 'Meera', 'Payal', 'Simran', 'Tanvi'];

const names = (random: Random, k: number): string[] => random.shuffle([...MEN, ...WOMEN]).slice(0, k);

/** Gain/loss as option text, in one of three styles kept for the whole question. */
const gainLoss =
  (style: number) =>
  (x: number): string => {
    const v = r2(x);
    if (Math.abs(v) < 1e-9) return style === 1 ? 'No profit no loss' : 'Neither gain nor loss';
    const a = num(Math.abs(v));
    if (style === 0) return v > 0 ? `${a}% gain` : `${a}% loss`;
    if (style === 1) return v > 0 ? `Profit of ${a}%` : `Loss of ${a}%`;
    return v > 0 ? `Gain ${a}%` : `Loss ${a}%`;
  };

/** Options for a signed percent shown by `show` (gain/loss or change text). */
const signedOptions = (correct: number, wrong: readonly number[], show: Show, step = 1): Four =>
  options(
    show(correct),
    wrong.filter((w) => exact(w)).map((w) => show(w)),
    (k) => show(correct + step * (k % 2 === 1 ? (k + 1) / 2 : -k / 2)),
  );

const litres: Show = (x) => `${num(x)} litres`;
const ltr: Show = (x) => `${num(x)} L`;

// ---------------------------------------------------------------- profit-loss

const PROFIT_LOSS: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/701',
    draw: (random) => {
      const [item, seller] = random.pick([
        ['bananas', 'a fruit vendor'],
        ['pencils', 'a stationer'],
        ['eggs', 'a shopkeeper'],
        ['mangoes', 'a hawker'],
      ] as const);
      const v = until(
        () => ({ n: random.int(4, 15), x: random.int(10, 150), m: random.int(3, 14), y: random.int(10, 150) }),
        (d) => {
          const g = ((d.y * d.n) / (d.m * d.x)) * 100 - 100;
          return d.n !== d.m && exact(g) && Math.abs(g) >= 2 && Math.abs(g) <= 50 && d.x % d.n !== 0;
        },
      );
      const g = ((v.y * v.n) / (v.m * v.x)) * 100 - 100;
      const rs = money(random);
      const style = random.int(0, 2);
      const question = random.pick([
        `${cap(seller)} bought ${v.n} ${item} for ${rs(v.x)} and sold ${v.m} ${item} for ${rs(v.y)}. Find the gain or loss per cent.`,
        `pls solve: ${seller} buys ${item} at ${v.n} for ${rs(v.x)} and sells them at ${v.m} for ${rs(v.y)}. whats the profit or loss %`,
        `What is the gain or loss percent of ${seller} who purchases ${v.n} ${item} for ${rs(v.x)} and sells ${v.m} of them for ${rs(v.y)}?`,
      ]);
      const onSp = (1 - (v.m * v.x) / (v.y * v.n)) * 100;
      return { question, options: signedOptions(g, [-g, onSp, ((v.y - v.x) / v.x) * 100], gainLoss(style), 2.5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/702',
    draw: (random) => {
      const loss = random.next() < 0.35;
      const { n, k } = until(
        () => ({ n: random.int(8, 60), k: random.int(1, 15) }),
        (d) => 3 * d.k <= d.n && exact((d.k / (loss ? d.n + d.k : d.n - d.k)) * 100),
      );
      const ans = (k / (loss ? n + k : n - k)) * 100;
      const [goods, unitName] = random.pick([
        ['cloth', 'metres'],
        ['ribbon', 'metres'],
        ['wire', 'metres'],
        ['oranges', ''],
        ['notebooks', ''],
      ] as const);
      const amount = (c: number): string => (unitName === '' ? `${c} ${goods}` : `${c} ${unitName} of ${goods}`);
      const question = loss
        ? random.pick([
            `By selling ${amount(n)}, a trader loses the selling price of ${amount(k)}. Find his loss per cent.`,
            `a man sells ${amount(n)} and his loss equals the SP of ${amount(k)}. loss % = ?`,
          ])
        : random.pick([
            `On selling ${amount(n)}, a shopkeeper gains the selling price of ${amount(k)}. His gain per cent is:`,
            `Find the profit percent: a seller sold ${amount(n)} and earned a profit equal to the selling price of ${amount(k)}.`,
            `by selling ${amount(n)} a trader gains SP of ${amount(k)}.. find gain% plz`,
          ]);
      return { question, options: numericOptions(ans, [(k / n) * 100, (k / (loss ? n - k : n + k)) * 100, ((n - k) / n) * 100], pct, 2.5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/703',
    draw: (random) => {
      const lossCase = random.next() < 0.65;
      const { x, y } = until(
        () => ({ x: random.int(6, 40), y: random.int(6, 40) }),
        (d) => (lossCase ? d.y > d.x : d.y < d.x) && exact(((d.x - d.y) / d.y) * 100) && Math.abs(d.x - d.y) * 5 <= d.y * 2,
      );
      const g = ((x - y) / y) * 100;
      const [item] = random.pick([['pens'], ['toys'], ['chairs'], ['books'], ['bulbs']] as const);
      const style = random.int(0, 2);
      const question = random.pick([
        `Find the ${lossCase ? 'loss' : 'gain'} per cent if the cost price of ${x} ${item} is equal to the selling price of ${y} ${item}.`,
        `The C.P. of ${x} ${item} equals the S.P. of ${y} ${item}. What is the profit or loss percentage?`,
        `if cost of ${x} ${item} = selling price of ${y} ${item} then gain/loss %?`,
      ]);
      return { question, options: signedOptions(g, [((x - y) / x) * 100, -g, -((x - y) / x) * 100], gainLoss(style), 2.5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/704',
    draw: (random) => {
      const rs = money(random);
      const [thing1, thing2] = random.pick([
        ['one', 'the other'],
        ['the first', 'the second'],
      ] as const);
      const [goods] = random.pick([['two mobile phones'], ['two bicycles'], ['two cows'], ['two watches'], ['two old cars']] as const);
      if (random.next() < 0.45) {
        const a = random.pick([5, 10, 15, 20, 25, 30]);
        const s = random.int(8, 60) * 100;
        const question = random.pick([
          `A man sold ${goods} for ${rs(s)} each. On ${thing1} he gained ${a}% and on ${thing2} he lost ${a}%. Find his gain or loss per cent on the whole.`,
          `${goods} were sold at the same price of ${rs(s)} each, ${thing1} at a profit of ${a}% and ${thing2} at a loss of ${a}%. The overall result is:`,
        ]);
        const style = random.pick([0, 1]);
        const show = gainLoss(style);
        return { question: cap(question), options: options(show(-(a * a) / 100), [show(0), show((a * a) / 100), show(-(2 * a * a) / 100), show(-a / 10)], (k) => show(-(a * a) / 100 - k)) };
      }
      const unitOf = (a: number, b: number): number => lcm((100 + a) / gcd(100, 100 + a), (100 - b) / gcd(100, 100 - b));
      const v = until(
        () => ({ a: random.pick([5, 8, 10, 12, 15, 20, 25]), b: random.pick([4, 5, 8, 10, 12, 16, 20, 25]) }),
        (d) => d.a !== d.b && unitOf(d.a, d.b) <= 20000,
      );
      const unitS = unitOf(v.a, v.b);
      const low = Math.ceil(500 / unitS);
      const s = unitS * random.int(low, Math.max(low, Math.min(low + 40, Math.floor(20000 / unitS))));
      const c1 = (100 * s) / (100 + v.a);
      const c2 = (100 * s) / (100 - v.b);
      const net = 2 * s - c1 - c2;
      const show: Show = (x) => (Math.abs(x) < 1e-9 ? 'No profit no loss' : x > 0 ? `Gain of ${rs(x)}` : `Loss of ${rs(-x)}`);
      const question = random.pick([
        `${cap(goods)} were sold for ${rs(s)} each. ${cap(thing1)} was sold at a gain of ${v.a}% and ${thing2} at a loss of ${v.b}%. What is the overall gain or loss in rupees?`,
        `hi, doubt: a dealer sold ${goods} at ${rs(s)} each - gained ${v.a}% on ${thing1}, lost ${v.b}% on ${thing2}. total profit or loss in the deal?`,
      ]);
      return {
        question,
        options: options(show(net), [show(-net), show((2 * s * (v.a - v.b)) / 100), show(0), show((s * (v.a - v.b)) / 100)], (k) => show(net - 10 * k)),
      };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/705',
    draw: (random) => {
      const v = until(
        () => ({ w: random.pick([800, 840, 850, 875, 880, 900, 920, 950, 960]), m: random.pick([0, 0, 4, 5, 8, 10, 12, 15, 20, 25]) }),
        (d) => {
          const g = ((100 + d.m) / 100) * (1000 / d.w) * 100 - 100;
          return exact(g) && g > 0;
        },
      );
      const g = ((100 + v.m) / 100) * (1000 / v.w) * 100 - 100;
      const who = random.pick(['A dishonest dealer', 'A grocer', 'A shopkeeper', 'A dishonest trader']);
      const goods = random.pick(['rice', 'sugar', 'pulses', 'tea']);
      const claim = v.m === 0 ? 'professes to sell his goods at cost price' : `sells ${goods} at ${v.m}% above cost price`;
      const question = random.pick([
        `${who} ${claim}, but uses a weight of ${v.w} g for a kilogram. Find his gain per cent.`,
        `${who} ${claim} but gives only ${v.w} grams instead of 1 kg. What is his actual profit %?`,
        `Find the actual gain percent: ${who.toLowerCase()} ${claim} and uses a false weight of ${v.w} gm in place of 1000 gm.`,
      ]);
      return { question, options: numericOptions(g, [v.m + (1000 - v.w) / 10, v.m + ((1000 - v.w) / 1000) * 100 * (1 + v.m / 100), ((1000 - v.w) / v.w) * 100], pct, 2.5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/706',
    draw: (random) => {
      const rs = money(random);
      const k = random.pick([1, 1, 2, 3]);
      const v = until(
        () => ({ c: random.int(20, 300) * 10, l: random.int(2, 40) * 10, g: random.pick([0, 10, 20, 25, 30, 40]) }),
        (d) => d.l * (k + 1) < d.c && isInt((d.c * (100 + d.g)) / 100),
      );
      const a = v.c - v.l;
      const b = v.c + k * v.l;
      const item = random.pick(['a table', 'an almirah', 'a fan', 'a cycle', 'a sofa set']);
      const rel = k === 1 ? 'is the same as' : `is ${times(k)}`;
      const base = `The profit earned by selling ${item} for ${rs(b)} ${rel} the loss incurred when it is sold for ${rs(a)}.`;
      if (v.g === 0) {
        const question = random.pick([`${base} Find the cost price of ${item.replace(/^an? /, 'the ')}.`, `What is the cost price? ${base}`]);
        return { question, options: numericOptions(v.c, [(a + b) / 2, (b - a) / (k + 1), (b + a) / (k + 1), b - a], rs, 10) };
      }
      const sp = (v.c * (100 + v.g)) / 100;
      const question = `${base} At what price should it be sold to earn a profit of ${v.g}%?`;
      return { question, options: numericOptions(sp, [(((a + b) / 2) * (100 + v.g)) / 100, (b * (100 + v.g)) / 100, v.c + v.g, (a * (100 + v.g)) / 100], rs, 10) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/707',
    draw: (random) => {
      const { m, n } = until(
        () => ({ m: random.pick([2, 3]), n: random.int(3, 9) }),
        (d) => d.n > d.m && exact(((d.m - 1) / (d.n - d.m)) * 100),
      );
      const ans = ((m - 1) / (n - m)) * 100;
      const spWord = m === 2 ? 'doubled' : 'tripled';
      const profitWord = random.pick([n === 3 ? 'triples' : `becomes ${times(n)} the original profit`, `becomes ${times(n)} as much`]);
      const question = random.pick([
        `If the selling price of an article is ${spWord}, the profit ${profitWord}. Find the profit per cent.`,
        `On ${spWord === 'doubled' ? 'doubling' : 'tripling'} the selling price of a toy, the profit ${profitWord}. What is the original profit percentage?`,
        `sp ${spWord} => profit ${profitWord}. profit % = ? (ssc cgl q)`,
      ]);
      return { question, options: numericOptions(ans, [100 / (n - 1), ((n - m) / (m - 1)) * 100, (n - 1) * 50, ((m - 1) / n) * 100], pct, 12.5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/708',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ x: random.pick([5, 10, 12.5, 15, 20, 25, 30, 36, 40]), c: random.int(20, 900) * 10 }),
        (d) => isInt((d.c * 100) / (100 - d.x)),
      );
      const sp = (v.c * 100) / (100 - v.x);
      const question = random.pick([
        `A shopkeeper wants to earn a profit of ${num(v.x)}% on the selling price (not on the cost). If an article costs him ${rs(v.c)}, at what price must he sell it?`,
        `An item costs ${rs(v.c)}. At what price should it be sold so that the profit is ${num(v.x)}% of the selling price?`,
        `trader's profit is ${num(v.x)}% of SP. CP = ${rs(v.c)}. find SP`,
      ]);
      return { question, options: numericOptions(sp, [(v.c * (100 + v.x)) / 100, (v.c * 100) / (100 + v.x), v.c + v.x * 10], rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- discount

const DISCOUNT: readonly DoubtTemplate[] = [
  {
    kind: 'discount',
    id: 'fresh/discount/701',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.pick([5, 10, 12, 15, 20, 25, 30]), b: random.pick([4, 5, 8, 10, 15, 20]), m: random.int(4, 120) * 50 }),
        (d) => exact((d.m * d.a * d.b) / 10000) && (d.m * d.a * d.b) / 10000 >= 5,
      );
      const ans = (v.m * v.a * v.b) / 10000;
      const question = random.pick([
        `The difference between a single discount of ${v.a + v.b}% and two successive discounts of ${v.a}% and ${v.b}% on a bill of ${rs(v.m)} is:`,
        `On a marked price of ${rs(v.m)}, how much more does a customer save with a flat ${v.a + v.b}% discount than with successive discounts of ${v.a}% and ${v.b}%?`,
        `shop A gives ${v.a + v.b}% off, shop B gives ${v.a}% then ${v.b}% off. item MRP ${rs(v.m)} in both. how much cheaper is shop A?`,
      ]);
      return { question, options: numericOptions(ans, [(v.m * (v.a + v.b)) / 100 - (v.m * v.a) / 100, (v.m * v.a * v.b) / 1000, ans * 2, (v.m * (100 - v.a) * v.b) / 10000], rs, 5) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/702',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.pick([10, 15, 20, 25, 30]), b: random.pick([5, 10, 15, 20]), m: random.int(4, 200) * 50 }),
        (d) => isInt((d.m * (100 - d.a) * (100 - d.b)) / 10000),
      );
      const s = (v.m * (100 - v.a) * (100 - v.b)) / 10000;
      const item = random.pick(['A saree', 'A microwave', 'A pair of shoes', 'An electric iron', 'A school bag']);
      const question = random.pick([
        `${item} was sold for ${rs(s)} after two successive discounts of ${v.a}% and ${v.b}%. What was its marked price?`,
        `Find the list price of an article which is sold at ${rs(s)} after successive discounts of ${v.a}% and ${v.b}%.`,
        `i paid ${rs(s)} for ${item.toLowerCase()} after the shop gave ${v.a}% off and then ${v.b}% more off. what was the tag price?`,
      ]);
      return {
        question,
        options: numericOptions(v.m, [s / (1 - (v.a + v.b) / 100), (s * (100 + v.a) * (100 + v.b)) / 10000, (s * (100 + v.a + v.b)) / 100], rs, 50),
      };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/703',
    draw: (random) => {
      const extra = random.next() < 0.4;
      const v = until(
        () => ({ n: random.int(2, 9), k: random.pick([1, 1, 2]), d: extra ? random.pick([5, 10, 20]) : 0 }),
        (x) => exact((1 - (x.n / (x.n + x.k)) * (1 - x.d / 100)) * 100) && x.k < x.n,
      );
      const ans = (1 - (v.n / (v.n + v.k)) * (1 - v.d / 100)) * 100;
      const offer = `buy ${small(random, v.n)} get ${small(random, v.k)} free`;
      const question = extra
        ? random.pick([
            `A store runs a "${offer}" offer and on top of it gives ${v.d}% off on the bill. What is the effective discount per cent?`,
            `"${cap(offer)}" plus an additional ${v.d}% discount on the total. Find the net discount percentage.`,
          ])
        : random.pick([
            `A shop announces "${offer}". What is the effective percentage discount?`,
            `${cap(offer)} scheme is equal to a discount of how much per cent?`,
            `wat is the discount % in a ${offer} offer?`,
          ]);
      return { question, options: numericOptions(ans, [((v.k / v.n) * 100 + v.d), (v.k / (v.n + v.k)) * 100 + v.d, (v.k / v.n) * 100, ans + 5], pct, 2.5) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/704',
    draw: (random) => {
      const v = until(
        () => ({ d: random.pick([4, 5, 10, 12, 15, 20, 25, 30]), g: random.pick([8, 10, 12, 15, 17, 20, 25, 26, 35]) }),
        (x) => exact(((100 + x.g) / (100 - x.d)) * 100 - 100),
      );
      const ans = ((100 + v.g) / (100 - v.d)) * 100 - 100;
      const question = random.pick([
        `A shopkeeper allows a discount of ${v.d}% on the marked price and still makes a profit of ${v.g}%. By what per cent is the marked price above the cost price?`,
        `shopkeeper gives ${v.d}% off n still earns ${v.g}% profit.. how much % above cost price did he mark his goods? ans?`,
        `How much above the cost price must a trader mark his goods so that after allowing ${v.d}% discount he gains ${v.g}%?`,
      ]);
      return { question, options: numericOptions(ans, [v.g + v.d, v.g + v.d + (v.g * v.d) / 100, (v.g / (100 - v.d)) * 100, ((100 + v.g) / (100 + v.d)) * 100], pct, 2.5) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/705',
    draw: (random) => {
      const v = until(
        () => ({ p: random.int(5, 12), q: random.int(4, 10), d: random.pick([5, 8, 10, 12, 15, 20, 25]) }),
        (x) => x.p > x.q && x.p * 5 <= x.q * 8 && gcd(x.p, x.q) === 1 && exact((x.p / x.q) * (1 - x.d / 100) * 100 - 100) && Math.abs((x.p / x.q) * (1 - x.d / 100) * 100 - 100) > 0.5,
      );
      const g = (v.p / v.q) * (1 - v.d / 100) * 100 - 100;
      const frac = `${v.p}/${v.q}`;
      const pctForm = exact((v.q / v.p) * 100);
      const question = random.pick([
        `The ratio of the marked price to the cost price of a radio is ${v.p} : ${v.q}. If a discount of ${v.d}% is given on the marked price, find the gain or loss per cent.`,
        pctForm
          ? `The cost price of an article is ${num((v.q / v.p) * 100)}% of its marked price. After allowing a discount of ${v.d}%, what is the gain or loss percent?`
          : `A radio is marked at ${v.p}/${v.q} of its cost price and sold at a discount of ${v.d}%. Find the gain or loss percent.`,
        `MP is ${FRACTION_WORDS[frac] ?? frac} of CP and shopkeeper gives ${v.d}% discount. profit or loss %?`,
      ]);
      const style = random.int(0, 2);
      return { question, options: signedOptions(g, [(v.p / v.q - 1) * 100 - v.d, -g, (v.p / v.q - 1) * 100], gainLoss(style), 2.5) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/706',
    draw: (random) => {
      const v = until(
        () => ({ d1: random.pick([5, 10, 12, 15, 20, 25]), g1: random.pick([8, 10, 12, 15, 20, 25, 35, 44]), d2: random.pick([10, 15, 20, 25, 30, 40]) }),
        (x) => {
          const g2 = ((100 + x.g1) * (100 - x.d2)) / (100 - x.d1) - 100;
          return x.d2 !== x.d1 && exact(g2) && Math.abs(g2) >= 1;
        },
      );
      const g2 = ((100 + v.g1) * (100 - v.d2)) / (100 - v.d1) - 100;
      const question = random.pick([
        `By giving a discount of ${v.d1}% on the marked price, a shopkeeper gains ${v.g1}%. What will be his gain or loss per cent if he gives a discount of ${v.d2}%?`,
        `What would the profit or loss % be at a ${v.d2}% discount? At ${v.d1}% discount on the marked price, the seller's profit is ${v.g1}%.`,
      ]);
      const style = random.int(0, 2);
      return { question, options: signedOptions(g2, [v.g1 - (v.d2 - v.d1), -g2, v.g1 + v.d1 - v.d2 - (v.d2 * v.g1) / 100], gainLoss(style), 2.5) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/707',
    draw: (random) => {
      const v = until(
        () => ({ d: random.pick([4, 5, 10, 12, 20, 25]), n: random.int(4, 20), g: random.pick([10, 12, 15, 20, 25, 32, 35, 50]) }),
        (x) => exact((((x.n + 1) * (100 + x.g)) / (x.n * (100 - x.d))) * 100 - 100) && exact(((100 + x.g) / (100 - x.d)) * 100 - 100),
      );
      const ans = (((v.n + 1) * (100 + v.g)) / (v.n * (100 - v.d))) * 100 - 100;
      const question = random.pick([
        `A dealer offers a cash discount of ${v.d}% and still makes a profit of ${v.g}%, even when he gives ${small(random, 1)} article free with every ${v.n} articles bought. How much per cent above the cost price were his goods marked?`,
        `By what percent above the cost price must a trader mark his goods so that he gains ${v.g}% after allowing a discount of ${v.d}% and giving 1 article free on every ${v.n} purchased?`,
      ]);
      return { question, options: numericOptions(ans, [((100 + v.g) / (100 - v.d)) * 100 - 100, v.g + v.d, v.g + v.d + 100 / v.n], pct, 5) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/708',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ m: random.int(6, 90) * 50, d1: random.pick([10, 15, 20, 25, 30, 40]), d2: random.pick([2, 5, 10]) }),
        (x) => exact((x.m * (100 - x.d1) * (100 - x.d2)) / 10000),
      );
      const pay = (v.m * (100 - v.d1) * (100 - v.d2)) / 10000;
      const item = random.pick(['jacket', 'headphones', 'kurta', 'mixer grinder', 'pair of jeans']);
      const question = random.pick([
        `MRP of a ${item} is ${rs(v.m)}. shop gives ${v.d1}% off and then another ${v.d2}% on the reduced price if u pay by card. how much do i pay by card?`,
        `A ${item} marked at ${rs(v.m)} is sold with a festive discount of ${v.d1}% followed by a further ${v.d2}% for card payment. Find the amount the buyer pays.`,
      ]);
      return { question, options: numericOptions(pay, [(v.m * (100 - v.d1 - v.d2)) / 100, (v.m * (100 - v.d1)) / 100 - v.d2, (v.m * (100 - v.d1)) / 100], rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- successive-percent

const SUCCESSIVE: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/701',
    draw: (random) => {
      const upFirst = random.next() < 0.6;
      const v = until(
        () => ({ p: random.int(10, 99) * 1000, a: random.pick([4, 5, 6, 8, 10, 12, 15, 20]), b: random.pick([2, 4, 5, 6, 8, 10, 15]) }),
        (x) => isInt((x.p * (100 + (upFirst ? x.a : -x.a)) * (100 + (upFirst ? -x.b : x.b))) / 10000),
      );
      const f1 = 100 + (upFirst ? v.a : -v.a);
      const f2 = 100 + (upFirst ? -v.b : v.b);
      const ans = (v.p * f1 * f2) / 10000;
      const place = random.pick(['a town', 'a village', 'a city', 'a district']);
      const y1 = upFirst ? `increases by ${v.a}% in the first year` : `falls by ${v.a}% in the first year due to an epidemic`;
      const y2 = upFirst ? `decreases by ${v.b}% in the second year because of migration` : `rises by ${v.b}% in the second year`;
      const question = random.pick([
        `The present population of ${place} is ${ind(v.p)}. It ${y1} and ${y2}. What will the population be after two years?`,
        `What will be the population of ${place} at the end of 2 years if the population is ${ind(v.p)} now and it ${y1} and ${y2}?`,
      ]);
      const show = unit('');
      const plain: Show = (x) => show(x).trim();
      const naive = (v.p * (100 + (upFirst ? v.a - v.b : v.b - v.a))) / 100;
      return { question, options: wholeOptions(ans, [naive, (v.p * (100 + (upFirst ? v.a : -v.a)) * (100 + (upFirst ? v.b : -v.b))) / 10000, (v.p * (200 - f1) * (200 - f2)) / 10000], plain, 100) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/702',
    draw: (random) => {
      const a = random.pick([20, 50, 37.5, 60, 36, 75]);
      const ans = (a / (100 - a)) * 100;
      const [who, his] = random.pick([
        ['a clerk', 'his'],
        ['Seema', 'her'],
        ['an employee', 'the'],
        ['Rahul', 'his'],
      ] as const);
      const question = random.pick([
        `The salary of ${who} was reduced by ${num(a)}%. By what per cent should the reduced salary be raised so that ${his} salary is restored to the original?`,
        `salary cut by ${num(a)}%. now how much % increase needed to get back the original salary??`,
        `By how much per cent must ${who}'s new pay be increased to bring it back to the old level, if it was first cut by ${num(a)}%?`,
      ]);
      return { question: cap(question), options: numericOptions(ans, [a, (a / (100 + a)) * 100, a + (a * a) / 100], pct, 5) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/703',
    draw: (random) => {
      const v = until(
        () => ({ r: random.pick([10, 20, 25, 40, 50, 60]), e: random.pick([0, 0, 5, 10, 12, 15, 20]) }),
        (x) => x.e < x.r && exact((1 - (100 + x.e) / (100 + x.r)) * 100),
      );
      const ans = (1 - (100 + v.e) / (100 + v.r)) * 100;
      const good = random.pick(['sugar', 'petrol', 'cooking oil', 'rice', 'milk']);
      const question =
        v.e === 0
          ? random.pick([
              `The price of ${good} goes up by ${v.r}%. By how much per cent must a family cut its consumption so that its expenditure on ${good} does not change?`,
              `if price of ${good} increases ${v.r}%, by what % should consumption be reduced to keep the expenditure same?`,
            ])
          : random.pick([
              `The price of ${good} rises by ${v.r}%, but a housewife can afford to spend only ${v.e}% more on it. By what per cent must she reduce her consumption?`,
              `${cap(good)} became ${v.r}% costlier. A family increases its budget for ${good} by ${v.e}% only. Find the required percentage decrease in consumption.`,
            ]);
      return { question, options: numericOptions(ans, [v.r - v.e, (v.r / (100 + v.r)) * 100, ((v.r - v.e) / 100) * 100 - 2, (v.r / 100) * 100], pct, 2.5) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/704',
    draw: (random) => {
      if (random.next() < 0.35) {
        const a = random.pick([5, 10, 15, 20, 25, 30, 40, 50]);
        const up = random.next() < 0.6;
        const s = up ? a : -a;
        const ans = 2 * s + (s * s) / 100;
        const question = `Each side of a square is ${up ? 'increased' : 'decreased'} by ${a}%. Find the percentage change in its area.`;
        const show: Show = (x) => change(x);
        return { question, options: signedOptions(ans, [2 * s, s, (s * s) / 100], show, 5) };
      }
      const v = until(
        () => ({ a: random.pick([10, 15, 20, 25, 30, 40, 50]), b: random.pick([5, 10, 15, 20, 25, 30]) }),
        (x) => x.a !== x.b && Math.abs(x.a - x.b - (x.a * x.b) / 100) > 0.1,
      );
      const ans = v.a - v.b - (v.a * v.b) / 100;
      const shape = random.pick(['rectangular field', 'rectangle', 'rectangular carpet']);
      const question = random.pick([
        `The length of a ${shape} is increased by ${v.a}% and its breadth is decreased by ${v.b}%. What is the effect on its area?`,
        `what happens to area of a ${shape} if length goes up ${v.a}% and breadth goes down ${v.b}%?`,
      ]);
      const show: Show = (x) => change(x);
      return { question, options: signedOptions(ans, [v.a - v.b, v.a - v.b + (v.a * v.b) / 100, -ans], show, 2) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/705',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 30, 50]), b: random.pick([10, 20, 25, 40, 50]), c: random.pick([5, 10, 20, 25]) }),
        (x) => {
          const net = ((100 + x.a) * (100 - x.b) * (100 + x.c)) / 10000 - 100;
          return exact(net) && Math.abs(net) > 0.5 && x.a !== x.b;
        },
      );
      const net = ((100 + v.a) * (100 - v.b) * (100 + v.c)) / 10000 - 100;
      const question = random.pick([
        `A number is increased by ${v.a}%, the result is decreased by ${v.b}%, and that result is again increased by ${v.c}%. What is the net percentage change in the number?`,
        `The price of a share rose ${v.a}% on Monday, fell ${v.b}% on Tuesday and rose ${v.c}% on Wednesday. Find the overall percentage change over the three days.`,
        `+${v.a}% then -${v.b}% then +${v.c}%.. net % change?`,
      ]);
      const show: Show = (x) => change(x, 'increase', 'decrease', 'No change');
      return { question, options: signedOptions(net, [v.a - v.b + v.c, -net, ((100 + v.a) * (100 - v.b)) / 100 - 100], show, 2) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/706',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 12, 15, 20, 25, 30]), b: random.pick([10, 15, 20, 25, 30, 40, 50]), up: random.next() < 0.5 }),
        (x) => x.a !== x.b && Math.abs(((100 - x.a) * (100 + x.b)) / 100 - 100) > 0.5,
      );
      const net = ((100 - v.a) * (100 + v.b)) / 100 - 100;
      const item = random.pick(['a television set', 'a cold drink', 'a book', 'an air cooler']);
      const question = random.pick([
        `The price of ${item} is reduced by ${v.a}% and as a result its sale increases by ${v.b}%. What is the effect on the revenue of the shop?`,
        `Find the net effect on the receipts: the price of ${item} was cut by ${v.a}% and the number sold went up by ${v.b}%.`,
      ]);
      const show: Show = (x) => change(x, 'increase', 'decrease', 'No effect');
      return { question, options: signedOptions(net, [v.b - v.a, -net, v.b - v.a + (v.a * v.b) / 100], show, 2) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/707',
    draw: (random) => {
      const r = random.pick([25, 60, 100, 150, 56.25, 12.5, 300]);
      const use = exact((r / (100 + r)) * 100) ? r : 25;
      const ans = (use / (100 + use)) * 100;
      const question = random.pick([
        `The length of a rectangle is increased by ${num(use)}%. By what per cent should its breadth be decreased so that the area remains the same?`,
        `length of rectangle ↑ ${num(use)}%. breadth must go down by how much % so area doesn't change?`,
        `To keep the area of a rectangular plot unchanged, by how much per cent must the width be reduced if the length is made ${num(use)}% longer?`,
      ]);
      return { question, options: numericOptions(ans, [use, (use / (100 - Math.min(use, 50))) * 100, use / 2], pct, 5) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/708',
    draw: (random) => {
      const v = until(
        () => ({ n0: random.int(40, 400) * 10, a: random.pick([5, 10, 15, 20, 25]), b: random.pick([4, 5, 8, 10, 20]) }),
        (x) => isInt((x.n0 * (100 + x.a) * (100 + x.b)) / 10000) && x.a !== x.b,
      );
      const now = (v.n0 * (100 + v.a) * (100 + v.b)) / 10000;
      const question = random.pick([
        `pls solve: the number of students in a school went up by ${v.a}% in 2023 and then by ${v.b}% in 2024. there are now ${now} students. how many were there at the start of 2023?`,
        `The strength of a college rose by ${v.a}% in the first year and by ${v.b}% in the second year, reaching ${ind(now)}. What was its strength two years ago?`,
      ]);
      const plain: Show = (x) => ind(x);
      return { question, options: wholeOptions(v.n0, [now / (1 + (v.a + v.b) / 100), (now * (100 - v.a) * (100 - v.b)) / 10000, now * (1 - (v.a + v.b) / 100)], plain, 10) };
    },
  },
];

// ---------------------------------------------------------------- reverse-percent

const REVERSE: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/701',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ i: random.int(10, 200) * 500, a: random.pick([20, 25, 30, 40]), b: random.pick([10, 20, 25, 30]), c: random.pick([10, 20, 25, 50]) }),
        (x) => isInt((x.i * (100 - x.a) * (100 - x.b) * (100 - x.c)) / 1000000),
      );
      const save = (v.i * (100 - v.a) * (100 - v.b) * (100 - v.c)) / 1000000;
      const [name] = names(random, 1);
      const question = random.pick([
        `${name} spends ${v.a}% of the monthly income on food, ${v.b}% of the remaining on house rent and ${v.c}% of what is left on children's education. ${name} saves ${rs(save)} a month. What is the monthly income?`,
        `Find the income: a man spent ${v.a}% of his salary on household needs, then ${v.b}% of the rest on travel and ${v.c}% of the balance on medicines, and was left with ${rs(save)}.`,
      ]);
      return { question, options: numericOptions(v.i, [save / (1 - (v.a + v.b + v.c) / 100), (save * (100 + v.a) * (100 + v.b) * (100 + v.c)) / 1000000, save / ((100 - v.a) / 100)], rs, 500) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/702',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ old: random.int(10, 400) * 10, r: random.pick([4, 5, 8, 10, 12, 15, 20, 25]) }),
        (x) => isInt((x.old * (100 + x.r)) / 100),
      );
      const now = (v.old * (100 + v.r)) / 100;
      const item = random.pick(['LPG cylinder', 'school fee per month', 'monthly metro pass', 'railway season ticket']);
      const question = random.pick([
        `the ${item} price went up by ${v.r}% and now its ${rs(now)}. what was the old price?`,
        `After a hike of ${v.r}%, the ${item} costs ${rs(now)}. Find the cost before the hike.`,
        `What was the price of the ${item} before it was raised by ${v.r}% to ${rs(now)}?`,
      ]);
      return { question, options: numericOptions(v.old, [(now * (100 - v.r)) / 100, now - v.r, now / (1 - v.r / 100)], rs, 10) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/703',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(2, 200) * 10, a: random.pick([10, 15, 20, 25, 30, 40, 60, 75]), b: random.pick([20, 25, 40, 50, 60, 80]) }),
        (x) => isInt((x.n * x.a * x.b) / 10000) && (x.n * x.a * x.b) / 10000 >= 3,
      );
      const y = (v.n * v.a * v.b) / 10000;
      const question = random.pick([
        `If ${v.a}% of ${v.b}% of a number is ${y}, then the number is:`,
        `${v.a} percent of ${v.b} percent of a certain number equals ${y}. Find the number.`,
        `${v.a}% of (${v.b}% of x) = ${y}, x = ?`,
      ]);
      return { question, options: wholeOptions(v.n, [(y * 100) / (v.a + v.b), (y * v.a * v.b) / 100, (y * 100) / v.a], (x) => ind(x), 10) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/704',
    draw: (random) => {
      const v = until(
        () => ({ t: random.int(10, 200) * 100, p: random.pick([0, 5, 10, 20, 25]), x: random.pick([52, 55, 56, 58, 60, 62, 65, 70]) }),
        (d) => isInt((d.t * (100 - d.p)) / 100) && isInt((((d.t * (100 - d.p)) / 100) * (2 * d.x - 100)) / 100),
      );
      const valid = (v.t * (100 - v.p)) / 100;
      const margin = (valid * (2 * v.x - 100)) / 100;
      const intro = v.p === 0 ? '' : `${v.p}% of the votes polled were declared invalid. `;
      const of = v.p === 0 ? 'the votes polled' : 'the valid votes';
      const question = random.pick([
        `${intro}In an election between two candidates, the winner got ${v.x}% of ${of} and won by ${ind(margin)} votes. Find the total number of votes polled.`,
        `${intro}Only two candidates contested an election. The winning candidate secured ${v.x}% of ${of} and defeated the other by a margin of ${ind(margin)} votes. How many votes were polled in all?`,
      ]);
      const wrongs = [margin / (v.x / 100), (margin * 100) / (100 - v.x), valid, (margin * 100) / ((v.x - 50) * (1 - v.p / 100))];
      return { question, options: wholeOptions(v.t, wrongs, (x) => ind(x), 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/705',
    draw: (random) => {
      const v = until(
        () => ({ m: random.int(4, 16) * 50, a: random.int(20, 40), b: random.int(41, 70), pass: random.int(30, 50) }),
        (d) => d.a < d.pass && d.pass < d.b && isInt((d.m * d.a) / 100) && isInt((d.m * d.pass) / 100) && isInt((d.m * d.b) / 100) && (d.m * (d.pass - d.a)) / 100 >= 5 && (d.m * (d.b - d.pass)) / 100 >= 5,
      );
      const fail = (v.m * (v.pass - v.a)) / 100;
      const over = (v.m * (v.b - v.pass)) / 100;
      const passMarks = (v.m * v.pass) / 100;
      const [s1, s2] = names(random, 2);
      const question = random.pick([
        `${s1} got ${v.a}% marks in an exam and failed by ${fail} marks. ${s2} got ${v.b}% marks, which is ${over} more than the pass marks. What are the pass marks?`,
        `Find the minimum marks needed to pass. A candidate scoring ${v.a}% fails by ${fail} marks while another scoring ${v.b}% gets ${over} marks more than the minimum.`,
      ]);
      const wrongs = [v.m, ((fail + over) / (v.b - v.a)) * 100 * ((v.a + v.b) / 200), passMarks + fail, passMarks - over];
      return { question, options: wholeOptions(passMarks, wrongs, (x) => `${x} marks`, 5) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/706',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(2, 100) * 10, a: random.pick([10, 20, 25, 40, 50]), b: random.pick([10, 20, 25, 30, 40]) }),
        (d) => isInt((d.n * (100 + d.a)) / 100) && isInt((d.n * (100 - d.b)) / 100),
      );
      const up = (v.n * (100 + v.a)) / 100;
      const down = (v.n * (100 - v.b)) / 100;
      const question = random.pick([
        `When a number is increased by ${v.a}%, it becomes ${up}. What would the number become if it were decreased by ${v.b}%?`,
        `a number + ${v.a}% of itself = ${up}. what is the number minus ${v.b}% of it?`,
      ]);
      return { question, options: wholeOptions(down, [(up * (100 - v.b)) / 100, (up * (100 - v.a - v.b)) / 100, v.n, up - (v.a + v.b)], (x) => ind(x), 2) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/707',
    draw: (random) => {
      const v = until(
        () => ({ t: random.int(20, 300) * 100, m: random.pick([30, 35, 40, 42, 45]), w: random.pick([25, 30, 32, 35, 38]) }),
        (d) => d.m + d.w < 90 && isInt((d.t * (100 - d.m - d.w)) / 100) && isInt((d.t * d.w) / 100),
      );
      const kids = (v.t * (100 - v.m - v.w)) / 100;
      const askWomen = random.next() < 0.4;
      const place = random.pick(['a village', 'a colony', 'a town']);
      const base = `In ${place}, ${v.m}% of the people are men and ${v.w}% are women. The rest are children, and they number ${ind(kids)}.`;
      if (askWomen) {
        const women = (v.t * v.w) / 100;
        return { question: `${base} How many women live there?`, options: wholeOptions(women, [(kids * v.w) / 100, (v.t * v.m) / 100, (kids * v.w) / (100 - v.w)], (x) => ind(x), 100) };
      }
      const question = random.pick([`${base} What is the total population?`, `Find the population of ${place}: ${v.m}% are men, ${v.w}% are women and the remaining ${ind(kids)} are children.`]);
      return { question, options: wholeOptions(v.t, [(kids * 100) / (v.m + v.w), kids / (1 - v.m / 100), kids + (kids * (v.m + v.w)) / 100], (x) => ind(x), 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/708',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(4, 100) * 5, p: random.pick([10, 20, 25, 30, 40, 60, 75]) }),
        (d) => isInt((d.n * (100 - d.p)) / 100),
      );
      const k = (v.n * (100 - v.p)) / 100;
      const question = random.pick([
        `When ${v.p}% of a number is added to ${k}, the result is the number itself. Find the number.`,
        `${k} added to ${v.p} per cent of a number gives back the same number. what is the number?`,
        `A number exceeds ${v.p}% of itself by ${k}. The number is:`,
      ]);
      return { question, options: wholeOptions(v.n, [(k * (100 + v.p)) / 100, (k * 100) / (100 + v.p), (k * 100) / v.p], (x) => ind(x), 5) };
    },
  },
];

// ---------------------------------------------------------------- mixture

const MIXTURE: readonly DoubtTemplate[] = [
  {
    kind: 'mixture',
    id: 'fresh/mixture/701',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.int(20, 60), b: random.int(40, 120), g: random.pick([10, 20, 25, 40, 50]), mean: random.int(25, 100) }),
        (d) => d.a < d.mean && d.mean < d.b && isInt((d.mean * (100 + d.g)) / 100) && d.b - d.mean !== d.mean - d.a,
      );
      const s = (v.mean * (100 + v.g)) / 100;
      const good = random.pick(['rice', 'wheat', 'tea', 'pulses']);
      const question = random.pick([
        `In what ratio must ${good} at ${rs(v.a)} per kg be mixed with ${good} at ${rs(v.b)} per kg so that by selling the mixture at ${rs(s)} per kg there is a gain of ${v.g}%?`,
        `A grocer mixes two kinds of ${good} costing ${rs(v.a)}/kg and ${rs(v.b)}/kg. He sells the mixture at ${rs(s)} a kg and makes ${v.g}% profit. Find the ratio in which he mixed them (cheaper : dearer).`,
      ]);
      const wrong: number[][] = [[v.mean - v.a, v.b - v.mean]];
      if (s > v.a && s < v.b) wrong.push([v.b - s, s - v.a]);
      return { question, options: ratioOptions([v.b - v.mean, v.mean - v.a], wrong) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/702',
    draw: (random) => {
      const v = until(
        () => ({ p: random.int(1, 9), q: random.int(1, 5), t: random.int(2, 20) * 5, r: random.int(1, 7), s: random.int(1, 7) }),
        (d) => {
          const milk = (d.t * d.p) / (d.p + d.q);
          const water = d.t - milk;
          const add = (milk * d.s) / d.r - water;
          return gcd(d.p, d.q) === 1 && gcd(d.r, d.s) === 1 && isInt(milk) && isInt(add) && add > 0 && d.s * d.p !== d.r * d.q && add <= 120;
        },
      );
      const milk = (v.t * v.p) / (v.p + v.q);
      const add = (milk * v.s) / v.r - (v.t - milk);
      const question = random.pick([
        `A ${v.t}-litre mixture contains milk and water in the ratio ${v.p} : ${v.q}. How much water must be added to make the ratio ${v.r} : ${v.s}?`,
        `how much water shud be added to ${v.t} L of a mix of milk n water (${v.p}:${v.q}) so the new ratio of milk to water is ${v.r}:${v.s}??`,
        `Milk and water are in the ratio ${v.p} : ${v.q} in a can holding ${v.t} litres. Find the quantity of water to be added so that the ratio becomes ${v.r} : ${v.s}.`,
      ]);
      const show = random.next() < 0.5 ? litres : ltr;
      return { question, options: numericOptions(add, [(v.t * v.s) / v.r - v.t, (milk * v.s) / v.r, (v.t * v.s) / (v.r + v.s)], show, 2) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/703',
    draw: (random) => {
      const v = until(
        () => ({ vol: random.pick([20, 40, 50, 60, 80, 100, 125]), d: random.int(2, 25), k: random.pick([2, 2, 3]) }),
        (x) => x.d * 4 <= x.vol && exact(x.vol * (1 - x.d / x.vol) ** x.k),
      );
      const milk = v.vol * (1 - v.d / v.vol) ** v.k;
      const askWater = random.next() < 0.4;
      const ans = askWater ? v.vol - milk : milk;
      const liquid = random.pick(['milk', 'pure milk', 'wine', 'pure juice']);
      const question = random.pick([
        `A container holds ${v.vol} litres of ${liquid}. ${small(random, v.d)} litres are taken out and replaced with water. This is done ${small(random, v.k)} times in all. How much ${askWater ? 'water' : liquid} is there in the container now?`,
        `From a vessel full of ${v.vol} L ${liquid}, ${v.d} L is drawn off and replaced by water, and the process is repeated ${v.k === 2 ? 'once more' : 'twice more'}. Find the quantity of ${askWater ? 'water' : liquid} finally in the vessel.`,
      ]);
      const naive = v.vol - v.k * v.d;
      const oneLess = v.vol * (1 - v.d / v.vol) ** (v.k - 1);
      return { question, options: numericOptions(ans, askWater ? [v.k * v.d, v.vol - oneLess, milk] : [naive, oneLess, v.vol - milk], litres, 1) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/704',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(1, 7), b: random.int(1, 5), c: random.int(1, 7), d: random.int(1, 5), x: random.int(1, 4), y: random.int(1, 4) }),
        (z) => gcd(z.a, z.b) === 1 && gcd(z.c, z.d) === 1 && z.a * z.d !== z.b * z.c && gcd(z.x, z.y) === 1 && z.a + z.b !== z.c + z.d,
      );
      const l = lcm(v.a + v.b, v.c + v.d);
      const milk = (v.x * l * v.a) / (v.a + v.b) + (v.y * l * v.c) / (v.c + v.d);
      const water = (v.x * l * v.b) / (v.a + v.b) + (v.y * l * v.d) / (v.c + v.d);
      const same = v.x === v.y;
      const how = same ? 'in equal quantities' : `in the ratio ${v.x} : ${v.y}`;
      const question = random.pick([
        `Two vessels contain milk and water in the ratios ${v.a} : ${v.b} and ${v.c} : ${v.d} respectively. If the contents are mixed ${how}, find the ratio of milk to water in the new mixture.`,
        `Vessel A has milk:water = ${v.a}:${v.b} and vessel B has ${v.c}:${v.d}. they are poured into a third vessel ${how}. ratio of milk to water now?`,
      ]);
      return { question, options: ratioOptions([milk, water], [[v.x * v.a + v.y * v.c, v.x * v.b + v.y * v.d], [water, milk], [v.a + v.c, v.b + v.d]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/705',
    draw: (random) => {
      const v = until(
        () => ({ p1: random.pick([10, 15, 20, 25, 30, 40]), p2: random.pick([40, 45, 50, 60, 70, 80]), p3: random.int(15, 70), vol: random.int(2, 20) * 5 }),
        (d) => d.p1 < d.p3 && d.p3 < d.p2 && isInt((d.vol * (d.p2 - d.p3)) / (d.p3 - d.p1)) && d.p3 % 5 === 0,
      );
      const x = (v.vol * (v.p2 - v.p3)) / (v.p3 - v.p1);
      const sol = random.pick(['acid solution', 'alcohol solution', 'sugar solution', 'salt solution']);
      const question = random.pick([
        `How many litres of a ${v.p1}% ${sol} must be added to ${v.vol} litres of a ${v.p2}% ${sol} to get a ${v.p3}% ${sol}?`,
        `${v.vol} L of ${sol} is ${v.p2}% strong. Find the quantity of ${v.p1}% ${sol} to be mixed with it so that the strength becomes ${v.p3}%.`,
      ]);
      return { question, options: numericOptions(x, [(v.vol * (v.p3 - v.p1)) / (v.p2 - v.p3), (v.vol * (v.p2 - v.p3)) / v.p3, v.vol * 2], litres, 5) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/706',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ c: random.int(30, 70), s: random.int(30, 80), g: random.pick([10, 20, 25, 40, 50]) }),
        (d) => {
          const mean = (d.s * 100) / (100 + d.g);
          return d.s !== d.c && mean < d.c && d.c <= 2 * mean && exact(mean) && isInt(((d.c - mean) / mean) * 1000);
        },
      );
      const mean = (v.s * 100) / (100 + v.g);
      const ans = [v.c - mean, mean].map((x) => Math.round(x * 100));
      const question = random.pick([
        `A milkman buys milk at ${rs(v.c)} per litre, mixes water in it and sells the mixture at ${rs(v.s)} per litre, making a profit of ${v.g}%. Find the ratio of water to milk in the mixture.`,
        `milkman: cost price of milk ${rs(v.c)}/L, selling price of his mix ${rs(v.s)}/L, profit ${v.g}%. water : milk = ?`,
      ]);
      return { question, options: ratioOptions(ans, [[v.g, 100], [ans[1]!, ans[0]!], [Math.abs(v.s - v.c) * 100, v.c * 100]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/707',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 9), b: random.int(1, 7), d: random.int(2, 20), a2: random.int(1, 9), c2: random.int(1, 12) }),
        (z) => {
          const den = z.a * z.c2 - z.b * z.a2;
          if (gcd(z.a, z.b) !== 1 || gcd(z.a2, z.c2) !== 1 || den <= 0) return false;
          const s = (z.a2 * z.d * (z.a + z.b)) / den;
          return z.c2 * z.a > z.a2 * z.b && isInt(s) && isInt((s * z.a) / (z.a + z.b)) && isInt(((s + z.d) * z.a) / (z.a + z.b)) && s + z.d <= 200 && s >= z.d;
        },
      );
      const s = (v.a2 * v.d * (v.a + v.b)) / (v.a * v.c2 - v.b * v.a2);
      const total = s + v.d;
      const milk = (total * v.a) / (v.a + v.b);
      const askTotal = random.next() < 0.5;
      const question = random.pick([
        `A vessel contains milk and water in the ratio ${v.a} : ${v.b}. When ${v.d} litres of the mixture are drawn off and the vessel is filled with water, the ratio of milk and water becomes ${v.a2} : ${v.c2}. How many litres of ${askTotal ? 'mixture' : 'milk'} did the vessel hold initially?`,
        `${v.d} L of a milk-water mixture (${v.a}:${v.b}) is taken out and replaced with water. now milk:water is ${v.a2}:${v.c2}. find the ${askTotal ? 'total quantity of mixture' : 'quantity of milk'} at the start.`,
      ]);
      const ans = askTotal ? total : milk;
      return { question, options: numericOptions(ans, askTotal ? [s, milk, total + v.d] : [total, (s * v.a) / (v.a + v.b), milk + v.d], litres, 3) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/708',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ x: random.int(100, 200), y: random.int(150, 300), z: random.int(200, 400), p: random.int(1, 4), q: random.int(1, 4), r: random.int(1, 4) }),
        (d) => d.x < d.y && d.y < d.z && exact((d.p * d.x + d.q * d.y + d.r * d.z) / (d.p + d.q + d.r)) && !(d.p === d.q && d.q === d.r) && gcd(gcd(d.p, d.q), d.r) === 1,
      );
      const ans = (v.p * v.x + v.q * v.y + v.r * v.z) / (v.p + v.q + v.r);
      const good = random.pick(['tea', 'coffee powder', 'spices']);
      const question = random.pick([
        `Three varieties of ${good} costing ${rs(v.x)}, ${rs(v.y)} and ${rs(v.z)} per kg are mixed in the ratio ${v.p} : ${v.q} : ${v.r}. What is the cost of the mixture per kg?`,
        `doubt: ${good} of 3 kinds @ ${rs(v.x)}/kg, ${rs(v.y)}/kg, ${rs(v.z)}/kg mixed ${v.p}:${v.q}:${v.r}. price of 1 kg of mixture?`,
      ]);
      return { question, options: numericOptions(ans, [(v.x + v.y + v.z) / 3, (v.r * v.x + v.q * v.y + v.p * v.z) / (v.p + v.q + v.r), (v.p * v.x + v.q * v.y + v.r * v.z) / 3], rs, 5) };
    },
  },
];

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'fresh/partnership/701',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = names(random, 2);
      const v = until(
        () => ({ ca: random.int(2, 20) * 5000, cb: random.int(2, 20) * 5000, m: random.int(2, 9), p: random.int(10, 200) * 100 }),
        (d) => {
          const wa = d.ca * 12;
          const wb = d.cb * (12 - d.m);
          return isInt((d.p * wb) / (wa + wb)) && d.ca !== d.cb;
        },
      );
      const wa = v.ca * 12;
      const wb = v.cb * (12 - v.m);
      const share = (v.p * wb) / (wa + wb);
      const question = random.pick([
        `${a} started a business with ${rs(v.ca)}. ${small(random, v.m)} months later ${b} joined with ${rs(v.cb)}. At the end of the year the profit was ${rs(v.p)}. What is ${b}'s share?`,
        `Find ${b}'s share of a year-end profit of ${rs(v.p)}, if ${a} put in ${rs(v.ca)} at the start and ${b} came in after ${v.m} months with ${rs(v.cb)}.`,
      ]);
      return { question, options: numericOptions(share, [(v.p * v.cb) / (v.ca + v.cb), (v.p * v.cb * v.m) / (v.ca * 12 + v.cb * v.m), v.p - share], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/702',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = names(random, 2);
      const v = until(
        () => ({ ca: random.int(4, 30) * 5000, cb: random.int(2, 30) * 5000, m: random.int(3, 9), f: random.pick([2, 3, 4]), p: random.int(10, 300) * 100 }),
        (d) => {
          const w = d.ca / d.f;
          const wa = d.ca * d.m + (d.ca - w) * (12 - d.m);
          const wb = d.cb * 12;
          return isInt(w) && isInt((d.p * wa) / (wa + wb));
        },
      );
      const w = v.ca / v.f;
      const wa = v.ca * v.m + (v.ca - w) * (12 - v.m);
      const wb = v.cb * 12;
      const share = (v.p * wa) / (wa + wb);
      const part = v.f === 2 ? `half of ${a}'s capital` : v.f === 3 ? `one-third of ${a}'s capital` : `${rs(w)}`;
      const question = random.pick([
        `${a} and ${b} entered into a partnership with ${rs(v.ca)} and ${rs(v.cb)} respectively. After ${v.m} months, ${a} withdrew ${part}. Out of a total annual profit of ${rs(v.p)}, how much does ${a} get?`,
        `${a} invests ${rs(v.ca)} and ${b} invests ${rs(v.cb)} in a shop. ${a} takes out ${part} after ${small(random, v.m)} months. if profit after 1 yr is ${rs(v.p)}, ${a}'s share = ?`,
      ]);
      return { question, options: numericOptions(share, [(v.p * v.ca) / (v.ca + v.cb), (v.p * (v.ca - w)) / (v.ca - w + v.cb), v.p - share], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/703',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = names(random, 2);
      const percentPay = random.next() < 0.5;
      const v = until(
        () => ({ ca: random.int(2, 20) * 10000, cb: random.int(2, 20) * 10000, pay: random.pick([500, 1000, 1500, 2000, 2500]), fee: random.pick([5, 10, 12, 15, 20]), p: random.int(30, 300) * 1000 }),
        (d) => {
          const off = percentPay ? (d.p * d.fee) / 100 : d.pay * 12;
          const rest = d.p - off;
          return rest > 0 && isInt(off) && isInt((rest * d.ca) / (d.ca + d.cb)) && d.ca !== d.cb;
        },
      );
      const off = percentPay ? (v.p * v.fee) / 100 : v.pay * 12;
      const rest = v.p - off;
      const total = off + (rest * v.ca) / (v.ca + v.cb);
      const pay = percentPay ? `${v.fee}% of the profit for managing the business` : `${rs(v.pay)} per month as salary for running the business`;
      const question = random.pick([
        `${a} and ${b} invest ${rs(v.ca)} and ${rs(v.cb)} in a business. ${a}, the working partner, receives ${pay}, and the remaining profit is divided in the ratio of their capitals. If the profit for the year is ${rs(v.p)}, how much does ${a} receive in all?`,
        `${a} (working partner) puts ${rs(v.ca)}, ${b} (sleeping partner) puts ${rs(v.cb)}. ${a} first gets ${pay}; rest shared as per capital. yearly profit ${rs(v.p)}. total amount ${a} gets?`,
      ]);
      return { question, options: numericOptions(total, [(v.p * v.ca) / (v.ca + v.cb), (rest * v.ca) / (v.ca + v.cb), off + rest / 2, v.p - total], rs, 500) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/704',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = names(random, 2);
      const v = until(
        () => ({ ca: random.int(2, 20) * 5000, t: random.int(3, 10), p: random.int(1, 6), q: random.int(1, 6) }),
        (d) => gcd(d.p, d.q) === 1 && d.p !== d.q && isInt((d.ca * 12 * d.q) / (d.p * d.t)) && ((d.ca * 12 * d.q) / (d.p * d.t)) % 500 === 0,
      );
      const cb = (v.ca * 12 * v.q) / (v.p * v.t);
      const question = random.pick([
        `${a} invested ${rs(v.ca)} in a business for a year. ${b} joined for only ${v.t} months. At the end of the year the profit was shared in the ratio ${v.p} : ${v.q} (${a} : ${b}). How much did ${b} invest?`,
        `What was ${b}'s capital? ${a} kept ${rs(v.ca)} in the firm for 12 months and ${b} kept the money for ${small(random, v.t)} months, and their profits were in the ratio ${v.p}:${v.q}.`,
      ]);
      return { question, options: numericOptions(cb, [(v.ca * v.q) / v.p, (v.ca * v.t * v.q) / (v.p * 12), (v.ca * 12 * v.p) / (v.q * v.t)], rs, 500) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/705',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = names(random, 2);
      const v = until(
        () => ({ ca: random.int(2, 20) * 5000, cb: random.int(2, 20) * 5000, x: random.int(1, 10) }),
        (d) => d.ca !== d.cb && (d.ca * 12) / gcd(d.ca * 12, d.cb * (12 - d.x)) <= 40 && (d.cb * (12 - d.x)) / gcd(d.ca * 12, d.cb * (12 - d.x)) <= 40,
      );
      const g = gcd(v.ca * 12, v.cb * (12 - v.x));
      const p = (v.ca * 12) / g;
      const q = (v.cb * (12 - v.x)) / g;
      const question = random.pick([
        `${a} starts a business with ${rs(v.ca)}. After a few months ${b} joins with ${rs(v.cb)}. At the end of the year the profit is divided in the ratio ${p} : ${q}. After how many months did ${b} join?`,
        `${a} puts ${rs(v.ca)} in a business, ${b} comes in later with ${rs(v.cb)}. profit at year end split ${p}:${q}. ${b} joined after how many months??`,
      ]);
      const stay = 12 - v.x;
      const monthsShow: Show = (x) => (x === 1 ? '1 month' : `${num(x)} months`);
      return { question, options: wholeOptions(v.x, [stay, 12 - (v.ca * q) / (v.cb * p), v.x + 2], monthsShow, 1) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/706',
    draw: (random) => {
      const v = until(
        () => ({ c: [random.int(1, 6), random.int(1, 6), random.int(1, 6)], t: [random.int(1, 6), random.int(1, 6), random.int(1, 6)] }),
        (d) => new Set(d.c).size === 3 && new Set(d.t).size > 1 && new Set(d.c.map((c, i) => c * d.t[i]!)).size === 3,
      );
      const prof = v.c.map((c, i) => c * v.t[i]!);
      const [a, b, c] = names(random, 3);
      const question = random.pick([
        `The capitals of ${a}, ${b} and ${c} are in the ratio ${v.c.join(' : ')} and the periods for which they invest are in the ratio ${v.t.join(' : ')}. In what ratio will they share the profit?`,
        `Three partners ${a}, ${b}, ${c}. investments ratio ${v.c.join(':')}, time ratio ${v.t.join(':')}. profit sharing ratio?`,
      ]);
      const divided = v.c.map((x, i) => (x * 60) / v.t[i]!);
      const summed = v.c.map((x, i) => x + v.t[i]!);
      return { question, options: ratioOptions(prof, [divided, summed, [...v.c]]) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/707',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ me: random.int(4, 20) * 5000, fr: random.int(4, 20) * 5000, m: random.int(2, 9), add: random.int(1, 6) * 5000, p: random.int(10, 200) * 100 }),
        (d) => {
          const wm = d.me * 12 + d.add * (12 - d.m);
          return isInt((d.p * wm) / (wm + d.fr * 12));
        },
      );
      const wm = v.me * 12 + v.add * (12 - v.m);
      const share = (v.p * wm) / (wm + v.fr * 12);
      const question = random.pick([
        `me and my friend started a small shop. i put ${rs(v.me)} and he put ${rs(v.fr)}. after ${v.m} months i added ${rs(v.add)} more. at the end of the year profit was ${rs(v.p)}. what is my share? plz explain`,
        `${cap(names(random, 1)[0]!)} began a business with ${rs(v.me)} along with a partner who brought ${rs(v.fr)}. After ${v.m} months the first partner invested another ${rs(v.add)}. Of the year's profit of ${rs(v.p)}, what is the first partner's share?`,
      ]);
      return { question, options: numericOptions(share, [(v.p * (v.me + v.add)) / (v.me + v.add + v.fr), (v.p * v.me) / (v.me + v.fr), v.p - share], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/708',
    draw: (random) => {
      const rs = money(random);
      const [a, b, c] = names(random, 3);
      const v = until(
        () => ({ o: [random.int(5, 20), random.int(5, 20), random.int(5, 20)], t: [random.int(2, 8), random.int(2, 8), random.int(2, 8)], k: random.int(1, 40) }),
        (d) => {
          const w = d.o.map((x, i) => x * d.t[i]!);
          const s = sumOf(w);
          return new Set(w).size === 3 && isInt((d.k * 5 * s * w[2]!) / s) && d.k * 5 * s <= 50000 && d.k * 5 * s >= 100;
        },
      );
      const w = v.o.map((x, i) => x * v.t[i]!);
      const rent = v.k * 5 * sumOf(w);
      const share = (rent * w[2]!) / sumOf(w);
      const question = random.pick([
        `${a}, ${b} and ${c} rent a pasture. ${a} puts ${v.o[0]} oxen for ${v.t[0]} months, ${b} puts ${v.o[1]} oxen for ${v.t[1]} months and ${c} puts ${v.o[2]} oxen for ${v.t[2]} months for grazing. If the rent of the pasture is ${rs(rent)}, how much of the rent must ${c} pay?`,
        `Rent of a grazing field is ${rs(rent)}. ${a} grazed ${v.o[0]} cows for ${v.t[0]} months, ${b} ${v.o[1]} cows for ${v.t[1]} months, ${c} ${v.o[2]} cows for ${v.t[2]} months. Find ${c}'s share.`,
      ]);
      return { question, options: numericOptions(share, [(rent * v.o[2]!) / sumOf(v.o), (rent * v.t[2]!) / sumOf(v.t), rent / 3], rs, 5) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...PROFIT_LOSS, ...DISCOUNT, ...SUCCESSIVE, ...REVERSE, ...MIXTURE, ...PARTNERSHIP];
