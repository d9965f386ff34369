/** The source of "now": the real clock in production, a controllable one in tests of timers. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Today's date (YYYY-MM-DD) where the site's users live: Japan. */
export function siteToday(clock: Clock): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(clock.now());
}

/** The first instant of a site day (YYYY-MM-DD in Japan, which keeps no daylight saving), `days` later. */
export function startOfSiteDay(date: string, days = 0): Date {
  return new Date(new Date(`${date}T00:00:00+09:00`).getTime() + days * 86_400_000);
}
