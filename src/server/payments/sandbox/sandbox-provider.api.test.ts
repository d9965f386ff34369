import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { PaymentDeclinedError } from '../payment-provider.ts';
import { createSandboxProvider, sandboxChargeCount } from './sandbox-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function savedCard(number: string) {
  const token = (
    await t.app.inject({
      method: 'POST',
      url: '/sandbox-provider/v1/tokens',
      payload: { publicKey: 'pk_sandbox_tsunagu_demo', number, expMonth: 12, expYear: 2030, cvc: '123' },
    })
  ).json().id;
  return createSandboxProvider(t.database.db, t.clock).saveCard({ accountId: 'demoGuest1', token });
}

describe('sandbox payment provider', () => {
  it('charges once per idempotency key, however many times and however concurrently it is asked', async () => {
    const provider = createSandboxProvider(t.database.db, t.clock);
    const card = await savedCard('4242424242424242');
    const before = await sandboxChargeCount(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        provider.charge({ ...card, amount: 5500, description: 'entry e1', idempotencyKey: 'entry-e1-pay' }),
      ),
    );
    expect(new Set(results.map((r) => r.chargeRef)).size).toBe(1);
    expect(await sandboxChargeCount(t.database.db)).toBe(before + 1);
  });

  it('declines charges as its test cards say, the same way on every retry', async () => {
    const provider = createSandboxProvider(t.database.db, t.clock);
    const poor = await savedCard('4000000000009995');
    const charge = () =>
      provider.charge({ ...poor, amount: 1000, description: 'x', idempotencyKey: 'poor-1' });
    await expect(charge()).rejects.toEqual(new PaymentDeclinedError('insufficient_funds'));
    await expect(charge()).rejects.toEqual(new PaymentDeclinedError('insufficient_funds'));
    const secure = await savedCard('4000000000003220');
    await expect(
      provider.charge({ ...secure, amount: 1000, description: 'x', idempotencyKey: 'secure-1' }),
    ).rejects.toEqual(new PaymentDeclinedError('authentication_required'));
  });

  it('refunds once per idempotency key', async () => {
    const provider = createSandboxProvider(t.database.db, t.clock);
    const card = await savedCard('5555555555554444');
    const { chargeRef } = await provider.charge({
      ...card,
      amount: 3000,
      description: 'x',
      idempotencyKey: 'refund-me',
    });
    const first = await provider.refund({ chargeRef, amount: 3000, idempotencyKey: 'refund-1' });
    const again = await provider.refund({ chargeRef, amount: 3000, idempotencyKey: 'refund-1' });
    expect(again.refundRef).toBe(first.refundRef);
  });
});
