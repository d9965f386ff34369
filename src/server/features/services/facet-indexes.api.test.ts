import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchServices } from '../../../../bench/seed-services.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../../test/helpers/test-database.ts';
import { seedDemo } from '../../db/seed.ts';

let t: TestApp;
let operator: Agent;
beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  await seedBenchServices(database.db, 120);
  t = await createTestApp({ database });
  operator = t.agent();
  await operator.loginOperator();
});
afterAll(() => t?.close());

/** The catalogue's facet indexes, each as the choice it starts with and every choice it holds. */
async function facetIndexes() {
  const { rows } = await sql<{ indexdef: string }>`
    select indexdef from pg_indexes where tablename = 'services' and indexname like 'services\\_facet\\_%'
  `.execute(t.database.db);
  return rows.map(({ indexdef }) => ({
    leading: /btree \(\(\("values" ->> '(\w+)'/.exec(indexdef)?.[1],
    choices: [...indexdef.matchAll(/->> '(\w+)'/g)].map((m) => m[1]).sort(),
  }));
}

/** The choices whose values the planner keeps statistics of (a partial index's own are not kept). */
async function facetStatistics() {
  const { rows } = await sql<{ expr: string }>`
    select pg_get_statisticsobjdef_expressions(oid)::text as expr from pg_statistic_ext
    where stxrelid = 'services'::regclass and stxname like 'services\\_facet\\_%'
  `.execute(t.database.db);
  return rows.map(({ expr }) => /->> '(\w+)'/.exec(expr)?.[1]).sort();
}

const idsOf = async (custom: Record<string, unknown>) => {
  const response = await t
    .agent()
    .get(`/api/services?perPage=100&custom=${encodeURIComponent(JSON.stringify(custom))}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ id: string }>).map((s) => s.id);
};

describe("the catalogue's facet indexes", () => {
  it('exist for each choice of the search form, three orders each, holding the other choice', async () => {
    const indexes = await facetIndexes();
    expect(indexes).toHaveLength(6);
    expect(indexes.filter((i) => i.leading === 'area')).toHaveLength(3);
    expect(indexes.filter((i) => i.leading === 'category')).toHaveLength(3);
    expect(indexes.every((i) => i.choices.join() === 'area,category')).toBe(true);
    expect(await facetStatistics()).toEqual(['area', 'category']);
  });

  it("follow the operator's save of the search form: a new choice gets its own, a removed one loses them", async () => {
    const before = await idsOf({ area: 'tokyo' });
    const form = (await operator.get('/api/admin/schemas/service.search')).json().data.fields as Array<{
      key: string;
    }>;
    const style = {
      key: 'style',
      type: 'radio_button',
      label: '形式',
      options: [
        { value: 'visit', label: '訪問' },
        { value: 'online', label: 'オンライン' },
      ],
    };
    const saved = await operator.put('/api/admin/schemas/service.search', {
      fields: [...form.filter((f) => f.key !== 'category'), style],
    });
    expect(saved.statusCode).toBe(200);

    const indexes = await facetIndexes();
    expect(indexes.map((i) => i.leading).sort()).toEqual(['area', 'area', 'area', 'style', 'style', 'style']);
    expect(indexes.every((i) => i.choices.join() === 'area,style')).toBe(true);
    expect(await facetStatistics()).toEqual(['area', 'style']);
    expect(before.length).toBeGreaterThan(0);
    expect(await idsOf({ area: 'tokyo' })).toEqual(before);
  });
});
