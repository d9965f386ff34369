import { z } from 'zod';
import { dataEnvelope, publicId } from './common.ts';

export const upload = z.object({
  id: publicId,
  kind: z.enum(['file', 'image']),
  /** Private uploads are served only to their owner (identification documents, for instance). */
  isPrivate: z.boolean(),
  mime: z.string(),
  /** Bytes as stored: images are re-encoded, so this may differ from the size sent. */
  size: z.int().min(0),
  alt: z.string(),
  /** Pixels of an image; null for a PDF. */
  width: z.int().nullable(),
  height: z.int().nullable(),
  /** Path of GET /uploads/{id} on the API's origin. */
  url: z.string(),
});
export type Upload = z.infer<typeof upload>;

/** POST /customer-files, POST /customer-images */
export const uploadResponse = dataEnvelope(upload);

/** GET /uploads/{uploadId}: the bytes, with the recorded content type. */
export const uploadParams = z.object({ uploadId: publicId });
