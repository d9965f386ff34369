import { type Kysely, sql } from 'kysely';

const PUBLIC = sql.raw(`where status = 'publish' and deleted_at is null`);

/**
 * How many entries of a service were booked (reached the match), kept on the row like its rating so the
 * catalogue's `popularity` order (bookings, then rating, then favorites) reads it from an index. Entries
 * booked before this migration are counted: those now at or past the match, and those cancelled after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('booking_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update services s set booking_count = (
      select count(*) from entries e
      where e.service_id = s.id
        and (e.status in ('matched', 'completion_reported', 'paid', 'reviewed')
          or exists (select 1 from entry_transitions t where t.entry_id = e.id and t.to_status = 'matched'))
    )`.execute(db);
  await sql`drop index if exists services_public_popularity`.execute(db);
  await sql`create index services_public_popularity on services (booking_count desc, rating_average desc nulls last, favorite_count desc, published_at desc, id) ${PUBLIC}`.execute(
    db,
  );
}
