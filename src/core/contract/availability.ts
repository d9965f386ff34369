import { z } from 'zod';
import { minutesOfTime } from '../appointments/free-slots.ts';
import { calendarDate, dataEnvelope, publicId } from './common.ts';

/** `HH:MM` on a 24-hour clock; `24:00` closes a day. */
const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'validation.time');

/** One stretch of opening hours: it ends after it starts. */
export const openingHours = z
  .object({ start: clockTime, end: clockTime })
  .refine((hours) => minutesOfTime(hours.end) > minutesOfTime(hours.start), {
    path: ['end'],
    message: 'availability.endBeforeStart',
  });

/**
 * GET|PUT /casts/me/availability: a cast's weekly opening hours and the days that differ (no hours: a day
 * off), in the site's time zone (product decisions, section 7).
 */
export const availability = z.object({
  weekly: z.array(openingHours.extend({ weekday: z.int().min(0).max(6) })).max(70),
  dates: z
    .array(z.object({ date: calendarDate, hours: z.array(openingHours).max(10) }))
    .max(400)
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, 'availability.dateTwice'),
});
export type AvailabilityBody = z.infer<typeof availability>;
export const availabilityResponse = dataEnvelope(availability);

/** A service's booking rules: when a slot can be booked and what it keeps free after it. */
export const bookingRules = z.object({
  /** Minutes: how soon before its start a slot can still be booked. */
  leadMinutes: z
    .int()
    .min(0)
    .max(60 * 24 * 30)
    .default(120),
  /** Minutes kept free after each appointment (travel, tidying). */
  bufferMinutes: z
    .int()
    .min(0)
    .max(60 * 24)
    .default(0),
  /** Days ahead that slots open. */
  horizonDays: z.int().min(1).max(366).default(60),
  /** A priced menu and a free slot are matched at once, without the cast's approval. */
  instantBooking: z.boolean().default(false),
});
export type BookingRulesBody = z.infer<typeof bookingRules>;

/** At most this many days of slots in one call. */
export const MAX_SLOT_DAYS = 42;

/** GET /services/{serviceId}/slots */
export const slotsQuery = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** The menu booked: its duration sets the slot's length. */
    serviceMenuId: publicId.optional(),
    /** Hours booked, for an hourly service. */
    hours: z.coerce.number().int().min(1).max(24).optional(),
  })
  .refine((query) => query.to >= query.from, { path: ['to'], message: 'availability.toBeforeFrom' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < MAX_SLOT_DAYS, {
    path: ['to'],
    message: 'availability.rangeTooLong',
  });
export type SlotsQuery = z.infer<typeof slotsQuery>;

const instant = z.iso.datetime({ offset: true });
export const slot = z.object({ startsAt: instant, endsAt: instant });

export const slotsResponse = dataEnvelope(
  z.object({
    /** The site's time zone, in which `date` is a day. */
    timeZone: z.string(),
    durationMinutes: z.int(),
    days: z.array(z.object({ date: calendarDate, slots: z.array(slot) })),
  }),
);
export type Slots = z.infer<typeof slotsResponse>['data'];
