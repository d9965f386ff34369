import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { hearWrites } from '../db/hear-writes.ts';

/** A page's answer as every signed-out reader of its language gets it. */
export interface KeptPage {
  document: string;
  /** The theme's inline style, whose hash the page's Content-Security-Policy allows; none: not drawn. */
  themeStyle: string | undefined;
  noindex: boolean;
}

/**
 * A write to anything a public page may show. Only the tables no page ever shows are left out: sessions,
 * rate limits, the mail outbox and e-mail codes, written by signing in, by limits and by sending mail.
 */
const PAGE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?!(?:sessions|rate_limits|mail_outbox|email_verifications)"?(?:[\s(;]|$))\w/i;

/** How many pages are kept at most; past that all are forgotten at once. */
const MAX_PAGES = 500;

interface Kept {
  page: Promise<KeptPage>;
  keptAt: number;
}

/**
 * The public pages drawn for signed-out readers (docs/server-rendering.md, "Pages kept"): drawing one
 * with React and its data costs some 15 ms of the process, and a reader who is not signed in gets the
 * same page as any other of the same language, so each is drawn once and kept:
 *
 * - forgotten at every write to what a page may show made in this process, as the statement succeeds and
 *   again when its transaction ends (a page drawn meanwhile on another connection saw the old rows);
 *   on PGlite every write is made in this process;
 * - and kept at most `maxAgeMs`: on PostgreSQL, other processes' writes go unheard here (1 s, as the
 *   published site settings are kept there).
 *
 * Readers who arrive while a page is being drawn wait for the same drawing.
 */
export function createKeptPages(deps: { database: DatabaseHandle; clock: Clock; maxAgeMs: number }) {
  const { database, clock, maxAgeMs } = deps;
  const pages = new Map<string, Kept>();
  // A page being drawn is forgotten with the rest: a reader who comes after the write draws it anew.
  const forget = () => pages.clear();

  const stopHearing = hearWrites(database.onStatement, PAGE_WRITE, forget);

  return {
    /** The page kept under `key`, or the one `draw` gives, then kept. */
    take(key: string, draw: () => Promise<KeptPage>): Promise<KeptPage> {
      const now = clock.now().getTime();
      const kept = pages.get(key);
      if (kept && now - kept.keptAt < maxAgeMs) return kept.page;
      const page = draw();
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, { page, keptAt: now });
      // A failed drawing is not kept: the next reader tries again.
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
    close: stopHearing,
  };
}
export type KeptPages = ReturnType<typeof createKeptPages>;
