import type { Kysely } from 'kysely';

/**
 * A suspended cast's services leave the public catalogue without losing their own status: the flag is
 * set and cleared with the suspension, so a restore brings back exactly what was published. It sits on
 * the services themselves because the catalogue's queries deliberately do not join the accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('owner_suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
