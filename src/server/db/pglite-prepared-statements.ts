import { type PGlite, protocol, type Results } from '@electric-sql/pglite';
import { readResult } from './pglite-result.ts';
import { createStatementNames, STALE_PLAN } from './statement-names.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = Parameters<typeof readResult>[1];

/** What a named statement's one-time preparation told us: its parameters' types and its result's columns. */
interface Prepared {
  parameterTypes: number[];
  /** Absent for a statement that returns no rows (an insert without `returning`). */
  rowDescription: BackendMessage | undefined;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Runs the statements the app repeats on embedded PGlite as named prepared statements, as
 * ./prepared-statements.ts does on PostgreSQL. PGlite's own `query` parses and describes every text
 * anew in six calls into the database; a named statement is one call, bind, execute and sync together,
 * and PostgreSQL may keep its plan. It cut a catalogue page's query from about 930 to 680 µs
 * (docs/performance.md). Which texts get a name: ./statement-names.ts; the rest run through `query`.
 *
 * A stale statement (a migration changed the columns of its `select *`) gets a fresh name and is
 * retried outside a transaction, as on PostgreSQL.
 */
export function createPGlitePreparedStatements(pglite: PGlite) {
  const names = createStatementNames();
  const prepared = new Map<string, Prepared>();

  async function prepare(name: string, text: string): Promise<Prepared> {
    const messages = await pglite.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = {
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    prepared.set(name, statement);
    return statement;
  }

  async function execute<R>(name: string, text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    const statement = prepared.get(name) ?? (await prepare(name, text));
    // The same conversion PGlite's `query` applies, by the type PostgreSQL gave each parameter.
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.parameterTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    // Taken as it comes out, unread: PGlite's own reading of it (which `execProtocolRaw` does as well)
    // copied every field before decoding it (./pglite-result.ts reads it instead). The chunks are copied
    // out of the database's memory, which the next output reuses.
    const chunks: Uint8Array[] = [];
    await pglite.execProtocolRawStream(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    const answer = chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
    return readResult<R>(answer, statement.rowDescription as RowDescription | undefined, pglite.parsers);
  }

  /** Runs a text named when it repeats; undefined when it is to run unnamed through PGlite's `query`. */
  return async function runPrepared<R>(
    text: string,
    parameters: readonly unknown[],
  ): Promise<Results<R> | undefined> {
    const name = names.nameOf(text);
    if (name === undefined) return undefined;
    return pglite._runExclusiveQuery(async () => {
      try {
        return await execute<R>(name, text, parameters);
      } catch (error) {
        if (!(error instanceof Error) || !error.message.includes(STALE_PLAN)) throw error;
        const fresh = names.rename(text);
        // Inside a transaction the stale statement has failed it already: the next call is served.
        if (pglite.isInTransaction()) throw error;
        return execute<R>(fresh, text, parameters);
      }
    });
  };
}
