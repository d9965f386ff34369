import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicServiceDetail } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { catalogueHandlers, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const service = (n: number) => {
  const { menus: _menus, ...rest } = publicServiceDetail({ id: `s${n}`, title: `サービス${n}` });
  return rest;
};
const page = (ids: number[], perPage: number) => ({
  data: ids.map(service),
  meta: { currentPage: 1, lastPage: 1, perPage, total: ids.length },
});

/** A top page of two new and two popular services, over a catalogue whose two orders are given. */
function renderTop(orders: { newest: number[]; popularity: number[] }) {
  const api = createFakeApi({
    ...catalogueHandlers,
    'GET /site': json(200, { data: siteInfo() }),
    'GET /me': json(401, { message: 'x' }),
    'GET /layouts/top': json(200, {
      data: {
        blocks: [
          { type: 'new_services', title: '新着', text: '', limit: 2 },
          { type: 'popular_services', title: '人気', text: '', limit: 2 },
        ],
        fields: [],
      },
    }),
    'GET /reviews/recent': json(200, { data: [] }),
    'GET /services': ({ query }) => {
      const perPage = Number(query.get('perPage'));
      const order = query.get('orderBy') === 'popularity' ? orders.popularity : orders.newest;
      return json(200, page(order.slice(0, perPage), perPage));
    },
  });
  renderApp('/', api.fetch);
  return api;
}

const titlesIn = async (name: string) => {
  const region = await screen.findByRole('region', { name }, { timeout: 5000 });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

describe('the top page', () => {
  it('shows the most popular services that are not already shown as new', async () => {
    const api = renderTop({ newest: [1, 2, 3, 4], popularity: [2, 5, 1, 6] });
    expect(await titlesIn('新着')).toEqual(['サービス1', 'サービス2']);
    expect(await titlesIn('人気')).toEqual(['サービス5', 'サービス6']);
    const popular = api.calls.find((call) => call.query.get('orderBy') === 'popularity');
    expect(popular?.query.get('perPage')).toBe('4');
  });

  it('fills the popular block with new services when too few others are popular', async () => {
    renderTop({ newest: [1, 2], popularity: [2, 1, 3] });
    expect(await titlesIn('新着')).toEqual(['サービス1', 'サービス2']);
    expect(await titlesIn('人気')).toEqual(['サービス3', 'サービス2']);
  });
});
