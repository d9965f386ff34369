import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import { entryDetail, entrySchema, page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { googleCalendarUrl } from './calendar-links.ts';

const appointment = { startsAt: '2030-01-16T10:00:00+09:00', endsAt: '2030-01-16T11:30:00+09:00' };

function render(role: 'cast' | 'guest', entry: EntryDetail) {
  const api = createFakeApi({
    'GET /site': json(200, { data: siteInfo() }),
    'GET /messages': json(200, page([])),
    'GET /me': json(200, { data: role === 'cast' ? castMe() : guestMe() }),
    'GET /schemas/entries/create': entrySchema,
    [`GET /${role}s/me/entries/e1`]: json(200, { data: entry }),
  });
  renderApp(`/${role}/entries/e1`, api.fetch);
}

const loaded = { timeout: 5000 };

describe("an entry's appointment", () => {
  it('is confirmed once matched, for the guest, with its iCalendar file and a Google Calendar link', async () => {
    render('guest', entryDetail({ status: 'matched', viewerParty: 'payer', appointment }));
    const block = within(await screen.findByRole('region', { name: '予約日時（確定）' }, loaded));
    expect(block.getByText('2030年1月16日(水) 10:00〜11:30（Asia/Tokyo）')).toBeTruthy();
    const ics = block.getByRole('link', { name: 'カレンダーに追加（.ics）' });
    expect(ics.getAttribute('href')).toBe('/api/guests/me/entries/e1/appointment.ics');
    expect(ics.hasAttribute('download')).toBe(true);
    const google = block.getByRole('link', { name: /^Googleカレンダーに追加\s?（新しいタブで開きます）$/ });
    const url = new URL(google.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: '数学の個別指導',
      dates: '20300116T010000Z/20300116T023000Z',
    });
    expect(google.getAttribute('target')).toBe('_blank');
  });

  it('is held until the answer deadline while the cast has not answered, on the cast side', async () => {
    render('cast', entryDetail({ appointment, deadlineAt: '2030-01-15T18:00:00+09:00' }));
    const block = within(await screen.findByRole('region', { name: '仮押さえ（回答期限まで）' }, loaded));
    expect(block.getByText('2030年1月16日(水) 10:00〜11:30（Asia/Tokyo）')).toBeTruthy();
    expect(block.getByText(/回答期限：/).textContent).toBe('回答期限：2030/01/15 18:00');
    expect(block.getByRole('link', { name: 'カレンダーに追加（.ics）' }).getAttribute('href')).toBe(
      '/api/casts/me/entries/e1/appointment.ics',
    );
  });

  it('is not shown once the entry ended without a match', async () => {
    render('guest', entryDetail({ status: 'declined', viewerParty: 'payer', appointment }));
    await screen.findByRole('region', { name: '申し込みの状況' }, loaded);
    expect(screen.queryByRole('region', { name: /予約日時|仮押さえ/ })).toBeNull();
  });
});

describe('googleCalendarUrl', () => {
  it('writes the times in UTC whatever offset they came with', () => {
    expect(googleCalendarUrl('a b', '2030-07-01T23:30:00-04:00', '2030-07-02T00:30:00-04:00')).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=a+b&dates=20300702T033000Z%2F20300702T043000Z',
    );
  });
});
