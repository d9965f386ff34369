import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  entryBody,
  estimateBody,
  startEntriesWorld,
} from '../../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';
import { MAX_ESTIMATE_DEADLINE_DAYS, MAX_RESERVATION_DAYS } from '../../../core/entries/horizons.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
beforeAll(async () => {
  ({ t, cast, guest, serviceId } = await startEntriesWorld());
});
afterAll(() => t?.close());

const daysAhead = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
const entryCount = async () =>
  (await guest.get('/api/guests/me/entries?perPage=100')).json().meta.total as number;

describe('how far ahead an entry may reach', () => {
  it(`takes a reservation up to ${MAX_RESERVATION_DAYS} days ahead and refuses one further with 422, creating nothing`, async () => {
    const before = await entryCount();
    const refused = await guest.post(
      `/api/services/${serviceId}/entries`,
      entryBody({ reservationAt: daysAhead(MAX_RESERVATION_DAYS + 1) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ reservationAt: ['希望日時は366日以内で指定してください。'] });
    expect(await entryCount()).toBe(before);
    await enter(guest, serviceId, { reservationAt: daysAhead(MAX_RESERVATION_DAYS - 1) });
    expect(await entryCount()).toBe(before + 1);
  });

  it(`takes an estimate deadline up to ${MAX_ESTIMATE_DEADLINE_DAYS} days ahead and refuses one further, leaving the entry as it was`, async () => {
    const id = await enter(guest, serviceId);
    const refused = await cast.post(
      castEntry(id, '/estimates/initial'),
      estimateBody(3000, 3, { expiresAt: daysAhead(MAX_ESTIMATE_DEADLINE_DAYS + 1) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ expiresAt: ['期限は90日以内で指定してください。'] });
    expect((await cast.get(castEntry(id))).json().data.status).toBe('entered');
    const taken = await cast.post(
      castEntry(id, '/estimates/initial'),
      estimateBody(3000, 3, { expiresAt: daysAhead(MAX_ESTIMATE_DEADLINE_DAYS - 1) }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('refuses a date outside the years a person means (year 0001, 3000) with 422 on its field, never 500', async () => {
    for (const day of ['0001-01-01', '3000-01-01']) {
      const list = await guest.get(`/api/guests/me/entries?enteredAtStart=${day}`);
      expect(list.statusCode, day).toBe(422);
      expect(Object.keys(list.json().errors)).toEqual(['enteredAtStart']);
      const sales = await cast.get(`/api/casts/me/sales?paidAtEnd=${day}`);
      expect(sales.statusCode, day).toBe(422);
    }
    const entry = await guest.post(
      `/api/services/${serviceId}/entries`,
      entryBody({ reservationAt: '0001-01-01T10:00:00+09:00' }),
    );
    expect(entry.statusCode).toBe(422);
    expect(entry.json().errors).toEqual({ reservationAt: ['正しい日付を入力してください。'] });
    expect((await guest.get('/api/guests/me/entries?enteredAtStart=2026-01-01')).statusCode).toBe(200);
  });
});
