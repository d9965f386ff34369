import type { Kysely } from 'kysely';

/**
 * The English version of each page the operator writes (free pages, terms, privacy policy): empty until
 * written, and an empty one shows the Japanese page (docs/i18n.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('content_pages')
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
