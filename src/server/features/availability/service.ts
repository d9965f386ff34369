import { type Kysely, sql } from 'kysely';
import { freeSlots, type TimeRange } from '../../../core/appointments/free-slots.ts';
import { addDays, dayIn } from '../../../core/appointments/zoned-time.ts';
import type { AvailabilityBody, Slots, SlotsQuery } from '../../../core/contract/availability.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, ServiceRow } from '../../db/schema.ts';
import { bookingRulesOf } from '../services/to-service.ts';
import type { SiteService } from '../site/service.ts';

/** An appointment's length when its menu names none: one hour. */
export const DEFAULT_DURATION_MINUTES = 60;

const isExclusionViolation = (error: unknown) => (error as { code?: string }).code === '23P01';

type BookedService = Pick<
  ServiceRow,
  | 'id'
  | 'cast_id'
  | 'charge_method'
  | 'hour_type'
  | 'lead_minutes'
  | 'buffer_minutes'
  | 'horizon_days'
  | 'instant_booking'
>;

/** The tstzrange literal of a time range, as the appointments table stores it. */
const rangeText = (start: Date, end: Date) => `[${start.toISOString()},${end.toISOString()})`;

/**
 * A cast's opening hours, the free slots of their services, and the holding of a slot by an entry
 * (product decisions, section 7). The time zone is the site's (`service.timeZone`).
 */
