import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Belonging } from '../../../core/contract/belongings.ts';
import { field } from '../../../core/forms/form-schema.ts';
import { entryDetail, entrySchema, publicServiceDetail } from '../../testing/entry-fixtures.ts';
import { createFakeApi, type FakeAnswer, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const site = json(200, { data: siteInfo() });

const belonging: Belonging = {
  id: 'b1',
  values: { name: 'たろう' },
  createdAt: '2025-05-01T00:00:00+09:00',
  updatedAt: '2025-05-01T00:00:00+09:00',
};

/** The entry form's server: `answers` are the successive answers of POST /services/s1/entries. */
function server(...answers: FakeAnswer[]) {
  let posts = 0;
  return createFakeApi({
    'GET /site': site,
    'GET /me': json(200, { data: guestMe() }),
    'GET /services/s1': json(200, { data: publicServiceDetail() }),
    'GET /guests/me/belongings': json(200, { data: [belonging] }),
    'GET /schemas/guests/belongings/edit': json(200, {
      data: { fields: [field({ key: 'name', type: 'text', label: '名前' })] },
    }),
    'GET /schemas/entries/create': entrySchema,
    'POST /services/s1/entries': () => answers[Math.min(posts++, answers.length - 1)] ?? json(500),
  });
}

const posts = (api: ReturnType<typeof server>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/services/s1/entries');

async function fillTheForm() {
  expect(await screen.findByRole('heading', { level: 1, name: '数学の個別指導への申し込み' })).toBeTruthy();
  fireEvent.click(within(screen.getByRole('group', { name: 'メニュー' })).getByLabelText(/90分コース/));
  fireEvent.click(
    within(screen.getByRole('group', { name: '対象のお子さま' })).getByLabelText('名前: たろう'),
  );
  fireEvent.change(screen.getByLabelText('希望日時（任意）'), { target: { value: '2030-06-01T10:00' } });
  fireEvent.change(screen.getByLabelText(/ご依頼内容/), { target: { value: '二次関数を教えてください' } });
  fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
}

describe('entry form', () => {
  // The form judges the desired date against today; the answers below are dated for this day.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T09:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('goes from the form to a confirmation, sends it with one idempotency key across a retry, and links the entry', async () => {
    const created = json(201, { data: entryDetail({ id: 'e9', viewerParty: 'payer' }) });
    const api = server(json(500, { message: '混み合っています' }), created);
    renderApp('/guest/services/s1/entry', api.fetch);
    expect(await screen.findByText(/^申し込みは先生に届きます。先生の見積もりを承認して発注し/)).toBeTruthy();
    await fillTheForm();

    // The confirm step shows what will be sent, and takes the focus.
    const step = await screen.findByRole('heading', { level: 2, name: '入力内容の確認' });
    await waitFor(() => expect(document.activeElement).toBe(step));
    expect(screen.getByText(/90分コース/)).toBeTruthy();
    expect(screen.getByText('名前: たろう')).toBeTruthy();
    expect(screen.getByText('2030/06/01 10:00')).toBeTruthy();
    expect(screen.getByText('二次関数を教えてください')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);

    // The first try fails (the error handler says so); the retry sends the same key.
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('混み合っています')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '送信する' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));

    expect(await screen.findByRole('heading', { level: 2, name: '申し込みを送信しました' })).toBeTruthy();
    expect(
      screen.getByText('先生からの見積もりをお待ちください。状況は申し込み一覧で確かめられます。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '申し込みの詳細を見る' }).getAttribute('href')).toBe(
      '/guest/entries/e9',
    );
    const [first, second] = posts(api);
    expect(first?.body).toEqual({
      action: 'confirm',
      serviceMenuId: 'm1',
      belongingId: 'b1',
      reservationAt: '2030-06-01T10:00:00+09:00',
      appointmentStartsAt: null,
      hours: null,
      quantity: null,
      values: { request: '二次関数を教えてください' },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    expect(second?.body).toEqual(first?.body);
  });

  it('has one date field, and keeps an empty, past or too distant answer on the form, each field saying why', async () => {
    const api = server();
    renderApp('/guest/services/s1/entry', api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '数学の個別指導への申し込み' })).toBeTruthy();
    expect(document.querySelectorAll('input[type="date"], input[type="time"]')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    const request = screen.getByLabelText(/ご依頼内容/);
    await waitFor(() => expect(document.activeElement).toBe(request));
    expect(request.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('入力してください。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '申し込み内容の入力' })).toBeTruthy();

    fireEvent.change(request, { target: { value: '二次関数を教えてください' } });
    const reservation = screen.getByLabelText('希望日時（任意）');
    fireEvent.change(reservation, { target: { value: '2020-06-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(document.activeElement).toBe(reservation));
    expect(screen.getByText('希望日時には未来の日時を指定してください。')).toBeTruthy();
    expect(screen.queryByText('入力してください。')).toBeNull();

    fireEvent.change(reservation, { target: { value: '2031-06-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(await screen.findByText('希望日時は366日以内で指定してください。')).toBeTruthy();

    fireEvent.change(reservation, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(await screen.findByRole('heading', { level: 2, name: '入力内容の確認' })).toBeTruthy();
    expect(posts(api)).toHaveLength(0);
  });

  it('goes back to the form with the refused fields marked, keeping what was entered', async () => {
    const api = server(
      json(422, {
        message: '入力内容を確認してください',
        errors: { 'values.request': ['ご依頼内容は10文字以上で入力してください'] },
      }),
    );
    renderApp('/guest/services/s1/entry', api.fetch);
    await fillTheForm();
    fireEvent.click(await screen.findByRole('button', { name: '送信する' }));

    expect(await screen.findByRole('heading', { level: 2, name: '申し込み内容の入力' })).toBeTruthy();
    const request = screen.getByLabelText(/ご依頼内容/) as HTMLTextAreaElement;
    expect(request.value).toBe('二次関数を教えてください');
    expect(request.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ご依頼内容は10文字以上で入力してください')).toBeTruthy();

    // Back on the confirm step, "back" returns to the form without sending.
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    fireEvent.click(await screen.findByRole('button', { name: '戻る' }));
    expect(await screen.findByRole('heading', { level: 2, name: '申し込み内容の入力' })).toBeTruthy();
    expect(posts(api)).toHaveLength(1);
  });

  it('asks a visitor to log in as a guest first', async () => {
    const api = createFakeApi({ 'GET /site': site, 'GET /me': json(401, { message: 'Unauthenticated.' }) });
    const app = renderApp('/guest/services/s1/entry', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '生徒ログイン' })).toBeTruthy();
    expect(app.router.state.location.search).toBe(
      '?reason=unAuthorization&from=%2Fguest%2Fservices%2Fs1%2Fentry',
    );
  });
});
