import { type Kysely, sql } from 'kysely';

/**
 * Every statement that can change what the public catalogue shows notifies `tsunagu_catalogue` when its
 * transaction commits, whichever process or client ran it: the server processes on one PostgreSQL listen
 * and forget their kept catalogue answers (features/services/catalogue-changes.ts). One notification a
 * statement, not a row, so a bulk write costs one. The accounts count only for what a listing shows of
 * its cast; the site settings only once published (a draft changes nothing public).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('tsunagu_catalogue', '');
      return null;
    end
    $$
  `.execute(db);
  const watched = [
    ['services', 'insert or update or delete or truncate'],
    ['accounts', 'update of nickname, avatar_image_id or delete'],
    ['site_settings', 'insert or update of settings or delete'],
    ['form_schemas', 'insert or update or delete'],
  ] as const;
  for (const [table, events] of watched) {
    await sql`
      create trigger ${sql.raw(`${table}_catalogue_changed`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function notify_catalogue_changed()
    `.execute(db);
  }
}
