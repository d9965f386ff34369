import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import { entryDetail, entrySchema, estimate, page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** A site with conversations and reviews on, as an entry page uses both; the header counts unread messages. */
const site = json(200, {
  data: siteInfo({ features: [{ value: 'message' }, { value: 'review_both_parties' }] }),
});
const inbox = json(200, page([]));

afterEach(() => {
  vi.restoreAllMocks();
});

/** A cast's entry page: the entry answers `before` until a step is taken, `after` then. */
function castServer(before: EntryDetail, after: EntryDetail = before) {
  let current = before;
  const moved = () => {
    current = after;
    return json(200, { data: after });
  };
  return createFakeApi({
    'GET /site': site,
    'GET /messages': inbox,
    'GET /me': json(200, { data: castMe() }),
    'GET /schemas/entries/create': entrySchema,
    'GET /casts/me/entries/e1': () => json(200, { data: current }),
    'POST /casts/me/entries/e1/approve': moved,
    'PUT /casts/me/entries/e1/cancel': moved,
    'PUT /casts/me/entries/e1/report-completion': moved,
    'POST /casts/me/entries/e1/estimates/initial': () => {
      current = after;
      return json(201, { data: estimate() });
    },
  });
}

const buttonsIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const card = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };

/** The label and amount of each figure of a payment section, as one line each. */
const figures = (section: ReturnType<typeof within>) =>
  section
    .getAllByRole('term')
    .filter((term: HTMLElement) => term.closest('.entry-payment__figures'))
    .map((term: HTMLElement) => `${term.textContent}${term.nextElementSibling?.textContent}`);

const writes = (api: ReturnType<typeof castServer>) => api.calls.filter((call) => call.method !== 'GET');

