import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slots } from '../../../core/contract/availability.ts';
import { entryDetail, entrySchema, menu, page, publicServiceDetail } from '../../testing/entry-fixtures.ts';
import { createFakeApi, type FakeAnswer, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const lesson = { ...menu, durationMinutes: 90 };
const service = publicServiceDetail({
  hourType: 'other',
  booking: { leadMinutes: 120, bufferMinutes: 0, horizonDays: 60, instantBooking: true },
  menus: [lesson],
});

/** The week from Tuesday 15 January 2030: two free times on the Wednesday only. */
const slots: Slots = {
  timeZone: 'Asia/Tokyo',
  durationMinutes: 90,
  days: [
    { date: '2030-01-15', slots: [] },
    {
      date: '2030-01-16',
      slots: [
        { startsAt: '2030-01-16T10:00:00+09:00', endsAt: '2030-01-16T11:30:00+09:00' },
        { startsAt: '2030-01-16T13:00:00+09:00', endsAt: '2030-01-16T14:30:00+09:00' },
      ],
    },
    ...['17', '18', '19', '20', '21'].map((day) => ({ date: `2030-01-${day}`, slots: [] })),
  ],
};

function server(entryAnswer?: FakeAnswer) {
  return createFakeApi({
    'GET /site': json(200, {
      data: siteInfo({
        service: { chargeMethods: ['unit_price'], serviceHourType: 'other', timeZone: 'Asia/Tokyo' },
      }),
    }),
    'GET /me': json(200, { data: guestMe() }),
    'GET /services/s1': json(200, { data: service }),
    'GET /services/s1/slots': json(200, { data: slots }),
    'GET /services/s1/reviews': json(200, page([])),
    'GET /layouts/services/detail': json(200, {
      data: { blocks: [{ type: 'menus', title: '', text: '' }], fields: [] },
    }),
    'GET /guests/me/belongings': json(200, { data: [] }),
    'GET /schemas/guests/belongings/edit': json(200, { data: { fields: [] } }),
    'GET /schemas/entries/create': entrySchema,
    'GET /schemas/service/edit': json(200, { data: { fields: [] } }),
    'POST /services/s1/entries':
      entryAnswer ??
      json(201, {
        data: entryDetail({
          id: 'e9',
          status: 'matched',
          viewerParty: 'payer',
          appointment: { startsAt: '2030-01-16T10:00:00+09:00', endsAt: '2030-01-16T11:30:00+09:00' },
        }),
      }),
  });
}

const loaded = { timeout: 5000 };

describe("a service's calendar", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T09:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the free times of the week for the chosen menu, with each menu duration and the instant booking', async () => {
    const api = server();
    renderApp('/guest/services/s1', api.fetch);
    const calendar = within(await screen.findByRole('region', { name: '予約できる日時' }, loaded));
    expect(calendar.getByText('すぐに予約が確定します')).toBeTruthy();
    expect(calendar.getByText('時刻はAsia/Tokyoの時刻です。')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '所要時間' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '90分' })).toBeTruthy();

    const wednesday = await calendar.findByRole('button', { name: '1月16日(水)（空き2件）' }, loaded);
    expect(wednesday.getAttribute('aria-pressed')).toBe('true');
    expect(
      (calendar.getByRole('button', { name: '1月15日(火)（空き0件）' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((calendar.getByRole('button', { name: /前の週/ }) as HTMLButtonElement).disabled).toBe(true);
    const asked = api.calls.find((call) => call.path === '/services/s1/slots');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      from: '2030-01-15',
      to: '2030-01-21',
      serviceMenuId: 'm1',
    });
    expect(calendar.getByRole('heading', { name: '1月16日(水)の空き時間' })).toBeTruthy();
    const times = calendar.getAllByRole('link').map((link) => link.textContent);
    expect(times).toEqual(['10:00', '13:00']);
  });

  it('leads from a free time to the entry form, which shows the time and books it', async () => {
    const api = server();
    renderApp('/guest/services/s1', api.fetch);
    const slot = await screen.findByRole('link', { name: '1月16日(水) 10:00〜11:30で申し込む' }, loaded);
    fireEvent.click(slot);

    expect(
      await screen.findByRole('heading', { level: 1, name: '数学の個別指導への申し込み' }, loaded),
    ).toBeTruthy();
    expect(screen.getByText('2030年1月16日(水) 10:00〜11:30（Asia/Tokyo）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '日時を選び直す' }).getAttribute('href')).toBe(
      '/guest/services/s1#booking',
    );
    expect(screen.queryByLabelText('希望日時（任意）')).toBeNull();
    const menuChoice = within(screen.getByRole('group', { name: 'メニュー' })).getByLabelText(/90分コース/);
    expect((menuChoice as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText(/ご依頼内容/), { target: { value: '二次関数を教えてください' } });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(await screen.findByText('2030年1月16日(水) 10:00〜11:30（Asia/Tokyo）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    // Instant booking: the entry comes back matched, and the form says the booking is confirmed.
    expect(await screen.findByText(/予約が確定しました（マッチング成立）/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      serviceMenuId: 'm1',
      appointmentStartsAt: '2030-01-16T10:00:00+09:00',
      reservationAt: null,
      hours: null,
    });
  });

  it('takes the guest back to the time when someone booked it meanwhile, with the way to another', async () => {
    const taken = 'この時間はたった今ほかの方が予約しました。別の時間を選んでください。';
    renderApp('/guest/services/s1', server(json(409, { message: taken })).fetch);
    fireEvent.click(await screen.findByRole('link', { name: '1月16日(水) 13:00〜14:30で申し込む' }, loaded));
    fireEvent.change(await screen.findByLabelText(/ご依頼内容/, {}, loaded), {
      target: { value: 'よろしくお願いします' },
    });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    fireEvent.click(await screen.findByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('heading', { name: '申し込み内容の入力' })).toBeTruthy();
    const message = (await screen.findAllByText(taken)).find((element) =>
      element.closest('.appointment-choice'),
    );
    expect(message).toBeTruthy();
    expect(screen.getByRole('link', { name: '日時を選び直す' })).toBeTruthy();
  });

  it('offers the hours of an hourly service and sizes the slots by them', async () => {
    const api = createFakeApi({
      'GET /site': json(200, {
        data: siteInfo({
          service: { chargeMethods: ['hourly'], serviceHourType: 'other', timeZone: 'Asia/Tokyo' },
        }),
      }),
      'GET /me': json(200, { data: guestMe() }),
      'GET /services/s1': json(200, { data: { ...service, chargeMethod: 'hourly' } }),
      'GET /services/s1/slots': json(200, { data: slots }),
      'GET /layouts/services/detail': json(200, { data: { blocks: [], fields: [] } }),
      'GET /schemas/service/edit': json(200, { data: { fields: [] } }),
    });
    renderApp('/guest/services/s1', api.fetch);
    fireEvent.change(await screen.findByLabelText('時間数', {}, loaded), { target: { value: '3' } });
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === '/services/s1/slots')
          .at(-1)
          ?.query.get('hours'),
      ).toBe('3'),
    );
    const slot = await screen.findByRole('link', { name: '1月16日(水) 10:00〜11:30で申し込む' });
    expect(new URL(slot.getAttribute('href') ?? '', 'http://localhost').searchParams.get('hours')).toBe('3');
  });
});
