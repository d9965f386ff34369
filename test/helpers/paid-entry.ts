import { expect } from 'vitest';
import { castEntry, enter, guestEntry } from './entries.ts';
import type { Agent } from './test-app.ts';

/**
 * An entry of `guest` for the menu of `cast`'s service, approved, reported complete and paid with the
 * guest's saved card (the sandbox charges it): 5,500 yen for the 5,000-yen menu. `overrides` go to the
 * entry's body (a later reservation once the test clock has moved on). Returns its id.
 */
export async function paidEntry(
  world: { cast: Agent; guest: Agent; serviceId: string; menuId: string },
  overrides: Record<string, unknown> = {},
) {
  const id = await enter(world.guest, world.serviceId, { serviceMenuId: world.menuId, ...overrides });
  for (const response of [
    await world.cast.post(castEntry(id, '/approve')),
    await world.cast.put(castEntry(id, '/report-completion')),
    await world.guest.post(guestEntry(id, '/pay')),
  ]) {
    expect(response.statusCode, response.body).toBe(200);
  }
  return id;
}

/** Saves a bank account for the signed-in customer, as they would on their bank account page. */
export async function saveBankAccount(agent: Agent, holderName = 'ヤマダ　タロウ') {
  const saved = await agent.put('/api/customers/me/bank-account', {
    bankCode: '0005',
    bankName: '三菱UFJ銀行',
    branchCode: '001',
    branchName: '本店',
    accountType: 'futsu',
    accountNumber: '7654321',
    holderName,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
