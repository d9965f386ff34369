import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AvailabilityBody } from '../../../core/contract/availability.ts';
import { createFakeApi, type FakeAnswer, json } from '../../testing/fake-api.ts';
import { castMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** Mondays 10:00–18:00 and a day off on Christmas Eve. */
const saved: AvailabilityBody = {
  weekly: [{ weekday: 1, start: '10:00', end: '18:00' }],
  dates: [{ date: '2026-12-24', hours: [] }],
};

function server(save: FakeAnswer | ((request: { body: unknown }) => FakeAnswer)) {
  return createFakeApi({
    'GET /site': json(200, {
      data: siteInfo({
        service: { chargeMethods: ['unit_price'], serviceHourType: 'other', timeZone: 'Asia/Tokyo' },
      }),
    }),
    'GET /me': json(200, { data: castMe() }),
    'GET /casts/me/availability': json(200, { data: saved }),
    'PUT /casts/me/availability': save,
  });
}

const loaded = { timeout: 5000 };

describe('the opening hours page', () => {
  it('shows the saved hours in the site time zone, and saves the edited week and days as one body', async () => {
    const api = server(({ body }) => json(200, { data: body }));
    renderApp('/cast/availability', api.fetch);
    expect(await screen.findByRole('heading', { name: '営業時間', level: 1 }, loaded)).toBeTruthy();
    expect(screen.getByText('時刻はすべてAsia/Tokyoの時刻です。')).toBeTruthy();
    expect((screen.getByLabelText('月曜日 時間帯1の開始') as HTMLSelectElement).value).toBe('10:00');
    expect((screen.getByLabelText('月曜日 時間帯1の終了') as HTMLSelectElement).value).toBe('18:00');

    // Monday closes at noon and opens again in the evening; Saturday opens; Christmas Eve gets hours.
    fireEvent.change(screen.getByLabelText('月曜日 時間帯1の終了'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: '月曜日に時間帯を追加' }));
    expect((screen.getByLabelText('月曜日 時間帯2の開始') as HTMLSelectElement).value).toBe('13:00');
    fireEvent.change(screen.getByLabelText('月曜日 時間帯2の終了'), { target: { value: '24:00' } });
    fireEvent.click(screen.getByRole('button', { name: '土曜日に時間帯を追加' }));
    fireEvent.click(screen.getByRole('button', { name: '12月24日(木)に時間帯を追加' }));
    // A new changed day starts as a day off.
    fireEvent.change(screen.getByLabelText('変更する日'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'この日を変更する' }));
    const newYearsEve = within(
      screen.getByRole('heading', { name: '12月31日(木)' }).closest('li') as HTMLElement,
    );
    expect(newYearsEve.getByText('休み（予約を受けません）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '営業時間を保存' }));
    await screen.findByText('営業時間を保存しました（毎週の時間帯3件・変更した日2日）');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/casts/me/availability');
    expect(put?.body).toEqual({
      weekly: [
        { weekday: 1, start: '10:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '24:00' },
        { weekday: 6, start: '10:00', end: '18:00' },
      ],
      dates: [
        { date: '2026-12-24', hours: [{ start: '10:00', end: '18:00' }] },
        { date: '2026-12-31', hours: [] },
      ],
    });
  });

  it("shows a refused range's message on it and takes the keyboard there", async () => {
    const api = server(
      json(422, {
        message: '入力内容を確認してください',
        errors: { 'weekly.1.end': ['終了は開始より後の時刻にしてください'] },
      }),
    );
    renderApp('/cast/availability', api.fetch);
    fireEvent.click(await screen.findByRole('button', { name: '火曜日に時間帯を追加' }, loaded));
    fireEvent.change(screen.getByLabelText('火曜日 時間帯1の終了'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: '営業時間を保存' }));

    // The body's second weekly range is Tuesday's first (Monday's comes first).
    const end = screen.getByLabelText('火曜日 時間帯1の終了');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(end);
    const message = screen.getByText('終了は開始より後の時刻にしてください');
    expect(end.getAttribute('aria-describedby')).toBe(message.closest('ul')?.id);
    expect(screen.getByLabelText('月曜日 時間帯1の終了').getAttribute('aria-invalid')).toBeNull();
  });

  it('is linked from the my page where entries book a time', async () => {
    const { fetch } = createFakeApi({
      'GET /site': json(200, {
        data: siteInfo({
          service: { chargeMethods: ['unit_price'], serviceHourType: 'other', timeZone: 'Asia/Tokyo' },
        }),
      }),
      'GET /me': json(200, { data: castMe() }),
      'GET /casts/me/entries': json(200, {
        data: [],
        meta: { currentPage: 1, lastPage: 1, perPage: 1, total: 0 },
      }),
      'GET /casts/me/earnings': json(200, {
        data: { balance: 0, nextPayout: null, scheduled: null, paid: 0, hasBankAccount: true },
      }),
    });
    renderApp('/cast/my-page', fetch);
    const link = await screen.findByRole('link', { name: '営業時間' }, loaded);
    expect(link.getAttribute('href')).toBe('/cast/availability');
  });
});
