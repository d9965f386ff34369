import { type Kysely, sql } from 'kysely';

/** Rows the public catalogue may show; every ordering index of the catalogue is limited to them. */
const PUBLIC = sql.raw(`where status = 'publish' and deleted_at is null`);

/**
 * Search and order at catalogue scale (100k services), reviews (filled by the entries feature), the
 * menus' custom values, and the per-site page layouts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Keyword search is a substring match (Japanese has no spaces between words); trigram indexes answer
  // it for words of three characters or more, and PostgreSQL 13+ lets a database owner install pg_trgm.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists services_search_text on services using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  // Choice filters are containment (`values @> {...}`), which a jsonb_path_ops GIN index answers.
  await sql`create index if not exists services_values on services using gin ("values" jsonb_path_ops)`.execute(
    db,
  );

  await db.schema
    .alterTable('services')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Average of the visible reviews, kept on the row so the catalogue can sort by it.
    .addColumn('rating_average', sql`numeric(3, 2)`)
    .execute();

  // One index per catalogue order, matching its ORDER BY exactly (ties: newest first, then id), so a
  // page is read from the index without sorting the catalogue.
  await sql`drop index if exists services_public_price`.execute(db);
  await sql`create index services_public_price_asc on services (min_price asc nulls last, published_at desc, id) ${PUBLIC}`.execute(
    db,
  );
  await sql`create index services_public_price_desc on services (min_price desc nulls last, published_at desc, id) ${PUBLIC}`.execute(
    db,
  );
  await sql`create index services_public_rating on services (rating_average desc nulls last, published_at desc, id) ${PUBLIC}`.execute(
    db,
  );
  await sql`create index services_public_popularity on services (favorite_count desc, published_at desc, id) ${PUBLIC}`.execute(
    db,
  );

  await db.schema
    .alterTable('service_menus')
    .addColumn('values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The entries feature adds the foreign key when its table exists.
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // Who is reviewed: the service's cast (a guest's review) or the guest (a cast's review).
    .addColumn('subject_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Reviews are blind: null until both parties have reviewed or the review window has closed.
    .addColumn('published_at', 'timestamptz')
    .addUniqueConstraint('reviews_entry_author', ['entry_id', 'author_id'])
    .execute();
  await db.schema
    .createIndex('reviews_service')
    .on('reviews')
    .columns(['service_id', 'published_at'])
    .execute();
  await db.schema
    .createIndex('reviews_subject')
    .on('reviews')
    .columns(['subject_id', 'published_at'])
    .execute();

  // Casts browse guests newest first and filter on their public profile values.
  await sql`create index accounts_guests_newest on accounts (created_at desc, id) where type = 'guest' and status = 'active'`.execute(
    db,
  );
  await sql`create index accounts_profile on accounts using gin (profile jsonb_path_ops)`.execute(db);

  await db.schema
    .createTable('layouts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('layout', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
