import { describe, expect, it } from 'vitest';
import { closingTakingUp, expectedPayout, lastClosingBefore, payoutDateOf } from './closing-dates.ts';

describe('payout schedule days', () => {
  it('closes at the end of the closing day; 31 is the last day of short months', () => {
    expect(lastClosingBefore('2026-12-01', 31)).toBe('2026-11-30');
    expect(lastClosingBefore('2026-11-30', 31)).toBe('2026-10-31');
    expect(lastClosingBefore('2026-03-01', 31)).toBe('2026-02-28');
    expect(lastClosingBefore('2026-11-16', 15)).toBe('2026-11-15');
    expect(lastClosingBefore('2026-11-15', 15)).toBe('2026-10-15');
    expect(lastClosingBefore('2027-01-10', 20)).toBe('2026-12-20');
  });

  it('pays on the payout day of the following month, clamped to its last day', () => {
    expect(payoutDateOf('2026-11-30', 15)).toBe('2026-12-15');
    expect(payoutDateOf('2026-12-31', 10)).toBe('2027-01-10');
    expect(payoutDateOf('2027-01-31', 31)).toBe('2027-02-28');
  });

  it('takes a sale up at the first closing on or after its day', () => {
    expect(closingTakingUp('2026-11-30', 31)).toBe('2026-11-30');
    expect(closingTakingUp('2026-12-01', 31)).toBe('2026-12-31');
    expect(closingTakingUp('2027-02-28', 31)).toBe('2027-02-28');
    expect(closingTakingUp('2026-12-15', 15)).toBe('2026-12-15');
    expect(closingTakingUp('2026-12-16', 15)).toBe('2027-01-15');
  });
});

/**
 * Issue 30's table, computed by hand: three schedules (month end paid on the 15th; the 15th paid on the
 * 10th; the 20th paid at the month's end), each alone, and sales on both sides of the closing day.
 */
describe('the expected payout date of a sale', () => {
  const MONTH_END = { closingDay: 31, payoutDay: 15 };
  const FIFTEENTH = { closingDay: 15, payoutDay: 10 };
  const TWENTIETH = { closingDay: 20, payoutDay: 31 };
  const table: [string, { closingDay: number; payoutDay: number }, string, string][] = [
    // sale day, schedule, closing, payout
    ['2026-11-30', MONTH_END, '2026-11-30', '2026-12-15'],
    ['2026-12-01', MONTH_END, '2026-12-31', '2027-01-15'],
    ['2026-12-31', MONTH_END, '2026-12-31', '2027-01-15'],
    ['2027-01-01', MONTH_END, '2027-01-31', '2027-02-15'],
    ['2027-02-28', MONTH_END, '2027-02-28', '2027-03-15'],
    ['2026-12-15', FIFTEENTH, '2026-12-15', '2027-01-10'],
    ['2026-12-16', FIFTEENTH, '2027-01-15', '2027-02-10'],
    ['2026-12-14', FIFTEENTH, '2026-12-15', '2027-01-10'],
    ['2026-12-20', TWENTIETH, '2026-12-20', '2027-01-31'],
    ['2026-12-21', TWENTIETH, '2027-01-20', '2027-02-28'],
    ['2027-01-19', TWENTIETH, '2027-01-20', '2027-02-28'],
  ];

  for (const [day, schedule, closingDate, payoutDate] of table) {
    it(`a sale of ${day}, closing on day ${schedule.closingDay}: closed ${closingDate}, paid ${payoutDate}`, () => {
      expect(expectedPayout(day, [schedule])).toEqual({ closingDate, payoutDate, schedule: 0 });
    });
  }

  it('with several schedules, the first closing takes the sale; none without a schedule', () => {
    expect(expectedPayout('2026-12-16', [MONTH_END, FIFTEENTH, TWENTIETH])).toEqual({
      closingDate: '2026-12-20',
      payoutDate: '2027-01-31',
      schedule: 2,
    });
    expect(expectedPayout('2026-12-21', [MONTH_END, FIFTEENTH, TWENTIETH])).toEqual({
      closingDate: '2026-12-31',
      payoutDate: '2027-01-15',
      schedule: 0,
    });
    expect(expectedPayout('2026-12-21', [])).toBeNull();
  });
});
