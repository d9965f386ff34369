import { jsonLdText } from '../features/seo/json-ld.ts';
import type { PageHead } from '../features/seo/page-head.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Puts the page's head into the built index.html: title, description, canonical link, OGP and Twitter
 * card tags, JSON-LD, and `robots` for pages never to be indexed (docs/seo.md).
 */
export function renderDocument(template: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonicalUrl);
  const image = head.imageUrl && escapeHtml(head.imageUrl);
  const tags = [
    `<meta name="description" content="${description}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex, nofollow">'] : []),
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    '<meta property="og:type" content="website">',
    ...(image ? [`<meta property="og:image" content="${image}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(image ? [`<meta name="twitter:image" content="${image}">`] : []),
    ...head.jsonLd.map((node) => `<script type="application/ld+json">${jsonLdText(node)}</script>`),
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
