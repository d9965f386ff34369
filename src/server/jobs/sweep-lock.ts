import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SweepLock } from './scheduler.ts';

/** The first key of every sweep's advisory lock, so that they do not meet other advisory locks. */
const SWEEP_LOCK_SPACE = 0x7453_7770;

/**
 * Several processes on one PostgreSQL each run the scheduler; a sweep runs in one of them at a time. Each
 * sweep is already safe to repeat, but one at a time also keeps two processes from calling a payment
 * provider or a mail server for the same due row at the same moment. The lock is a session advisory lock
 * on a connection kept for the run, so a process that dies mid-run releases it with its connection.
 */
export function postgresSweepLock(db: Kysely<Database>): SweepLock {
  return (name, run) =>
    db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${SWEEP_LOCK_SPACE}, hashtext(${name})) as locked
      `.execute(connection);
      if (!rows[0]?.locked) return undefined;
      try {
        return await run();
      } finally {
        await sql`select pg_advisory_unlock(${SWEEP_LOCK_SPACE}, hashtext(${name}))`.execute(connection);
      }
    });
}
