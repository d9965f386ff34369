import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SweepTask } from '../jobs/scheduler.ts';

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so every process behind one address shares
 * a caller's count (the plugin's default store counts per process, which N processes would multiply by N).
 * One statement per hit: it opens a window, or counts into the open one, and answers the count and the
 * time left, measured by the database's clock so that processes on different machines agree.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /**
     * The plugin constructs the store with its options (none apply here); routes count apart, as in the
     * default store, by their method and path in the key.
     */
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''} `);
    }
  }

  async function hit(key: string, windowMs: number) {
    const { rows } = await sql<{ hits: number; ttl: number }>`
      insert into rate_limits as r (key, hits, resets_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
        resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
      returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::integer as ttl
    `.execute(db);
    const row = rows[0];
    if (!row) throw new Error('the rate-limit upsert returned no row');
    return { current: row.hits, ttl: row.ttl };
  }

  return PostgresRateLimitStore;
}

/** Forgets windows that have ended, so the table holds only the callers of the last few minutes. */
export function rateLimitPruneTask(db: Kysely<Database>): SweepTask {
  return {
    name: 'rate-limits.prune',
    async run() {
      const result = await db
        .deleteFrom('rate_limits')
        .where('resets_at', '<', sql<Date>`now()`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
