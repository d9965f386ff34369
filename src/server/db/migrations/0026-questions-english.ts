import type { Kysely } from 'kysely';

/**
 * The English version of each question and answer of the Q&A: empty until written, and an empty one shows
 * the Japanese (docs/i18n.md), as the pages' English versions do (0023).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('question_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
