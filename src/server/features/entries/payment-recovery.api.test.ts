import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestEntry, publishService } from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced } from '../../../../test/helpers/ledger.ts';
import {
  entryAwaitingPayment,
  entryPaymentPostings,
  paymentAttempt,
} from '../../../../test/helpers/payments.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import type { Clock } from '../../clock.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { createSandboxProvider, sandboxChargeCount } from '../../payments/sandbox/sandbox-provider.ts';
import { STALE_ATTEMPT_MS } from './payment.ts';

/**
 * A crash between "charge made at the provider" and "answer recorded here": the sandbox charges, then
 * the process "dies" (the charge throws as if the server had gone), so the attempt stays pending.
 */
let crashAfterNextCharge = false;
function crashingSandbox(deps: { db: TestApp['database']['db']; clock: Clock }): PaymentProvider {
  const sandbox = createSandboxProvider(deps.db, deps.clock);
  return {
    ...sandbox,
    async charge(input) {
      const charged = await sandbox.charge(input);
      if (crashAfterNextCharge) {
        crashAfterNextCharge = false;
        throw new Error('the server died after the provider charged, before it recorded the answer');
      }
      return charged;
    },
  };
}

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: crashingSandbox });
  cast = t.agent();
  guest = t.agent();
  await cast.login('cast');
  await guest.login('guest');
  ({ serviceId, menuId } = await publishService(cast));
  // With a provider passed in there is no tokenisation endpoint: the token is made as the endpoint would.
  await t.database.db
    .insertInto('sandbox_tokens')
    .values({
      id: 'tok_recovery',
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      behaviour: 'ok',
      created_at: t.clock.now(),
    })
    .execute();
  expect((await guest.put('/api/customers/me/credit-card', { token: 'tok_recovery' })).statusCode).toBe(200);
});
afterAll(() => t?.close());

async function crashedPayment() {
  const id = await entryAwaitingPayment(cast, guest, serviceId, menuId);
  const chargesBefore = await sandboxChargeCount(t.database.db);
  crashAfterNextCharge = true;
  expect((await guest.post(guestEntry(id, '/pay'))).statusCode).toBe(500);
  expect(await sandboxChargeCount(t.database.db)).toBe(chargesBefore + 1);
  expect((await paymentAttempt(t, id)).status).toBe('pending');
  expect((await guest.get(guestEntry(id))).json().data.status).toBe('completion_reported');
  return { id, chargesBefore };
}

describe('crash recovery of entry payments', () => {
  it('reconciles an attempt left pending by a crash: paid once, charged once, in the ledger once', async () => {
    const { id, chargesBefore } = await crashedPayment();
    // Within the stale threshold the attempt may still be answered: neither the sweep nor a click retries it.
    expect((await t.app.scheduler.tick())['entries.reconcilePayments']).toBe(0);
    expect((await guest.post(guestEntry(id, '/pay'))).statusCode).toBe(409);

    t.clock.advance(STALE_ATTEMPT_MS + 1000);
    expect((await t.app.scheduler.tick())['entries.reconcilePayments']).toBe(1);
    expect((await guest.get(guestEntry(id))).json().data.status).toBe('paid');
    const attempt = await paymentAttempt(t, id);
    expect(attempt).toMatchObject({ status: 'succeeded', attempt: 1 });
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('idempotency_key', '=', attempt.idempotency_key)
      .execute();
    expect(charge).toEqual([expect.objectContaining({ id: attempt.charge_ref, amount: attempt.amount })]);
    expect(await sandboxChargeCount(t.database.db)).toBe(chargesBefore + 1);
    expect(await entryPaymentPostings(t, id)).toHaveLength(1);
    // The system finished it: both parties hear that the entry is paid.
    for (const address of ['cast@example.com', 'guest@example.com']) {
      const mail = await t.smtp.mailTo(
        address,
        (m) => m.subject.includes('支払い済み') && m.text.includes(id),
      );
      expect(mail).toBeDefined();
    }
    // A second run finds nothing left to do.
    t.clock.advance(STALE_ATTEMPT_MS + 1000);
    expect((await t.app.scheduler.tick())['entries.reconcilePayments']).toBe(0);
    expect(await sandboxChargeCount(t.database.db)).toBe(chargesBefore + 1);
    await expectLedgerBalanced(t);
  });

  it("lets the payer's own retry after the threshold finish the crashed attempt with its key, charging once", async () => {
    const { id, chargesBefore } = await crashedPayment();
    t.clock.advance(STALE_ATTEMPT_MS + 1000);
    const paid = await guest.post(guestEntry(id, '/pay'));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect(await sandboxChargeCount(t.database.db)).toBe(chargesBefore + 1);
    expect(await entryPaymentPostings(t, id)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });
});
