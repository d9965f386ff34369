import type { StatementListener } from '../db/counting-dialect.ts';
import { hearWrites } from '../db/hear-writes.ts';

/**
 * How long a process keeps a session it has read. A sign-out, password change, suspension or withdrawal
 * made through this process takes effect at once (every such write empties the cache); one made through
 * another process, or straight in the database, within this long (docs/operations.md, "Several processes").
 */
export const SESSION_CACHE_MS = 2_000;
/** Sessions kept at most; past it the oldest kept is dropped. */
const MAX_KEPT = 10_000;

/** A write that can end a session or change what a session's account is (statement text, any case). */
const SESSION_WRITE =
  /\b(?:update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:sessions|accounts|operators)"?(?=[\s(;]|$)/i;

interface Kept<T> {
  value: T;
  /** Kept until then (the clock's milliseconds). */
  until: number;
}

/**
 * Sessions read in this process, by token hash, each kept SESSION_CACHE_MS and never past the session's
 * own expiry. Every statement this process runs that writes the sessions, accounts or operators empties
 * it, and so does the end of that statement's transaction: a read on another connection before the
 * commit saw the old rows. A read under way when the cache is emptied is not kept.
 */
export function createSessionCache<T>(deps: {
  now: () => number;
  onStatement: (listener: StatementListener) => () => void;
}) {
  const kept = new Map<string, Kept<T>>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  const stopHearing = hearWrites(deps.onStatement, SESSION_WRITE, forget);

  /** The kept session of `tokenHash`, or `load`'s (kept when it has one); `load` gives its expiry. */
  async function read(
    tokenHash: string,
    load: () => Promise<{ value: T; expiresAt: Date } | null>,
  ): Promise<T | null> {
    const now = deps.now();
    const hit = kept.get(tokenHash);
    if (hit && hit.until > now) return hit.value;
    if (hit) kept.delete(tokenHash);
    const started = generation;
    const loaded = await load();
    if (!loaded) return null;
    if (generation === started) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(tokenHash, {
        value: loaded.value,
        until: Math.min(now + SESSION_CACHE_MS, loaded.expiresAt.getTime()),
      });
    }
    return loaded.value;
  }

  return { read, close: stopHearing };
}
export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
