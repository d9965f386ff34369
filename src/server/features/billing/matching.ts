import type { Transaction } from 'kysely';
import type { SiteInfo } from '../../../core/contract/site.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, EntryRow } from '../../db/schema.ts';
import { postLedger } from '../ledger/ledger.ts';
import type { MatchingPlans } from './matching-plans.ts';

type MatchedEntry = Pick<EntryRow, 'id' | 'cast_id' | 'guest_id' | 'service_id' | 'flow_type'> & {
  charge_method: ChargeMethod;
};

/**
 * Whether billing has a part in this match (a plan to hold, a fee to take, a subscription to start): when
 * it has none, the match writes nothing but the entry and needs no transaction around it.
 */
export function billsAtMatch(entry: Pick<MatchedEntry, 'charge_method'>, amount: number, site: SiteInfo) {
  const { castMatchingFeeType, castMatchingFee } = site.payment;
  return (
    castMatchingFeeType === 'subscription' ||
    (castMatchingFeeType === 'single' && castMatchingFee > 0) ||
    startsSubscription(entry, amount)
  );
}

// A free entry has nothing to bill monthly: it goes on like any other.
const startsSubscription = (entry: Pick<MatchedEntry, 'charge_method'>, amount: number) =>
  entry.charge_method === 'subscription' && amount > 0;

/**
 * What billing does when an entry is matched, inside the match's own transaction (so a refusal changes
 * nothing): the cast must hold a matching plan when the site charges by plan (409 otherwise, whichever
 * flow type); the `single` fee is taken from the supplier's balance; an entry of a service charged by
 * subscription starts its subscription, whose first month the scheduler's next sweep charges.
 */
export function createMatchingBilling(deps: { clock: Clock; plans: MatchingPlans }) {
  return async function onMatch(
    trx: Transaction<Database>,
    /** The entry with its service's charge method (read by the match's lock). */
    entry: MatchedEntry,
    fixed: { amount: number; tax: number },
    site: SiteInfo,
  ): Promise<{ by_subscription: boolean }> {
    const now = deps.clock.now();
    const { payment } = site;
    const supplierId = entry.flow_type === 'c2g' ? entry.cast_id : entry.guest_id;
    const payerId = entry.flow_type === 'c2g' ? entry.guest_id : entry.cast_id;

    if (payment.castMatchingFeeType === 'subscription' && !(await deps.plans.holdsPlan(trx, entry.cast_id))) {
      throw AppError.conflict('billing.planRequired', { cast: site.castName });
    }
    if (payment.castMatchingFeeType === 'single' && payment.castMatchingFee > 0) {
      const fee = payment.castMatchingFee;
      await trx
        .insertInto('matching_fees')
        .values({ entry_id: entry.id, supplier_id: supplierId, amount: fee, created_at: now })
        .execute();
      await postLedger(trx, {
        kind: 'matching_fee',
        entryId: entry.id,
        serviceId: entry.service_id,
        sourceId: entry.id,
        idempotencyKey: `matching-fee-${entry.id}`,
        occurredAt: now,
        lines: [
          { account: 'supplier', partyId: supplierId, kind: 'matching_fee', amount: fee },
          { account: 'platform', partyId: supplierId, kind: 'matching_fee', amount: -fee },
        ],
      });
    }

    if (!startsSubscription(entry, fixed.amount)) return { by_subscription: false };
    await trx
      .insertInto('subscriptions')
      .values({
        id: newPublicId(),
        kind: 'entry',
        payer_id: payerId,
        supplier_id: supplierId,
        service_id: entry.service_id,
        entry_id: entry.id,
        amount: fixed.amount,
        tax: fixed.tax,
        status: 'active',
        anchor_at: now,
        periods_paid: 0,
        period_end: now,
        next_charge_at: now,
        created_at: now,
      })
      .execute();
    return { by_subscription: true };
  };
}
export type MatchingBilling = ReturnType<typeof createMatchingBilling>;
