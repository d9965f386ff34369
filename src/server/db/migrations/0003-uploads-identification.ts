import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('file', 'image')`))
    .addColumn('is_private', 'boolean', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').column('owner_account_id').execute();

  await db.schema
    .createTable('identifications')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('upload_ids', 'jsonb', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) =>
      c.notNull().check(sql`review_status in ('pending', 'returned', 'approved')`),
    )
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .execute();
}
