import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addMonths } from './periods.ts';

/**
 * A suspended account's own monthly fees (a service's listing, the matching plan) pause: the renewal
 * sweep passes them by while the account is suspended (docs/money.md, "Fees and subscriptions"). An
 * entry's subscription is the parties' deal, and goes on.
 */
export function notPausedBySuspension(eb: ExpressionBuilder<Database, 'subscriptions'>) {
  return eb.or([
    eb('subscriptions.kind', '=', 'entry'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('accounts as payer')
          .select('payer.id')
          .whereRef('payer.id', '=', 'subscriptions.payer_id')
          .where('payer.status', '=', 'suspended'),
      ),
    ),
  ]);
}

/**
 * On restore, a fee that fell due while paused starts its next period now, charged at the sweep's next
 * tick: the months of the suspension are neither charged nor caught up.
 */
export async function resumeAfterSuspension(trx: Transaction<Database>, accountId: string, now: Date) {
  const paused = await trx
    .selectFrom('subscriptions')
    .select(['id', 'periods_paid'])
    .where('payer_id', '=', accountId)
    .where('status', '=', 'active')
    .where('kind', 'in', ['listing', 'matching_plan'])
    .where('next_charge_at', '<=', now)
    .execute();
  for (const sub of paused) {
    await trx
      .updateTable('subscriptions')
      .set({ anchor_at: addMonths(now, -sub.periods_paid), period_end: now, next_charge_at: now })
      .where('id', '=', sub.id)
      .execute();
  }
}
