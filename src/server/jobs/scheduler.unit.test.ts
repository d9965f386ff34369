import { describe, expect, it } from 'vitest';
import { createScheduler } from './scheduler.ts';

describe('scheduler', () => {
  it('runs every task on a tick and keeps going past a failing one', async () => {
    const errors: string[] = [];
    const scheduler = createScheduler(
      [
        { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
        { name: 'expire', run: async () => 3 },
      ],
      { intervalMs: 1000, onError: (task) => errors.push(task) },
    );
    expect(await scheduler.tick()).toEqual({ expire: 3 });
    expect(errors).toEqual(['broken']);
  });

  it('ticks on its interval without overlapping, and stops cleanly', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const scheduler = createScheduler(
      [
        {
          name: 'slow',
          run: async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            await new Promise((r) => setTimeout(r, 30));
            active--;
            runs++;
            return 0;
          },
        },
      ],
      { intervalMs: 5, onError: () => {} },
    );
    scheduler.start();
    await new Promise((r) => setTimeout(r, 120));
    await scheduler.stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBe(after);
    expect(maxActive).toBe(1);
  });
});
