import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

const solve = (text: string) => solveQuantQuestion(parseQuestion(text));

describe('a question read only in part gets no answer', () => {
  it.each([
    // The ₹50 is the interest, not the principal; the question has a second step.
    'If the simple interest on a sum for 2 years at 5% per annum is Rs. 50, what is the compound interest on the same sum at the same rate and for the same time?',
    // Two 10% figures: a loss now and a gain wanted; reading one of them is not the question.
    'By selling an article for Rs. 720, a man loses 10%. At what price should he sell it to gain 10%?',
    // A share whose label the parser might miss would change the savings: every percentage must be read.
    'Rakesh spends 40% of his salary on food, 20% on rent and 10% on his children\u2019s school fees (yes, 10%). He saves Rs. 9,000. What is his salary?',
    'Two pipes can fill a tank in 10 and 15 minutes. Both are opened together. After 4 minutes the first pipe is closed. How long will the tank take to fill?',
    'At what time between 5 and 6 o\u2019clock will the hands of a clock point in opposite directions?',
    'The average marks of 30 students is 60. The average of boys is 65 and of girls is 55. How many boys are there?',
  ])('%s', (text) => {
    expect(solve(text)).toBeNull();
  });
});

describe('options', () => {
  it('takes the option that names the worked weekday', () => {
    const solution = solve('If 1st January 2021 was a Friday, what day of the week was 1st January 2022?\n(a) Friday (b) Saturday (c) Sunday (d) Thursday');
    expect(solution!.stated).toBe('Saturday');
    expect(solution!.option!.letter).toBe('B');
    expect(solution!.finalAnswerText).toContain('option (B)');
  });

  it('does not take an option with the right number and the wrong direction', () => {
    const solution = solve('A number is increased by 20% and then decreased by 20%. Find the net change percent.\n(a) 4% increase (b) 4% decrease (c) no change (d) 2% decrease');
    expect(solution!.option!.letter).toBe('B');
    expect(solution!.optionExplanations['A']).toMatch(/^Wrong/);
  });

  it('says plainly that no option matches instead of choosing one', () => {
    const solution = solve('A train 240 m long crosses a signal post in 16 seconds. What is its speed in km/hr?\n(a) 15 km/h (b) 60 km/h (c) 48 km/h (d) 36 km/h');
    expect(solution!.option).toBeNull();
    expect(solution!.finalAnswerText).toMatch(/54 km\/h.*None of the options/);
    expect(solution!.optionExplanations['A']).toMatch(/^Wrong/);
  });

  it('matches a ratio option written in other terms', () => {
    const solution = solve('In what ratio must rice costing ₹ 42 per kg be mixed with rice costing ₹ 54 per kg so that the mixture costs ₹ 46 per kg?\n(a) 1 : 2 (b) 4 : 2 (c) 3 : 1 (d) 2 : 3');
    expect(solution!.stated).toBe('2 : 1');
    expect(solution!.option!.letter).toBe('B');
  });
});

describe('what the student sees', () => {
  it('shows the working, the check that puts the answer back, the options and the answer, in that order', () => {
    const solution = solve('Find the amount on Rs 1000 at 10% per annum compounded annually for 3 years.\n(a) 331 (b) 1331 (c) 1300 (d) 1210');
    const titles = solution!.steps.map((step) => step.title);
    const check = titles.findIndex((title) => title.startsWith('Check: put the answer back'));
    expect(check).toBeGreaterThan(0);
    expect(titles.indexOf('Check the options')).toBeGreaterThan(check);
    expect(titles[titles.length - 1]).toBe('Answer');
    expect(solution!.steps[check]!.bullets.join(' ')).toContain('1,331');
    expect(solution!.workedSolution).toContain('**Check: put the answer back into the question**');
    expect(solution!.optionExplanations['A']).toMatch(/only the interest/);
  });

  it('writes the time the hands meet as minutes and a fraction past the hour', () => {
    expect(solve("At what time between 2 and 3 o'clock will the hands of a clock be together?")!.stated).toBe('10 10/11 minutes past 2');
  });
});
