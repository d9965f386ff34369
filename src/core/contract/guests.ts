import { z } from 'zod';
import { CUSTOMER_ACCOUNT_TYPES } from '../enums.ts';
import { listEnvelope, pageQuery, publicId } from './common.ts';
import { ratingSummary } from './reviews.ts';
import { avatarUrl } from './uploads.ts';

export const GUEST_ORDERS = ['newest', 'rating'] as const;

/** GET /guests: casts browse guests. */
export const guestsQuery = pageQuery.extend({
  /** The guest's customer account type (individual or company). */
  type: z.enum(CUSTOMER_ACCOUNT_TYPES).optional(),
  /** JSON object keyed by the fields of /schemas/guests/search. */
  custom: z.string().max(2000).optional(),
  orderBy: z.enum(GUEST_ORDERS).default('newest'),
});
export type GuestsQuery = z.infer<typeof guestsQuery>;

/** What a cast sees of a guest: never a field the guests/edit schema marks private. */
export const publicGuest = z.object({
  id: publicId,
  nickname: z.string(),
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  avatarUrl,
  /** The public values of /schemas/guests/edit. */
  values: z.record(z.string(), z.unknown()),
  /** Reviews casts wrote about the guest. */
  rating: ratingSummary,
  registeredAt: z.iso.datetime({ offset: true }),
  /** Whether the signed-in cast has this guest among their favorites. */
  favorited: z.boolean(),
});
export type PublicGuest = z.infer<typeof publicGuest>;
export const publicGuestsResponse = listEnvelope(publicGuest);

/** PUT and DELETE /casts/me/guests/{guestId}/favorite; GET /casts/me/guests/favorites (page) lists them. */
export const guestFavoriteParams = z.object({ guestId: publicId });
