import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { field } from '../../../core/forms/form-schema.ts';
import { createFormSchemas } from '../form-schemas/service.ts';

/**
 * The catalogue search with a search form that uses every filtering field type, set up the way an
 * operator would: the service form and the search form saved for the site.
 */
let t: TestApp;
let cast: Agent;
const ids: Record<string, string> = {};

const choices = (...values: string[]) => values.map((value) => ({ value, label: value }));
const serviceFields = [
  field({ key: 'category', type: 'pull_down', label: 'カテゴリ', options: choices('cooking', 'pets', 'it') }),
  field({ key: 'size', type: 'radio_button', label: '規模', options: choices('small', 'large') }),
  field({ key: 'weekdays', type: 'check_box', label: '曜日', options: choices('mon', 'sat', 'sun') }),
  field({ key: 'area', type: 'text', label: 'エリア' }),
  field({ key: 'notes', type: 'text_area', label: '備考' }),
  field({ key: 'startDate', type: 'date', label: '開始日' }),
  field({ key: 'startTime', type: 'time', label: '開始時刻' }),
  field({ key: 'secretMemo', type: 'text', label: '運営へのメモ', private: true }),
];

async function publish(key: string, title: string, values: Record<string, unknown>, price: number) {
  const created = await cast.post('/api/services', {
    title,
    description: `${title}をお手伝いします。`,
    status: key === 'draft' ? 'draft' : 'publish',
    chargeMethod: 'unit_price',
    values,
    menus: [{ name: '基本', price }],
  });
  expect(created.statusCode).toBe(201);
  ids[key] = created.json().data.id;
  t.clock.advance(60_000);
}

beforeAll(async () => {
  t = await createTestApp();
  const schemas = createFormSchemas(t.database.db, t.clock, async () => []);
  await schemas.saveFields('service/create', serviceFields);
  await schemas.saveFields('service/search', [
    ...serviceFields,
    field({ key: 'price', type: 'price', label: '価格' }),
  ]);
  cast = t.agent();
  await cast.login('cast');
  const secretMemo = 'ひみつのメモ';
  await publish(
    'cooking',
    '作り置き料理の代行',
    {
      category: 'cooking',
      size: 'small',
      weekdays: ['sat'],
      area: '渋谷区',
      notes: '駐車場あり',
      startDate: '2026-12-01',
      startTime: '09:00',
      secretMemo,
    },
    6000,
  );
  await publish(
    'dog',
    '犬の散歩代行',
    {
      category: 'pets',
      size: 'large',
      weekdays: ['mon'],
      area: '横浜市',
      notes: '大型犬もOK',
      startDate: '2026-12-15',
      startTime: '14:00',
    },
    2000,
  );
  await publish(
    'phone',
    'スマホ教室',
    {
      category: 'it',
      size: 'small',
      weekdays: ['sun'],
      area: 'オンライン',
      startDate: '2027-01-10',
      startTime: '19:30',
    },
    3500,
  );
  await publish('english', 'Cooking Class in English', { category: 'cooking', area: 'Tokyo' }, 8000);
  await publish('draft', '下書きの料理代行', { category: 'cooking', area: '渋谷区' }, 1000);
});
afterAll(() => t?.close());

const titles = (body: { data: Array<{ title: string }> }) => body.data.map((s) => s.title);
const search = async (query: string) => {
  const response = await t.agent().get(`/api/services?${query}`);
  expect(response.statusCode).toBe(200);
  return titles(response.json());
};
const custom = (filters: unknown) => search(`custom=${encodeURIComponent(JSON.stringify(filters))}`);
const keyword = (text: string) => search(`keyword=${encodeURIComponent(text)}`);

