import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStalePreparedSelectRecovers } from '../../../test/helpers/stale-prepared-select.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await sql`create table probe (id int primary key, at timestamptz, doc jsonb, tags text[], big int8,
    price numeric, flag bool, note text)`.execute(database.db);
  await sql`insert into probe values (1, '2026-11-25T01:00:00Z', '{"a":[1,"x"]}', '{red,"blue sky"}',
    9007199254740991, 12.5, true, null)`.execute(database.db);
});
afterAll(() => database?.close());

async function preparedTexts(): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements where not from_sql`.execute(database.db);
  return rows.map((row) => row.statement);
}

const probe = (id: number) =>
  database.db
    .selectFrom('probe' as never)
    .selectAll()
    .where('id' as never, '=', id as never)
    .execute();

describe('statements the app repeats on PGlite', () => {
  it('are prepared at their second sighting; one-off statements and begin/commit stay unnamed', async () => {
    await database.db
      .selectFrom('probe' as never)
      .select('note' as never)
      .where('id' as never, '=', 7 as never)
      .execute();
    expect((await preparedTexts()).some((text) => text.includes('"note"'))).toBe(false);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('probe' as never)
        .select('note' as never)
        .where('id' as never, '=', 8 as never)
        .execute();
      await trx
        .selectFrom('probe' as never)
        .select('note' as never)
        .where('id' as never, '=', 9 as never)
        .execute();
    });
    const texts = await preparedTexts();
    expect(texts.filter((text) => text.includes('select "note" from "probe"'))).toHaveLength(1);
    expect(texts.some((text) => /^(begin|commit)/i.test(text))).toBe(false);
  });

  it('answer as they did unnamed: dates, JSON, arrays, counts and money as numbers, null', async () => {
    const unnamed = await probe(1);
    const named = [await probe(1), await probe(1)];
    expect(named).toEqual([unnamed, unnamed]);
    expect(unnamed).toEqual([
      {
        id: 1,
        at: new Date('2026-11-25T01:00:00Z'),
        doc: { a: [1, 'x'] },
        tags: ['red', 'blue sky'],
        big: 9007199254740991,
        price: 12.5,
        flag: true,
        note: null,
      },
    ]);
    expect((await preparedTexts()).some((text) => text.includes('from "probe" where "id" = $1'))).toBe(true);
  });

  it('take parameters of every type and report the rows a write changed', async () => {
    const write = (id: number) =>
      database.db
        .insertInto('probe' as never)
        .values({
          id,
          at: new Date('2026-01-02T03:04:05Z'),
          doc: JSON.stringify({ n: id }),
          tags: ['a', 'b c'],
        } as never)
        .executeTakeFirst();
    for (const id of [10, 11, 12]) expect(Number((await write(id)).numInsertedOrUpdatedRows)).toBe(1);
    const updated = await database.db
      .updateTable('probe' as never)
      .set({ note: 'seen' } as never)
      .where('id' as never, '>=', 10 as never)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(3);
    expect((await probe(12))[0]).toMatchObject({
      at: new Date('2026-01-02T03:04:05Z'),
      doc: { n: 12 },
      tags: ['a', 'b c'],
    });
  });

  it('read a large answer, out of the database in several pieces, as PGlite reads it unnamed', async () => {
    const many = () =>
      sql<{ n: number; title: string }>`select n, repeat('料理教室 ', n % 50) || n as title
        from generate_series(1, 3000) as n`.execute(database.db);
    const unnamed = (await many()).rows;
    const named = (await many()).rows;
    expect(named).toHaveLength(3000);
    expect(named).toEqual(unnamed);
    expect(named[2998]).toEqual({ n: 2999, title: `${'料理教室 '.repeat(49)}2999` });
  });

  it('fail with PostgreSQL error codes and leave the database serving; a failed transaction rolls back', async () => {
    const duplicate = () =>
      database.db
        .insertInto('probe' as never)
        .values({ id: 1 } as never)
        .execute();
    for (let i = 0; i < 3; i += 1) await expect(duplicate()).rejects.toMatchObject({ code: '23505' });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('probe' as never)
          .values({ id: 20 } as never)
          .execute();
        await trx
          .insertInto('probe' as never)
          .values({ id: 1 } as never)
          .execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await probe(20)).toEqual([]);
    expect(await probe(1)).toHaveLength(1);
  });

  it('answer with the new columns after a migration changes a table under a prepared select *', async () => {
    await expectStalePreparedSelectRecovers(
      database.db as Kysely<unknown>,
      database.db as Kysely<unknown>,
      'stale_probe',
    );
  });
});
