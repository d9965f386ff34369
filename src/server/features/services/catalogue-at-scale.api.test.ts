import { CompiledQuery, type UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchServices } from '../../../../bench/seed-services.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../../test/helpers/test-database.ts';
import { seedDemo } from '../../db/seed.ts';

const SERVICES = 20_000;

/** Every statement the app sends, with its parameters (so a test can EXPLAIN the very same). */
const sent: CompiledQuery[] = [];

const isCount = (statement: CompiledQuery) => /^select count\(\*\)/.test(statement.sql);

let t: TestApp;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  await seedBenchServices(database.db, SERVICES);
  database.onStatement((statement) => sent.push(statement));
  // What the catalogue's queries send and how they are planned: no answer may come from the cache.
  t = await createTestApp({ database, catalogueCache: false });
}, 120_000);
afterAll(() => t?.close());

/** The statements one request sent, the catalogue's page among them. */
async function statementsOf(url: string) {
  sent.length = 0;
  const response = await t.agent().get(url);
  expect(response.statusCode).toBe(200);
  return [...sent];
}

const filtered = `/api/services?custom=${encodeURIComponent(JSON.stringify({ category: 'cooking', area: 'tokyo' }))}`;

describe('the catalogue at scale', () => {
  it('counts a search once however many requests wait for its total', async () => {
    const url = `${filtered}&orderBy=price_asc&perPage=20`;
    await t.agent().get('/api/services?perPage=1');
    sent.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.agent().get(url)));
    const totals = new Set(answers.map((a) => a.json().meta.total));
    expect(totals.size).toBe(1);
    // Every 30th benchmark service is cooking in Tokyo (the demo's own may add some).
    expect([...totals][0]).toBeGreaterThanOrEqual(Math.floor(SERVICES / 30));
    expect(sent.filter(isCount)).toHaveLength(1);
  });

  it('asks the database for nothing but the page once the total and the forms are known', async () => {
    await t.agent().get('/api/services?perPage=20');
    const statements = await statementsOf('/api/services?perPage=20');
    expect(statements).toHaveLength(1);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Rows Removed by Filter'?: number;
  'Actual Rows'?: number;
  'Total Cost': number;
  Plans?: PlanNode[];
}
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/** A parameter's value written into SQL, for `execute` of a statement prepared in SQL (tests only). */
const literal = (value: unknown) =>
  value instanceof Date
    ? `'${value.toISOString()}'`
    : typeof value === 'string'
      ? `'${value.replaceAll("'", "''")}'`
      : String(value);

/**
 * The plan of the page statement a catalogue request sends, once its total is known; `analyze` runs it
 * and adds what each node read. `generic` is the plan PostgreSQL makes once for every call of the
 * statement prepared (db/statement-names.ts), whatever its parameters' values.
 */
async function planOf(url: string, { analyze = false, generic = false } = {}) {
  await t.agent().get(url);
  const [compiled] = await statementsOf(url);
  if (!compiled) throw new Error(`${url} sent no statement`);
  const explain = `explain (${analyze ? 'analyze, ' : ''}format json)`;
  const { rows } = generic
    ? await t.database.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
        await trx.executeQuery(CompiledQuery.raw(`prepare catalogue_page as ${compiled.sql}`));
        const values = compiled.parameters.map(literal).join(', ');
        const explained = await trx.executeQuery<UnknownRow>(
          CompiledQuery.raw(`${explain} execute catalogue_page${values ? `(${values})` : ''}`),
        );
        await trx.executeQuery(CompiledQuery.raw('deallocate catalogue_page'));
        return explained;
      })
    : await t.database.db.executeQuery<UnknownRow>(
        CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
      );
  const plan = rows[0]?.['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  if (!root) throw new Error('no plan');
  return flatten(root.Plan);
}

const scansServices = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'services');

describe('deep pages of the newest order', () => {
  it('continue after a service as the same page by number does, the total unchanged', async () => {
    const third = (await t.agent().get('/api/services?page=3&perPage=20')).json();
    const second = (await t.agent().get('/api/services?page=2&perPage=20')).json();
    const last = second.data.at(-1).id as string;
    const after = (await t.agent().get(`/api/services?after=${last}&page=3&perPage=20`)).json();
    expect(after.data.map((s: { id: string }) => s.id)).toEqual(third.data.map((s: { id: string }) => s.id));
    expect(after.meta).toEqual(third.meta);
  });

  it('are refused for another order and a malformed id (422 on after), empty after an unknown one', async () => {
    const otherOrder = await t.agent().get('/api/services?after=bench10&orderBy=price_asc');
    expect(otherOrder.statusCode).toBe(422);
    expect(Object.keys(otherOrder.json().errors)).toEqual(['after']);
    const unknown = await t.agent().get('/api/services?after=neverPublished');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual([]);
    const malformed = await t.agent().get('/api/services?after=not-an-id!');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['after']);
  });
});

