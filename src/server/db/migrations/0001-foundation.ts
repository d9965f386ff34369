import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('draft', 'jsonb')
    .addColumn('preview_token_hash', 'text')
    .addColumn('preview_expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('cast', 'guest')`))
    .addColumn('customer_account_type', 'text', (c) =>
      c.notNull().check(sql`customer_account_type in ('individual', 'company')`),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'withdrawn')`),
    )
    .addColumn('notification_timing', 'text', (c) =>
      c
        .notNull()
        .defaultTo('always')
        .check(sql`notification_timing in ('always', 'after_matching', 'never')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  // One account per role and e-mail: a person may be both a cast and a guest, with separate accounts.
  await db.schema
    .createIndex('accounts_type_email_unique')
    .on('accounts')
    .columns(['type', 'email_normalized'])
    .unique()
    .execute();

  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('sessions_one_holder', sql`(account_id is null) <> (operator_id is null)`)
    .execute();
  await db.schema.createIndex('sessions_account_id').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('public', 'cast', 'guest')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notices_audience_published')
    .on('notices')
    .columns(['audience', 'published_at'])
    .execute();
}
