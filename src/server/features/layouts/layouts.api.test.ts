import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const blockTypes = (body: { data: { blocks: Array<{ type: string }> } }) =>
  body.data.blocks.map((b) => b.type);

describe('layouts', () => {
  it("serves each page's blocks and fields, as the demo site stores them", async () => {
    const top = (await t.agent().get('/api/layouts/top')).json();
    expect(blockTypes(top)).toEqual([
      'hero',
      'search',
      'categories',
      'new_services',
      'popular_services',
      'notices',
    ]);
    expect(top.data.blocks[0].title).toContain('サポーター');
    expect(top.data.blocks[3]).toEqual({
      type: 'new_services',
      title: '新着サービス',
      text: '',
      limit: 6,
      translations: { en: { title: 'New services' } },
    });
    expect(blockTypes((await t.agent().get('/api/layouts/services/index')).json())).toEqual([
      'search',
      'service_list',
    ]);
    const detail = (await t.agent().get('/api/layouts/services/detail')).json();
    expect(blockTypes(detail)).toContain('menus');
    expect(detail.data.fields).toEqual(['category', 'area', 'weekdays', 'notes']);
    expect(blockTypes((await t.agent().get('/api/layouts/guests/index')).json())).toEqual([
      'search',
      'guest_list',
    ]);
    expect((await t.agent().get('/api/layouts/guests/detail')).json().data.fields).toEqual(['introduction']);
    expect((await t.agent().get('/api/layouts/cast/index')).statusCode).toBe(404);
  });

  it("serves the site's own layout once the operator has changed it", async () => {
    await t.database.db
      .updateTable('layouts')
      .set({
        layout: JSON.stringify({
          blocks: [
            { type: 'hero', title: 'ようこそ' },
            { type: 'new_services', limit: 3 },
          ],
          fields: ['category'],
        }),
      })
      .where('key', '=', 'top')
      .execute();
    expect((await t.agent().get('/api/layouts/top')).json()).toEqual({
      data: {
        blocks: [
          { type: 'hero', title: 'ようこそ', text: '' },
          { type: 'new_services', title: '', text: '', limit: 3 },
        ],
        fields: ['category'],
      },
    });
  });

  it('falls back to the default layout of a page the site has not stored', async () => {
    await t.database.db.deleteFrom('layouts').where('key', '=', 'services/index').execute();
    const index = (await t.agent().get('/api/layouts/services/index')).json();
    expect(blockTypes(index)).toEqual(['search', 'service_list']);
    expect(index.data.fields).toEqual(['category', 'area', 'weekdays']);
  });
});
