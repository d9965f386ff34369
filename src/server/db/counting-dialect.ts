import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * Wraps a dialect so every statement its connections run is counted, begin and commit included (the
 * driver sends them through the same connection), for `tsunagu_db_statements_total`. The count is a
 * number in this process: one addition per statement.
 */
export function countingDialect(dialect: Dialect): { dialect: Dialect; sent: () => number } {
  let sent = 0;
  const counted = new WeakSet<DatabaseConnection>();
  // The connection is patched in place rather than wrapped: a driver releases the very object it handed out.
  const count = (connection: DatabaseConnection) => {
    if (counted.has(connection)) return connection;
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = (query) => {
      sent += 1;
      return execute(query);
    };
    counted.add(connection);
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
  return { dialect: wrapped, sent: () => sent };
}
