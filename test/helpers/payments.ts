import { expect } from 'vitest';
import { castEntry, enter } from './entries.ts';
import type { Agent, TestApp } from './test-app.ts';

/** A c2g entry at the menu's price, approved and reported complete: it waits for the guest's payment. */
export async function entryAwaitingPayment(cast: Agent, guest: Agent, serviceId: string, menuId: string) {
  const id = await enter(guest, serviceId, { serviceMenuId: menuId });
  expect((await cast.post(castEntry(id, '/approve'))).statusCode).toBe(200);
  expect((await cast.put(castEntry(id, '/report-completion'))).statusCode).toBe(200);
  return id;
}

/** The ledger's entry_payment transactions (of one entry, or all). */
export async function entryPaymentPostings(t: TestApp, entryId?: string) {
  let query = t.database.db
    .selectFrom('ledger_transactions')
    .select(['id', 'entry_id'])
    .where('kind', '=', 'entry_payment');
  if (entryId) query = query.where('entry_id', '=', entryId);
  return query.execute();
}

/** The payment attempt of an entry, as the database holds it. */
export function paymentAttempt(t: TestApp, entryId: string) {
  return t.database.db
    .selectFrom('entry_payments')
    .selectAll()
    .where('entry_id', '=', entryId)
    .executeTakeFirstOrThrow();
}
