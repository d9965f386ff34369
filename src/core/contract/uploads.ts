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

/** Path of GET /uploads/{uploadId} on the API's origin. */
export const uploadPath = (uploadId: string) => `/api/uploads/${uploadId}`;

/** A person's picture (PUT /me/avatar), as public views carry it: null when they have none. */
export const avatarUrl = z.string().nullable();

/** GET /uploads/{uploadId}: the bytes, with the recorded content type. */
export const uploadParams = z.object({ uploadId: publicId });

/**
 * The widths an image is offered at (CSS pixels times density; never wider than the image itself:
 * a larger width answers with the image at its own width).
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Path of GET /uploads/{uploadId}/w/{width}.{format}: an image upload at one width of the ladder. */
export const sizedImagePath = (uploadPath: string, width: number, format: ImageFormat) =>
  `${uploadPath}/w/${width}.${format}`;

/** GET /uploads/{uploadId}/w/{variant}: `variant` is `{width}.{format}`, for instance `640.webp`. */
export const sizedImageParams = uploadParams.extend({
  variant: z.string().regex(new RegExp(`^\\d{1,4}\\.(${IMAGE_FORMATS.join('|')})$`)),
});
