import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cast_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'publish', 'unpublish')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('charge_method', 'text', (c) => c.notNull())
    .addColumn('hour_type', 'text', (c) => c.notNull())
    .addColumn('image_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Lower-cased title, description and text values: what the keyword search looks in.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('min_price', 'integer')
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz')
    .addColumn('listing_ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('services_cast').on('services').columns(['cast_id', 'created_at']).execute();
  await sql`create index services_public_newest on services (published_at desc, id) where status = 'publish' and deleted_at is null`.execute(
    db,
  );
  await sql`create index services_public_price on services (min_price, id) where status = 'publish' and deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('service_menus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('service_menus_service')
    .on('service_menus')
    .columns(['service_id', 'created_at'])
    .execute();

  // A listing the cast pays monthly for when the site charges a listing fee (billed by the money work).
  await db.schema
    .createTable('service_listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('monthly_fee', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('canceled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('service_favorites')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('service_favorites_pk', ['account_id', 'service_id'])
    .execute();
}
