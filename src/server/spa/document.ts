export interface DocumentMeta {
  title: string;
  description: string;
  siteName: string;
  /** The site's OGP image (an absolute URL), when the operator has set one. */
  imageUrl?: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Puts the page's title and description (and their OGP twins) into the built index.html. */
export function renderDocument(template: string, meta: DocumentMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta name="description" content="${description}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}">`,
    '<meta property="og:type" content="website">',
    ...(meta.imageUrl ? [`<meta property="og:image" content="${escapeHtml(meta.imageUrl)}">`] : []),
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
