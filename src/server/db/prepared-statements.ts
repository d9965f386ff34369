import type pg from 'pg';
import { createStatementNames, STALE_PLAN, type StatementNames } from './statement-names.ts';

type Query = (...args: unknown[]) => Promise<unknown>;

/** Runs one statement on the pool itself, outside any transaction. */
export type PoolStatement = (text: string, values: unknown[]) => Promise<pg.QueryResult>;

/**
 * Makes the pool's clients send each statement the app repeats as a named prepared statement, so that
 * PostgreSQL parses and plans it once per connection instead of on every call: it cut the database's CPU
 * a lifecycle action by about a third (docs/performance.md). Which texts get a name: ./statement-names.ts.
 * Returns how to run a statement on the pool directly (database.ts: `read`), named the same way.
 *
 * A migration that changes a table's columns under a running process makes its prepared `select *`
 * statements stale: PostgreSQL refuses them once. The text then gets a fresh name (so every connection
 * prepares it again) and the call is retried when it was not inside a transaction; inside one the
 * transaction has failed already and the error stands (the request fails once, the next one works).
 */
export function prepareRepeatedStatements(pool: pg.Pool): PoolStatement {
  const names = createStatementNames();

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    (client as unknown as { query: Query }).query = async (text, values, ...rest) => {
      if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0)
        return query(text, values, ...rest);
      const command = text.trimStart().slice(0, 8).toLowerCase();
      if (command.startsWith('begin') || command.startsWith('start')) inTransaction = true;
      else if (command.startsWith('commit') || command.startsWith('rollback')) inTransaction = false;
      return runNamed(names, text, values, query, !inTransaction);
    };
  });

  return (text, values) =>
    runNamed(names, text, values, pool.query.bind(pool) as Query, true) as Promise<pg.QueryResult>;
}

/** Runs a text under its name, if it has one, renaming it when its prepared plan went stale. */
async function runNamed(
  names: StatementNames,
  text: string,
  values: unknown[],
  query: Query,
  mayRetry: boolean,
): Promise<unknown> {
  const name = names.nameOf(text);
  if (name === undefined) return query(text, values);
  try {
    return await query({ name, text, values });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes(STALE_PLAN)) throw error;
    const fresh = names.rename(text);
    if (!mayRetry) throw error;
    return query({ name: fresh, text, values });
  }
}
