import { type Kysely, sql } from 'kysely';
import type { Earnings } from '../../../core/contract/sales.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import type { Database } from '../../db/schema.ts';
import { expectedPayout } from '../payouts/closing-dates.ts';

/**
 * A supplier's earnings (docs/money.md, "Earnings"): the balance the next closing takes up and when it is
 * transferred, the payouts closed and waiting for the bank, what was transferred, and whether the bank
 * account the transfers need is there.
 */
export async function supplierEarnings(
  db: Kysely<Database>,
  supplierId: string,
  payment: SiteInfo['payment'],
  today: string,
): Promise<Earnings> {
  const [balance, payouts, bankAccount] = await Promise.all([
    db
      .selectFrom('ledger_lines')
      .select(sql<string | null>`-sum(amount)`.as('balance'))
      .where('account', '=', 'supplier')
      .where('party_id', '=', supplierId)
      .executeTakeFirst(),
    db
      .selectFrom('payout_items as i')
      .innerJoin('payout_batches as b', 'b.id', 'i.batch_id')
      .select([
        sql<string | null>`sum(i.net) filter (where i.paid_at is null)`.as('scheduledNet'),
        sql<string | null>`min(b.payout_date) filter (where i.paid_at is null)`.as('scheduledDate'),
        sql<string | null>`sum(i.net) filter (where i.paid_at is not null)`.as('paid'),
      ])
      .where('i.supplier_id', '=', supplierId)
      .executeTakeFirst(),
    db
      .selectFrom('bank_accounts')
      .select('account_id')
      .where('account_id', '=', supplierId)
      .executeTakeFirst(),
  ]);
  const schedules = payment.paymentToSupplierSettings;
  const next = expectedPayout(today, schedules);
  const schedule = next && schedules[next.schedule];
  return {
    balance: Number(balance?.balance ?? 0),
    nextPayout:
      next && schedule
        ? {
            closingDate: next.closingDate,
            payoutDate: next.payoutDate,
            minimumAmount: schedule.minimumAmount,
            transferFee: schedule.transferFee,
          }
        : null,
    scheduled:
      payouts?.scheduledNet && payouts.scheduledDate
        ? { net: Number(payouts.scheduledNet), payoutDate: payouts.scheduledDate }
        : null,
    paid: Number(payouts?.paid ?? 0),
    hasBankAccount: bankAccount !== undefined,
  };
}
