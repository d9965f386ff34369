import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderDocument, styleHashSource, themeStyle } from './document.ts';
import type { PageHead } from './page-head.ts';

const template =
  '<html><head><title>Tsunagu</title><meta name="description" content=""></head><body></body></html>';

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  title: 'T',
  description: 'D',
  siteName: 'S',
  canonicalUrl: 'https://example.com/',
  jsonLd: [],
  noindex: false,
  ...overrides,
});

describe('renderDocument', () => {
  it('puts the title, description, canonical link and OGP tags into the page, escaped', () => {
    const html = renderDocument(
      template,
      head({
        title: 'A & B <script>',
        description: '説明 "quoted"',
        siteName: 'サイト',
        canonicalUrl: 'https://example.com/guest/services?keyword=a&page=2',
      }),
    );
    expect(html).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="A &amp; B &lt;script&gt;">');
    expect(html).toContain('<meta name="description" content="説明 &quot;quoted&quot;">');
    expect(html).toContain('<meta property="og:site_name" content="サイト">');
    expect(html).toContain(
      '<link rel="canonical" href="https://example.com/guest/services?keyword=a&amp;page=2">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="robots"');
  });

  it('names the OGP image when there is one', () => {
    const html = renderDocument(template, head({ imageUrl: 'https://example.com/api/uploads/abc?x=1&y=2' }));
    expect(html).toContain(
      '<meta property="og:image" content="https://example.com/api/uploads/abc?x=1&amp;y=2">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('keeps a text in JSON-LD from closing its script', () => {
    const html = renderDocument(
      template,
      head({ jsonLd: [{ '@type': 'Service', name: '</script><script>alert(1)</script> $&' }] }),
    );
    const scripts = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const json = JSON.parse(scripts[0]?.replace(/^<script[^>]*>|<\/script>$/g, '') ?? '');
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: '</script><script>alert(1)</script> $&',
    });
  });

  it('tells robots to keep out of a page never to be indexed', () => {
    expect(renderDocument(template, head({ noindex: true }))).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
  });
});

describe('renderDocument with a page drawn on the server', () => {
  const drawnTemplate =
    '<html lang="ja"><head><title>Tsunagu</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>';
  const page = {
    html: '<main><h1>家事代行 $& $1</h1></main>',
    handover: '{"locale":"en","queries":{"mutations":[],"queries":[]},"router":{"loaderData":{}}}',
    files: { stylesheets: ['/assets/start-app.css', '/assets/top-page.css'] },
    locale: 'en',
    themeVariables: { '--color-primary': '#1f3a68', '--font-family': "'Noto Sans JP', sans-serif" },
    themeFamily: 'business',
  };

  it('puts the markup in the root, the data after it, and the page language and theme on <html>', () => {
    const html = renderDocument(drawnTemplate, head(), page);
    expect(html).toContain(
      '<div id="root"><main><h1>家事代行 $& $1</h1></main></div>\n    <script type="application/json" id="server-data">{"locale":"en"',
    );
    expect(html).toContain('<html lang="en" data-theme-family="business">');
    expect(html).toContain(
      "<style>:root{--color-primary:#1f3a68;--font-family:'Noto Sans JP', sans-serif}</style>",
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/start-app.css">\n    <link rel="stylesheet" crossorigin href="/assets/top-page.css">',
    );
    expect(html).not.toContain('top-page.js');
  });

  it('fetches the scripts after what the drawn page shows, which needs no script', () => {
    const html = renderDocument(drawnTemplate, head(), page);
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index.js">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react.js">',
    );
    const browserDrawn = renderDocument(drawnTemplate, head());
    expect(browserDrawn).toContain('<script type="module" crossorigin src="/assets/index.js">');
  });

  it('keeps a theme value from leaving its declaration or its style element', () => {
    expect(themeStyle({ '--color-primary': 'red;}</style><script>' })).toBe(
      ':root{--color-primary:red/style>script>}',
    );
  });

  it('allows exactly the theme style by its hash, as the browser computes it', () => {
    const style = themeStyle(page.themeVariables);
    const expected = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(styleHashSource(style)).toBe(`'sha256-${expected}'`);
  });

  it('leaves the root empty when no page was drawn', () => {
    expect(renderDocument(drawnTemplate, head())).toContain('<div id="root"></div>');
  });
});
