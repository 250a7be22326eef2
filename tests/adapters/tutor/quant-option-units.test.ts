import { describe, expect, it } from 'vitest';
import { optionMatches } from '../../../adapters/tutor/doubt/quant/solve-quant-question';
import type { QuantAnswer, QuantUnit } from '../../../adapters/tutor/doubt/quant/quant-answer';
import { checkedSolution } from '../../support/quant-doubt-checks';

const worked = (value: number, unit: QuantUnit): QuantAnswer => ({ kind: 'speed-distance', values: [value], unit, label: 'The value', steps: [], mistakes: [], givens: [] });

describe('an option that states the worked value in another unit', () => {
  it.each([
    [5, 'hours', '300 minutes'],
    [90, 'minutes', '1.5 hrs'],
    [2, 'days', '48 hours'],
    [2.5, 'm', '250 cm'],
    [1.2, 'km', '1200 metres'],
    [10, 'm/s', '36 km/hr'],
    [10, 'm/s', '36 kmph'],
    [36, 'km/h', '10 m/sec'],
  ] as const)('%s %s is %s', (value, unit, option) => {
    expect(optionMatches(worked(value, unit), option)).toBe(true);
  });

  it.each([
    [5, 'hours', '5 minutes'],
    [2.5, 'm', '2.5 cm'],
    [10, 'm/s', '10 km/h'],
    [300, 'minutes', '300 hours'],
  ] as const)('%s %s is not %s: the same number in another unit', (value, unit, option) => {
    expect(optionMatches(worked(value, unit), option)).toBe(false);
  });

  it('keeps matching a bare number and the same unit', () => {
    expect(optionMatches(worked(90, 'minutes'), '90')).toBe(true);
    expect(optionMatches(worked(250, 'm'), '250 metres')).toBe(true);
  });

  it('picks the option in minutes for a time worked in hours, where the same number in minutes is also offered', () => {
    const worked = checkedSolution('A car covers 300 km at 60 km/h. How long does it take? (a) 5 minutes (b) 300 minutes (c) 250 minutes (d) 6 hours');
    expect(worked?.option?.letter).toBe('B');
  });
});
