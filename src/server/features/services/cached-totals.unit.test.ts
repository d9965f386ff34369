import { describe, expect, it } from 'vitest';
import { createCachedTotals } from './cached-totals.ts';

/** A count the test finishes when it wants, recording how many times it ran. */
function manualCount() {
  const finishers: Array<(total: number) => void> = [];
  return {
    runs: () => finishers.length,
    count: () => new Promise<number>((resolve) => finishers.push(resolve)),
    finish: (total: number) => finishers.at(-1)?.(total),
  };
}

describe('cached catalogue totals', () => {
  it('counts once for many concurrent first requests of the same key, and apart for another key', async () => {
    const totals = createCachedTotals({ now: () => 0 });
    const counter = manualCount();
    const waiting = Array.from({ length: 50 }, () => totals('newest', counter.count));
    const other = totals('cooking', async () => 7);
    expect(counter.runs()).toBe(1);
    counter.finish(120);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(120));
    expect(await other).toBe(7);
  });

  it('after expiry answers the stale total to every request while exactly one counts again', async () => {
    let clock = 0;
    const totals = createCachedTotals({ maxAgeMs: 10_000, now: () => clock });
    const counter = manualCount();
    const first = totals('newest', counter.count);
    counter.finish(100);
    expect(await first).toBe(100);

    clock = 10_000;
    const afterExpiry = await Promise.all(Array.from({ length: 50 }, () => totals('newest', counter.count)));
    expect(afterExpiry).toEqual(Array(50).fill(100));
    expect(counter.runs()).toBe(2);

    counter.finish(101);
    await Promise.resolve();
    expect(await totals('newest', counter.count)).toBe(101);
    expect(counter.runs()).toBe(2);
  });

  it('keeps the stale total when a recount fails, and counts again on the next request', async () => {
    let clock = 0;
    const totals = createCachedTotals({ maxAgeMs: 10, now: () => clock });
    expect(await totals('newest', async () => 5)).toBe(5);
    clock = 10;
    let failed = false;
    expect(
      await totals('newest', async () => {
        failed = true;
        throw new Error('database gone');
      }),
    ).toBe(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(failed).toBe(true);
    expect(await totals('newest', async () => 6)).toBe(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await totals('newest', async () => 7)).toBe(6);
  });

  it('lets a first request see a failed count as an error, and the next one count again', async () => {
    const totals = createCachedTotals();
    await expect(totals('newest', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await totals('newest', async () => 3)).toBe(3);
  });
});
