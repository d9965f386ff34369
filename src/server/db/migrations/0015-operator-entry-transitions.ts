import type { Kysely } from 'kysely';

/**
 * An operator may cancel an entry from the console (status `operator_canceled`). The transition names
 * the operator who did it; `actor_id` keeps pointing at customer accounts only, so the operator gets a
 * column of its own with its own reference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('entry_transitions')
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .execute();
}
