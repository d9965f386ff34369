import type { Kysely } from 'kysely';

/**
 * The English version of the notices an operator writes: empty until written, and an empty one shows the
 * Japanese (docs/i18n.md). Personal notices are written in their reader's language when they are made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notices')
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
