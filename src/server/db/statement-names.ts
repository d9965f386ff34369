/** Statement texts given a name at most, per database handle; past it a new text runs unnamed, as before. */
const MAX_NAMED = 500;
/** Texts remembered as seen once, to name only what repeats; forgotten all at once when full. */
const MAX_SEEN_ONCE = 10_000;
/** The statements PostgreSQL can prepare (the app's reads and writes; not begin, DDL or set). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a prepared `select *` meets a table whose columns a migration changed. */
export const STALE_PLAN = 'cached plan must not change result type';

export interface StatementNames {
  /** The name a text runs under, or undefined to run it unnamed (seen once, not preparable, or full). */
  nameOf(text: string): string | undefined;
  /** A fresh name for a text whose prepared statement went stale, so it is prepared again. */
  rename(text: string): string;
}

/**
 * Which statement texts run as named prepared statements, so that PostgreSQL (or PGlite) parses and
 * plans them once instead of on every call. A text is named at its second sighting, so one-off
 * statements (migrations, rare filter shapes) take no slot.
 */
export function createStatementNames(): StatementNames {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  let named = 0;
  const rename = (text: string) => {
    named += 1;
    const name = `tsunagu_${named}`;
    names.set(text, name);
    return name;
  };
  return {
    nameOf(text) {
      const name = names.get(text);
      if (name !== undefined || named >= MAX_NAMED || !PREPARABLE.test(text)) return name;
      if (!seenOnce.has(text)) {
        if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce = new Set();
        seenOnce.add(text);
        return undefined;
      }
      seenOnce.delete(text);
      return rename(text);
    },
    rename,
  };
}
