import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  Earnings,
  MoneyFigures,
  MoneyListRow,
  SupplierPaymentRow,
} from '../../../core/contract/sales.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** The first render loads the site, the session and a lazy page: slow on a busy machine. */
const LOADED = { timeout: 5000 };
const zero: MoneyFigures = { gross: 0, tax: 0, fee: 0, net: 0 };

function list<T>(data: T[], totals: MoneyFigures, meta: Partial<{ lastPage: number; total: number }> = {}) {
  return json(200, {
    data,
    meta: { currentPage: 1, lastPage: 1, perPage: 20, total: data.length, ...meta },
    totals,
  });
}

const sale: MoneyListRow = {
  id: 'tx1',
  kind: 'entry_payment',
  entryId: 'e1',
  paidAt: '2026-11-24T01:00:00.000Z',
  providedAt: '2026-11-23T01:00:00.000Z',
  serviceName: '数学の個別指導',
  counterpart: { id: 'g1', nickname: '佐藤' },
  gross: 11_000_000_550,
  tax: 1_000_000_050,
  fee: 1_155_000_057,
  net: 9_845_000_493,
  expectedPayoutDate: '2026-12-15',
};
const refund: MoneyListRow = {
  ...sale,
  id: 'tx2',
  kind: 'refund',
  paidAt: '2026-11-25T01:00:00.000Z',
  gross: -1000,
  tax: -90,
  fee: -105,
  net: -895,
  expectedPayoutDate: null,
};
const earnings: Earnings = {
  balance: 9_844_999_598,
  nextPayout: { closingDate: '2026-11-30', payoutDate: '2026-12-15', minimumAmount: 1000, transferFee: 250 },
  scheduled: { net: 4750, payoutDate: '2026-12-10' },
  paid: 120_000,
  hasBankAccount: false,
};

const payout: SupplierPaymentRow = {
  id: 'p1',
  closingDate: '2026-10-31',
  payoutDate: '2026-11-10',
  amount: 5000,
  transferFee: 250,
  net: 4750,
  status: 'paid',
  paidAt: '2026-11-10T01:00:00.000Z',
};

function server(
  role: 'cast' | 'guest',
  flowType: 'c2g' | 'g2c',
  handlers: Record<string, ReturnType<typeof json>>,
) {
  return createFakeApi({
    'GET /site': json(200, { data: siteInfo({ payment: { ...siteInfo().payment, flowType } }) }),
    'GET /me': json(200, { data: role === 'cast' ? castMe() : guestMe() }),
    [`GET /${role}s/me/earnings`]: json(200, { data: earnings }),
    ...handlers,
  });
}

const callsTo = (api: ReturnType<typeof server>, path: string) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === path);

