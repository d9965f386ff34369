import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';

/**
 * A migration that adds columns under a prepared `select *` (db/statement-names.ts): the statement, run
 * through `queries`, answers with the new columns outside a transaction, fails a transaction once, and is
 * served again after. `ddl` makes the changes (another connection on PostgreSQL, the same on PGlite).
 */
export async function expectStalePreparedSelectRecovers(
  queries: Kysely<unknown>,
  ddl: Kysely<unknown>,
  table: string,
): Promise<void> {
  await sql`create table ${sql.table(table)} (a int)`.execute(ddl);
  await sql`insert into ${sql.table(table)} values (1)`.execute(ddl);
  const all = () =>
    queries
      .selectFrom(table as never)
      .selectAll()
      .execute();
  await all();
  await all();
  expect(await all()).toEqual([{ a: 1 }]);
  await sql`alter table ${sql.table(table)} add column b int default 2`.execute(ddl);
  expect(await all()).toEqual([{ a: 1, b: 2 }]);
  await sql`alter table ${sql.table(table)} add column c int default 3`.execute(ddl);
  // Inside a transaction the stale statement fails that transaction once; the next call is served.
  await expect(
    queries.transaction().execute((trx) =>
      trx
        .selectFrom(table as never)
        .selectAll()
        .execute(),
    ),
  ).rejects.toThrow(/cached plan/);
  expect(await all()).toEqual([{ a: 1, b: 2, c: 3 }]);
}
