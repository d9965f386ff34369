import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { createShapedStatements } from './shaped-statements.ts';

interface Item {
  id: string;
  name: string;
  price: number;
  tags: unknown;
  created_at: Date;
}
const db = new Kysely<{ items: Item }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Filter =
  | { key: string; kind: 'equals'; value: string }
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'tagged'; value: string };

interface Args {
  now: Date;
  order: 'newest' | 'price';
  words: string[];
  ids: string[] | null;
  filters: Filter[];
  after: string | null;
  limit: number;
}

/**
 * Built the way the catalogue's page is: parts there or not, a sort and a literal chosen by shape, and
 * two parameters made from a value (a LIKE pattern and JSON), which such a shape cannot reuse.
 */
function build(args: Args) {
  let q = db.selectFrom('items').select(['id', 'name']).where('created_at', '<', args.now);
  for (const word of args.words) q = q.where('name', 'like', `%${word}%`);
  if (args.ids) q = q.where('id', 'in', args.ids);
  for (const filter of args.filters) {
    if (filter.kind === 'equals') q = q.where(sql`(tags ->> ${sql.lit(filter.key)})`, '=', filter.value);
    else if (filter.kind === 'tagged') q = q.where(sql<boolean>`tags @> ${JSON.stringify([filter.value])}`);
    else {
      if (filter.min !== undefined) q = q.where('price', '>=', filter.min);
      if (filter.max !== undefined) q = q.where('price', '<=', filter.max);
    }
  }
  if (args.after !== null) q = q.where('id', '>', args.after);
  return q.orderBy(args.order === 'price' ? 'price' : 'created_at').limit(sql.lit(args.limit));
}
const SHAPE_KEYS = ['order', 'key', 'kind', 'limit'];

const text = fc.string({ maxLength: 6 });
const filter: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ key: fc.constantFrom('area', 'size'), kind: fc.constant('equals' as const), value: text }),
  fc.record({ key: fc.constantFrom('tag'), kind: fc.constant('tagged' as const), value: text }),
  fc.record(
    {
      key: fc.constant('price'),
      kind: fc.constant('range' as const),
      min: fc.integer({ min: 0, max: 1e6 }),
      max: fc.integer({ min: 0, max: 1e6 }),
    },
    { requiredKeys: ['key', 'kind'] },
  ),
);
const args: fc.Arbitrary<Args> = fc.record({
  now: fc.date({ noInvalidDate: true }),
  order: fc.constantFrom('newest' as const, 'price' as const),
  words: fc.array(text, { maxLength: 2 }),
  ids: fc.option(fc.array(text, { minLength: 1, maxLength: 3 })),
  filters: fc.array(filter, { maxLength: 2 }),
  after: fc.option(text),
  limit: fc.constantFrom(10, 20),
});

const plainArgs = (now = new Date('2026-11-25T00:00:00Z')): Args => ({
  now,
  order: 'newest',
  words: [],
  ids: ['a', 'b'],
  filters: [{ key: 'area', kind: 'equals', value: 'tokyo' }],
  after: null,
  limit: 20,
});

/** Statements of `build` by shape, and how many times `build` ran. */
function counted() {
  let builds = 0;
  const statementOf = createShapedStatements(
    (a: Args) => {
      builds += 1;
      return build(a);
    },
    { shapeKeys: SHAPE_KEYS },
  );
  return { statementOf, built: () => builds };
}

describe('createShapedStatements', () => {
  it('sends for every call the statement and parameters Kysely would compile for it', () => {
    const statementOf = createShapedStatements(build, { shapeKeys: SHAPE_KEYS });
    fc.assert(
      fc.property(fc.array(args, { minLength: 1, maxLength: 8 }), (calls) => {
        // Calls repeat shapes with other values: the later ones reuse the shape's statement.
        for (const call of [...calls, ...calls.reverse()]) {
          const expected = build(call).compile();
          const sent = statementOf(call);
          expect(sent.sql).toBe(expected.sql);
          expect(sent.parameters).toEqual(expected.parameters);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('builds a shape once, then only fills in the values of each call', () => {
    const { statementOf, built } = counted();
    const first = statementOf(plainArgs());
    const second = statementOf({ ...plainArgs(new Date('2027-01-01T00:00:00Z')), ids: ['c', 'd'] });
    expect(built()).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual([new Date('2027-01-01T00:00:00Z'), 'c', 'd', 'tokyo']);
    // Another number of ids is another shape.
    statementOf({ ...plainArgs(), ids: ['c'] });
    expect(built()).toBe(2);
  });

  it('builds each call of a shape that makes a parameter from a value (a pattern), and still sends it right', () => {
    const { statementOf, built } = counted();
    for (const word of ['tea', 'cake', 'tea']) {
      const sent = statementOf({ ...plainArgs(), words: [word] });
      expect(sent.parameters).toContain(`%${word}%`);
    }
    // Once with its values marked, to learn that the shape cannot be reused, then once a call.
    expect(built()).toBe(4);
  });

  it('treats a value read as shape (a key missing from shapeKeys) as not reusable, not as a wrong statement', () => {
    const statementOf = createShapedStatements(build, { shapeKeys: ['order', 'key', 'kind'] });
    for (const limit of [10, 20, 10]) {
      expect(statementOf({ ...plainArgs(), limit }).sql).toMatch(new RegExp(` limit ${limit}$`));
    }
  });

  it('past maxShapes, builds the statements of new shapes each time, as Kysely would', () => {
    const statementOf = createShapedStatements(build, { shapeKeys: SHAPE_KEYS, maxShapes: 1 });
    statementOf(plainArgs());
    const other = { ...plainArgs(), after: 'x1' };
    expect(statementOf(other).parameters).toEqual(build(other).compile().parameters);
    expect(statementOf(other).sql).toBe(build(other).compile().sql);
  });
});
