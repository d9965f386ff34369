import sharp from 'sharp';

const MAX_SIDE = 2048;
/** A small file may claim a huge image; refuse to decode more than this many pixels. */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Re-encodes an image: turned upright by its EXIF orientation, at most 2048 px on the long side, in the
 * same format, and without metadata (sharp drops it unless asked to keep it), so no GPS position leaks.
 */
export async function boundImage(bytes: Buffer, mime: string) {
  const image = sharp(bytes, { animated: mime === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const formatted =
    mime === 'image/png'
      ? image.png()
      : mime === 'image/webp'
        ? image.webp()
        : mime === 'image/gif'
          ? image.gif()
          : image.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await formatted.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}
