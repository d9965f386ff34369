import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

/** PostgreSQL only: PGlite runs every statement unnamed. One connection, so each call meets the last one's. */
let database: DatabaseHandle;
let oneConnection: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind !== 'postgres' || !database.url) throw new Error('a PostgreSQL test');
  oneConnection = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
  await sql`create table prepared_probe (a int)`.execute(oneConnection.db);
  await sql`insert into prepared_probe values (1)`.execute(oneConnection.db);
});

afterAll(async () => {
  await oneConnection?.close();
  await database?.close();
});

async function preparedTexts(): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
    oneConnection.db,
  );
  return rows.map((row) => row.statement);
}

it('prepares a statement once it repeats, and leaves one-off statements and begin/commit unnamed', async () => {
  const repeated = () =>
    oneConnection.db.selectFrom('accounts').select('id').where('email', '=', 'nobody@example.com').execute();
  await repeated();
  expect((await preparedTexts()).some((text) => text.includes('"accounts"'))).toBe(false);
  await repeated();
  await repeated();
  await oneConnection.db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('email').where('id', '=', 'x').execute();
  });
  const texts = await preparedTexts();
  expect(texts.filter((text) => text.includes('from "accounts" where "email" = $1'))).toHaveLength(1);
  expect(texts.some((text) => text.includes('where "id" = $1'))).toBe(false);
  expect(texts.some((text) => /^(begin|commit)/i.test(text))).toBe(false);
});

it('answers with the new columns after a migration changes a table under a prepared select *', async () => {
  const all = () =>
    oneConnection.db
      .selectFrom('prepared_probe' as never)
      .selectAll()
      .execute();
  await all();
  await all();
  expect(await all()).toEqual([{ a: 1 }]);
  await sql`alter table prepared_probe add column b int default 2`.execute(database.db);
  expect(await all()).toEqual([{ a: 1, b: 2 }]);
  await sql`alter table prepared_probe add column c int default 3`.execute(database.db);
  // Inside a transaction the stale statement fails that transaction once; the next call is served.
  await expect(
    oneConnection.db.transaction().execute((trx) =>
      trx
        .selectFrom('prepared_probe' as never)
        .selectAll()
        .execute(),
    ),
  ).rejects.toThrow(/cached plan/);
  expect(await all()).toEqual([{ a: 1, b: 2, c: 3 }]);
});
