import { type Kysely, sql } from 'kysely';

/**
 * Appointments (product decisions, section 7): a cast's opening hours, each service's booking rules, a
 * menu's duration, the time an entry books and the units or hours it books (its charge method's
 * quantity), a new time one party proposes, and the table that holds each booked time. Its exclusion
 * constraint is what makes two overlapping holds of one cast impossible, whatever the code does: a row is
 * a held time (with the service's buffer after it) while its entry waits for an answer, and for good once
 * matched. A trigger on the entries' status keeps it: a match holds for good, a waiting step holds until
 * the entry's deadline, and an entry that ends (declined, cancelled, expired) frees its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // btree_gist gives `=` on text to a GiST index, which the constraint pairs with `&&` on the time range.
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`
    alter table services
      add column lead_minutes integer not null default 120,
      add column buffer_minutes integer not null default 0,
      add column horizon_days integer not null default 60,
      add column instant_booking boolean not null default false`.execute(db);
  await sql`alter table service_menus add column duration_minutes integer`.execute(db);
  await sql`
    alter table entries
      add column appointment_starts_at timestamptz,
      add column appointment_ends_at timestamptz,
      add column appointment_reminded_at timestamptz,
      add column quantity integer not null default 1 check (quantity >= 1),
      add column proposed_starts_at timestamptz,
      add column proposed_ends_at timestamptz,
      add column proposed_by text check (proposed_by in ('cast', 'guest'))`.execute(db);
  await sql`
    create table cast_availability (
      cast_id text primary key references accounts(id) on delete cascade,
      weekly jsonb not null,
      dates jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table appointments (
      entry_id text primary key references entries(id) on delete cascade,
      cast_id text not null references accounts(id) on delete cascade,
      blocks tstzrange not null,
      held_until timestamptz,
      constraint appointments_no_overlap exclude using gist (cast_id with =, blocks with &&)
    )`.execute(db);
  await sql`
    create function entries_hold_appointment() returns trigger language plpgsql as $$
    begin
      if new.status in ('matched', 'completion_reported', 'paid', 'reviewed') then
        update appointments set held_until = null where entry_id = new.id and held_until is not null;
      elsif new.status in ('entered', 'estimated', 'last_estimated', 'ordered') then
        update appointments set held_until = new.deadline_at
          where entry_id = new.id and held_until is distinct from new.deadline_at;
      else
        delete from appointments where entry_id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger entries_hold_appointment after update of status, deadline_at on entries
      for each row when (new.appointment_starts_at is not null)
      execute function entries_hold_appointment()`.execute(db);
}
