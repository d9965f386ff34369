import type { Locale } from './i18n.ts';

/**
 * What the server gives the web app's server entry (src/web/entry-server.tsx) to draw one public page,
 * and what it gets back (docs/server-rendering.md). Shared so that both sides agree without importing
 * each other.
 */
/** The id of the `<script type="application/json">` that carries a server-drawn page's data. */
export const HANDOVER_ELEMENT_ID = 'server-data';

export interface ServerRenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The language of the page: the reader's chosen one (its cookie) or the browser's Accept-Language. */
  locale: Locale;
  /** The page request's Cookie header, which the API calls carry on: the page is drawn for who asked. */
  cookie: string | undefined;
  /** Reaches this server's API in the same process. */
  fetch: typeof fetch;
}

export type ServerRenderOutcome =
  | {
      kind: 'rendered';
      /** The markup of the app's root element. */
      html: string;
      /** The data the page was drawn with, as the JSON of a `<script type="application/json">`. */
      handover: string;
      /** Source modules (relative to src/web) of the page drawn, whose script and styles the HTML links. */
      modules: string[];
      /** CSS custom properties of the site's theme, for :root, so that the first paint has its look. */
      themeVariables: Record<string, string>;
      themeFamily: string;
    }
  /** The browser draws this page (a redirect, a page not drawn on the server, an error while drawing). */
  | { kind: 'browser'; reason: string };

export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderOutcome>;
