/** The source of "now": the real clock in production, a controllable one in tests of timers. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
