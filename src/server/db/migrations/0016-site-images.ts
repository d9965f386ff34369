import { type Kysely, sql } from 'kysely';

/**
 * Images the operator uploads for the site itself (the OGP image). Operators own no customer account, so
 * these are not customer uploads; they are public, small (bounded on upload), written in the same
 * transaction as their audit record, and so kept in the database rather than the file store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
