import { type Kysely, sql } from 'kysely';

/**
 * Casts and guests finding each other: a cast's favorite guests, the scouts a cast sends (each one a
 * message about one of the cast's services, limited per day and per guest and service), and the
 * service a message is about (a scout's message links to the service's entry form).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_favorites')
    .addColumn('cast_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('guest_favorites_pkey', ['cast_id', 'guest_id'])
    .execute();

  await db.schema
    .alterTable('messages')
    .addColumn('service_id', 'text', (c) => c.references('services.id'))
    .execute();

  await db.schema
    .createTable('scouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cast_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The daily limit counts a cast's recent scouts; the repeat rule looks up one guest and service.
  await db.schema
    .createIndex('scouts_cast_created')
    .on('scouts')
    .columns(['cast_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('scouts_pair_service')
    .on('scouts')
    .columns(['cast_id', 'guest_id', 'service_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('scouts_guest_created')
    .on('scouts')
    .columns(['guest_id', 'created_at'])
    .execute();
}
