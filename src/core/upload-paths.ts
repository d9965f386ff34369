// Where uploads are read, apart from their schemas (contract/uploads.ts) so that the web app's public pages
// build image addresses without carrying zod.

/** Path of GET /uploads/{uploadId} on the API's origin. */
export const uploadPath = (uploadId: string) => `/api/uploads/${uploadId}`;

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
