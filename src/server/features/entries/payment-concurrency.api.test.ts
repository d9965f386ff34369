import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestEntry, startEntriesWorld } from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced } from '../../../../test/helpers/ledger.ts';
import { entryAwaitingPayment, entryPaymentPostings } from '../../../../test/helpers/payments.ts';
import { inParallel, reliabilitySize } from '../../../../test/helpers/reliability.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';
import { sandboxChargeCount } from '../../payments/sandbox/sandbox-provider.ts';

/** 100 calls over 10 entries here; `npm run soak` makes it 1,000 over 100 (RELIABILITY_PAY_ENTRIES). */
const ENTRIES = reliabilitySize('RELIABILITY_PAY_ENTRIES', 10);
const CALLS_PER_ENTRY = 10;

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId, menuId } = await startEntriesWorld());
});
afterAll(() => t?.close());

describe('concurrent payments', () => {
  it(
    `charges exactly once per entry for ${ENTRIES * CALLS_PER_ENTRY} simultaneous pay calls over ${ENTRIES} entries; every other call is 409`,
    async () => {
      const ids = await inParallel(Array.from({ length: ENTRIES }), 8, () =>
        entryAwaitingPayment(cast, guest, serviceId, menuId),
      );
      expect(await sandboxChargeCount(t.database.db)).toBe(0);

      const calls = ids.flatMap((id) =>
        Array.from({ length: CALLS_PER_ENTRY }, () => ({ id, response: guest.post(guestEntry(id, '/pay')) })),
      );
      const answered = await Promise.all(
        calls.map(async ({ id, response }) => ({ id, response: await response })),
      );

      for (const id of ids) {
        const codes = answered.filter((a) => a.id === id).map((a) => a.response.statusCode);
        // The first claims the attempt; the others find it in progress or the entry already paid.
        expect(codes.filter((code) => code === 200)).toHaveLength(1);
        expect(codes.filter((code) => code === 409)).toHaveLength(CALLS_PER_ENTRY - 1);
      }
      const refusals = new Set(
        answered.filter((a) => a.response.statusCode === 409).map((a) => a.response.json().message),
      );
      for (const message of refusals)
        expect(message).toMatch(/お支払いを処理中です|現在の状態ではこの操作はできません/);
      expect(await sandboxChargeCount(t.database.db)).toBe(ENTRIES);
      const postings = await entryPaymentPostings(t);
      expect(postings.map((p) => p.entry_id).sort()).toEqual([...ids].sort());
      for (const id of ids) expect((await guest.get(guestEntry(id))).json().data.status).toBe('paid');
      await expectLedgerBalanced(t);
    },
    30_000 + ENTRIES * 1_000,
  );
});
