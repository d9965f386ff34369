import { describe, expect, it } from 'vitest';
import { renderDocument } from './document.ts';

const template =
  '<html><head><title>Tsunagu</title><meta name="description" content=""></head><body></body></html>';

describe('renderDocument', () => {
  it('puts the title, description and OGP tags into the page, escaped', () => {
    const html = renderDocument(template, {
      title: 'A & B <script>',
      description: '説明 "quoted"',
      siteName: 'サイト',
    });
    expect(html).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="A &amp; B &lt;script&gt;">');
    expect(html).toContain('<meta name="description" content="説明 &quot;quoted&quot;">');
    expect(html).toContain('<meta property="og:site_name" content="サイト">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('og:image');
  });

  it("names the site's OGP image when there is one", () => {
    const html = renderDocument(template, {
      title: 'T',
      description: 'D',
      siteName: 'S',
      imageUrl: 'https://example.com/api/site-images/abc?x=1&y=2',
    });
    expect(html).toContain(
      '<meta property="og:image" content="https://example.com/api/site-images/abc?x=1&amp;y=2">',
    );
  });
});
