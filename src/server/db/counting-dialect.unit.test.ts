import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database?.close());

describe('the statement count', () => {
  it('counts each statement once, and a transaction its begin and commit too', async () => {
    const before = database.statementsSent();
    await sql`select 1`.execute(database.db);
    expect(database.statementsSent() - before).toBe(1);
    await database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await sql`select 2`.execute(trx);
    });
    expect(database.statementsSent() - before).toBe(5);
  });

  it('counts a rolled-back transaction to its rollback', async () => {
    const before = database.statementsSent();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(database.statementsSent() - before).toBe(3);
  });

  it('counts a read beside the query builder, and tells the listeners of it', async () => {
    const heard: string[] = [];
    const stop = database.onStatement((statement) => heard.push(statement.sql));
    const before = database.statementsSent();
    const rows = await database.read(sql<{ answer: number }>`select 42 as answer`.compile(database.db));
    stop();
    expect(rows).toEqual([{ answer: 42 }]);
    expect(database.statementsSent() - before).toBe(1);
    expect(heard).toEqual(['select 42 as answer']);
  });
});
