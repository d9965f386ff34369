/**
 * How far ahead a date in an entry may be set. Past these an entry would wait on one party for a season,
 * or a typed year (2206 for 2026) would pass for a plan. The server refuses them (422); the entry form
 * checks the reservation before its confirm step too.
 */

/** An estimate's deadline: the longest deadline the lifecycle settings allow is 60 days. */
export const MAX_ESTIMATE_DEADLINE_DAYS = 90;

/** The reservation a guest asks for: bookings open about a year ahead. */
export const MAX_RESERVATION_DAYS = 366;
