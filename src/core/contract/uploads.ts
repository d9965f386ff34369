import { z } from 'zod';
import { IMAGE_FORMATS } from '../upload-paths.ts';
import { dataEnvelope, publicId } from './common.ts';

// Without zod for the web app's public pages; the server keeps reading them from here.
export {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  sizedImagePath,
  uploadPath,
} from '../upload-paths.ts';

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

/** A person's picture (PUT /me/avatar), as public views carry it: null when they have none. */
export const avatarUrl = z.string().nullable();

/** GET /uploads/{uploadId}: the bytes, with the recorded content type. */
export const uploadParams = z.object({ uploadId: publicId });

/** GET /uploads/{uploadId}/w/{variant}: `variant` is `{width}.{format}`, for instance `640.webp`. */
export const sizedImageParams = uploadParams.extend({
  variant: z.string().regex(new RegExp(`^\\d{1,4}\\.(${IMAGE_FORMATS.join('|')})$`)),
});
