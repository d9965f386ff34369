/**
 * Encoded answers of the public catalogue for signed-out visitors, by request (docs/decisions/0005).
 * Every visitor asking the same page gets the same bytes until something they are made of changes, so
 * one query answers them all:
 *
 * - `invalidate()` forgets every answer at once (./catalogue-changes.ts calls it on each write that can
 *   change one, in this process and, through NOTIFY, in the others). A query already running when it is
 *   called may have read the old rows: its answer is handed to the requests that waited for it but not
 *   kept, and later requests start a query of their own.
 * - Requests missing the same key while its query runs wait for that one query (single flight).
 * - An answer is kept `maxAgeMs` at most: a safety net for what no write announces (a listing's end
 *   passing, a notification lost while the listening connection was down).
 * - At most `maxEntries` answers, the least recently asked forgotten first.
 * - While `suspend()`ed (the listening connection is lost, so other processes' writes go unheard) nothing
 *   is kept; `resume()` starts again from nothing.
 */
export function createCatalogueCache<Answer>({
  maxEntries = 1000,
  maxAgeMs = 5000,
  now,
}: {
  maxEntries?: number;
  maxAgeMs?: number;
  now: () => number;
}) {
  const kept = new Map<string, { answer: Answer; at: number }>();
  const running = new Map<string, Promise<Answer>>();
  let generation = 0;
  let suspended = false;

  function invalidate() {
    generation += 1;
    kept.clear();
    running.clear();
  }

  function fill(key: string, make: () => Promise<Answer>): Promise<Answer> {
    const startedIn = generation;
    const made = make().then(
      (answer) => {
        if (generation !== startedIn) return answer;
        running.delete(key);
        if (!suspended) {
          if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
          kept.set(key, { answer, at: now() });
        }
        return answer;
      },
      (error: unknown) => {
        if (generation === startedIn) running.delete(key);
        throw error;
      },
    );
    running.set(key, made);
    return made;
  }

  /** The kept answer for `key` while it is fresh (it becomes the most recently used), else undefined. */
  function peek(key: string): Answer | undefined {
    const entry = kept.get(key);
    if (!entry) return undefined;
    kept.delete(key);
    if (now() - entry.at >= maxAgeMs) return undefined;
    kept.set(key, entry);
    return entry.answer;
  }

  return {
    peek,
    /** The answer for `key`: kept, being made, or made now by `make`. */
    get(key: string, make: () => Promise<Answer>): Promise<Answer> {
      const answer = peek(key);
      if (answer !== undefined) return Promise.resolve(answer);
      return running.get(key) ?? fill(key, make);
    },
    invalidate,
    suspend() {
      suspended = true;
      invalidate();
    },
    resume() {
      suspended = false;
      invalidate();
    },
    /** How many answers are kept (tests). */
    size: () => kept.size,
  };
}
export type CatalogueCache<Answer> = ReturnType<typeof createCatalogueCache<Answer>>;
