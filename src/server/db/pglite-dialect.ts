import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { AppError } from '../app-error.ts';
import { createPGlitePreparedStatements } from './pglite-prepared-statements.ts';

/**
 * How many callers may wait for the embedded database at once. Past this a caller is told at once that
 * the database is busy (503 with Retry-After) instead of queueing for seconds: each query holds the one
 * connection for about a millisecond, so 256 waiting is already a queue of a quarter second or more for
 * every request behind it, while a burst of a hundred requests at once (a double-clicked pay across a
 * page of entries) still waits its turn. A site that meets this often has outgrown PGlite
 * (docs/operations.md: PostgreSQL).
 */
export const PGLITE_MAX_WAITING = 256;

/**
 * Kysely dialect for embedded PGlite. PGlite is one connection, so the driver hands it out to one
 * holder at a time: a transaction keeps it until commit or rollback and other queries wait their turn.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly maxWaiting = PGLITE_MAX_WAITING,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.maxWaiting);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

const ACQUIRE_TIMEOUT_MS = 15_000;

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  /** Callers waiting for the connection now (its holder not counted). */
  private waiting = 0;

  constructor(
    pglite: PGlite,
    private readonly maxWaiting: number,
  ) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.waiting >= this.maxWaiting) throw new AppError('unavailable', 'errors.databaseBusy');
    this.waiting += 1;
    try {
      return await this.waitForConnection();
    } finally {
      this.waiting -= 1;
    }
  }

  private async waitForConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A query made through `db` inside a transaction callback (instead of `trx`) would wait forever for
    // the connection its own transaction holds; fail loudly instead of hanging.
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      previous.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ACQUIRE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!waited) {
      void previous.then(release);
      throw new Error(
        `waited ${ACQUIRE_TIMEOUT_MS} ms for the embedded database: is a query using db inside a transaction instead of trx?`,
      );
    }
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery({ sql: `begin${isolation}`, parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }

  async releaseConnection(connection: DatabaseConnection) {
    // PGlite answers within the process, so handing the connection over at once would run every waiting
    // query back to back in microtasks while no new request is read: requests then arrive in bursts and
    // the last of a burst waits for two (p99 twice the mean). Handing it over on the next turn of the
    // event loop serves them in the order they came (docs/performance.md).
    setImmediate((connection as PGliteConnection).release);
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  private readonly runPrepared: ReturnType<typeof createPGlitePreparedStatements>;

  constructor(private readonly pglite: PGlite) {
    this.runPrepared = createPGlitePreparedStatements(pglite);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      (await this.runPrepared<R>(compiledQuery.sql, compiledQuery.parameters)) ??
      (await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]));
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(compiledQuery.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors; streaming is refused explicitly.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
