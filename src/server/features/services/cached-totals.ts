/**
 * Totals of catalogue searches, kept for a few seconds per filter key: counting a large catalogue costs
 * more than the page itself, and a total a few seconds old misleads nobody (the rows are always fresh).
 * Single flight: requests waiting for the same key share one count, and once a total expires the stale
 * one keeps being answered while a single request counts again, so an expiry never makes every waiting
 * request count at once.
 */
export function createCachedTotals({
  maxAgeMs = 10_000,
  maxKeys = 500,
  now = () => performance.now(),
}: {
  maxAgeMs?: number;
  maxKeys?: number;
  now?: () => number;
} = {}) {
  const known = new Map<string, { total: number; at: number }>();
  const counting = new Map<string, Promise<number>>();

  function countOnce(key: string, count: () => Promise<number>): Promise<number> {
    const running = counting.get(key);
    if (running) return running;
    const started = count()
      .then((total) => {
        if (known.size >= maxKeys) known.clear();
        known.set(key, { total, at: now() });
        return total;
      })
      .finally(() => counting.delete(key));
    counting.set(key, started);
    return started;
  }

  return async function total(key: string, count: () => Promise<number>): Promise<number> {
    const entry = known.get(key);
    if (!entry) return countOnce(key, count);
    if (now() - entry.at >= maxAgeMs) {
      // A failed recount leaves the stale total in place: the next request after it tries again.
      countOnce(key, count).catch(() => {});
    }
    return entry.total;
  };
}
