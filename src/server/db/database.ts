import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { countingDialect, type StatementListener } from './counting-dialect.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { type PoolStatement, prepareRepeatedStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the query builder, which engine serves it, and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** How many statements this handle has sent since it opened (begin and commit included). */
  statementsSent(): number;
  /** Hears every statement this handle's connections run once it succeeded; returns how to stop. */
  onStatement(listener: StatementListener): () => void;
  /**
   * Runs one compiled read outside any transaction, counted and heard like every statement. On
   * PostgreSQL it goes to the pool itself (named as the pool's clients name what repeats), past Kysely's
   * executor and driver, which cost a catalogue page about a tenth of its Node time (docs/performance.md);
   * on PGlite it takes the one connection's turn through Kysely.
   */
  read<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  /** PGlite only: the data directory as a tarball (tests copy a migrated template from it). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: where it is, for a connection of its own outside the pool (LISTEN). */
  url?: string;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Repeated statements run prepared (db/prepared-statements.ts); PREPARED_STATEMENTS=off, true when absent. */
      preparedStatements?: boolean;
    }
  /** dataDir undefined = in memory; loadDataDir = start from a dump (tests clone a migrated template). */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** How many callers may wait for the one connection before the next is refused as busy. */
      maxWaiting?: number;
    };

const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Money is integer minor units; counts and sums come back as int8/numeric and fit a double exactly.
const toNumber = (value: string) => Number(value);

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A database that does not answer fails the request (503) rather than holding it forever.
      connectionTimeoutMillis: 5000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? toNumber
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the server drops (a restart) is an 'error' event, on the pool when the connection is
    // idle and on the connection itself when it is checked out between two queries; unheard, either would
    // end the process. The query on it fails (503) and the pool discards it; the next opens a new one.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const onPool: PoolStatement =
      target.preparedStatements === false
        ? (text, values) => pool.query(text, values)
        : prepareRepeatedStatements(pool);
    const { dialect, sent, onStatement, counted } = countingDialect(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect });
    // What listeners are told a read ran on: no transaction holds it.
    const poolItself = {};
    return {
      db,
      kind: 'postgres',
      url: target.url,
      close: () => db.destroy(),
      statementsSent: sent,
      onStatement,
      read: async <Row>(query: CompiledQuery<Row>) => {
        const { rows } = await counted(query, poolItself, () =>
          onPool(query.sql, query.parameters as unknown[]),
        );
        return rows as Row[];
      },
    };
  }
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
    // The catalogue's keyword index (migration 0008) and the appointments' exclusion constraint (0034):
    // PostgreSQL ships them, PGlite loads them here.
    extensions: { pg_trgm, btree_gist },
  });
  const { dialect, sent, onStatement } = countingDialect(new PGliteDialect(pglite, target.maxWaiting));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    statementsSent: sent,
    onStatement,
    read: async (query) => (await db.executeQuery(query)).rows,
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
