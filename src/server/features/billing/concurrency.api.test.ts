import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castEntry, enter, signInPayingParties } from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced } from '../../../../test/helpers/ledger.ts';
import { setPayment } from '../../../../test/helpers/site.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import type { SubscriptionKind } from '../../db/schema.ts';

const service = (status: string, chargeMethod = 'unit_price') => ({
  title: '同時に公開するサービス',
  description: '説明',
  status,
  chargeMethod,
  imageIds: [],
  values: { category: 'cooking', area: 'tokyo' },
  menus: [{ name: '月額', price: 3000, unit: '月' }],
});

const succeededCharges = async (t: TestApp, kind: SubscriptionKind) =>
  (
    await t.database.db
      .selectFrom('subscription_charges')
      .select('id')
      .where('kind', '=', kind)
      .where('status', '=', 'succeeded')
      .execute()
  ).length;

describe('billing under concurrency', () => {
  let t: TestApp;
  let cast: Agent;
  let guest: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    await setPayment(
      t,
      { serviceListingFeeMonthly: 980, castMatchingFeeType: 'subscription', castMatchingPlanMonthly: 2_200 },
      ['unit_price', 'subscription'],
    );
    ({ cast, guest } = await signInPayingParties(t));
  });
  afterAll(() => t?.close());

  it('charges one listing month for ten simultaneous publishes of a service, and one plan month for five subscribes', async () => {
    const draft = (await cast.post('/api/services', service('draft'))).json().data.id as string;
    const publishes = await Promise.all(
      Array.from({ length: 10 }, () => cast.put(`/api/services/${draft}`, service('publish'))),
    );
    const statuses = publishes.map((r) => r.statusCode);
    expect(statuses).toContain(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await succeededCharges(t, 'listing')).toBe(1);

    const subscribes = await Promise.all(
      Array.from({ length: 5 }, () => cast.post('/api/casts/me/matching-plan')),
    );
    expect(subscribes.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(subscribes.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await succeededCharges(t, 'matching_plan')).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('charges a due month once when two sweeps run at the same moment', async () => {
    const created = await cast.post('/api/services', service('publish', 'subscription'));
    const serviceId = created.json().data.id as string;
    const menus = await cast.get(`/api/services/${serviceId}/menus`);
    const id = await enter(guest, serviceId, {
      serviceMenuId: menus.json().data[0].id,
      reservationAt: undefined,
    });
    expect((await cast.post(castEntry(id, '/approve'))).statusCode).toBe(200);
    await Promise.all([t.app.scheduler.tick(), t.app.scheduler.tick(), t.app.scheduler.tick()]);
    expect(await succeededCharges(t, 'entry')).toBe(1);
    expect((await cast.get(castEntry(id, '/subscription'))).json().data).toMatchObject({ periodsPaid: 1 });
    await expectLedgerBalanced(t);
  });
});
