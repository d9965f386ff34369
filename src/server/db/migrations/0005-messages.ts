import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One conversation per cast and guest pair.
  await db.schema
    .createTable('message_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cast_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('message_groups_pair', ['cast_id', 'guest_id'])
    .execute();

  await db.schema
    .createTable('messages')
    // The order of a thread; the public id says nothing about it.
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('group_id', 'text', (c) => c.notNull().references('message_groups.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('messages_group_seq').on('messages').columns(['group_id', 'seq']).execute();
}
