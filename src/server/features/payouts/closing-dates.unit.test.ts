import { describe, expect, it } from 'vitest';
import { lastClosingBefore, payoutDateOf } from './closing-dates.ts';

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
});
