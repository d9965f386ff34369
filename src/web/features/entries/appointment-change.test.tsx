import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slots } from '../../../core/contract/availability.ts';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import { entryDetail, entrySchema, page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, type FakeAnswer, json } from '../../testing/fake-api.ts';
import { castMe, guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const appointment = { startsAt: '2030-01-16T10:00:00+09:00', endsAt: '2030-01-16T11:30:00+09:00' };
const later = { startsAt: '2030-01-17T13:00:00+09:00', endsAt: '2030-01-17T14:30:00+09:00' };
const menu = { id: 'm1', name: '90分コース', price: { excludingTax: 5000, includingTax: 5500 } };

/** The week from Tuesday 15 January 2030: one free time on the Thursday. */
const slots: Slots = {
  timeZone: 'Asia/Tokyo',
  durationMinutes: 90,
  days: ['15', '16', '17', '18', '19', '20', '21'].map((day) => ({
    date: `2030-01-${day}`,
    slots: day === '17' ? [later] : [],
  })),
};

function matched(role: 'cast' | 'guest', overrides: Partial<EntryDetail> = {}): EntryDetail {
  return entryDetail({
    status: 'matched',
    viewerParty: role === 'cast' ? 'supplier' : 'payer',
    menu,
    appointment,
    ...overrides,
  });
}

function render(role: 'cast' | 'guest', entry: EntryDetail, answers: Record<string, FakeAnswer> = {}) {
  const api = createFakeApi({
    'GET /site': json(200, { data: siteInfo() }),
    'GET /messages': json(200, page([])),
    'GET /me': json(200, { data: role === 'cast' ? castMe() : guestMe() }),
    'GET /schemas/entries/create': entrySchema,
    [`GET /${role}s/me/entries/e1`]: json(200, { data: entry }),
    'GET /services/s1/slots': json(200, { data: slots }),
    ...answers,
  });
  renderApp(`/${role}/entries/e1`, api.fetch);
  return api;
}

const loaded = { timeout: 5000 };

async function block() {
  return within(await screen.findByRole('region', { name: '予約日時（確定）' }, loaded));
}

describe("moving a matched entry's appointment", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T09:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it("lets the guest choose a free slot of the entry's menu and propose it to the cast after confirming", async () => {
    const api = render('guest', matched('guest'), {
      'POST /guests/me/entries/e1/appointment-change': json(200, {
        data: matched('guest', { appointmentChange: { ...later, proposedBy: 'guest' } }),
      }),
    });
    const region = await block();
    const open = region.getByRole('button', { name: '日時の変更を提案する' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    // No menu or hours to choose: the entry's are fixed.
    expect(region.queryByLabelText('メニュー')).toBeNull();
    fireEvent.click(await region.findByRole('button', { name: '1月17日(木) 13:00〜14:30を選ぶ' }, loaded));
    const slotsCall = api.calls.find((call) => call.path === '/services/s1/slots');
    expect(slotsCall?.query.get('serviceMenuId')).toBe('m1');
    expect(slotsCall?.query.get('hours')).toBe('1');

    const dialog = within(await screen.findByRole('dialog', { name: '日時の変更を提案する' }));
    expect(dialog.getByText('1月17日(木) 13:00〜14:30 への変更を先生に提案します')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '提案する' }));
    expect(await screen.findByText('1月17日(木) 13:00〜14:30 への変更を先生に提案しました')).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/guests/me/entries/e1/appointment-change');
    expect(post?.body).toEqual({ startsAt: later.startsAt });
  });

  it('shows the server’s refusal of a time no longer offered next to the control', async () => {
    render('guest', matched('guest'), {
      'POST /guests/me/entries/e1/appointment-change': json(422, {
        message: '入力内容に誤りがあります',
        errors: { startsAt: ['この日時は選べません'] },
      }),
    });
    const region = await block();
    fireEvent.click(region.getByRole('button', { name: '日時の変更を提案する' }));
    fireEvent.click(await screen.findByRole('button', { name: /13:00〜14:30を選ぶ/ }, loaded));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '提案する' }));
    expect(await region.findByText('この日時は選べません')).toBeTruthy();
  });

  it('tells the proposer the other party has not answered and lets them withdraw', async () => {
    const api = render('guest', matched('guest', { appointmentChange: { ...later, proposedBy: 'guest' } }), {
      'DELETE /guests/me/entries/e1/appointment-change': json(200, { data: matched('guest') }),
    });
    const region = await block();
    expect(
      region.getByText('1月17日(木) 13:00〜14:30 への変更を提案しました。先生はまだ回答していません。'),
    ).toBeTruthy();
    expect(region.queryByRole('button', { name: '日時の変更を提案する' })).toBeNull();
    fireEvent.click(region.getByRole('button', { name: '提案を取り下げる' }));
    expect(
      await screen.findByText(
        '日時の変更の提案を取り下げました（予約日時は 1月16日(水) 10:00〜11:30 のままです）',
      ),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it("shows the other party's proposal to the cast, who accepts it", async () => {
    const api = render('cast', matched('cast', { appointmentChange: { ...later, proposedBy: 'guest' } }), {
      'PUT /casts/me/entries/e1/appointment-change/accept': json(200, {
        data: matched('cast', { appointment: later }),
      }),
    });
    const region = await block();
    expect(region.getByText('生徒から 1月17日(木) 13:00〜14:30 への変更の提案が届いています。')).toBeTruthy();
    expect(region.getByRole('button', { name: '辞退する' })).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: '承諾する' }));
    expect(await screen.findByText('予約日時を 1月17日(木) 13:00〜14:30 に変更しました')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('says so when the proposed time was taken meanwhile (409)', async () => {
    render('cast', matched('cast', { appointmentChange: { ...later, proposedBy: 'guest' } }), {
      'PUT /casts/me/entries/e1/appointment-change/accept': json(409, {
        message: 'その日時はすでに予約が入っています',
      }),
    });
    const region = await block();
    fireEvent.click(region.getByRole('button', { name: '承諾する' }));
    expect(await region.findByText('その日時はすでに予約が入っています')).toBeTruthy();
  });

  it('lets the cast decline the proposal', async () => {
    const api = render('cast', matched('cast', { appointmentChange: { ...later, proposedBy: 'guest' } }), {
      'DELETE /casts/me/entries/e1/appointment-change': json(200, { data: matched('cast') }),
    });
    fireEvent.click((await block()).getByRole('button', { name: '辞退する' }));
    expect(
      await screen.findByText('日時の変更を辞退しました（予約日時は 1月16日(水) 10:00〜11:30 のままです）'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
