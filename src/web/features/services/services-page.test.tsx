import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicServiceDetail } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { catalogueHandlers, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function renderCatalogue(path: string, services: object[] = []) {
  const api = createFakeApi({
    ...catalogueHandlers,
    'GET /services': json(200, {
      data: services,
      meta: { currentPage: 1, lastPage: 1, perPage: 12, total: services.length },
    }),
    'GET /site': json(200, { data: siteInfo() }),
    'GET /me': json(401, { message: 'x' }),
    'GET /layouts/services/index': json(200, {
      data: {
        blocks: [
          { type: 'search', title: '条件', text: '' },
          { type: 'service_list', title: '', text: '' },
        ],
        fields: [],
      },
    }),
  });
  renderApp(path, api.fetch);
  return api;
}

const lastServicesQuery = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((call) => call.path === '/services').at(-1)?.query;

describe('the catalogue', () => {
  it('sorts from above the results, keeping the search and starting again at page one', async () => {
    const api = renderCatalogue('/guest/services?keyword=%E6%95%B0%E5%AD%A6&page=2');
    const results = within(await screen.findByRole('region', { name: '検索結果' }));
    expect(results.getByRole('status').textContent).toBe('0件のサービス');
    fireEvent.change(results.getByLabelText('並び順'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(lastServicesQuery(api)?.get('orderBy')).toBe('price_asc'));
    expect(lastServicesQuery(api)?.get('keyword')).toBe('数学');
    expect(lastServicesQuery(api)?.get('page')).toBe('1');
  });

  it('searches from the sidebar form with the same query, keeping the chosen order', async () => {
    const api = renderCatalogue('/guest/services?orderBy=rating');
    const form = within(await screen.findByRole('form', { name: '条件' }));
    expect(form.queryByLabelText('並び順')).toBeNull();
    fireEvent.change(form.getByLabelText('キーワード'), { target: { value: ' ピアノ ' } });
    fireEvent.click(form.getByRole('button', { name: '検索する' }));
    await waitFor(() => expect(lastServicesQuery(api)?.get('keyword')).toBe('ピアノ'));
    expect(lastServicesQuery(api)?.get('orderBy')).toBe('rating');
  });

  it("loads the first card's photo at once and first (what a phone shows largest), the others as they scroll in", async () => {
    renderCatalogue('/guest/services', [
      publicServiceDetail({ id: 's1', title: '数学の個別指導', imageUrls: ['/api/uploads/photo1'] }),
      publicServiceDetail({ id: 's2', title: '英会話', imageUrls: ['/api/uploads/photo2'] }),
    ]);
    const first = await screen.findByRole('img', { name: /数学の個別指導/ });
    const second = screen.getByRole('img', { name: /英会話/ });
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
