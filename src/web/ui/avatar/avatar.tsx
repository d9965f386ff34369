import { ResponsiveImage } from '../image/responsive-image.tsx';
import './avatar.css';

/**
 * What stands for a person in a small circle: the first letters of each of two Latin words ("JS" for
 * "John Smith"), else the first character ("山" for 「山田 花子」).
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.every((word) => /^[A-Za-z]/.test(word))) {
    return words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('');
  }
  return Array.from(words[0] as string)[0] as string;
}

/** How wide each avatar shows, for the image's `sizes`. */
const SIZES = { small: '2.5rem', medium: '3.5rem', large: '5.5rem' } as const;

/**
 * A person's picture in a circle, or their initials on the theme's colour when they have none. It only
 * decorates: the name is always written next to it, so screen readers skip it.
 */
export function Avatar({
  name,
  imageUrl,
  size = 'medium',
}: {
  name: string;
  /** Path of their picture (an upload), when they have set one. */
  imageUrl?: string | null;
  size?: keyof typeof SIZES;
}) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {imageUrl ? (
        <ResponsiveImage src={imageUrl} alt="" width={1} height={1} sizes={SIZES[size]} fit="cover" />
      ) : (
        initials(name)
      )}
    </span>
  );
}
