import { createHash } from 'node:crypto';
import { HANDOVER_ELEMENT_ID } from '../../core/server-render.ts';
import { jsonLdText, type PageHead } from './page-head.ts';
import type { PageFiles } from './server-render.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A page drawn on the server, to put into the document (server-render.ts, docs/server-rendering.md). */
export interface DrawnPage {
  html: string;
  handover: string;
  files: PageFiles;
  locale: string;
  themeVariables: Record<string, string>;
  themeFamily: string;
}

/**
 * The site theme's custom properties as a stylesheet for :root, so that the first paint has the site's
 * look before any script runs (the app sets the same properties on :root when it starts).
 */
export function themeStyle(variables: Record<string, string>): string {
  const declarations = Object.entries(variables).map(
    ([name, value]) => `${name}:${value.replace(/[<;{}]/g, '')}`,
  );
  return `:root{${declarations.join(';')}}`;
}

/** The Content-Security-Policy source that allows exactly this inline style and no other. */
export function styleHashSource(style: string): string {
  return `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
}

function headTags(head: PageHead): string[] {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonicalUrl);
  const image = head.imageUrl && escapeHtml(head.imageUrl);
  return [
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
  ];
}

function drawnPageTags(page: DrawnPage): string[] {
  return [
    `<style>${themeStyle(page.themeVariables)}</style>`,
    ...page.files.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ];
}

/**
 * Puts the page's head into the built index.html: title, description, canonical link, OGP and Twitter
 * card tags, JSON-LD, and `robots` for pages never to be indexed (docs/seo.md). For a page drawn on the
 * server it also puts in the markup, the data it was drawn with, the theme, and links to the stylesheets
 * of the app and the page, so that the first paint has them (the scripts come after it: main.tsx).
 */
export function renderDocument(template: string, head: PageHead, page?: DrawnPage): string {
  const tags = [...headTags(head), ...(page ? drawnPageTags(page) : [])].join('\n    ');
  let document = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
  if (page) {
    document = document
      // The page is readable before any script runs: its stylesheets and images go first, the scripts
      // that make it interactive (hydration) after them.
      .replace(/<script type="module" crossorigin/g, '<script type="module" crossorigin fetchpriority="low"')
      .replace(
        /<link rel="modulepreload" crossorigin href=/g,
        '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
      )
      .replace(
        /<html lang="[^"]*">/,
        () => `<html lang="${escapeHtml(page.locale)}" data-theme-family="${escapeHtml(page.themeFamily)}">`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="${HANDOVER_ELEMENT_ID}">${page.handover}</script>`,
      );
  }
  return document;
}
