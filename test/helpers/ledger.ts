import { expect } from 'vitest';
import { checkLedger } from '../../src/server/features/ledger/ledger-check.ts';
import { OWED_SOURCES } from '../../src/server/features/ledger/owed-sources.ts';
import type { TestApp } from './test-app.ts';

/** The check `npm run ledger:check` runs: every transaction balances, every supplier is owed what the records say. */
export async function expectLedgerBalanced(t: TestApp) {
  const result = await checkLedger(t.database.db, OWED_SOURCES);
  expect({ unbalanced: result.unbalanced, mismatched: result.mismatched }).toEqual({
    unbalanced: [],
    mismatched: [],
  });
  return result;
}

/** A supplier's ledger balance: what the platform owes them now. */
export async function supplierBalance(t: TestApp, partyId: string) {
  const result = await checkLedger(t.database.db, OWED_SOURCES);
  return result.balances.find((row) => row.partyId === partyId)?.balance ?? 0;
}
