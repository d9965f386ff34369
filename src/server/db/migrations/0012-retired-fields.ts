import { type Kysely, sql } from 'kysely';

/**
 * Fields an operator removed from a form: kept beside the form (definition, label, when) so that the
 * answers customers gave to them stay readable with their label.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('form_schemas')
    .addColumn('retired', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}
