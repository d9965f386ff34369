import type { Kysely } from 'kysely';

// The sandbox declines a charge on a card past its expiry month, as a card network does; existing
// sandbox cards (demo data only) count as expiring far in the future.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sandbox_cards')
    .addColumn('exp_month', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('exp_year', 'integer', (c) => c.notNull().defaultTo(2099))
    .execute();
}