describe('sales page', () => {
  it("shows a c2g cast's sales with the totals of the range, each row's figures and the CSV link", async () => {
    const api = server('cast', 'c2g', {
      'GET /casts/me/sales': list([refund, sale], {
        gross: 10_999_999_550,
        tax: 999_999_960,
        fee: 1_154_999_952,
        net: 9_844_999_598,
      }),
    });
    renderApp('/cast/sales', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '売上・支払い' }, LOADED)).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '一覧の切り替え' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['売上', '支払い', '振込']);
    expect(tabs.getByRole('link', { name: '売上' }).getAttribute('aria-current')).toBe('page');

    const totals = within(await screen.findByRole('region', { name: '絞り込んだ範囲の合計' }, LOADED));
    expect(totals.getByText('受取額').nextElementSibling?.textContent).toBe('￥9,844,999,598');
    expect(totals.getByText('手数料').nextElementSibling?.textContent).toBe('￥1,154,999,952');
    expect(screen.getByText('2件').getAttribute('role')).toBe('status');

    const table = screen.getByRole('table', { name: '売上' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The counterpart's column is named by the site's role label.
    expect(headers).toEqual([
      '日時',
      '内容',
      '生徒',
      '提供日',
      '売上（税込）',
      'うち消費税',
      '手数料',
      '受取額',
      '振込予定日',
    ]);
    const [, refundRow, saleRow] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(saleRow)).toEqual([
      '2026/11/24 10:00',
      '申し込みの代金数学の個別指導',
      '佐藤',
      '2026/11/23',
      '￥11,000,000,550',
      '￥1,000,000,050',
      '￥1,155,000,057',
      '￥9,845,000,493',
      '2026/12/15',
    ]);
    expect(cells(refundRow)?.slice(1, 2)).toEqual(['返金数学の個別指導']);
    expect(cells(refundRow)?.slice(4)).toEqual(['-￥1,000', '-￥90', '-￥105', '-￥895', '—']);
    expect(
      within(saleRow as HTMLElement)
        .getByRole('link', { name: '数学の個別指導' })
        .getAttribute('href'),
    ).toBe('/cast/entries/e1');

    const download = screen.getByRole('link', { name: 'CSVをダウンロード' });
    expect(download.getAttribute('href')).toBe('/api/casts/me/sales.csv?orderBy=paid_at_desc&lang=ja');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('shows the supplier their balance, when it is transferred, and that it waits for a bank account', async () => {
    const api = server('cast', 'c2g', { 'GET /casts/me/sales': list([sale], sale) });
    renderApp('/cast/sales', api.fetch);
    const summary = within(await screen.findByRole('region', { name: '売上残高と振込' }, LOADED));
    const figure = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    expect(figure('売上残高（次の締め日に振込）')).toBe('￥9,844,999,598');
    expect(figure('次の振込予定日')).toBe('2026/12/15');
    expect(figure('振込確定')).toBe('￥4,750 （2026/12/10に振込）');
    expect(figure('これまでの振込額')).toBe('￥120,000');
    expect(
      summary.getByText(
        '2026/11/30までの売上を締めて、2026/12/15に登録口座へ振り込みます。振込手数料￥250を差し引きます。残高が￥1,000に満たないときは、次の締め日に繰り越します。',
      ),
    ).toBeTruthy();
    expect(summary.getByRole('note').textContent).toContain('振込先口座が登録されていません');
    expect(summary.getByRole('link', { name: '振込先口座を登録する' }).getAttribute('href')).toBe(
      '/cast/account-info/bank-account',
    );
  });

  it('sends the filters to the list and to the CSV link, and keeps them in the URL', async () => {
    const api = server('cast', 'c2g', { 'GET /casts/me/sales': list([sale], sale) });
    renderApp('/cast/sales?paidAtStart=2026-11-01&orderBy=amount_desc', api.fetch);
    await screen.findByRole('table', { name: '売上' }, LOADED);
    expect(callsTo(api, '/casts/me/sales')[0]?.query.toString()).toBe(
      'paidAtStart=2026-11-01&orderBy=amount_desc&page=1&perPage=20',
    );
    expect((screen.getByLabelText('並び順') as HTMLSelectElement).value).toBe('amount_desc');

    fireEvent.change(screen.getByLabelText('サービス名'), { target: { value: '数学' } });
    fireEvent.change(screen.getByLabelText('生徒のニックネーム'), { target: { value: '佐藤' } });
    const provided = within(screen.getByRole('group', { name: '提供日（完了報告の日）' }));
    fireEvent.change(provided.getByLabelText('終了日'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));

    await waitFor(() => expect(callsTo(api, '/casts/me/sales')).toHaveLength(2));
    const query = callsTo(api, '/casts/me/sales')[1]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      paidAtStart: '2026-11-01',
      providedAtEnd: '2026-11-30',
      serviceName: '数学',
      nickname: '佐藤',
      orderBy: 'amount_desc',
      page: '1',
      perPage: '20',
    });
    const csvQuery = () => {
      const href = screen.getByRole('link', { name: 'CSVをダウンロード' }).getAttribute('href') ?? '';
      return Object.fromEntries(new URL(href, 'http://localhost').searchParams);
    };
    await waitFor(() =>
      expect(csvQuery()).toEqual({
        paidAtStart: '2026-11-01',
        providedAtEnd: '2026-11-30',
        serviceName: '数学',
        nickname: '佐藤',
        orderBy: 'amount_desc',
        lang: 'ja',
      }),
    );
  });

  it('pages with the filters kept, and shows the totals of every page', async () => {
    const api = server('cast', 'c2g', {
      'GET /casts/me/sales': list([sale], { ...sale, gross: 99 }, { lastPage: 3, total: 41 }),
    });
    renderApp('/cast/sales?nickname=佐藤', api.fetch);
    expect((await screen.findByText('41件', {}, LOADED)).getAttribute('role')).toBe('status');
    const pages = within(screen.getByRole('navigation', { name: 'ページ' }));
    expect(pages.getByText('1 / 3 ページ')).toBeTruthy();
    expect(pages.getByRole('link', { name: '次へ' }).getAttribute('href')).toBe(
      `/cast/sales?nickname=${encodeURIComponent('佐藤')}&page=2`,
    );
  });

  it("shows the payouts tab with each payout's status and transfer fee, without the entry filters", async () => {
    const api = server('cast', 'c2g', {
      'GET /casts/me/supplier-payments': list([payout], { gross: 5000, tax: 0, fee: 250, net: 4750 }),
    });
    renderApp('/cast/sales?tab=supplier-payments&orderBy=provided_at_desc', api.fetch);
    const table = await screen.findByRole('table', { name: '振込' }, LOADED);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026/11/10', '2026/10/31', '振込済み', '￥5,000', '￥250', '￥4,750']);
    // An order payouts do not have falls back to theirs.
    expect(callsTo(api, '/casts/me/supplier-payments')[0]?.query.get('orderBy')).toBeNull();
    expect(screen.queryByLabelText('サービス名')).toBeNull();
    expect(screen.getByRole('group', { name: '振込日' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSVをダウンロード' }).getAttribute('href')).toBe(
      '/api/casts/me/supplier-payments.csv?lang=ja',
    );
  });

  it('offers a c2g guest only the payments, and says what will appear there', async () => {
    const api = server('guest', 'c2g', { 'GET /guests/me/payments': list([], zero) });
    renderApp('/guest/sales', api.fetch);
    expect(
      await screen.findByText(
        'まだ支払いはありません。申し込みの代金やサービス掲載料をカードで支払うと、ここに表示されます。',
        {},
        LOADED,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '一覧の切り替え' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'CSVをダウンロード' })).toBeNull();
    expect(callsTo(api, '/guests/me/sales')).toHaveLength(0);
  });

  it('offers a g2c guest the sales and payouts, and tells a filtered empty list apart', async () => {
    const api = server('guest', 'g2c', { 'GET /guests/me/sales': list([], zero) });
    renderApp('/guest/sales?nickname=nobody', api.fetch);
    expect(
      await screen.findByText('条件に合うものはありません。条件を変えてお試しください。', {}, LOADED),
    ).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '一覧の切り替え' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['売上', '振込']);
    // The counterpart of a g2c guest's sale is a cast.
    expect(screen.getByLabelText('先生のニックネーム')).toBeTruthy();
  });
});
