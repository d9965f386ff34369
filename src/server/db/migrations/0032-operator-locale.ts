import { type Kysely, sql } from 'kysely';

/**
 * The language each operator signed in to the console with, and when, so that the mails the site sends
 * its operator (contact forms, a failed automatic charge) follow it. Operators made before read Japanese.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ja').check(sql`locale in ('ja', 'en')`))
    .addColumn('signed_in_at', 'timestamptz')
    .execute();
}
