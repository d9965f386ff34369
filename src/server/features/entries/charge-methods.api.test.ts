import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  entryBody,
  guestEntry,
  startEntriesWorld,
} from '../../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let unitService: string;
let unitMenu: string;

beforeAll(async () => {
  // The demo site takes unit prices and hourly rates, at 10 % tax; the unit menu is 5,000 yen.
  ({ t, cast, guest, serviceId: unitService, menuId: unitMenu } = await startEntriesWorld());
});
afterAll(() => t?.close());

async function hourlyService() {
  const created = await cast.post('/api/services', {
    title: 'ベビーシッター',
    description: 'お子さまをお預かりします。',
    status: 'publish',
    chargeMethod: 'hourly',
    values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
    menus: [{ name: '1時間', price: 2000, unit: '時間' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const serviceId = created.json().data.id as string;
  const menuId = (await cast.get(`/api/services/${serviceId}/menus`)).json().data[0].id as string;
  return { serviceId, menuId };
}

describe('charge methods', () => {
  it('unit price: the amount is the price times the units booked', async () => {
    const id = await enter(guest, unitService, { serviceMenuId: unitMenu, quantity: 3 });
    expect((await guest.get(guestEntry(id))).json().data.quantity).toBe(3);
    const matched = (await cast.post(castEntry(id, '/approve'))).json().data;
    expect(matched).toMatchObject({ status: 'matched', amount: 16_500, tax: 1_500, quantity: 3 });
  });

  it('hourly: the amount is the rate times the hours, and the appointment lasts that long', async () => {
    const { serviceId, menuId } = await hourlyService();
    const id = await enter(guest, serviceId, { serviceMenuId: menuId, hours: 4 });
    expect((await cast.post(castEntry(id, '/approve'))).json().data).toMatchObject({
      amount: 8_800,
      tax: 800,
      quantity: 4,
    });

    await cast.put('/api/casts/me/availability', {
      weekly: [{ weekday: 3, start: '09:00', end: '18:00' }],
      dates: [],
    });
    try {
      const booked = await enter(guest, serviceId, {
        serviceMenuId: menuId,
        hours: 3,
        reservationAt: null,
        appointmentStartsAt: '2026-11-25T14:00:00+09:00',
      });
      expect((await guest.get(guestEntry(booked))).json().data).toMatchObject({
        quantity: 3,
        appointment: { startsAt: '2026-11-25T05:00:00.000Z', endsAt: '2026-11-25T08:00:00.000Z' },
      });
      // Four hours from 15:00 would end after closing time.
      const tooLong = await guest.post(
        `/api/services/${serviceId}/entries`,
        entryBody({
          serviceMenuId: menuId,
          hours: 4,
          reservationAt: null,
          appointmentStartsAt: '2026-11-25T15:00:00+09:00',
        }),
      );
      expect(tooLong.statusCode).toBe(422);
    } finally {
      await cast.put('/api/casts/me/availability', { weekly: [], dates: [] });
    }
  });

  it('refuses hours for a unit price and units for an hourly rate, naming the field', async () => {
    const refused = await guest.post(
      `/api/services/${unitService}/entries`,
      entryBody({ serviceMenuId: unitMenu, hours: 2 }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ hours: ['このサービスの料金の決め方では指定できません。'] });
    const { serviceId, menuId } = await hourlyService();
    const units = await guest.post(
      `/api/services/${serviceId}/entries`,
      entryBody({ serviceMenuId: menuId, quantity: 2 }),
    );
    expect(units.json().errors).toEqual({ quantity: ['このサービスの料金の決め方では指定できません。'] });
  });
});
