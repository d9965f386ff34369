/** The source of "now": the real clock in production, a controllable one in tests of timers. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Today's date (YYYY-MM-DD) where the site's users live: Japan. */
export function siteToday(clock: Clock): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(clock.now());
}
