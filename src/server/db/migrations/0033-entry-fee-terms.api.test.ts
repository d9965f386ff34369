import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  estimateBody,
  guestEntry,
  publishService,
  signInPayingParties,
} from '../../../../test/helpers/entries.ts';
import { ok } from '../../../../test/helpers/responses.ts';
import { setPayment } from '../../../../test/helpers/site.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import type { SiteSettings } from '../../../core/contract/site.ts';
import { giveMatchedEntriesFeeTerms } from './0033-entry-fee-terms.ts';

/** 3,333 × 3 + 500 = 10,499 yen excluding tax, 11,548 with it (the fees test's entry). */
const GROSS = 11_548;

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, guest } = await signInPayingParties(t));
  ({ serviceId } = await publishService(cast));
});
afterAll(() => t?.close());

/** An entry matched under these settings, and paid when asked. */
async function entryUnder(payment: Partial<SiteSettings['payment']>, paid: boolean) {
  await setPayment(t, payment);
  const id = await enter(guest, serviceId);
  await ok(await cast.post(castEntry(id, '/estimates/initial'), estimateBody(3333, 3)), 201);
  await ok(await guest.post(guestEntry(id, '/approve-estimate')));
  await ok(await cast.post(castEntry(id, '/estimates/last'), estimateBody(3333, 3)), 201);
  await ok(await guest.post(guestEntry(id, '/order')));
  await ok(await cast.post(castEntry(id, '/approve')));
  if (paid) {
    await ok(await cast.put(castEntry(id, '/report-completion')));
    await ok(await guest.post(guestEntry(id, '/pay')));
  }
  return id;
}

describe('migration 0033: the fee terms of entries matched before it', () => {
  it('come from what the ledger took of each, or the settings now for one not yet charged', async () => {
    const single = await entryUnder({ castMatchingFeeType: 'single', castMatchingFee: 330 }, true);
    const regular = await entryUnder(
      { castMatchingFeeType: 'regular', castMatchingFeeRate: 7.5, castMatchingFeeMinimum: 100 },
      true,
    );
    const free = await entryUnder({ castMatchingFeeType: 'none' }, true);
    const waiting = await entryUnder(
      { castMatchingFeeType: 'regular', castMatchingFeeRate: 12, castMatchingFeeMinimum: 50 },
      false,
    );
    const entered = await enter(guest, serviceId);
    // As the entries were before the migration.
    await t.database.db.updateTable('entries').set({ fee_terms: null }).execute();

    await giveMatchedEntriesFeeTerms(t.database.db as unknown as Kysely<unknown>);

    const terms = Object.fromEntries(
      (await t.database.db.selectFrom('entries').select(['id', 'fee_terms']).execute()).map((row) => [
        row.id,
        row.fee_terms,
      ]),
    );
    expect(terms[single]).toEqual({ type: 'single', rate: 0, minimum: 0, fixed: 330 });
    // 866 of 11,548: 7.499…%, kept to two decimals.
    expect(terms[regular]).toEqual({ type: 'regular', rate: 7.5, minimum: 0, fixed: 0 });
    expect(terms[free]).toEqual({ type: 'none', rate: 0, minimum: 0, fixed: 0 });
    expect(terms[waiting]).toEqual({ type: 'regular', rate: 12, minimum: 50, fixed: 0 });
    expect(terms[entered]).toBeNull();

    // The paid entry's page shows the fee its sale recorded.
    const page = (await ok(await cast.get(castEntry(regular, '')))).data;
    expect(page.supplierFigures).toMatchObject({ gross: GROSS, fee: 866, net: GROSS - 866 });
  });
});
