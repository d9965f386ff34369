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

/**
 * A person's initials in a circle of the theme's colour. It only decorates: the name is always written
 * next to it, so screen readers skip it.
 */
export function Avatar({ name, size = 'medium' }: { name: string; size?: 'small' | 'medium' | 'large' }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
