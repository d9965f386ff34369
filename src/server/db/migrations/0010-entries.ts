import { type Kysely, sql } from 'kysely';

/**
 * Entries (product decisions section 2): the entry with its lifecycle state, the estimates of both
 * parties, every transition, and the payment attempts that charge the payer once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
    .addColumn('service_menu_id', 'text', (c) => c.references('service_menus.id').onDelete('set null'))
    .addColumn('cast_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('belonging_id', 'text', (c) => c.references('guest_belongings.id').onDelete('set null'))
    // The flow type when the entry was made: a site changing it later does not swap roles mid-entry.
    .addColumn('flow_type', 'text', (c) => c.notNull().check(sql`flow_type in ('c2g', 'g2c')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('initial_estimate_approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('reservation_at', 'timestamptz')
    // What the payer pays, tax included, fixed at matching.
    .addColumn('amount', 'integer')
    // The deadline of the timer of the current state (none when nothing is timed).
    .addColumn('deadline_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('entries_guest_idempotency', ['guest_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('entries_cast').on('entries').columns(['cast_id', 'entered_at']).execute();
  await db.schema.createIndex('entries_guest').on('entries').columns(['guest_id', 'entered_at']).execute();
  await db.schema.createIndex('entries_service').on('entries').columns(['service_id', 'status']).execute();
  await sql`create index entries_deadline on entries (deadline_at) where deadline_at is not null`.execute(db);

  await db.schema
    .createTable('entry_estimates')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('initial', 'last')`))
    .addColumn('author_type', 'text', (c) => c.notNull().check(sql`author_type in ('cast', 'guest')`))
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_estimates_pk', ['entry_id', 'kind', 'author_type'])
    .execute();

  await db.schema
    .createTable('entry_transitions')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    // Null for the system (timers).
    .addColumn('actor_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('entry_transitions_entry')
    .on('entry_transitions')
    .columns(['entry_id', 'seq'])
    .execute();

  // One row per entry: the current payment attempt. Its idempotency key is recorded before the provider
  // is called, so a retry after a crash charges with the same key and the provider answers the first result.
  await db.schema
    .createTable('entry_payments')
    .addColumn('entry_id', 'text', (c) => c.primaryKey().references('entries.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'succeeded', 'declined')`),
    )
    .addColumn('charge_ref', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('reviews')
    .addForeignKeyConstraint('reviews_entry', ['entry_id'], 'entries', ['id'], (c) => c.onDelete('cascade'))
    .execute();
}
