import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeekKey, shiftWeek, weekBounds, weekLabel, weekOf, type OffsetOf } from '../../../core/weekly-report/week.rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const india: OffsetOf = () => 330;
const newYork: OffsetOf = () => -300;
/** A zone that moves its clocks forward an hour on 2026-03-29 01:00 UTC and back on 2026-10-25 01:00 UTC (as Europe does). */
const summerTime: OffsetOf = (t) => (t >= Date.UTC(2026, 2, 29, 1) && t < Date.UTC(2026, 9, 25, 1) ? 120 : 60);
const zones = fc.constantFrom(india, newYork, summerTime, () => 0, () => 14 * 60, () => -12 * 60);
const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

describe('weeks', () => {
  it('start on Monday in the student’s own zone', () => {
    // Sunday 29 Nov 2026 20:00 UTC is already Monday 30 Nov 01:30 in India.
    expect(weekOf(Date.UTC(2026, 10, 29, 20, 0), india)).toBe('2026-11-30');
    expect(weekOf(Date.UTC(2026, 10, 29, 20, 0), newYork)).toBe('2026-11-23');
    expect(weekBounds('2026-11-23', india)).toEqual({ start: Date.UTC(2026, 10, 22, 18, 30), end: Date.UTC(2026, 10, 29, 18, 30) });
  });

  it('are a week long, an hour shorter or longer when the clocks change', () => {
    const spring = weekBounds('2026-03-23', summerTime);
    expect(spring.end - spring.start).toBe(7 * DAY - HOUR);
    const autumn = weekBounds('2026-10-19', summerTime);
    expect(autumn.end - autumn.start).toBe(7 * DAY + HOUR);
  });

  it('hold every instant: its week begins at or before it and ends after it', { timeout: 0 }, () => {
    fc.assert(
      fc.property(instants, zones, (t, zone) => {
        const week = weekOf(t, zone);
        const { start, end } = weekBounds(week, zone);
        expect(isWeekKey(week)).toBe(true);
        expect(start).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(end);
        expect(weekOf(start, zone)).toBe(week);
        expect(weekOf(end - 1, zone)).toBe(week);
        expect(weekOf(end, zone)).toBe(shiftWeek(week, 1));
      }),
    );
  });

  it('follow each other with no gap', { timeout: 0 }, () => {
    fc.assert(
      fc.property(instants, zones, fc.integer({ min: -60, max: 60 }), (t, zone, weeks) => {
        const week = shiftWeek(weekOf(t, zone), weeks);
        expect(weekBounds(week, zone).end).toBe(weekBounds(shiftWeek(week, 1), zone).start);
        expect(shiftWeek(shiftWeek(week, weeks), -weeks)).toBe(week);
      }),
    );
  });

  it('are named by a real Monday only', () => {
    expect(isWeekKey('2026-11-23')).toBe(true);
    expect(isWeekKey('2026-11-24')).toBe(false);
    expect(isWeekKey('2026-02-30')).toBe(false);
    expect(isWeekKey('23-11-2026')).toBe(false);
    expect(isWeekKey('')).toBe(false);
  });

  it('read as Monday to Sunday', () => {
    expect(weekLabel('2026-11-23')).toBe('Mon 23 Nov to Sun 29 Nov 2026');
    expect(weekLabel('2026-12-28')).toBe('Mon 28 Dec to Sun 3 Jan 2027');
  });
});
