import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', maxWaiting: 5 });
});
afterAll(() => database?.close());

describe('the embedded database under load', () => {
  it('lets a bounded number of callers wait and tells the rest at once that it is busy; then serves again', async () => {
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => sql`select pg_sleep(0.02)`.execute(database.db)),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    // Twenty arrive together: five queue for the connection, the other fifteen are refused without waiting.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const outcome of refused) {
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ code: 'unavailable', messageKey: 'errors.databaseBusy' });
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    const after = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it('lets the event loop turn between two holders, so a request that arrives meanwhile is read in its turn', async () => {
    const order: string[] = [];
    // Five: one holds the connection and four wait, within this database's bound of five waiting.
    const queries = Array.from({ length: 5 }, (_, i) =>
      sql`select ${i}::int as n`.execute(database.db).then(() => order.push(`query ${i}`)),
    );
    // Stands for the socket read of a request arriving while the queries wait their turn.
    setImmediate(() => order.push('arrival'));
    await Promise.all(queries);
    // Handed over in microtasks, all five queries ran before the arrival was read.
    expect(order.slice(0, 2)).toEqual(['query 0', 'arrival']);
    expect(order.filter((entry) => entry.startsWith('query'))).toEqual(
      Array.from({ length: 5 }, (_, i) => `query ${i}`),
    );
  });

  it('counts a transaction as one holder: its own queries never count as waiting', async () => {
    const rows = await database.db.transaction().execute(async (trx) => {
      const results = [];
      for (let i = 0; i < 10; i += 1)
        results.push((await sql<{ n: number }>`select ${i}::int as n`.execute(trx)).rows[0]?.n);
      return results;
    });
    expect(rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
