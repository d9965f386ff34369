import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, SubscriptionChargeRow, SubscriptionKind } from '../../db/schema.ts';
import {
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../payments/payment-provider.ts';
import { feeChargeLines, postLedger, saleLines } from '../ledger/ledger.ts';

/** A pending attempt older than this is taken to have crashed; the next run retries it with its key. */
const STALE_ATTEMPT_MS = 60_000;

export type SavedCardOf = (accountId: string) => Promise<{ customerRef: string; cardRef: string } | null>;

/** One period's charge of a subscription, as claimed. */
export interface ChargeClaim {
  subscriptionId: string;
  kind: SubscriptionKind;
  payerId: string;
  supplierId?: string | null;
  serviceId?: string | null;
  entryId?: string | null;
  period: number;
  attempt: number;
  amount: number;
  tax?: number;
  fee?: number;
}

export type ChargeOutcome =
  | { status: 'succeeded'; chargeRef: string }
  /** `no_card` when the payer has no saved card (the provider is not called). */
  | { status: 'declined'; code: string };

/** What each kind posts to the ledger: the platform's own fees, or an entry's sale. */
const LEDGER_KIND: Record<SubscriptionKind, string> = {
  listing: 'listing_fee',
  matching_plan: 'plan_fee',
  entry: 'subscription_charge',
};

/**
 * The charges of subscriptions (docs/money.md). Every attempt is recorded, with its idempotency key and
 * card, before the provider is called; a crash between the two leaves a pending attempt, which the next
 * run retries with the same key, so the provider answers the first result and never charges twice. The
 * database lets one attempt be in flight per subscription (and per cast for a first month), so of two
 * concurrent claims one wins.
 */
export function createSubscriptionCharges(deps: {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  savedCardOf: SavedCardOf;
}) {
  /**
   * Records the attempt as pending in the caller's transaction. Null when another attempt of the same
   * subscription (or first month) is in flight.
   */
  async function claim(
    trx: Transaction<Database>,
    charge: ChargeClaim,
    card: { customerRef: string; cardRef: string } | null,
  ): Promise<SubscriptionChargeRow | null> {
    const row = await trx
      .insertInto('subscription_charges')
      .values({
        id: newPublicId(),
        subscription_id: charge.subscriptionId,
        kind: charge.kind,
        payer_id: charge.payerId,
        supplier_id: charge.supplierId ?? null,
        service_id: charge.serviceId ?? null,
        entry_id: charge.entryId ?? null,
        period: charge.period,
        attempt: charge.attempt,
        amount: charge.amount,
        tax: charge.tax ?? 0,
        fee: charge.fee ?? 0,
        idempotency_key: `${charge.kind}-${charge.subscriptionId}-${charge.period}-${charge.attempt}`,
        customer_ref: card?.customerRef ?? null,
        card_ref: card?.cardRef ?? null,
        status: 'pending',
        decline_code: null,
        charge_ref: null,
        started_at: deps.clock.now(),
        finished_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  const isStale = (charge: SubscriptionChargeRow) =>
    deps.clock.now().getTime() - charge.started_at.getTime() >= STALE_ATTEMPT_MS;

  /**
   * Asks the provider for a claimed attempt. A provider that cannot be reached decides nothing: the
   * attempt stays pending and the error goes up (503 for a caller, a later run for the scheduler).
   */
  async function call(charge: SubscriptionChargeRow): Promise<ChargeOutcome> {
    if (!charge.customer_ref || !charge.card_ref) return { status: 'declined', code: 'no_card' };
    try {
      const result = await deps.provider.charge({
        customerRef: charge.customer_ref,
        cardRef: charge.card_ref,
        amount: charge.amount,
        description: `${charge.kind} ${charge.subscription_id} #${charge.period}`,
        idempotencyKey: charge.idempotency_key,
      });
      return { status: 'succeeded', chargeRef: result.chargeRef };
    } catch (error) {
      if (error instanceof PaymentDeclinedError) return { status: 'declined', code: error.code };
      if (error instanceof PaymentProviderUnavailableError) {
        throw new AppError('unavailable', 'creditCard.unavailable');
      }
      throw error;
    }
  }

  /** Writes the answer in the caller's transaction; a success posts its movement to the ledger. */
  async function settle(trx: Transaction<Database>, charge: SubscriptionChargeRow, outcome: ChargeOutcome) {
    const now = deps.clock.now();
    const settled = await trx
      .updateTable('subscription_charges')
      .set(
        outcome.status === 'succeeded'
          ? { status: 'succeeded', charge_ref: outcome.chargeRef, finished_at: now }
          : { status: 'declined', decline_code: outcome.code, finished_at: now },
      )
      .where('id', '=', charge.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!settled || outcome.status !== 'succeeded') return settled ?? null;
    await postLedger(trx, {
      kind: LEDGER_KIND[charge.kind],
      entryId: charge.entry_id,
      serviceId: charge.kind === 'matching_plan' ? null : charge.service_id,
      sourceId: charge.id,
      idempotencyKey: `subscription-charge-${charge.id}`,
      occurredAt: now,
      lines:
        charge.kind === 'entry'
          ? saleLines({
              payerId: charge.payer_id,
              supplierId: charge.supplier_id ?? '',
              gross: charge.amount,
              tax: charge.tax,
              fee: charge.fee,
            })
          : feeChargeLines({
              payerId: charge.payer_id,
              kind: charge.kind === 'listing' ? 'listing_fee' : 'plan_fee',
              amount: charge.amount,
            }),
    });
    return settled;
  }

  return { claim, call, settle, isStale, savedCardOf: deps.savedCardOf };
}
export type SubscriptionCharges = ReturnType<typeof createSubscriptionCharges>;

/** The catalogue message for a declined charge. */
export function declineMessage(code: string) {
  return code === 'no_card'
    ? ('billing.noCard' as const)
    : (`creditCard.${code}` as 'creditCard.card_declined');
}