describe('entry detail', () => {
  it('shows where the entry stands, its estimates and its history', async () => {
    const entry = entryDetail({
      status: 'estimated',
      actionRequired: false,
      amount: null,
      deadlineAt: '2025-05-27T09:30:00+09:00',
      estimates: [
        estimate(),
        estimate({ authorType: 'guest', items: [], subtotal: 8000, tax: 800, total: 8800 }),
      ],
      timeline: [
        { action: 'create', from: null, to: 'entered', by: 'guest', at: '2025-05-20T09:30:00+09:00' },
        {
          action: 'postInitialEstimate',
          from: 'entered',
          to: 'estimated',
          by: 'cast',
          at: '2025-05-20T10:00:00+09:00',
        },
      ],
    });
    renderApp('/cast/entries/e1', castServer(entry).fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '数学の個別指導' })).toBeTruthy();
    const overview = within(screen.getByRole('region', { name: '申し込みの状況' }));
    expect(overview.getByText('見積もり提示済み')).toBeTruthy();
    expect(overview.getByRole('link', { name: '佐藤さんにメッセージを送る' }).getAttribute('href')).toBe(
      '/messages/guest01',
    );
    const progress = within(overview.getByRole('list', { name: '進み具合' }));
    expect(progress.getByText('見積もりの承認').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(overview.getByText('生徒の見積もりの承認を待っています。')).toBeTruthy();
    // The estimate that waits for approval, not 未確定.
    expect(overview.getByText('金額').nextElementSibling?.textContent).toBe('見積額 ￥11,000 （税込）');
    expect(overview.getByText('2025/05/27 9:30')).toBeTruthy();
    expect(await overview.findByText('二次関数を教えてください')).toBeTruthy();

    const supplier = within(screen.getByRole('article', { name: '先生の見積もり（初回）' }));
    expect(supplier.getByRole('rowheader', { name: '授業料' })).toBeTruthy();
    expect(supplier.getByText('2回')).toBeTruthy();
    expect(supplier.getByText('￥11,000')).toBeTruthy();
    expect(supplier.getByText('よろしくお願いします')).toBeTruthy();
    expect(screen.getByRole('article', { name: '生徒の希望（初回）' })).toBeTruthy();

    const history = within(screen.getByRole('region', { name: '経過' }));
    expect(history.getByText(/生徒: 申し込みました/)).toBeTruthy();
    expect(history.getByText(/あなた: 見積もりを送りました/)).toBeTruthy();
    expect(history.queryByText(/から.*へ/)).toBeNull();
    // Nothing to do: no actions section.
    expect(screen.queryByRole('region', { name: 'いまできること' })).toBeNull();
  });

  it('offers exactly the actions of the entry and takes one after confirming it in a dialog', async () => {
    const ordered = entryDetail({
      status: 'ordered',
      initialEstimateApproved: true,
      actionRequired: true,
      actions: ['approve', 'cancel'],
      deadlineAt: '2025-06-01T09:30:00+09:00',
      estimates: [estimate({ kind: 'last', total: 20900 })],
    });
    const matched = entryDetail({
      status: 'matched',
      amount: 20900,
      actions: ['report-completion', 'cancel'],
    });
    const api = castServer(ordered, matched);
    renderApp('/cast/entries/e1', api.fetch);
    await screen.findByRole('heading', { level: 1, name: '数学の個別指導' });

    expect(buttonsIn('いまできること')).toEqual(['発注を承認する', 'キャンセルする']);
    expect(screen.queryByRole('button', { name: '完了を報告する' })).toBeNull();
    expect(screen.queryByRole('form', { name: '見積もりを送る' })).toBeNull();

    // The dialog says what the step does, the amount and the deadline; "not now" sends nothing.
    const opener = screen.getByRole('button', { name: '発注を承認する' });
    opener.focus();
    fireEvent.click(opener);
    let dialog = within(screen.getByRole('dialog', { name: '発注を承認する' }));
    expect(dialog.getByText('見積額').nextElementSibling?.textContent).toBe('￥20,900 （税込）');
    expect(dialog.getByText('期限').nextElementSibling?.textContent).toBe('2025/06/01 9:30');
    fireEvent.click(dialog.getByRole('button', { name: 'やめる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(writes(api)).toEqual([]);

    fireEvent.click(opener);
    dialog = within(screen.getByRole('dialog', { name: '発注を承認する' }));
    fireEvent.click(dialog.getByRole('button', { name: '発注を承認する' }));

    await waitFor(() => expect(buttonsIn('いまできること')).toEqual(['完了を報告する', 'キャンセルする']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(api).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /casts/me/entries/e1/approve',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('「発注を承認する」を受け付けました'),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: '申し込みの状況' })),
    );
  });

  it('passes on a new entry with the reason given', async () => {
    const entered = entryDetail({ actionRequired: true, actions: ['estimates/initial:post', 'cancel'] });
    const api = castServer(entered, entryDetail({ status: 'passed_up', cancelReason: '日程が合いません' }));
    renderApp('/cast/entries/e1', api.fetch);
    await screen.findByRole('heading', { level: 1, name: '数学の個別指導' });

    // "cancel" on a new entry is a pass, and says so.
    const form = within(screen.getByRole('form', { name: '見送る' }));
    // Without a reason the form says so, and no dialog opens.
    fireEvent.click(form.getByRole('button', { name: '見送る' }));
    expect(form.getByText('入力してください。')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('見送る理由'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(form.getByLabelText('見送る理由'), { target: { value: '日程が合いません' } });
    fireEvent.click(form.getByRole('button', { name: '見送る' }));
    const dialog = within(screen.getByRole('dialog', { name: '見送る' }));
    expect(dialog.getByText('見送る理由').nextElementSibling?.textContent).toBe('日程が合いません');
    fireEvent.click(dialog.getByRole('button', { name: '見送る' }));

    expect(await screen.findByText('この申し込みは「見送り」で終了しました。')).toBeTruthy();
    const call = writes(api)[0];
    expect(`${call?.method} ${call?.path}`).toBe('PUT /casts/me/entries/e1/cancel');
    expect(call?.body).toEqual({ reason: '日程が合いません' });
  });

  it('sends an estimate from the form, with the total previewed', async () => {
    const entered = entryDetail({ actionRequired: true, actions: ['estimates/initial:post', 'cancel'] });
    const estimated = entryDetail({ status: 'estimated', estimates: [estimate()], actions: ['cancel'] });
    const api = castServer(entered, estimated);
    renderApp('/cast/entries/e1', api.fetch);

    const form = within(await screen.findByRole('form', { name: '見積もりを送る' }));
    const line1 = within(form.getByRole('group', { name: '明細 1' }));
    fireEvent.change(line1.getByLabelText('内容'), { target: { value: '授業料' } });
    fireEvent.change(line1.getByLabelText('単価（税抜・円）'), { target: { value: '5000' } });
    fireEvent.change(line1.getByLabelText('数量'), { target: { value: '2' } });
    fireEvent.change(line1.getByLabelText('単位（任意）'), { target: { value: '回' } });
    fireEvent.click(form.getByRole('button', { name: '明細を追加' }));
    const line2 = within(form.getByRole('group', { name: '明細 2' }));
    expect(document.activeElement).toBe(line2.getByLabelText('内容'));
    fireEvent.change(line2.getByLabelText('内容'), { target: { value: '教材費' } });
    fireEvent.change(line2.getByLabelText('単価（税抜・円）'), { target: { value: '1001' } });
    // 11,001 yen and 10% tax rounded down.
    expect(form.getByText('￥11,001')).toBeTruthy();
    expect(form.getByText('￥1,100')).toBeTruthy();
    expect(form.getByText('￥12,101')).toBeTruthy();
    fireEvent.change(form.getByLabelText('有効期限（任意・未入力なら7日後）'), {
      target: { value: '2025-05-30T18:00' },
    });
    fireEvent.click(form.getByRole('button', { name: '見積もりを送る' }));

    await screen.findByRole('article', { name: '先生の見積もり（初回）' });
    const call = writes(api)[0];
    expect(`${call?.method} ${call?.path}`).toBe('POST /casts/me/entries/e1/estimates/initial');
    expect(call?.body).toEqual({
      items: [
        { label: '授業料', unitPrice: 5000, quantity: 2, unit: '回' },
        { label: '教材費', unitPrice: 1001, quantity: 1, unit: '' },
      ],
      message: '',
      expiresAt: '2025-05-30T18:00:00+09:00',
    });
    expect(screen.queryByRole('form', { name: '見積もりを送る' })).toBeNull();
  });

  it('tells the payer whose payment failed to change the card, and pays again', async () => {
    const unpaid = entryDetail({
      status: 'completion_reported',
      viewerParty: 'payer',
      amount: 11000,
      tax: 1000,
      deadlineAt: '2025-06-08T10:00:00+09:00',
      paymentDeclined: true,
      actionRequired: true,
      actions: ['pay'],
    });
    const api = createFakeApi({
      'GET /site': site,
      'GET /messages': inbox,
      'GET /me': json(200, { data: guestMe() }),
      'GET /schemas/entries/create': entrySchema,
      'GET /customers/me/credit-card': json(200, { data: card }),
      'GET /guests/me/entries/e1': json(200, { data: unpaid }),
      'POST /guests/me/entries/e1/pay': json(200, { data: unpaid }),
    });
    renderApp('/guest/entries/e1', api.fetch);

    expect(await screen.findByText(/お支払いができませんでした/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'クレジットカードを変更する' })[0]?.getAttribute('href')).toBe(
      '/guest/account-info/credit-card',
    );
    const payment = within(screen.getByRole('region', { name: 'お支払い' }));
    expect(figures(payment)).toEqual(['お支払い額（税込）￥11,000', 'うち消費税￥1,000']);
    expect(await payment.findByText(/登録済みのカード（Visa 下4桁 4242）/)).toBeTruthy();
    expect(
      payment.getByText(
        /2025\/06\/08 10:00までにお支払いがない場合は、登録済みのカードで￥11,000を自動で決済します/,
      ),
    ).toBeTruthy();

    fireEvent.click(payment.getByRole('button', { name: '￥11,000を支払う' }));
    const dialog = within(screen.getByRole('dialog', { name: '支払う' }));
    expect(dialog.getByText('金額').nextElementSibling?.textContent).toBe('￥11,000 （税込）');
    expect(dialog.getByText('決済するカード').nextElementSibling?.textContent).toBe(
      '登録済みのカード（Visa 下4桁 4242）',
    );
    expect(dialog.getByText('期限').nextElementSibling?.textContent).toBe('2025/06/08 10:00');
    fireEvent.click(dialog.getByRole('button', { name: '支払う' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'POST' && call.path === '/guests/me/entries/e1/pay'),
      ).toBe(true),
    );
  });

  it('shows the supplier what they will receive under the fee terms of the match, not the settings now', async () => {
    // The site has since moved to a fixed fee; the entry was matched at 12.5 %.
    const feeSite = json(200, {
      data: siteInfo({
        payment: { ...siteInfo().payment, castMatchingFeeType: 'single', castMatchingFee: 9_999 },
      }),
    });
    const matched = entryDetail({
      status: 'matched',
      amount: 11_000_000_000,
      tax: 1_000_000_000,
      supplierFigures: {
        feeTerms: { type: 'regular', rate: 12.5, minimum: 0, fixed: 0 },
        gross: 11_000_000_000,
        fee: 1_375_000_000,
        net: 9_625_000_000,
      },
      actions: ['report-completion', 'cancel'],
    });
    renderApp(
      '/cast/entries/e1',
      createFakeApi({
        'GET /site': feeSite,
        'GET /me': json(200, { data: castMe() }),
        'GET /schemas/entries/create': entrySchema,
        'GET /casts/me/entries/e1': json(200, { data: matched }),
      }).fetch,
    );
    const receipt = within(await screen.findByRole('region', { name: 'お受け取り' }));
    expect(figures(receipt)).toEqual([
      '生徒のお支払い額（税込）￥11,000,000,000',
      'うち消費税￥1,000,000,000',
      '手数料（12.5%）-￥1,375,000,000',
      'お受け取り額￥9,625,000,000',
    ]);
    expect(receipt.getByText(/生徒のお支払いが済むと、お受け取り額が売上になります/)).toBeTruthy();
    expect(
      screen.getByText('作業が終わったら報告してください。生徒にお支払いのお願いが届きます。'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'お支払い' })).toBeNull();
  });

  it('in a g2c entry, names the guest as the supplier and lets the cast pay with their card', async () => {
    const g2c = { flowType: 'g2c' as const };
    const estimating = entryDetail({
      ...g2c,
      actionRequired: true,
      actions: ['estimates/initial:post', 'cancel'],
    });
    const guestView = createFakeApi({
      'GET /site': site,
      'GET /messages': inbox,
      'GET /me': json(200, { data: guestMe() }),
      'GET /schemas/entries/create': entrySchema,
      'GET /guests/me/entries/e1': json(200, { data: estimating }),
    });
    renderApp('/guest/entries/e1', guestView.fetch);
    const overview = within(await screen.findByRole('region', { name: '申し込みの状況' }));
    expect(overview.getByText('見積もりと作業を担当し、先生から代金を受け取ります')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: '見積もりを送る' }));
    expect(form.getByText(/^先生に届く見積もりです。/)).toBeTruthy();
    cleanup();

    const toPay = entryDetail({
      ...g2c,
      status: 'completion_reported',
      viewerParty: 'payer',
      amount: 4950,
      tax: 450,
      actionRequired: true,
      actions: ['pay'],
    });
    renderApp(
      '/cast/entries/e1',
      createFakeApi({
        'GET /site': site,
        'GET /messages': inbox,
        'GET /me': json(200, { data: castMe() }),
        'GET /schemas/entries/create': entrySchema,
        'GET /customers/me/credit-card': json(200, { data: null }),
        'GET /casts/me/entries/e1': json(200, { data: toPay }),
      }).fetch,
    );
    const castOverview = within(await screen.findByRole('region', { name: '申し込みの状況' }));
    expect(castOverview.getByText('生徒に発注し、代金をお支払いします')).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'お支払い' }));
    expect(payment.getByText(/生徒から完了の報告が届きました/)).toBeTruthy();
    expect(await payment.findByText(/カードが登録されていません/)).toBeTruthy();
    expect(payment.getByRole('link', { name: 'クレジットカードを登録する' }).getAttribute('href')).toBe(
      '/cast/account-info/credit-card',
    );
    expect((payment.getByRole('button', { name: '￥4,950を支払う' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the reviews, blind until published, and the form while the viewer may review', async () => {
    const paid = entryDetail({ status: 'paid', viewerParty: 'payer', amount: 11000, canReview: true });
    let reviews = { mine: null, theirs: null, canReview: true, closesAt: '2025-06-20T12:00:00+09:00' } as {
      mine: unknown;
      theirs: unknown;
      canReview: boolean;
      closesAt: string;
    };
    const api = createFakeApi({
      'GET /site': site,
      'GET /messages': inbox,
      'GET /me': json(200, { data: guestMe() }),
      'GET /schemas/entries/create': entrySchema,
      'GET /guests/me/entries/e1': () => json(200, { data: { ...paid, canReview: reviews.canReview } }),
      'GET /guests/me/entries/e1/review': () => json(200, { data: reviews }),
      'POST /guests/me/entries/e1/review': () => {
        reviews = {
          ...reviews,
          mine: {
            rating: 5,
            comment: 'とても丁寧でした',
            createdAt: '2025-06-10T12:00:00+09:00',
            publishedAt: null,
          },
          canReview: false,
        };
        return json(201, { data: reviews });
      },
    });
    renderApp('/guest/entries/e1', api.fetch);

    const section = within(await screen.findByRole('region', { name: 'レビュー' }));
    expect(await section.findByText('レビューは2025/06/20 12:00まで書けます。')).toBeTruthy();
    expect(section.getByText('まだ公開されていません。')).toBeTruthy();
    fireEvent.click(within(section.getByRole('group', { name: '評価' })).getByLabelText('★5'));
    fireEvent.change(section.getByLabelText('コメント'), { target: { value: 'とても丁寧でした' } });
    fireEvent.click(section.getByRole('button', { name: 'レビューを送信' }));

    expect(await section.findByRole('heading', { name: 'あなたのレビュー' })).toBeTruthy();
    expect(section.getByText('相手もレビューを書くか、レビュー期間が終わると公開されます。')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'レビューを送信' })).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      rating: 5,
      comment: 'とても丁寧でした',
    });
  });
});