export function createAvailability(deps: { db: Kysely<Database>; clock: Clock; site: SiteService }) {
  const { db, clock } = deps;

  async function get(castId: string): Promise<AvailabilityBody> {
    const row = await db
      .selectFrom('cast_availability')
      .select(['weekly', 'dates'])
      .where('cast_id', '=', castId)
      .executeTakeFirst();
    return row ?? { weekly: [], dates: [] };
  }

  async function save(castId: string, body: AvailabilityBody): Promise<AvailabilityBody> {
    const dates = [...body.dates].sort((a, b) => a.date.localeCompare(b.date));
    const weekly = [...body.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    // No hours at all is no availability: the cast takes requests without a slot again (an entry's
    // service takes appointments when its cast has a row here, docs/appointments.md).
    if (weekly.length === 0 && dates.every((day) => day.hours.length === 0)) {
      await db.deleteFrom('cast_availability').where('cast_id', '=', castId).execute();
      return { weekly, dates: [] };
    }
    const columns = { weekly: JSON.stringify(weekly), dates: JSON.stringify(dates), updated_at: clock.now() };
    await db
      .insertInto('cast_availability')
      .values({ cast_id: castId, ...columns })
      .onConflict((oc) => oc.column('cast_id').doUpdateSet(columns))
      .execute();
    return { weekly, dates };
  }

  /** The times the cast holds that overlap a range (a hold past its deadline holds nothing). */
  async function held(castId: string, range: TimeRange): Promise<TimeRange[]> {
    const rows = await db
      .selectFrom('appointments')
      .select([sql<Date>`lower(blocks)`.as('start'), sql<Date>`upper(blocks)`.as('end')])
      .where('cast_id', '=', castId)
      .where(sql<boolean>`blocks && ${rangeText(range.start, range.end)}::tstzrange`)
      .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '>', clock.now())]))
      .execute();
    return rows.map((row) => ({ start: new Date(row.start), end: new Date(row.end) }));
  }

  /** The service as booking reads it: 404 unless it is published by an active cast. */
  async function bookedService(serviceId: string): Promise<BookedService> {
    const service = await db
      .selectFrom('services as s')
      .innerJoin('accounts as c', 'c.id', 's.cast_id')
      .select([
        's.id',
        's.cast_id',
        's.charge_method',
        's.hour_type',
        's.lead_minutes',
        's.buffer_minutes',
        's.horizon_days',
        's.instant_booking',
      ])
      .where('s.id', '=', serviceId)
      .where('s.status', '=', 'publish')
      .where('s.deleted_at', 'is', null)
      .where('s.owner_suspended', '=', false)
      .where('c.status', '=', 'active')
      .executeTakeFirst();
    if (!service) throw AppError.notFound();
    return service;
  }

  /** How long an appointment of the service lasts: the menu's duration, or the hours of an hourly one. */
  async function durationOf(
    service: BookedService,
    menuId: string | null | undefined,
    hours: number | null | undefined,
  ): Promise<number> {
    if (service.charge_method === 'hourly' && hours) return hours * 60;
    if (!menuId) return DEFAULT_DURATION_MINUTES;
    const menu = await db
      .selectFrom('service_menus')
      .select('duration_minutes')
      .where('id', '=', menuId)
      .where('service_id', '=', service.id)
      .executeTakeFirst();
    if (!menu) throw AppError.validation({ serviceMenuId: [{ key: 'validation.choice' }] });
    return menu.duration_minutes ?? DEFAULT_DURATION_MINUTES;
  }

  async function slotsOf(
    service: BookedService,
    from: string,
    to: string,
    durationMinutes: number,
    withHeld: boolean,
  ) {
    const site = await deps.site.getSite();
    const { timeZone } = site.service;
    const availability = await get(service.cast_id);
    // The held times that can touch these days in any zone: a day on each side covers every UTC offset.
    const span = {
      start: new Date(Date.parse(`${addDays(from, -1)}T00:00:00Z`)),
      end: new Date(Date.parse(`${addDays(to, 2)}T00:00:00Z`)),
    };
    const days = freeSlots({
      availability,
      rules: bookingRulesOf(service),
      timeZone,
      from,
      to,
      durationMinutes,
      now: clock.now(),
      held: withHeld ? await held(service.cast_id, span) : [],
    });
    return { timeZone, days };
  }

  /** GET /services/{serviceId}/slots: the free slots of each day of the range. */
  async function slots(serviceId: string, query: SlotsQuery): Promise<Slots> {
    const service = await bookedService(serviceId);
    if (service.hour_type !== 'other') throw AppError.conflict('availability.noAppointments');
    const durationMinutes = await durationOf(service, query.serviceMenuId, query.hours);
    const { timeZone, days } = await slotsOf(service, query.from, query.to, durationMinutes, true);
    return {
      timeZone,
      durationMinutes,
      days: days.map((day) => ({
        date: day.date,
        slots: day.slots.map((slot) => ({
          startsAt: slot.start.toISOString(),
          endsAt: slot.end.toISOString(),
        })),
      })),
    };
  }

  /**
   * The appointment an entry asks for: its start must be a slot the cast's hours and the service's rules
   * offer (422 otherwise); whether it is still free is the database's to say when it is held.
   */
  async function appointmentOf(
    service: BookedService,
    request: { startsAt: string; menuId: string | null; hours: number | null },
  ): Promise<TimeRange> {
    const durationMinutes = await durationOf(service, request.menuId, request.hours);
    const start = new Date(request.startsAt);
    const { timeZone } = (await deps.site.getSite()).service;
    const day = dayIn(start, timeZone);
    const { days } = await slotsOf(service, day, day, durationMinutes, false);
    const offered = days[0]?.slots.find((slot) => slot.start.getTime() === start.getTime());
    if (!offered) throw AppError.validation({ appointmentStartsAt: [{ key: 'entries.slotUnavailable' }] });
    return offered;
  }

  /**
   * Holds the appointment for the entry in the caller's transaction, until `heldUntil` (null: for good).
   * Holds of this cast whose deadline passed are let go first; an overlap with a live one is a 409.
   */
  async function hold(
    trx: Kysely<Database>,
    hold: { entryId: string; service: BookedService; appointment: TimeRange; heldUntil: Date | null },
  ): Promise<void> {
    const blocks = rangeText(
      hold.appointment.start,
      new Date(hold.appointment.end.getTime() + hold.service.buffer_minutes * 60_000),
    );
    await trx
      .deleteFrom('appointments')
      .where('cast_id', '=', hold.service.cast_id)
      .where('held_until', '<=', clock.now())
      .where(sql<boolean>`blocks && ${blocks}::tstzrange`)
      .execute();
    try {
      await trx
        .insertInto('appointments')
        .values({ entry_id: hold.entryId, cast_id: hold.service.cast_id, blocks, held_until: hold.heldUntil })
        .execute();
    } catch (error) {
      throw isExclusionViolation(error) ? AppError.conflict('entries.slotTaken') : error;
    }
  }

  return { get, save, bookedService, slots, appointmentOf, hold };
}
export type Availability = ReturnType<typeof createAvailability>;
