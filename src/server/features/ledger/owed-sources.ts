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

/** Payout items: a decided transfer and its fee leave the supplier's balance. */
const payoutItems: OwedSource = (db) =>
  db
    .selectFrom('payout_items')
    .select(['supplier_id as partyId', sql<number>`-sum(amount)`.as('amount')])
    .groupBy('supplier_id')
    .execute();

/** Succeeded refunds: the supplier gives back the refund less the share of the fee the platform returns. */
const entryRefunds: OwedSource = (db) =>
  db
    .selectFrom('entry_refunds')
    .select(['supplier_id as partyId', sql<number>`-sum(amount - fee_back)`.as('amount')])
    .where('status', '=', 'succeeded')
    .groupBy('supplier_id')
    .execute();

/** Single matching fees taken at matching: the supplier owes each one. */
const matchingFees: OwedSource = (db) =>
  db
    .selectFrom('matching_fees')
    .select(['supplier_id as partyId', sql<number>`-sum(amount)`.as('amount')])
    .groupBy('supplier_id')
    .execute();

/** Succeeded subscription charges of entries: the supplier is owed each period less the platform's fee. */
const subscriptionCharges: OwedSource = (db) =>
  db
    .selectFrom('subscription_charges')
    .select(['supplier_id as partyId', sql<number>`sum(amount - fee)`.as('amount')])
    .where('kind', '=', 'entry')
    .where('status', '=', 'succeeded')
    .where('supplier_id', 'is not', null)
    .groupBy('supplier_id')
    .execute() as Promise<Array<{ partyId: string; amount: number }>>;

/** Every feature that makes a supplier owed or owing, each read from its own records. */
export const OWED_SOURCES: OwedSource[] = [
  matchingFees,
  subscriptionCharges,
  entryPayments,
  payoutItems,
  entryRefunds,
];
