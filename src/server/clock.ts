/** The source of "now": the real clock in production, a controllable one in tests of timers. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Built once: a formatter costs tens of microseconds to make, and every entry form's check asks for today. */
const japanDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' });

/** The date (YYYY-MM-DD) of a moment where the site's users live: Japan. */
export function siteDayOf(moment: Date): string {
  return japanDate.format(moment);
}

/** Today's date (YYYY-MM-DD) where the site's users live: Japan. */
export function siteToday(clock: Clock): string {
  return siteDayOf(clock.now());
}

/** The first instant of a site day (YYYY-MM-DD in Japan, which keeps no daylight saving), `days` later. */
export function startOfSiteDay(date: string, days = 0): Date {
  return new Date(new Date(`${date}T00:00:00+09:00`).getTime() + days * 86_400_000);
}
