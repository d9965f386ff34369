import { type Kysely, sql } from 'kysely';

/**
 * A person's picture (an image upload they own; it goes when the upload goes) and the language they
 * read the site in, which their e-mails follow. Accounts made before read Japanese, the site's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('avatar_image_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ja').check(sql`locale in ('ja', 'en')`))
    .execute();
}
