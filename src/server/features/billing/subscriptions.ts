import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionView } from '../../../core/contract/billing.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, SubscriptionChargeRow, SubscriptionRow } from '../../db/schema.ts';
import { declineMessage, type SubscriptionCharges } from './charges.ts';
import { addMonths } from './periods.ts';

/** A subscription and its charges as the API shows them. */
export function toSubscriptionView(row: SubscriptionRow, charges: SubscriptionChargeRow[]): SubscriptionView {
  const renewing = row.status === 'active' && row.cancel_requested_at === null;
  return {
    status: row.status,
    amount: row.amount,
    tax: row.tax,
    startedAt: row.anchor_at.toISOString(),
    periodsPaid: row.periods_paid,
    periodEnd: row.period_end.toISOString(),
    // A cancelled subscription whose due period is still unpaid (an entry's first month) is charged.
    nextChargeAt:
      row.status === 'active' && (renewing || row.periods_paid === 0)
        ? row.next_charge_at.toISOString()
        : null,
    retrying: row.status === 'active' && row.failed_attempts > 0,
    endsAt: row.status === 'active' && !renewing ? row.period_end.toISOString() : null,
    endedAt: row.ended_at?.toISOString() ?? null,
    endReason: row.end_reason,
    history: charges
      .toSorted((a, b) => b.started_at.getTime() - a.started_at.getTime())
      .map((c) => ({
        period: c.period,
        amount: c.amount,
        status: c.status,
        declineCode: c.decline_code,
        at: (c.finished_at ?? c.started_at).toISOString(),
      })),
  };
}

export async function chargesOf(db: Kysely<Database>, subscriptionId: string) {
  return db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/** Serialises the billing of one payer: the first month of a listing or a plan is claimed under it. */
function lockPayer(trx: Transaction<Database>, payerId: string) {
  return trx.selectFrom('accounts').select('id').where('id', '=', payerId).forUpdate().execute();
}

/**
 * Starts a listing or a matching plan whose first month is paid up front (docs/money.md). Under the
 * payer's lock: when `running` says the subscription already runs, `commit` is written without a charge;
 * otherwise the first month is claimed (one in flight per subject: a second call gets 409, a stale one
 * is retried with its key), the provider is called, and on success `commit`, the subscription and the
 * settled charge (with its ledger movement) are written in one transaction. No card or a decline: 409
 * with the card's message, and nothing but the declined attempt is written.
 */
export function createPaidStart(deps: { db: Kysely<Database>; clock: Clock; charges: SubscriptionCharges }) {
  const { db, clock, charges } = deps;

  return async function startPaid<T>(input: {
    kind: 'listing' | 'matching_plan';
    payerId: string;
    serviceId: string | null;
    amount: number;
    running: (trx: Transaction<Database>) => Promise<boolean>;
    commit: (trx: Transaction<Database>) => Promise<T>;
  }): Promise<T> {
    const card = await charges.savedCardOf(input.payerId);
    const claimed = await db.transaction().execute(async (trx) => {
      await lockPayer(trx, input.payerId);
      if (await input.running(trx)) return { written: await input.commit(trx), charge: null };
      if (!card) throw AppError.conflict('billing.noCard');
      let pending = trx
        .selectFrom('subscription_charges')
        .selectAll()
        .where('payer_id', '=', input.payerId)
        .where('kind', '=', input.kind)
        .where('period', '=', 1)
        .where('status', '=', 'pending');
      pending = input.serviceId ? pending.where('service_id', '=', input.serviceId) : pending;
      const inFlight = await pending.executeTakeFirst();
      if (inFlight) {
        if (!charges.isStale(inFlight)) throw AppError.conflict('billing.chargeInProgress');
        return { charge: inFlight, written: null };
      }
      const charge = await charges.claim(
        trx,
        {
          subscriptionId: newPublicId(),
          kind: input.kind,
          payerId: input.payerId,
          serviceId: input.serviceId,
          period: 1,
          attempt: 1,
          amount: input.amount,
        },
        card,
      );
      if (!charge) throw AppError.conflict('billing.chargeInProgress');
      return { charge, written: null };
    });
    const { charge } = claimed;
    if (!charge) return claimed.written as T;

    const outcome = await charges.call(charge);
    const started = await db.transaction().execute(async (trx) => {
      await lockPayer(trx, input.payerId);
      if (outcome.status === 'declined') {
        await charges.settle(trx, charge, outcome);
        return { declined: outcome.code, written: null };
      }
      const written = await input.commit(trx);
      const now = clock.now();
      await trx
        .insertInto('subscriptions')
        .values({
          id: charge.subscription_id,
          kind: input.kind,
          payer_id: input.payerId,
          service_id: input.serviceId,
          amount: charge.amount,
          status: 'active',
          anchor_at: now,
          periods_paid: 1,
          period_end: addMonths(now, 1),
          next_charge_at: addMonths(now, 1),
          created_at: now,
        })
        .execute();
      await charges.settle(trx, charge, outcome);
      return { declined: null, written };
    });
    if (started.declined !== null) throw AppError.conflict(declineMessage(started.declined));
    return started.written as T;
  };
}
export type PaidStart = ReturnType<typeof createPaidStart>;

/**
 * Whether an account still renews a listing or a matching plan: its fees accrue until cancelled, so the
 * account may not withdraw yet (a withdrawal blocker). Entries' subscriptions keep their entry matched,
 * which blocks it already.
 */
export async function hasRenewingFees(trx: Transaction<Database>, accountId: string): Promise<boolean> {
  const running = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('payer_id', '=', accountId)
    .where('kind', 'in', ['listing', 'matching_plan'])
    .where('status', '=', 'active')
    .where('cancel_requested_at', 'is', null)
    .executeTakeFirst();
  return Boolean(running);
}