describe(`the catalogue's plans over ${SERVICES} services`, () => {
  it('walks the newest index for the newest page, without reading the table through', async () => {
    const nodes = await planOf('/api/services?perPage=20');
    expect(nodes.map((n) => n['Index Name'])).toContain('services_public_newest');
    expect(scansServices(nodes)).toEqual([]);
  });

  it('plans the newest page once for every call on the newest index: no sort, no pass through the table', async () => {
    // A parameter for the fixed conditions or the first page's offset would give a plan that sorts the
    // whole catalogue, and PostgreSQL would plan the page anew on every call rather than use it.
    const nodes = await planOf('/api/services?perPage=20', { generic: true });
    expect(nodes.map((n) => n['Index Name'])).toContain('services_public_newest');
    expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
    expect(scansServices(nodes)).toEqual([]);
    // PostgreSQL keeps the plan made once only while it costs about what a plan for the call's own values
    // does (an offset parameter is guessed as a tenth of the table, which makes it cost hundreds of times more).
    const [custom] = await planOf('/api/services?perPage=20');
    expect(nodes[0]?.['Total Cost']).toBeLessThan(2 * (custom?.['Total Cost'] ?? 0));
  });

  it('starts a deep page after a service in the newest index, reading no rows before it', async () => {
    const deep = (await t.agent().get('/api/services?page=900&perPage=20')).json();
    const nodes = await planOf(`/api/services?after=${deep.data.at(-1).id}&perPage=20`);
    const newest = nodes.find((n) => n['Index Name'] === 'services_public_newest');
    expect(newest?.['Index Cond']).toContain('published_at');
    expect(scansServices(nodes)).toEqual([]);
  });

  it("reads a filtered, price-ordered page from a choice's index, discarding no rows", async () => {
    const nodes = await planOf(`${filtered}&orderBy=price_asc&page=5&perPage=20`, { analyze: true });
    // A facet index starts at one choice and checks the other in the index, in the page's order: the
    // 100 services of pages 1 to 5 are the only rows read (the price index alone read ~3,000 for them).
    const services = nodes.filter((n) => n['Relation Name'] === 'services');
    expect(services.map((n) => n['Index Name'])).toEqual([expect.stringMatching(/^services_facet_/)]);
    expect(services[0]?.['Index Cond']).toMatch(
      /category.*cooking.*area.*tokyo|area.*tokyo.*category.*cooking/s,
    );
    expect(services[0]?.['Rows Removed by Filter'] ?? 0).toBe(0);
    expect(services[0]?.['Actual Rows']).toBe(100);
    expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
  });

  it('plans a filtered page in price order once for every call as well, as cheap as for its own values', async () => {
    const url = `${filtered}&orderBy=price_asc&page=5&perPage=20`;
    const nodes = await planOf(url, { generic: true });
    expect(nodes.filter((n) => n['Relation Name'] === 'services').map((n) => n['Index Name'])).toEqual([
      expect.stringMatching(/^services_facet_/),
    ]);
    expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
    const [custom] = await planOf(url);
    expect(nodes[0]?.['Total Cost']).toBeLessThan(2 * (custom?.['Total Cost'] ?? 0));
  });

  it("writes the first pages' size and offset into their statement, and a deeper page's offset as a parameter", async () => {
    // A parameter's offset is guessed as a tenth of the rows: over 100k services PostgreSQL then planned
    // page 5 of this search anew on every call (pg_prepared_statements: 0 generic plans in 11 calls).
    const pageSql = async (page: number) => {
      const url = `${filtered}&orderBy=price_asc&page=${page}&perPage=20`;
      await t.agent().get(url);
      const [statement] = await statementsOf(url);
      if (!statement) throw new Error(`${url} sent no statement`);
      return statement.sql;
    };
    expect(await pageSql(5)).toMatch(/ limit 20 offset 80$/);
    expect(await pageSql(11)).toMatch(/ limit 20 offset \$\d+$/);
  });

  it("reads a filtered newest page from a choice's index too", async () => {
    const nodes = await planOf(`${filtered}&perPage=20`, { analyze: true });
    const services = nodes.filter((n) => n['Relation Name'] === 'services');
    expect(services.map((n) => n['Index Name'])).toEqual([expect.stringMatching(/^services_facet_/)]);
    expect(services[0]?.['Actual Rows']).toBe(20);
    expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
  });

  it('finds a keyword page through the trigram index', async () => {
    const nodes = await planOf(`/api/services?keyword=${encodeURIComponent('サービス 4321')}&perPage=20`);
    expect(nodes.map((n) => n['Index Name'])).toContain('services_search_text');
    expect(scansServices(nodes)).toEqual([]);
  });
});
