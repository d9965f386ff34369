import { type Kysely, sql } from 'kysely';

/**
 * The company that sends the payouts (振込依頼人): the Zengin transfer file's header names it, its code
 * at its bank, and the account the transfers leave from. The operator keeps it in the console; one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_remitter')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo('site').check(sql`id = 'site'`))
    .addColumn('company_code', 'text', (c) => c.notNull())
    // Full-width katakana, like bank account holders; the file writes it in half width.
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('branch_code', 'text', (c) => c.notNull())
    .addColumn('branch_name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull().check(sql`account_type in ('futsu', 'toza')`))
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
