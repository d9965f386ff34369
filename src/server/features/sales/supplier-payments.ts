import { type Kysely, sql } from 'kysely';
import type { SupplierPaymentOrder, SupplierPaymentsQuery } from '../../../core/contract/sales.ts';
import type { Database } from '../../db/schema.ts';

export type SupplierPaymentsFilter = Omit<SupplierPaymentsQuery, 'page' | 'perPage'>;

/**
 * The viewer's payouts: one payout item per closing that took from their balance, with its batch's dates.
 * The paid-at filter is on the payout day, so a transfer still to come is found where it will fall.
 */
function payoutRows(db: Kysely<Database>, supplierId: string, filter: SupplierPaymentsFilter) {
  let q = db
    .selectFrom('payout_items as pi')
    .innerJoin('payout_batches as pb', 'pb.id', 'pi.batch_id')
    .where('pi.supplier_id', '=', supplierId);
  // Both are YYYY-MM-DD text, which orders as the days do.
  if (filter.paidAtStart) q = q.where('pb.payout_date', '>=', filter.paidAtStart);
  if (filter.paidAtEnd) q = q.where('pb.payout_date', '<=', filter.paidAtEnd);
  return q;
}

const ORDERS = {
  paid_at_desc: ['pb.payout_date', 'desc'],
  paid_at_asc: ['pb.payout_date', 'asc'],
  amount_desc: ['pi.amount', 'desc'],
  amount_asc: ['pi.amount', 'asc'],
} as const satisfies Record<SupplierPaymentOrder, readonly [string, 'asc' | 'desc']>;

export function orderedPayoutRows(db: Kysely<Database>, supplierId: string, filter: SupplierPaymentsFilter) {
  const [column, direction] = ORDERS[filter.orderBy];
  return payoutRows(db, supplierId, filter)
    .select([
      'pi.id',
      'pb.closing_date as closingDate',
      'pb.payout_date as payoutDate',
      'pi.amount',
      'pi.transfer_fee as transferFee',
      'pi.net',
      // The operator marks the batch paid; an item may carry its own moment.
      sql<Date | null>`coalesce(pi.paid_at, pb.paid_at)`.as('paidAt'),
    ])
    .orderBy(column, direction)
    .orderBy('pb.payout_date', 'desc')
    .orderBy('pi.id');
}

export async function payoutTotals(db: Kysely<Database>, supplierId: string, filter: SupplierPaymentsFilter) {
  const totals = await payoutRows(db, supplierId, filter)
    .select([
      sql<number>`coalesce(sum(pi.amount), 0)`.as('gross'),
      sql<number>`coalesce(sum(pi.transfer_fee), 0)`.as('fee'),
      sql<number>`coalesce(sum(pi.net), 0)`.as('net'),
    ])
    .executeTakeFirstOrThrow();
  return { gross: Number(totals.gross), tax: 0, fee: Number(totals.fee), net: Number(totals.net) };
}
