import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicServiceDetail } from '../../../core/contract/services.ts';
import { entryDetail, entrySchema, menu, page, publicServiceDetail } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function server(service: Partial<PublicServiceDetail>) {
  return createFakeApi({
    'GET /site': json(200, { data: siteInfo() }),
    'GET /messages': json(200, page([])),
    'GET /me': json(200, { data: guestMe() }),
    'GET /services/s1': json(200, { data: publicServiceDetail(service) }),
    'GET /guests/me/belongings': json(200, { data: [] }),
    'GET /schemas/guests/belongings/edit': json(200, { data: { fields: [] } }),
    'GET /schemas/entries/create': entrySchema,
    'POST /services/s1/entries': json(201, { data: entryDetail({ id: 'e9', viewerParty: 'payer' }) }),
    'GET /guests/me/entries/e1': json(200, {
      data: entryDetail({
        viewerParty: 'payer',
        menu: { id: 'm1', name: menu.name, price: menu.price },
        quantity: 2,
      }),
    }),
  });
}

const loaded = { timeout: 5000 };
const toConfirm = () => fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));

describe('the units or hours an entry books', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T09:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it("asks how many of a unit-priced menu, in the menu's unit, and sends them with the sum on the confirm step", async () => {
    const api = server({ chargeMethod: 'unit_price' });
    renderApp('/guest/services/s1/entry', api.fetch);
    await screen.findByRole('heading', { level: 1, name: '数学の個別指導への申し込み' }, loaded);
    // No menu chosen yet: nothing to count.
    expect(screen.queryByLabelText(/数量/)).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'メニュー' })).getByLabelText(/90分コース/));
    const quantity = screen.getByLabelText('数量（回）') as HTMLInputElement;
    expect(quantity.value).toBe('1');

    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/ご依頼内容/), { target: { value: '二次関数を教えてください' } });
    toConfirm();
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('1以上の値を入力してください。')).toBeTruthy();

    fireEvent.change(quantity, { target: { value: '3' } });
    toConfirm();
    await screen.findByRole('heading', { level: 2, name: '入力内容の確認' });
    // 6,000 yen without tax × 3, tax added.
    expect(screen.getByText('￥6,600 × 3回 = ￥19,800（税込）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', { level: 2, name: '申し込みを送信しました' });
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ serviceMenuId: 'm1', quantity: 3, hours: null });
  });

  it('shows the hours of an hourly service, chosen on the calendar, with the sum on the confirm step', async () => {
    const api = server({ chargeMethod: 'hourly', hourType: 'other' });
    const slot = 'startsAt=2030-01-16T10%3A00%3A00%2B09%3A00&endsAt=2030-01-16T12%3A00%3A00%2B09%3A00';
    renderApp(`/guest/services/s1/entry?${slot}&menu=m1&hours=2`, api.fetch);
    await screen.findByRole('heading', { level: 1, name: '数学の個別指導への申し込み' }, loaded);
    expect(screen.queryByLabelText(/数量/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/ご依頼内容/), { target: { value: '二次関数を教えてください' } });
    toConfirm();
    await screen.findByRole('heading', { level: 2, name: '入力内容の確認' });
    expect(screen.getByText('￥6,600 × 2時間 = ￥13,200（税込）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', { level: 2, name: '申し込みを送信しました' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      hours: 2,
      quantity: null,
    });
  });

  it("shows the quantity next to the entry's menu when it is more than one", async () => {
    renderApp('/guest/entries/e1', server({}).fetch);
    const overview = await screen.findByRole('region', { name: '申し込みの状況' }, loaded);
    const menuRow = within(overview).getByText('メニュー').parentElement;
    expect(menuRow?.querySelector('dd')?.textContent).toBe('90分コース ￥6,600 × 2 （税込）');
  });
});
