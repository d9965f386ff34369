import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters shared by every server process on one PostgreSQL: one row per limited key (route and
 * caller) with the hits of its current window. Unlogged: a crash may forget a minute's counts, which is
 * cheaper than writing every sign-in attempt to the WAL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limits (
      key text primary key,
      hits integer not null,
      resets_at timestamptz not null
    )
  `.execute(db);
  await sql`create index rate_limits_resets_at on rate_limits (resets_at)`.execute(db);
}
