import { z } from 'zod';
import { dataEnvelope, listEnvelope, publicId } from './common.ts';

/**
 * Scouting (docs/people.md): a cast invites a guest to enter one of the cast's published services. Limits
 * against spam: SCOUT_DAILY_LIMIT scouts per cast per day (the site's day, in Japan), and one scout per
 * guest and service in SCOUT_REPEAT_DAYS days.
 */
export const SCOUT_DAILY_LIMIT = 20;
export const SCOUT_REPEAT_DAYS = 30;

/** POST /casts/guests/{guestId}/scout */
export const scoutBody = z.object({
  serviceId: publicId,
  message: z.string().trim().min(1).max(2000),
});
export type ScoutBody = z.infer<typeof scoutBody>;

export const scout = z.object({
  id: publicId,
  cast: z.object({ id: publicId, nickname: z.string() }),
  guest: z.object({ id: publicId, nickname: z.string() }),
  service: z.object({ id: publicId, title: z.string() }),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Scout = z.infer<typeof scout>;
export const scoutResponse = dataEnvelope(scout);

/** GET /guests/me/scouts (page): the scouts a guest received, newest first. */
export const scoutsResponse = listEnvelope(scout);
