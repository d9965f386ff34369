import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How many mails wait to leave and how many were given up on (the console and /metrics show both). */
export async function outboxDepth(db: Kysely<Database>): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), failed: count('failed') };
}
