import { type Kysely, sql } from 'kysely';

/**
 * The operator console: its audit log, suspension of customer accounts by an operator, and notices
 * addressed to one account (what the console tells a customer: a returned identification, an
 * unpublished service), and the handled mark of contact messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();

  await sql`alter table accounts drop constraint accounts_status_check`.execute(db);
  await sql`alter table accounts add constraint accounts_status_check
    check (status in ('active', 'withdrawn', 'suspended'))`.execute(db);
  await db.schema
    .alterTable('accounts')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspension_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await sql`alter table notices drop constraint notices_audience_check`.execute(db);
  await sql`alter table notices add constraint notices_audience_check
    check (audience in ('public', 'cast', 'guest', 'account'))`.execute(db);
  await db.schema
    .alterTable('notices')
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .execute();
  await sql`alter table notices add constraint notices_account_addressed
    check ((audience = 'account') = (account_id is not null))`.execute(db);
  await db.schema
    .createIndex('notices_account_published')
    .on('notices')
    .columns(['account_id', 'published_at'])
    .where(sql.ref('account_id'), 'is not', null)
    .execute();

  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'timestamptz').execute();
}
