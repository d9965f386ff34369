/**
 * Sizes of the reliability runs. `npm test` runs them small; `npm run soak` (scripts/soak.ts) sets the
 * variables to the long forms of issue 14.
 */
export function reliabilitySize(variable: string, fallback: number): number {
  const value = Number(process.env[variable]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The seed of a randomised run: RELIABILITY_SEED replays one, else a fresh one (printed on failure). */
export function reliabilitySeed(): number {
  const value = Number(process.env.RELIABILITY_SEED);
  return Number.isInteger(value) ? value : Math.floor(Math.random() * 2 ** 31);
}

/** Runs `work` over `items` with at most `concurrency` in flight at once. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
