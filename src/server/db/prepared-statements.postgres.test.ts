import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectStalePreparedSelectRecovers } from '../../../test/helpers/stale-prepared-select.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

/** The pool's clients (PGlite's side: pglite-prepared-statements.unit.test.ts). One connection, so each call meets the last one's. */
let database: DatabaseHandle;
let oneConnection: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind !== 'postgres' || !database.url) throw new Error('a PostgreSQL test');
  oneConnection = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
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
  await expectStalePreparedSelectRecovers(
    oneConnection.db as Kysely<unknown>,
    database.db as Kysely<unknown>,
    'prepared_stale_probe',
  );
});

it('runs a read on the pool itself named once it repeats, counted and heard, and renamed when a migration makes it stale', async () => {
  const heard: string[] = [];
  const stop = oneConnection.onStatement((statement) => heard.push(statement.sql));
  try {
    await sql`create table read_probe (a int)`.execute(database.db);
    await sql`insert into read_probe values (1)`.execute(database.db);
    const read = () =>
      oneConnection.read(
        (oneConnection.db as Kysely<unknown>)
          .selectFrom('read_probe' as never)
          .selectAll()
          .compile(),
      );
    const sentBefore = oneConnection.statementsSent();
    expect(await read()).toEqual([{ a: 1 }]);
    expect(await read()).toEqual([{ a: 1 }]);
    expect(oneConnection.statementsSent() - sentBefore).toBe(2);
    expect(heard.filter((text) => text.includes('"read_probe"'))).toHaveLength(2);
    expect((await preparedTexts()).filter((text) => text.includes('from "read_probe"'))).toHaveLength(1);

    await sql`alter table read_probe add column b int default 2`.execute(database.db);
    expect(await read()).toEqual([{ a: 1, b: 2 }]);
  } finally {
    stop();
  }
});
