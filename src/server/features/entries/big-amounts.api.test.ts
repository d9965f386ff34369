import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  guestEntry,
  publishService,
  startEntriesWorld,
} from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced, supplierBalance } from '../../../../test/helpers/ledger.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

/** One number past Number.MAX_SAFE_INTEGER: JSON.parse already turns it into 9007199254740992. */
const UNSAFE = '9007199254740993';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId } = await startEntriesWorld());
  // A 10 % fee on each payment: a rate times eleven billion must not lose or invent a yen.
  await createSiteService(t.database.db, t.clock).saveSettings({
    ...DEMO_SITE,
    payment: { ...DEMO_SITE.payment, castMatchingFeeType: 'regular', castMatchingFeeRate: 10 },
  });
});
afterAll(() => t?.close());

async function ok(response: Awaited<ReturnType<Agent['get']>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data;
}

/** Sends a JSON body written by hand, so that a number keeps the digits a client typed. */
async function sendRaw(agent: Agent, method: 'POST' | 'PUT', url: string, json: string) {
  return agent.request(method, url, json, { 'content-type': 'application/json' });
}

const largest = {
  items: [{ label: '大規模工事', unitPrice: 10_000_000, quantity: 1000, unit: '式' }],
  message: '',
};

describe('ten billion yen', () => {
  it('goes through estimate, order, matching and payment with exact amounts, tax and fee', async () => {
    const id = await enter(guest, serviceId);
    const initial = await ok(await cast.post(castEntry(id, '/estimates/initial'), largest), 201);
    expect(initial).toMatchObject({ subtotal: 10_000_000_000, tax: 1_000_000_000, total: 11_000_000_000 });
    expect(initial.items[0].amount).toBe(10_000_000_000);
    await ok(await guest.post(guestEntry(id, '/approve-estimate')));
    await ok(await cast.post(castEntry(id, '/estimates/last'), largest), 201);
    await ok(await guest.post(guestEntry(id, '/order')));
    expect(await ok(await cast.post(castEntry(id, '/approve')))).toMatchObject({
      status: 'matched',
      amount: 11_000_000_000,
      tax: 1_000_000_000,
    });
    await ok(await cast.put(castEntry(id, '/report-completion')));
    expect(await ok(await guest.post(guestEntry(id, '/pay')))).toMatchObject({
      status: 'paid',
      amount: 11_000_000_000,
    });

    const charge = await t.database.db.selectFrom('sandbox_charges').selectAll().executeTakeFirstOrThrow();
    expect(charge.amount).toBe(11_000_000_000);
    const payment = await t.database.db
      .selectFrom('entry_payments')
      .selectAll()
      .where('entry_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 11_000_000_000,
      tax: 1_000_000_000,
      fee: 1_100_000_000,
    });
    const castId = (await ok(await guest.get(guestEntry(id)))).cast.id;
    expect(await supplierBalance(t, castId)).toBe(9_900_000_000);
    await expectLedgerBalanced(t);
  });

  it('refuses an estimate line past the safe range with 422 on its field, never 500', async () => {
    const id = await enter(guest, serviceId);
    for (const part of ['unitPrice', 'quantity'] as const) {
      const line = { label: '工事', unitPrice: 1000, quantity: 1, unit: '', [part]: '__' };
      const json = JSON.stringify({ items: [line] }).replace('"__"', UNSAFE);
      const refused = await sendRaw(cast, 'POST', castEntry(id, '/estimates/initial'), json);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors[`items.0.${part}`]).toBeDefined();
    }
    // The payer's own estimate goes through the same contract.
    const payerRefused = await sendRaw(
      guest,
      'POST',
      guestEntry(id, '/estimates/initial'),
      `{"items":[{"label":"予算","unitPrice":${UNSAFE},"quantity":1}]}`,
    );
    expect(payerRefused.statusCode).toBe(422);
    expect(Object.keys(payerRefused.json().errors)).toEqual(['items.0.unitPrice']);
    expect((await ok(await cast.get(castEntry(id)))).status).toBe('entered');
  });
});

describe('menu prices and the lowest price of a service in bigint columns', () => {
  it('refuses a menu price past the safe range with 422 on price', async () => {
    const refused = await sendRaw(
      cast,
      'POST',
      `/api/services/${serviceId}/menus`,
      `{"name":"特大","price":${UNSAFE},"unit":"式"}`,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['price']);
  });

  it('searches and sorts by the lowest menu price at the largest price a menu may have', async () => {
    const { serviceId: dearest } = await publishService(cast, '大規模リフォーム', 10_000_000);
    const search = (query: string) => t.agent().get(`/api/services?${query}`);
    const custom = (filter: unknown) => search(`custom=${encodeURIComponent(JSON.stringify(filter))}`);

    const found = await custom({ price: { min: 10_000_000 } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((s: { id: string }) => s.id)).toEqual([dearest]);
    expect(found.json().data[0].minPrice).toEqual({ excludingTax: 10_000_000, includingTax: 11_000_000 });
    const sorted = (await search('orderBy=price_desc')).json().data;
    expect(sorted[0].id).toBe(dearest);

    for (const bound of [UNSAFE, '1e21', '1e400']) {
      const refused = await search(`custom=${encodeURIComponent(`{"price":{"min":${bound}}}`)}`);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['custom.price']);
    }
  });
});
