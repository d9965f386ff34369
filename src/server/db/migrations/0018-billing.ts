import { type Kysely, sql } from 'kysely';

/**
 * Fees and subscriptions (docs/money.md). One table holds every monthly billing: a service's listing, a
 * cast's matching plan and an entry of a service charged by subscription. Each charge of a period (and
 * each retry of it) is a row of `subscription_charges`, recorded with its idempotency key before the
 * provider is called. The single matching fee taken at a match is a row of `matching_fees`.
 *
 * `service_listings` is folded into `subscriptions`: nothing was ever charged for a listing before this
 * migration, so a running listing keeps its current month as given and is first charged at its end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('listing', 'matching_plan', 'entry')`))
    // Whose card is charged: the cast (listing, plan) or the entry's payer.
    .addColumn('payer_id', 'text', (c) => c.notNull().references('accounts.id'))
    // The entry's supplier, who is owed each period less the platform's fee.
    .addColumn('supplier_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('service_id', 'text', (c) => c.references('services.id'))
    .addColumn('entry_id', 'text', (c) => c.unique().references('entries.id'))
    // An entry's amount and tax per period; for a listing or a plan, what the last period cost.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'ended')`))
    // Periods are whole months from this instant (the day of month clamped to short months).
    .addColumn('anchor_at', 'timestamptz', (c) => c.notNull())
    .addColumn('periods_paid', 'integer', (c) => c.notNull().defaultTo(0))
    // The end of the last paid period: the start of the next one.
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    // When the scheduler charges next: the period end, or the next retry after a decline.
    .addColumn('next_charge_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Set by a cancel: renewal stops and the subscription ends at the period end.
    .addColumn('cancel_requested_at', 'timestamptz')
    .addColumn('canceled_by', 'text', (c) => c.references('accounts.id'))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text', (c) =>
      c.check(sql`end_reason in ('canceled', 'payment_failed', 'not_applicable')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_due')
    .on('subscriptions')
    .columns(['status', 'next_charge_at'])
    .execute();
  // One running listing per service and one running plan per cast, whatever the races.
  await sql`create unique index subscriptions_one_listing on subscriptions (service_id)
    where kind = 'listing' and status = 'active'`.execute(db);
  await sql`create unique index subscriptions_one_plan on subscriptions (payer_id)
    where kind = 'matching_plan' and status = 'active'`.execute(db);

  await db.schema
    .createTable('subscription_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key: the first charge of a listing or a plan is claimed before its subscription (and,
    // for a service published at creation, its service) exists, so that a decline leaves nothing behind.
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payer_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('supplier_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('service_id', 'text')
    .addColumn('entry_id', 'text', (c) => c.references('entries.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('tax', 'bigint', (c) => c.notNull().defaultTo(0))
    // The platform's `regular` fee taken from an entry's period; 0 for the platform's own fees.
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // The card the attempt charges: a retry with its idempotency key must name the same card.
    .addColumn('customer_ref', 'text')
    .addColumn('card_ref', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'succeeded', 'declined')`),
    )
    .addColumn('decline_code', 'text')
    .addColumn('charge_ref', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('subscription_charges_subscription')
    .on('subscription_charges')
    .columns(['subscription_id', 'started_at'])
    .execute();
  // One charge in flight per subscription, and per service listing or cast plan for a first month
  // (claimed before the subscription exists): a concurrent claim inserts nothing and is told to wait.
  await sql`create unique index subscription_charges_one_pending on subscription_charges (subscription_id)
    where status = 'pending'`.execute(db);
  await sql`create unique index subscription_charges_one_first
    on subscription_charges (payer_id, kind, coalesce(service_id, ''))
    where status = 'pending' and kind in ('listing', 'matching_plan') and period = 1`.execute(db);

  await db.schema
    .createTable('matching_fees')
    .addColumn('entry_id', 'text', (c) => c.primaryKey().references('entries.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('matching_fees_supplier').on('matching_fees').column('supplier_id').execute();

  // Fixed at matching from the service's charge method: the entry is billed monthly while it is matched.
  await db.schema
    .alterTable('entries')
    .addColumn('by_subscription', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await sql`
    insert into subscriptions (id, kind, payer_id, service_id, amount, status, anchor_at, periods_paid,
      period_end, next_charge_at, cancel_requested_at, created_at)
    select l.id, 'listing', s.cast_id, s.id, l.monthly_fee, 'active', l.started_at, p.months,
      l.started_at + make_interval(months => p.months), l.started_at + make_interval(months => p.months),
      l.canceled_at, l.started_at
    from service_listings l
    join services s on s.id = l.service_id
    cross join lateral (select (extract(year from age(now(), l.started_at)) * 12
      + extract(month from age(now(), l.started_at)))::int + 1 as months) p
    where s.deleted_at is null and s.status = 'publish'
      and (l.canceled_at is null or s.listing_ends_at > now())`.execute(db);
  await db.schema.dropTable('service_listings').execute();
}
