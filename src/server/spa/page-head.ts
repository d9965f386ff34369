import type { Locale } from '../../core/i18n.ts';
import type { ServerTranslator } from '../i18n/index.ts';

// What the document of a page is given to say in its head. The search-engine feature writes it
// (features/seo/page-head.ts) and the composition root hands it in (wiring/root-routes.ts): the app's
// pages are served without knowing where their heads come from.

/** A schema.org node as JSON-LD carries it. */
export type JsonLd = { '@context'?: string; '@type': string; [key: string]: unknown };

/**
 * The node as the text of a `<script type="application/ld+json">`: every `<` escaped, so no text a
 * cast or the operator wrote can close the script or open a comment.
 */
export const jsonLdText = (node: JsonLd) =>
  JSON.stringify({ '@context': 'https://schema.org', ...node }).replace(/</g, '\\u003c');

/** What the HTML document of one page says about it to search engines and link previews. */
export interface PageHead {
  /** The whole `<title>`, the site's name included. */
  title: string;
  description: string;
  siteName: string;
  /** Absolute, without tracking parameters. */
  canonicalUrl: string;
  /** Absolute: the service's cover image on a service page, the site's OGP image elsewhere (if set). */
  imageUrl?: string;
  jsonLd: JsonLd[];
  /** Signed-in pages, and detail pages of something that is not (or no longer) public. */
  noindex: boolean;
}

export interface PageRequest {
  path: string;
  query: URLSearchParams;
  locale: Locale;
  previewToken: string | undefined;
  t: ServerTranslator;
}

/** Writes the head of the page a request asks for. */
export type PageHeads = (request: PageRequest) => Promise<PageHead>;
