import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryDetail, page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const site = json(200, { data: siteInfo() });

const waiting = entryDetail({
  id: 'e1',
  status: 'entered',
  actionRequired: true,
  guest: { id: 'g1', nickname: '佐藤' },
});
const matched = entryDetail({
  id: 'e2',
  status: 'matched',
  reservationAt: null,
  service: { id: 's2', title: '英語の個別指導' },
  guest: { id: 'g2', nickname: '鈴木' },
});

function castServer() {
  return createFakeApi({
    'GET /site': site,
    'GET /me': json(200, { data: castMe() }),
    'GET /casts/me/entries': json(200, page([waiting, matched], { lastPage: 2, total: 21 })),
  });
}

const listCalls = (api: ReturnType<typeof castServer>) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/casts/me/entries');

describe('entries list', () => {
  it('shows each entry with its counterpart, status, dates and the action-required badge', async () => {
    const api = castServer();
    renderApp('/cast/entries', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '申し込み一覧' })).toBeTruthy();
    expect(await screen.findByText('21件の申し込み')).toBeTruthy();
    const rows = screen.getAllByRole('listitem').filter((item) => item.classList.contains('entry-row'));
    expect(rows).toHaveLength(2);

    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '数学の個別指導' }).getAttribute('href')).toBe('/cast/entries/e1');
    expect(first.getByText('対応待ち').className).toBe('badge');
    expect(first.getByText('申し込み中')).toBeTruthy();
    // The counterpart of a cast is a guest, named by the site's label.
    expect(first.getByText('生徒')).toBeTruthy();
    expect(first.getByText('佐藤')).toBeTruthy();
    expect(first.getByText('2025/06/01 10:00')).toBeTruthy();
    expect(first.getByText('2025/05/20')).toBeTruthy();

    const second = within(rows[1] as HTMLElement);
    expect(second.queryByText('対応待ち')).toBeNull();
    expect(second.getByText('マッチング成立')).toBeTruthy();
    expect(second.getByText('指定なし')).toBeTruthy();

    // Paging keeps the filters.
    expect(screen.getByRole('link', { name: '次へ' }).getAttribute('href')).toBe('/cast/entries?page=2');
    expect(listCalls(api)[0]?.query.get('orderBy')).toBe('entered_at_desc');
  });

  it('reads the filters from the URL and asks the API for them', async () => {
    const api = castServer();
    renderApp(
      '/cast/entries?statuses=entered,matched&actionRequiredOnly=true&nickname=佐藤&page=2',
      api.fetch,
    );
    await screen.findByText('21件の申し込み');

    const query = listCalls(api)[0]?.query;
    expect(query?.getAll('statuses[]')).toEqual(['entered', 'matched']);
    expect(query?.get('actionRequiredOnly')).toBe('true');
    expect(query?.get('nickname')).toBe('佐藤');
    expect(query?.get('page')).toBe('2');
    // The form shows what the list shows.
    const statuses = within(screen.getByRole('group', { name: '状態' }));
    expect((statuses.getByLabelText('申し込み中') as HTMLInputElement).checked).toBe(true);
    expect((statuses.getByLabelText('支払い済み') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('対応待ちのみ表示') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('生徒のニックネーム') as HTMLInputElement).value).toBe('佐藤');
  });

  it('writes the chosen filters into the URL (back to page 1) and fetches the list for them', async () => {
    const api = castServer();
    const app = renderApp('/cast/entries?page=2', api.fetch);
    await screen.findByText('21件の申し込み');

    const entered = within(screen.getByRole('group', { name: '申し込み日' }));
    fireEvent.change(entered.getByLabelText('開始日'), { target: { value: '2025-05-01' } });
    fireEvent.change(entered.getByLabelText('終了日'), { target: { value: '2025-05-31' } });
    const statuses = within(screen.getByRole('group', { name: '状態' }));
    fireEvent.click(statuses.getByLabelText('マッチング成立'));
    fireEvent.click(statuses.getByLabelText('申し込み中'));
    fireEvent.click(screen.getByLabelText('対応待ちのみ表示'));
    fireEvent.change(screen.getByLabelText('生徒のニックネーム'), { target: { value: '鈴木' } });
    fireEvent.change(screen.getByLabelText('並び順'), { target: { value: 'reservation_at_asc' } });
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
        enteredAtStart: '2025-05-01',
        enteredAtEnd: '2025-05-31',
        statuses: 'entered,matched',
        actionRequiredOnly: 'true',
        nickname: '鈴木',
        orderBy: 'reservation_at_asc',
      }),
    );
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    const query = listCalls(api)[1]?.query;
    expect(query?.get('enteredAtStart')).toBe('2025-05-01');
    expect(query?.get('enteredAtEnd')).toBe('2025-05-31');
    expect(query?.getAll('statuses[]')).toEqual(['entered', 'matched']);
    expect(query?.get('actionRequiredOnly')).toBe('true');
    expect(query?.get('nickname')).toBe('鈴木');
    expect(query?.get('orderBy')).toBe('reservation_at_asc');
    expect(query?.get('page')).toBe('1');
    // The page shows the new filters once the list for them has arrived.
    expect((await screen.findByRole('link', { name: '条件をクリア' })).getAttribute('href')).toBe(
      '/cast/entries',
    );
  });

  it('links the my-page to the entries with the number waiting for the user', async () => {
    const api = createFakeApi({
      'GET /site': site,
      'GET /me': json(200, { data: guestMe() }),
      'GET /guests/me/entries': json(200, page([waiting], { total: 3 })),
    });
    renderApp('/guest/my-page', api.fetch);

    const link = await screen.findByRole('link', { name: '申し込み一覧 3件の対応待ち' });
    expect(link.getAttribute('href')).toBe('/guest/entries');
    const query = api.calls.find((call) => call.path === '/guests/me/entries')?.query;
    expect(query?.get('actionRequiredOnly')).toBe('true');
    expect(query?.get('perPage')).toBe('1');
  });
});
