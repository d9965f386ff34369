import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe } from '../../testing/fixtures.ts';
import { peopleHandlers, peopleSite, publicGuest } from '../../testing/people-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function server(off: string[] = []) {
  return createFakeApi({
    ...peopleHandlers,
    'GET /site': peopleSite(off),
    'GET /me': json(200, { data: castMe() }),
    'GET /guests': json(
      200,
      page([publicGuest(), publicGuest({ id: 'guest02', nickname: '鈴木', favorited: true })], {
        lastPage: 2,
        total: 14,
      }),
    ),
    'GET /casts/me/guests/favorites': json(200, page([publicGuest({ favorited: true })])),
  });
}

const searches = (api: ReturnType<typeof server>) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/guests');

describe('the guest search', () => {
  it('shows guest cards with the layout fields, rating and favorite state, each to the profile', async () => {
    renderApp('/cast/guests', server().fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '生徒を探す' })).toBeTruthy();
    const results = within(await screen.findByRole('region', { name: '生徒一覧' }));
    expect(await results.findByText('14人の生徒')).toBeTruthy();
    const [first, second] = results.getAllByRole('listitem');
    const card = within(first as HTMLElement);
    expect(card.getByRole('link', { name: '佐藤' }).getAttribute('href')).toBe('/cast/guests/guest01');
    expect(card.getByText('高校受験に向けて数学を頑張りたいです。')).toBeTruthy();
    expect(card.getByText('★5.00（1件）')).toBeTruthy();
    expect(
      card.getByRole('button', { name: '佐藤さんをお気に入りにする' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(
      within(second as HTMLElement)
        .getByRole('button', { name: '鈴木さんをお気に入りにする' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reads the search from the URL, asks the API for it and pages with it', async () => {
    const api = server();
    renderApp(
      '/cast/guests?custom=%7B%22introduction%22%3A%22%E6%95%B0%E5%AD%A6%22%7D&type=company&orderBy=rating&page=1',
      api.fetch,
    );
    await screen.findByText('14人の生徒');
    const query = searches(api)[0]?.query;
    expect(query?.get('custom')).toBe('{"introduction":"数学"}');
    expect(query?.get('type')).toBe('company');
    expect(query?.get('orderBy')).toBe('rating');
    // The form shows what the list shows.
    expect((screen.getByLabelText('自己紹介に含む言葉') as HTMLInputElement).value).toBe('数学');
    expect((screen.getByLabelText('種別') as HTMLSelectElement).value).toBe('company');
    expect((screen.getByLabelText('並び順') as HTMLSelectElement).value).toBe('rating');
    const next = new URL(
      screen.getByRole('link', { name: '次へ' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(Object.fromEntries(next.searchParams)).toEqual({
      custom: '{"introduction":"数学"}',
      type: 'company',
      orderBy: 'rating',
      page: '2',
    });
  });

  it('writes the chosen filters into the URL and searches with them', async () => {
    const api = server();
    const app = renderApp('/cast/guests?page=2', api.fetch);
    await screen.findByText('14人の生徒');
    fireEvent.change(screen.getByLabelText('自己紹介に含む言葉'), { target: { value: '柴犬' } });
    fireEvent.change(screen.getByLabelText('種別'), { target: { value: 'individual' } });
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
        custom: '{"introduction":"柴犬"}',
        type: 'individual',
      }),
    );
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    const query = searches(api)[1]?.query;
    expect(query?.get('custom')).toBe('{"introduction":"柴犬"}');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('orderBy')).toBe('newest');
    expect((await screen.findByRole('link', { name: '条件をクリア' })).getAttribute('href')).toBe(
      '/cast/guests',
    );
  });

  it('hides the hearts while favorites are off', async () => {
    renderApp('/cast/guests', server(['favorite']).fetch);
    await screen.findByText('14人の生徒');
    expect(screen.queryByRole('button', { name: /お気に入りにする/ })).toBeNull();
  });
});

describe("the cast's favorite guests", () => {
  it('lists them as the search shows them', async () => {
    renderApp('/cast/my-page/favorites', server().fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'お気に入りの生徒' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '佐藤' })).getAttribute('href')).toBe(
      '/cast/guests/guest01',
    );
  });

  it('is not found while favorites are off', async () => {
    const api = server(['favorite']);
    renderApp('/cast/my-page/favorites', api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/casts/me/guests/favorites')).toBe(false);
  });
});
