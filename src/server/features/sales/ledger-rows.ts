import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { LedgerList, MoneyListOrder, MoneyListQuery } from '../../../core/contract/sales.ts';
import { startOfSiteDay } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../form-schemas/search-sql.ts';

/** The filters of a list; paging is the caller's (the CSV takes every row). */
export type MoneyListFilter = Omit<MoneyListQuery, 'page' | 'perPage'>;

/**
 * Which lines of a transaction are the viewer's, for each list (docs/money.md, the ledger's movements):
 * sales are the viewer's `supplier` lines of a sale (its part, its tax, the fee taken from it); payments
 * are the viewer's `provider` lines (a card charged for an entry or a subscription period, a refund back
 * to it, a listing or plan fee). Payout lines are neither: the supplier-payments list shows payouts.
 */
function viewerLine(list: LedgerList, viewerId: string, alias: string): RawBuilder<boolean> {
  const line = (column: string) => sql.ref(`${alias}.${column}`);
  return list === 'sales'
    ? sql<boolean>`(${line('account')} = 'supplier' and ${line('party_id')} = ${viewerId}
        and ${line('kind')} in ('sale', 'tax', 'matching_fee'))`
    : sql<boolean>`(${line('account')} = 'provider' and ${line('party_id')} = ${viewerId}
        and ${line('kind')} in ('charge', 'refund', 'listing_fee', 'plan_fee'))`;
}

/**
 * The figures of one transaction, summed from its lines (signs as the ledger keeps them, turned so that a
 * sale or a payment is positive and a refund negative). The tax of a payment is the one its supplier
 * lines carry.
 */
function figures(list: LedgerList, mine: RawBuilder<boolean>) {
  const sum = (condition: RawBuilder<unknown>) =>
    sql<number>`coalesce(sum(case when ${condition} then l.amount else 0 end), 0)`;
  return list === 'sales'
    ? {
        gross: sql<number>`-${sum(sql`${mine} and l.kind in ('sale', 'tax')`)}`,
        tax: sql<number>`-${sum(sql`${mine} and l.kind = 'tax'`)}`,
        fee: sum(sql`${mine} and l.kind = 'matching_fee'`),
      }
    : {
        gross: sum(mine),
        tax: sql<number>`-${sum(sql`l.account = 'supplier' and l.kind = 'tax'`)}`,
        fee: sum(sql`${mine} and l.kind in ('listing_fee', 'plan_fee')`),
      };
}

/**
 * One row per ledger transaction in which the viewer has a line of the list, with the entry, service and
 * counterpart it concerns, filtered as the query says. A subquery, so that its figures can be ordered,
 * paged and summed.
 */
export function ledgerRows(
  db: Kysely<Database>,
  list: LedgerList,
  viewerId: string,
  filter: MoneyListFilter,
) {
  const mine = viewerLine(list, viewerId, 'l');
  const { gross, tax, fee } = figures(list, mine);
  let q = db
    .selectFrom('ledger_transactions as lt')
    .innerJoin('ledger_lines as l', 'l.transaction_id', 'lt.id')
    .leftJoin('entries as e', 'e.id', 'lt.entry_id')
    .leftJoin('services as s', (join) => join.on(sql<boolean>`s.id = coalesce(lt.service_id, e.service_id)`))
    .leftJoin('accounts as cp', (join) =>
      join.on(sql<boolean>`cp.id = case when e.cast_id = ${viewerId} then e.guest_id else e.cast_id end`),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ledger_lines as m')
          .select('m.seq')
          .whereRef('m.transaction_id', '=', 'lt.id')
          .where(viewerLine(list, viewerId, 'm')),
      ),
    )
    .groupBy(['lt.id', 'e.id', 's.id', 'cp.id'])
    .select([
      'lt.id',
      'lt.kind',
      'lt.entry_id as entryId',
      'lt.occurred_at as paidAt',
      'e.provided_at as providedAt',
      's.title as serviceName',
      'cp.id as counterpartId',
      'cp.nickname as counterpartNickname',
      gross.as('gross'),
      tax.as('tax'),
      fee.as('fee'),
    ]);
  if (filter.paidAtStart) q = q.where('lt.occurred_at', '>=', startOfSiteDay(filter.paidAtStart));
  if (filter.paidAtEnd) q = q.where('lt.occurred_at', '<', startOfSiteDay(filter.paidAtEnd, 1));
  if (filter.providedAtStart) q = q.where('e.provided_at', '>=', startOfSiteDay(filter.providedAtStart));
  if (filter.providedAtEnd) q = q.where('e.provided_at', '<', startOfSiteDay(filter.providedAtEnd, 1));
  if (filter.serviceName) q = q.where('s.title', 'ilike', `%${escapeLike(filter.serviceName)}%`);
  if (filter.nickname) q = q.where('cp.nickname', 'ilike', `%${escapeLike(filter.nickname)}%`);
  return q;
}

const ORDERS = {
  paid_at_desc: ['paidAt', 'desc'],
  paid_at_asc: ['paidAt', 'asc'],
  provided_at_desc: ['providedAt', 'desc'],
  provided_at_asc: ['providedAt', 'asc'],
  amount_desc: ['gross', 'desc'],
  amount_asc: ['gross', 'asc'],
} as const satisfies Record<MoneyListOrder, readonly [string, 'asc' | 'desc']>;

/** The rows of a list in the asked order; ties by the newest movement, then by id, so pages never overlap. */
export function orderedLedgerRows(
  db: Kysely<Database>,
  list: LedgerList,
  viewerId: string,
  filter: MoneyListFilter,
) {
  const [column, direction] = ORDERS[filter.orderBy];
  return db
    .selectFrom(ledgerRows(db, list, viewerId, filter).as('r'))
    .selectAll()
    .orderBy(`r.${column}`, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('r.paidAt', 'desc')
    .orderBy('r.id');
}

/** The figures of the whole filtered range, summed in SQL. */
export async function ledgerTotals(
  db: Kysely<Database>,
  list: LedgerList,
  viewerId: string,
  filter: MoneyListFilter,
) {
  const totals = await db
    .selectFrom(ledgerRows(db, list, viewerId, filter).as('r'))
    .select([
      sql<number>`coalesce(sum(r.gross), 0)`.as('gross'),
      sql<number>`coalesce(sum(r.tax), 0)`.as('tax'),
      sql<number>`coalesce(sum(r.fee), 0)`.as('fee'),
    ])
    .executeTakeFirstOrThrow();
  const gross = Number(totals.gross);
  const fee = Number(totals.fee);
  return { gross, tax: Number(totals.tax), fee, net: gross - fee };
}
