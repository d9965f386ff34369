import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQuery, publicId } from './common.ts';

export const notice = z.object({
  id: publicId,
  /** Who it is written for: everyone, casts, guests, or only the reader (`account`). */
  audience: z.enum(['public', 'cast', 'guest', 'account']),
  title: z.string(),
  /** Markdown (src/core/markdown); readers see it rendered, never as HTML. */
  body: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type Notice = z.infer<typeof notice>;

/** GET /casts/notices, /guests/notices (page, perPage) */
export const noticesQuery = pageQuery;
export const noticesResponse = listEnvelope(notice);

/** GET /notices/{noticeId} */
export const noticeParams = z.object({ noticeId: publicId });
export const noticeResponse = dataEnvelope(notice);
