import { type Kysely, sql } from 'kysely';

/**
 * Money (product decisions section 3). Amounts become `bigint`: an estimate of 10,000,000 yen × 1,000 is
 * ten billion yen, past what a 32-bit column holds. The API still answers with JSON numbers, and the
 * contracts refuse anything past Number.MAX_SAFE_INTEGER, so a bigint read back always fits a number.
 *
 * The ledger is double-entry with signed amounts: each transaction's lines sum to zero. A line names an
 * account (`provider`: money held at the card provider; `supplier`: what the platform owes a supplier;
 * `platform`: the platform's revenue; `payouts_due`: transfers decided and not yet made), the customer
 * account it concerns (`party_id`) and what it is (`kind`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [
    ['entries', 'amount'],
    ['entry_estimates', 'subtotal'],
    ['entry_estimates', 'tax'],
    ['entry_estimates', 'total'],
    ['entry_payments', 'amount'],
    ['service_menus', 'price'],
    ['services', 'min_price'],
    ['service_listings', 'monthly_fee'],
  ] as const) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
  }

  await db.schema
    .alterTable('entries')
    // The tax included in `amount`, fixed with it at matching.
    .addColumn('tax', 'bigint')
    // When the supplier reported completion: the "provided at" of the sales lists.
    .addColumn('provided_at', 'timestamptz')
    .execute();
  await sql`update entries e set tax = es.tax from entry_estimates es
    where es.entry_id = e.id and es.kind = 'last' and e.amount is not null`.execute(db);
  await sql`update entries e set provided_at = t.at from (
      select entry_id, min(created_at) as at from entry_transitions
      where to_status = 'completion_reported' group by entry_id) t
    where t.entry_id = e.id`.execute(db);

  await db.schema
    .alterTable('entry_payments')
    // The settlement of a succeeded payment: the tax it includes and the platform's fee taken from it.
    .addColumn('tax', 'bigint')
    .addColumn('fee', 'bigint')
    .addColumn('supplier_id', 'text', (c) => c.references('accounts.id'))
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the money moved for; each is null when it does not apply.
    .addColumn('entry_id', 'text', (c) => c.references('entries.id'))
    .addColumn('service_id', 'text', (c) => c.references('services.id'))
    .addColumn('source_id', 'text')
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    // Posting the same movement twice (a retried job, a replayed webhook) is refused by this key.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_transactions_entry')
    .on('ledger_transactions')
    .column('entry_id')
    .execute();
  await db.schema
    .createIndex('ledger_transactions_occurred')
    .on('ledger_transactions')
    .column('occurred_at')
    .execute();

  await db.schema
    .createTable('ledger_lines')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account', 'text', (c) =>
      c.notNull().check(sql`account in ('provider', 'supplier', 'platform', 'payouts_due')`),
    )
    .addColumn('party_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .execute();
  await db.schema
    .createIndex('ledger_lines_transaction')
    .on('ledger_lines')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('ledger_lines_party')
    .on('ledger_lines')
    .columns(['party_id', 'account'])
    .execute();

  // Refunds an operator gives when cancelling a paid entry (full or partial). Recorded before the
  // provider is called, with the key the provider sees, so a crash or a retry never refunds twice.
  await db.schema
    .createTable('entry_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('payer_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('accounts.id'))
    // The tax and the platform fee given back with the amount (src/core/money.ts remainingAfterRefund).
    .addColumn('tax_back', 'bigint', (c) => c.notNull())
    .addColumn('fee_back', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('refund_ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('entry_refunds_entry').on('entry_refunds').column('entry_id').execute();

  // Payouts: a batch per closing of a payout schedule (payment.paymentToSupplierSettings[i]).
  await db.schema
    .createTable('payout_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('setting_index', 'integer', (c) => c.notNull())
    // The closing day (Japan date, YYYY-MM-DD) and the instant the period closed.
    .addColumn('closing_date', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('payout_date', 'text', (c) => c.notNull())
    .addColumn('transfer_fee', 'bigint', (c) => c.notNull())
    .addColumn('minimum_amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'exported', 'paid')`))
    .addColumn('exported_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_by', 'text', (c) => c.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('payout_batches_closing', ['setting_index', 'closing_date'])
    .execute();
  await db.schema
    .createTable('payout_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull().references('payout_batches.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('accounts.id'))
    // What leaves the supplier's balance: the transfer (net) plus the transfer fee.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('transfer_fee', 'bigint', (c) => c.notNull())
    .addColumn('net', 'bigint', (c) => c.notNull().check(sql`net > 0`))
    // The bank account as it was when the batch was built: the transfer file must not change under it.
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('branch_code', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('payout_items_supplier', ['batch_id', 'supplier_id'])
    .execute();
  await db.schema.createIndex('payout_items_supplier_id').on('payout_items').column('supplier_id').execute();
}
