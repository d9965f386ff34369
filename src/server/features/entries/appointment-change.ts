import type { Kysely } from 'kysely';
import type { Entry } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Availability } from '../availability/service.ts';
import type { Viewer } from './entry-view.ts';
import type { EntryNotifier } from './notify.ts';
import type { Entries } from './service.ts';

const other = (type: AccountType): AccountType => (type === 'cast' ? 'guest' : 'cast');

/**
 * Moving a matched appointment (product decisions, section 7): either party proposes a new start, one of
 * the slots the cast's hours offer, as long as the appointment is; the other accepts, which moves the
 * held time in one transaction (the exclusion constraint answers 409 when the time was taken meanwhile),
 * or declines. The proposer may withdraw. Each step is mailed to the party it waits on or answers.
 */
export function createAppointmentChanges(deps: {
  db: Kysely<Database>;
  clock: Clock;
  availability: Availability;
  entries: Entries;
  notify: EntryNotifier;
}) {
  const { db } = deps;

  /** The viewer's matched entry with its appointment and the service's rules; 404 when not theirs. */
  async function matchedEntry(viewer: Viewer, entryId: string) {
    const row = await db
      .selectFrom('entries as e')
      .innerJoin('services as s', 's.id', 'e.service_id')
      .select([
        'e.id',
        'e.status',
        'e.cast_id',
        'e.guest_id',
        'e.service_menu_id',
        'e.quantity',
        'e.appointment_starts_at',
        'e.appointment_ends_at',
        'e.proposed_starts_at',
        'e.proposed_ends_at',
        'e.proposed_by',
        's.id as service_id',
        's.charge_method',
        's.hour_type',
        's.lead_minutes',
        's.buffer_minutes',
        's.horizon_days',
        's.instant_booking',
      ])
      .where('e.id', '=', entryId)
      .where(viewer.type === 'cast' ? 'e.cast_id' : 'e.guest_id', '=', viewer.id)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    if (row.status !== 'matched' || !row.appointment_starts_at || !row.appointment_ends_at) {
      throw AppError.conflict('entries.notNow');
    }
    return {
      ...row,
      appointment_starts_at: row.appointment_starts_at,
      appointment_ends_at: row.appointment_ends_at,
    };
  }

  const counterpartOf = (entry: { cast_id: string; guest_id: string }, viewer: Viewer) =>
    viewer.type === 'cast' ? entry.guest_id : entry.cast_id;

  async function propose(viewer: Viewer, entryId: string, startsAt: string): Promise<Entry> {
    const entry = await matchedEntry(viewer, entryId);
    const service = { ...entry, id: entry.service_id };
    const slot = await deps.availability.appointmentOf(service, {
      startsAt,
      menuId: entry.service_menu_id,
      hours: entry.charge_method === 'hourly' ? entry.quantity : null,
    });
    if (slot.start.getTime() === entry.appointment_starts_at.getTime()) {
      throw AppError.validation({ startsAt: [{ key: 'entries.sameTime' }] });
    }
    await db
      .updateTable('entries')
      .set({ proposed_starts_at: slot.start, proposed_ends_at: slot.end, proposed_by: viewer.type })
      .where('id', '=', entryId)
      .where('status', '=', 'matched')
      .execute();
    await deps.notify.appointmentProposed(entryId, counterpartOf(entry, viewer), {
      by: viewer.type,
      current: entry.appointment_starts_at,
      proposed: slot.start,
    });
    return deps.entries.load(viewer, entryId);
  }

  /** The other party's yes: the held time moves to the proposed one. */
  async function accept(viewer: Viewer, entryId: string): Promise<Entry> {
    const entry = await matchedEntry(viewer, entryId);
    if (!entry.proposed_starts_at || !entry.proposed_ends_at || entry.proposed_by !== other(viewer.type)) {
      throw AppError.conflict('entries.notNow');
    }
    const appointment = { start: entry.proposed_starts_at, end: entry.proposed_ends_at };
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('entries')
        .set({
          appointment_starts_at: appointment.start,
          appointment_ends_at: appointment.end,
          reservation_at: appointment.start,
          appointment_reminded_at: null,
          proposed_starts_at: null,
          proposed_ends_at: null,
          proposed_by: null,
          updated_at: deps.clock.now(),
        })
        .where('id', '=', entryId)
        .where('status', '=', 'matched')
        .where('proposed_starts_at', '=', appointment.start)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw AppError.conflict('entries.notNow');
      await trx.deleteFrom('appointments').where('entry_id', '=', entryId).execute();
      await deps.availability.hold(trx, {
        entryId,
        service: { ...entry, id: entry.service_id },
        appointment,
        heldUntil: null,
      });
    });
    await deps.notify.appointmentAnswered(entryId, counterpartOf(entry, viewer), {
      by: viewer.type,
      answer: 'accepted',
      time: appointment.start,
    });
    return deps.entries.load(viewer, entryId);
  }

  /** The other party's no, or the proposer taking it back: the appointment stays as it was. */
  async function decline(viewer: Viewer, entryId: string): Promise<Entry> {
    const entry = await matchedEntry(viewer, entryId);
    if (!entry.proposed_by) throw AppError.conflict('entries.notNow');
    await db
      .updateTable('entries')
      .set({ proposed_starts_at: null, proposed_ends_at: null, proposed_by: null })
      .where('id', '=', entryId)
      .where('proposed_by', '=', entry.proposed_by)
      .execute();
    await deps.notify.appointmentAnswered(entryId, counterpartOf(entry, viewer), {
      by: viewer.type,
      answer: entry.proposed_by === viewer.type ? 'withdrawn' : 'declined',
      time: entry.appointment_starts_at,
    });
    return deps.entries.load(viewer, entryId);
  }

  return { propose, accept, decline };
}
export type AppointmentChanges = ReturnType<typeof createAppointmentChanges>;
