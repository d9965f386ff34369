import { sql } from 'kysely';
import type { OwedSource } from './ledger-check.ts';

/** Succeeded entry payments: the supplier is owed the amount less the platform's fee. */
const entryPayments: OwedSource = (db) =>
  db
    .selectFrom('entry_payments')
    .select(['supplier_id as partyId', sql<number>`sum(amount - coalesce(fee, 0))`.as('amount')])
    .where('status', '=', 'succeeded')
    .where('supplier_id', 'is not', null)
    .groupBy('supplier_id')
    .execute() as Promise<Array<{ partyId: string; amount: number }>>;

/** Every feature that makes a supplier owed or owing, each read from its own records. */
export const OWED_SOURCES: OwedSource[] = [entryPayments];
