import type pg from 'pg';

/** Statement texts given a name at most, per process; past it a new text runs unnamed, as before. */
const MAX_NAMED = 500;
/** Texts remembered as seen once, to name only what repeats; forgotten all at once when full. */
const MAX_SEEN_ONCE = 10_000;
/** The statements PostgreSQL can prepare (the app's reads and writes; not begin, DDL or set). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a prepared `select *` meets a table whose columns a migration changed. */
const STALE_PLAN = 'cached plan must not change result type';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes the pool's clients send each statement the app repeats as a named prepared statement, so that
 * PostgreSQL parses and plans it once per connection instead of on every call: it cut the database's CPU
 * a lifecycle action by about a third (docs/performance.md). A text is named at its second sighting, so
 * one-off statements (migrations, rare filter shapes) take no slot.
 *
 * A migration that changes a table's columns under a running process makes its prepared `select *`
 * statements stale: PostgreSQL refuses them once. The text then gets a fresh name (so every connection
 * prepares it again) and the call is retried when it was not inside a transaction; inside one the
 * transaction has failed already and the error stands (the request fails once, the next one works).
 */
export function prepareRepeatedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  let named = 0;
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || named >= MAX_NAMED || !PREPARABLE.test(text)) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce = new Set();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    return rename(text);
  };
  const rename = (text: string) => {
    named += 1;
    const name = `tsunagu_${named}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    (client as unknown as { query: Query }).query = async (text, values, ...rest) => {
      if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0)
        return query(text, values, ...rest);
      const command = text.trimStart().slice(0, 8).toLowerCase();
      if (command.startsWith('begin') || command.startsWith('start')) inTransaction = true;
      else if (command.startsWith('commit') || command.startsWith('rollback')) inTransaction = false;
      const name = nameOf(text);
      if (name === undefined) return query(text, values);
      try {
        return await query({ name, text, values });
      } catch (error) {
        if (!(error instanceof Error) || !error.message.includes(STALE_PLAN)) throw error;
        const fresh = rename(text);
        if (inTransaction) throw error;
        return query({ name: fresh, text, values });
      }
    };
  });
}
