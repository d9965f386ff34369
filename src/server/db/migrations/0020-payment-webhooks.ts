import { type Kysely, sql } from 'kysely';

/**
 * What a real provider needs here: the webhook events already handled (a provider delivers an event at
 * least once, so each is acted on once, by its id), the provider's customer of each account (one
 * customer holds the account's cards), and the card each entry payment attempt charges (a retry with
 * the attempt's idempotency key must name the same card, or the provider refuses it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_webhook_events_pkey', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('stripe_customers')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
    .addColumn('customer_ref', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('entry_payments')
    .addColumn('customer_ref', 'text')
    .addColumn('card_ref', 'text')
    .execute();
}
