import type { Kysely, Transaction } from 'kysely';
import type { MatchingPlan } from '../../../core/contract/billing.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { SiteService } from '../site/service.ts';
import { chargesOf, type PaidStart, toSubscriptionView } from './subscriptions.ts';

const plansOf = (db: Kysely<Database>, castId: string) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('kind', '=', 'matching_plan')
    .where('payer_id', '=', castId);

/**
 * The matching plan (fee type `subscription`): a monthly plan a cast must hold to be matched. Subscribing
 * pays the first month with the saved card; the scheduler renews it (./renewals.ts); a cancel stops the
 * renewal and the plan ends at its period end. While a declined renewal is retried the plan still holds.
 */
export function createMatchingPlans(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  startPaid: PaidStart;
}) {
  const { db, clock } = deps;

  async function get(cast: AccountRow): Promise<MatchingPlan> {
    const { payment } = await deps.site.getSite();
    const latest = await plansOf(db, cast.id).orderBy('created_at', 'desc').executeTakeFirst();
    return {
      offered: payment.castMatchingFeeType === 'subscription',
      monthlyFee: payment.castMatchingPlanMonthly,
      plan: latest ? toSubscriptionView(latest, await chargesOf(db, latest.id)) : null,
      active: latest?.status === 'active',
    };
  }

  /** Subscribes (first month charged), or takes back a cancel of the running plan. */
  async function subscribe(cast: AccountRow): Promise<MatchingPlan> {
    const { payment } = await deps.site.getSite();
    if (payment.castMatchingFeeType !== 'subscription') throw AppError.conflict('billing.planNotOffered');
    await deps.startPaid({
      kind: 'matching_plan',
      payerId: cast.id,
      serviceId: null,
      amount: payment.castMatchingPlanMonthly,
      running: async (trx) =>
        Boolean(await plansOf(trx, cast.id).select('id').where('status', '=', 'active').executeTakeFirst()),
      commit: async (trx) => {
        const running = await plansOf(trx, cast.id)
          .select(['id', 'cancel_requested_at'])
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!running) return; // a new plan, which startPaid writes with its first month
        if (running.cancel_requested_at === null) throw AppError.conflict('billing.planActive');
        await trx
          .updateTable('subscriptions')
          .set({ cancel_requested_at: null, canceled_by: null })
          .where('id', '=', running.id)
          .execute();
      },
    });
    return get(cast);
  }

  async function cancel(cast: AccountRow): Promise<MatchingPlan> {
    const canceled = await db
      .updateTable('subscriptions')
      .set({ cancel_requested_at: clock.now(), canceled_by: cast.id })
      .where('kind', '=', 'matching_plan')
      .where('payer_id', '=', cast.id)
      .where('status', '=', 'active')
      .where('cancel_requested_at', 'is', null)
      .executeTakeFirst();
    if (canceled.numUpdatedRows === 0n) throw AppError.conflict('billing.noPlanToCancel');
    return get(cast);
  }

  /** Whether the cast holds a plan now (a match needs one when the site charges by plan). */
  async function holdsPlan(trx: Transaction<Database>, castId: string): Promise<boolean> {
    return Boolean(await plansOf(trx, castId).select('id').where('status', '=', 'active').executeTakeFirst());
  }

  return { get, subscribe, cancel, holdsPlan };
}
export type MatchingPlans = ReturnType<typeof createMatchingPlans>;
