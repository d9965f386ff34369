import { sql } from 'kysely';
import {
  type MoneySummary,
  PLATFORM_FEE_KINDS,
  type PlatformFeeKind,
} from '../../../../core/contract/admin/money.ts';
import { siteToday, startOfSiteDay } from '../../../clock.ts';
import type { AdminContext } from '../context.ts';

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * A month's money as the ledger has it (Japan time): what payers were charged, the platform's fees by
 * kind, the tax, refunds and payouts. Each figure is a sum of ledger lines, so it agrees with the ledger
 * check and with the customers' lists.
 */
export function createMonthSummary(ctx: AdminContext) {
  const { db } = ctx;

  async function monthSummary(month = siteToday(ctx.clock).slice(0, 7)): Promise<MoneySummary> {
    const from = startOfSiteDay(`${month}-01`);
    const to = startOfSiteDay(nextMonth(month));
    const rows = await db
      .selectFrom('ledger_lines as l')
      .innerJoin('ledger_transactions as tx', 'tx.id', 'l.transaction_id')
      .select(['l.account', 'l.kind', sql<number>`sum(l.amount)`.as('sum')])
      .where('tx.occurred_at', '>=', from)
      .where('tx.occurred_at', '<', to)
      .groupBy(['l.account', 'l.kind'])
      .execute();
    const sum = (account: string, kind: string) =>
      rows.find((row) => row.account === account && row.kind === kind)?.sum ?? 0;
    const fees = Object.fromEntries(
      PLATFORM_FEE_KINDS.map((kind) => [kind, -sum('platform', kind)]),
    ) as Record<PlatformFeeKind, number>;
    const [paid, due] = await Promise.all([
      db
        .selectFrom('ledger_lines as l')
        .innerJoin('ledger_transactions as tx', 'tx.id', 'l.transaction_id')
        .select(sql<number>`coalesce(sum(l.amount), 0)`.as('sum'))
        .where('tx.kind', '=', 'payout_paid')
        .where('l.account', '=', 'payouts_due')
        .where('tx.occurred_at', '>=', from)
        .where('tx.occurred_at', '<', to)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('ledger_lines as l')
        .innerJoin('ledger_transactions as tx', 'tx.id', 'l.transaction_id')
        .select(sql<number>`coalesce(-sum(l.amount), 0)`.as('sum'))
        .where('l.account', '=', 'payouts_due')
        .where('tx.occurred_at', '<', to)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      month,
      gross: sum('provider', 'charge'),
      fees,
      feesTotal: Object.values(fees).reduce((total, fee) => total + fee, 0),
      tax: -sum('supplier', 'tax'),
      refunds: -sum('provider', 'refund'),
      payouts: {
        decided: Number(paid.sum) - sum('payouts_due', 'payout'),
        paid: Number(paid.sum),
        due: Number(due.sum),
      },
    };
  }

  return { monthSummary };
}
