import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntrySubscription } from '../../../core/contract/billing.ts';
import { entryDetail, entrySchema } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const running: EntrySubscription = {
  status: 'active',
  amount: 5500,
  tax: 500,
  startedAt: '2026-11-22T10:00:00+09:00',
  periodsPaid: 2,
  periodEnd: '2027-01-22T10:00:00+09:00',
  nextChargeAt: '2027-01-22T10:00:00+09:00',
  retrying: false,
  endsAt: null,
  endedAt: null,
  endReason: null,
  history: [
    { period: 2, amount: 5500, status: 'succeeded', declineCode: null, at: '2026-12-22T10:00:00+09:00' },
    { period: 1, amount: 5500, status: 'succeeded', declineCode: null, at: '2026-11-22T10:00:30+09:00' },
  ],
  canCancel: true,
};
const canceled: EntrySubscription = {
  ...running,
  nextChargeAt: null,
  endsAt: running.periodEnd,
  canCancel: false,
};

/** The payer's (guest's) page of a matched entry billed by subscription. */
function guestServer(bySubscription = true) {
  return createFakeApi({
    'GET /site': json(200, { data: siteInfo() }),
    'GET /me': json(200, { data: guestMe() }),
    'GET /guests/me/entries/e1': json(200, {
      data: entryDetail({ status: 'matched', viewerParty: 'payer', amount: 5500, tax: 500, bySubscription }),
    }),
    'GET /schemas/entries/create': entrySchema,
    'GET /customers/me/credit-card': json(200, {
      data: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    }),
    'GET /guests/me/entries/e1/subscription': json(200, { data: running }),
    'POST /guests/me/entries/e1/subscription/cancel': json(200, { data: canceled }),
  });
}

const panel = () => within(screen.getByRole('region', { name: '定期契約' }));

describe('the subscription panel of an entry', () => {
  it('shows the status, the monthly amount, the next charge and every charge', async () => {
    renderApp('/guest/entries/e1', guestServer().fetch);
    await waitFor(() => expect(panel().getByText('継続中')).toBeTruthy(), { timeout: 5000 });
    expect(panel().getByText(/毎月、登録済みのクレジットカードでお支払いいただきます/)).toBeTruthy();
    const figures = panel()
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      '月額（税込）: ￥5,500 うち消費税 ￥500',
      '開始日: 2026/11/22',
      'お支払い済み: 2か月分',
      '次回のお支払い: 2027/01/22 10:00',
    ]);
    const rows = within(panel().getByRole('table', { name: 'お支払いの履歴' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['2か月目2026/12/22 10:00￥5,500完了', '1か月目2026/11/22 10:00￥5,500完了']);
    // The one-off payment section (report, then pay) does not apply to a monthly entry.
    expect(screen.queryByRole('region', { name: 'お支払い' })).toBeNull();
  });

  it('cancels after a confirm step that says when it ends', async () => {
    const api = guestServer();
    renderApp('/guest/entries/e1', api.fetch);
    await waitFor(() => expect(panel().getByText('継続中')).toBeTruthy(), { timeout: 5000 });
    const writes = () =>
      api.calls.filter((call) => call.method !== 'GET').map((c) => `${c.method} ${c.path}`);

    fireEvent.click(panel().getByRole('button', { name: '定期契約を解約する' }));
    const question = panel().getByText(/2027\/01\/22 10:00で定期契約が終了し/);
    expect(document.activeElement).toBe(question);
    fireEvent.click(panel().getByRole('button', { name: 'やめる' }));
    expect(document.activeElement).toBe(panel().getByRole('button', { name: '定期契約を解約する' }));
    expect(writes()).toEqual([]);

    fireEvent.click(panel().getByRole('button', { name: '定期契約を解約する' }));
    fireEvent.click(panel().getByRole('button', { name: '解約する' }));
    await waitFor(() => expect(panel().getByText('解約済み（期間の終わりに終了）')).toBeTruthy());
    expect(writes()).toEqual(['POST /guests/me/entries/e1/subscription/cancel']);
    expect(panel().queryByRole('button', { name: '定期契約を解約する' })).toBeNull();
    expect(panel().getByText('終了予定')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('定期契約を解約しました'));
  });

  it('is absent, and asks nothing, for an entry not billed by subscription', async () => {
    const api = guestServer(false);
    renderApp('/guest/entries/e1', api.fetch);
    await screen.findByRole('heading', { level: 1, name: '数学の個別指導' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: '定期契約' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/subscription'))).toBe(false);
  });
});
