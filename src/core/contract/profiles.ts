import { z } from 'zod';
import { CUSTOMER_ACCOUNT_TYPES } from '../enums.ts';
import { dataEnvelope, publicId } from './common.ts';
import { ratingSummary, review } from './reviews.ts';
import { publicService } from './services.ts';
import { avatarUrl } from './uploads.ts';

/**
 * Public profiles (open to anyone): what a cast or a guest shows of themselves. `values` hold only the
 * profile fields that no form writing the profile marks private, and never a personal-data type (e-mail,
 * address, birthday): docs/people.md.
 */
const profileBase = z.object({
  id: publicId,
  nickname: z.string(),
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  avatarUrl,
  values: z.record(z.string(), z.unknown()),
  /** Reviews the account received. */
  rating: ratingSummary,
  registeredAt: z.iso.datetime({ offset: true }),
});

/** GET /guests/casts/{castId}: a cast's profile, published services and latest reviews from guests. */
export const castProfileParams = z.object({ castId: publicId });
export const castProfile = profileBase.extend({
  services: z.array(publicService),
  /** Matched entries the cast cancelled in the last 12 months (product decisions, section 8). */
  cancellationsLastYear: z.int(),
  /** The newest reviews guests wrote about the cast (at most 10; `rating.count` is the total). */
  reviews: z.array(review),
});
export type CastProfile = z.infer<typeof castProfile>;
export const castProfileResponse = dataEnvelope(castProfile);

/** GET /casts/guests/{guestId}: a guest's profile and the public fields of their belongings. */
export const guestProfileParams = z.object({ guestId: publicId });
export const guestProfile = profileBase.extend({
  belongings: z.array(z.object({ id: publicId, values: z.record(z.string(), z.unknown()) })),
  /** Whether the signed-in cast has this guest among their favorites (false for everyone else). */
  favorited: z.boolean(),
});
export type GuestProfile = z.infer<typeof guestProfile>;
export const guestProfileResponse = dataEnvelope(guestProfile);