describe('the catalogue search', () => {
  it('filters a pull-down or radio choice exactly, and check boxes by any of the chosen values', async () => {
    expect(await custom({ category: 'cooking' })).toEqual(['Cooking Class in English', '作り置き料理の代行']);
    expect(await custom({ size: 'small' })).toEqual(['スマホ教室', '作り置き料理の代行']);
    expect(await custom({ weekdays: ['sat', 'sun'] })).toEqual(['スマホ教室', '作り置き料理の代行']);
    expect(await custom({ category: 'cooking', weekdays: ['sat'] })).toEqual(['作り置き料理の代行']);
  });

  it('answers a search shaped like one asked before with its own values', async () => {
    // The page statement is compiled once per shape of search (db/shaped-statements.ts): the second of
    // each pair sends the first one's statement with its own parameters.
    expect(await custom({ category: 'cooking' })).toEqual(['Cooking Class in English', '作り置き料理の代行']);
    expect(await custom({ category: 'pets' })).toEqual(['犬の散歩代行']);
    expect(await custom({ price: { min: 3000, max: 6000 } })).toEqual(['スマホ教室', '作り置き料理の代行']);
    expect(await custom({ price: { min: 1000, max: 2500 } })).toEqual(['犬の散歩代行']);
    expect(await custom({ startDate: { from: '2026-12-15' } })).toEqual(['スマホ教室', '犬の散歩代行']);
    expect(await custom({ startDate: { from: '2027-01-01' } })).toEqual(['スマホ教室']);
    expect(await search(`serviceIds=${ids.dog},${ids.phone}`)).toEqual(['スマホ教室', '犬の散歩代行']);
    expect(await search(`serviceIds=${ids.cooking},${ids.english}`)).toEqual([
      'Cooking Class in English',
      '作り置き料理の代行',
    ]);
  });

  it('filters text and text areas by what they contain, ignoring case and wildcards', async () => {
    expect(await custom({ area: '横浜' })).toEqual(['犬の散歩代行']);
    expect(await custom({ area: 'tokyo' })).toEqual(['Cooking Class in English']);
    expect(await custom({ notes: '大型犬' })).toEqual(['犬の散歩代行']);
    expect(await custom({ area: '%' })).toEqual([]);
  });

  it('filters dates and times by an inclusive range, open at either end', async () => {
    expect(await custom({ startDate: { from: '2026-12-15' } })).toEqual(['スマホ教室', '犬の散歩代行']);
    expect(await custom({ startDate: { to: '2026-12-15' } })).toEqual(['犬の散歩代行', '作り置き料理の代行']);
    expect(await custom({ startDate: { from: '2026-12-02', to: '2026-12-31' } })).toEqual(['犬の散歩代行']);
    expect(await custom({ startTime: { from: '12:00' } })).toEqual(['スマホ教室', '犬の散歩代行']);
    expect(await custom({ startTime: { to: '09:00' } })).toEqual(['作り置き料理の代行']);
  });

  it("filters a price range by the service's lowest menu price", async () => {
    expect(await custom({ price: { min: 3000, max: 6000 } })).toEqual(['スマホ教室', '作り置き料理の代行']);
    expect(await custom({ price: { max: 2000 } })).toEqual(['犬の散歩代行']);
    expect(await custom({ price: { min: 7000 } })).toEqual(['Cooking Class in English']);
  });

  it('answers 422 naming each search field whose value does not fit', async () => {
    const refused = await t.agent().get(
      `/api/services?custom=${encodeURIComponent(
        JSON.stringify({
          category: 'golf',
          startDate: { from: '2026-13-01' },
          startTime: { to: '9時' },
          price: { min: 'abc' },
          colour: 'red',
        }),
      )}`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'custom.category': ['選択肢の中から選んでください。'],
      'custom.startDate': ['正しい日付を入力してください。'],
      'custom.startTime': ['正しい時刻（00:00〜23:59）を入力してください。'],
      'custom.price': ['値の形式が正しくありません。'],
      'custom.colour': ['この項目は受け付けていません。'],
    });
    const notJson = await t.agent().get('/api/services?custom=category');
    expect(notJson.json().errors).toEqual({ custom: ['値の形式が正しくありません。'] });
  });

  it('keeps private fields out of reach: no filter, no keyword match, not in the answer', async () => {
    const refused = await t
      .agent()
      .get(`/api/services?custom=${encodeURIComponent(JSON.stringify({ secretMemo: 'ひみつ' }))}`);
    expect(refused.json().errors).toEqual({ 'custom.secretMemo': ['この項目は受け付けていません。'] });
    expect(await keyword('ひみつのメモ')).toEqual([]);
    const detail = (await t.agent().get(`/api/services/${ids.cooking}`)).json().data;
    expect(detail.values).not.toHaveProperty('secretMemo');
    expect((await cast.get(`/api/casts/me/services/${ids.cooking}`)).json().data.values.secretMemo).toBe(
      'ひみつのメモ',
    );
  });

  it('finds Japanese free text inside words, in titles, descriptions and text values', async () => {
    expect(await keyword('料理')).toEqual(['作り置き料理の代行']);
    expect(await keyword('散歩代行')).toEqual(['犬の散歩代行']);
    expect(await keyword('代行')).toEqual(['犬の散歩代行', '作り置き料理の代行']);
    expect(await keyword('代行　犬')).toEqual(['犬の散歩代行']);
    expect(await keyword('お手伝い')).toHaveLength(4);
    expect(await keyword('駐車場')).toEqual(['作り置き料理の代行']);
    expect(await keyword('COOKING class')).toEqual(['Cooking Class in English']);
    expect(await keyword('料理 英語')).toEqual([]);
  });

  it('picks services by id, published ones only', async () => {
    expect(await search(`serviceIds=${ids.dog},${ids.draft},${ids.phone}`)).toEqual([
      'スマホ教室',
      '犬の散歩代行',
    ]);
    expect((await t.agent().get('/api/services?serviceIds=a,,b')).statusCode).toBe(422);
  });

  it('pages the filtered results with their totals', async () => {
    const query = `custom=${encodeURIComponent(JSON.stringify({ size: 'small' }))}&perPage=1`;
    const first = (await t.agent().get(`/api/services?${query}`)).json();
    expect(first.meta).toEqual({ currentPage: 1, lastPage: 2, perPage: 1, total: 2 });
    const second = (await t.agent().get(`/api/services?${query}&page=2`)).json();
    expect(titles(second)).toEqual(['作り置き料理の代行']);
    expect(second.meta).toEqual({ currentPage: 2, lastPage: 2, perPage: 1, total: 2 });
    const beyond = (await t.agent().get(`/api/services?${query}&page=3`)).json();
    expect(beyond.data).toEqual([]);
    const all = (await t.agent().get(`/api/services?keyword=${encodeURIComponent('代行')}`)).json();
    expect(all.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 20, total: 2 });
  });
});
