import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

const widths = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, at every width of the ladder, with the sizes it shows at', () => {
    const { container } = render(
      <ResponsiveImage
        src="/api/uploads/abc123"
        alt="練り切り"
        width={4}
        height={3}
        sizes="(min-width: 48rem) 20rem, 100vw"
      />,
    );
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const [avif, webp] = [...sources];
    expect(avif?.getAttribute('srcset')).toContain('/api/uploads/abc123/w/320.avif 320w');
    expect(webp?.getAttribute('srcset')).toContain('/api/uploads/abc123/w/1600.webp 1600w');
    expect(widths(webp?.getAttribute('srcset') ?? null)).toEqual(['320w', '640w', '960w', '1280w', '1600w']);
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('(min-width: 48rem) 20rem, 100vw');
    }
  });

  it('keeps its box with width and height, and loads lazily by default', () => {
    const { getByRole } = render(
      <ResponsiveImage src="/api/uploads/abc123" alt="茶碗" width={640} height={480} sizes="100vw" />,
    );
    const img = getByRole('img', { name: '茶碗' });
    expect(img.getAttribute('src')).toBe('/api/uploads/abc123');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '480']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads a priority image at once, first', () => {
    const { getByRole } = render(
      <ResponsiveImage src="/api/uploads/abc123" alt="表紙" width={4} height={3} sizes="100vw" priority />,
    );
    const img = getByRole('img', { name: '表紙' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
