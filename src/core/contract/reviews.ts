import { z } from 'zod';
import { listEnvelope, publicId } from './common.ts';

/** The average of the visible reviews (rating 1–5, two decimals) and their number; null when none. */
export const ratingSummary = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.int().min(0),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A review anyone may read: visible once the entries feature publishes it (reviews are blind until then). */
export const review = z.object({
  id: publicId,
  rating: z.int().min(1).max(5),
  comment: z.string(),
  author: z.object({ nickname: z.string() }),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof review>;

/** GET /services/{serviceId}/reviews (page) */
export const reviewsResponse = listEnvelope(review);

/** GET /reviews/recent: how many of the newest reviews the top page shows. */
export const recentReviewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(6),
});

/** A review on the top page, with the service it is about (a link to it). */
export const recentReview = review.extend({
  service: z.object({ id: publicId, title: z.string() }),
});
export type RecentReview = z.infer<typeof recentReview>;

/** GET /reviews/recent */
export const recentReviewsResponse = z.object({ data: z.array(recentReview) });
