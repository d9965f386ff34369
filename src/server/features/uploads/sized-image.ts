import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat } from '../../../core/contract/uploads.ts';
import { MAX_INPUT_PIXELS } from './bound-image.ts';

/**
 * The width an image is made at for a requested ladder width: never wider than the image, so every
 * width past it shares one file.
 */
export const effectiveWidth = (requested: number, imageWidth: number) => Math.min(requested, imageWidth);

/** The FileStore key of an image at one width and format: alphanumeric like upload ids, and longer. */
export const sizedImageKey = (uploadId: string, width: number, format: ImageFormat) =>
  `${uploadId}w${width}${format}`;

/** Every key an image may have been cached under, so that erasing an upload leaves nothing behind. */
export function sizedImageKeys(uploadId: string, imageWidth: number, formats: readonly ImageFormat[]) {
  const widths = new Set(IMAGE_WIDTHS.map((w) => effectiveWidth(w, imageWidth)));
  return [...widths].flatMap((width) => formats.map((format) => sizedImageKey(uploadId, width, format)));
}

/**
 * Re-encodes an (already bounded) image at a width. AVIF at a low effort: the server has few cores,
 * and the file is made once, then cached.
 */
export async function sizeImage(bytes: Buffer, width: number, format: ImageFormat) {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  const encoded =
    format === 'avif' ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 78, effort: 3 });
  return encoded.toBuffer();
}
