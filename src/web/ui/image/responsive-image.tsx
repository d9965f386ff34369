import { IMAGE_FORMATS, IMAGE_WIDTHS, sizedImagePath } from '../../../core/upload-paths.ts';
import './responsive-image.css';

/** `srcset` of an uploaded image in one format: every width of the server's ladder. */
export const imageSrcSet = (uploadPath: string, format: (typeof IMAGE_FORMATS)[number]) =>
  IMAGE_WIDTHS.map((width) => `${sizedImagePath(uploadPath, width, format)} ${width}w`).join(', ');

/**
 * An uploaded image at the size the screen needs: AVIF, else WebP, at the width `sizes` asks for, the
 * stored original for browsers without either. `width` and `height` give the box its shape before the
 * bytes arrive, so nothing below it moves; `fit="cover"` fills that box and crops the overflow. Images
 * below the fold load lazily; the one the page is about (`priority`) loads first.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  fit = 'contain',
  className,
}: {
  /** Path of the upload (GET /uploads/{id}). */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image shows, as the `sizes` attribute (`(min-width: 48rem) 20rem, 100vw`). */
  sizes: string;
  priority?: boolean;
  fit?: 'contain' | 'cover';
  className?: string;
}) {
  return (
    <picture className={['image', `image--${fit}`, className].filter(Boolean).join(' ')}>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageSrcSet(src, format)} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
