import type { CompiledQuery, DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * Told of each statement that succeeded, with the connection it ran on (begin and commit included): an
 * identity only, telling which statements share a transaction.
 */
export type StatementListener = (statement: CompiledQuery, connection: object) => void;

/**
 * Wraps a dialect so every statement its connections run is counted, begin and commit included (the
 * driver sends them through the same connection), for `tsunagu_db_statements_total`. The count is a
 * number in this process: one addition per statement. Listeners hear each statement once it succeeded
 * (the catalogue's cache learns of writes this way: features/services/catalogue-changes.ts).
 * `counted` counts and tells a statement run beside the dialect (database.ts: `read`) the same way.
 */
export function countingDialect(dialect: Dialect): {
  dialect: Dialect;
  sent: () => number;
  onStatement: (listener: StatementListener) => () => void;
  counted: <R>(query: CompiledQuery, connection: object, execute: () => Promise<R>) => Promise<R>;
} {
  let sent = 0;
  const listeners = new Set<StatementListener>();
  const counted = <R>(query: CompiledQuery, connection: object, execute: () => Promise<R>) => {
    sent += 1;
    const result = execute();
    if (listeners.size === 0) return result;
    return result.then((answer) => {
      for (const listener of listeners) listener(query, connection);
      return answer;
    });
  };
  const patched = new WeakSet<DatabaseConnection>();
  // The connection is patched in place rather than wrapped: a driver releases the very object it handed out.
  const count = (connection: DatabaseConnection) => {
    if (patched.has(connection)) return connection;
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = <R>(query: CompiledQuery) =>
      counted(query, connection, () => execute<R>(query));
    patched.add(connection);
    return connection;
  };
  const wrapped: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const acquireConnection = async () => count(await driver.acquireConnection());
      // Every other method (transactions, savepoints, release) is the driver's own, on the driver itself.
      return new Proxy(driver, {
        get(target, name, receiver) {
          if (name === 'acquireConnection') return acquireConnection;
          const value = Reflect.get(target, name, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
  return {
    dialect: wrapped,
    sent: () => sent,
    onStatement(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    counted,
  };
}
