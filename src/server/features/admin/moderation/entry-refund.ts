import { type Kysely, sql } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { RefundBody } from '../../../../core/contract/admin/moderation.ts';
import type { EntryStatus } from '../../../../core/enums.ts';
import { remainingAfterRefund } from '../../../../core/money.ts';
import { AppError } from '../../../app-error.ts';
import { newPublicId } from '../../../db/ids.ts';
import type { Database } from '../../../db/schema.ts';
import { PaymentProviderUnavailableError } from '../../../payments/payment-provider.ts';
import { type LedgerLineInput, postLedger } from '../../ledger/ledger.ts';
import type { CustomerTeller, Tidings } from '../../notices/tell-customers.ts';
import type { AdminContext } from '../context.ts';
import { markOperatorCanceled } from './operator-cancel.ts';

/** A pending refund younger than this may still be waiting for the provider: nobody else starts one. */
const IN_FLIGHT_MS = 60_000;

/** States whose payment may be given back: paid (reviews or not), and one cancelled with a refund before. */
const REFUNDABLE_STATUSES: EntryStatus[] = ['paid', 'reviewed', 'operator_canceled'];

/**
 * Refund `amount` of an entry payment: the payer gets it back, the supplier gives back the amount less
 * the share of the platform's fee the platform returns, the tax in proportion (money.ts).
 */
export function refundLines(refund: {
  payerId: string;
  supplierId: string;
  amount: number;
  taxBack: number;
  feeBack: number;
}): LedgerLineInput[] {
  return [
    { account: 'provider', partyId: refund.payerId, kind: 'refund', amount: -refund.amount },
    { account: 'supplier', partyId: refund.supplierId, kind: 'sale', amount: refund.amount - refund.taxBack },
    { account: 'supplier', partyId: refund.supplierId, kind: 'tax', amount: refund.taxBack },
    { account: 'supplier', partyId: refund.supplierId, kind: 'matching_fee', amount: -refund.feeBack },
    { account: 'platform', partyId: refund.supplierId, kind: 'matching_fee', amount: refund.feeBack },
  ];
}

/** What of an entry's payment is left to give back; null when it has no succeeded payment. */
export async function refundState(db: Kysely<Database>, entryId: string) {
  const payment = await db
    .selectFrom('entry_payments')
    .select(['amount', 'tax', 'fee', 'supplier_id', 'charge_ref', 'status'])
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  if (payment?.status !== 'succeeded' || !payment.supplier_id) return null;
  const { refunded } = await db
    .selectFrom('entry_refunds')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('refunded'))
    .where('entry_id', '=', entryId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return {
    sale: { gross: payment.amount, tax: payment.tax ?? 0, fee: payment.fee ?? 0 },
    supplierId: payment.supplier_id,
    chargeRef: payment.charge_ref,
    refunded: Number(refunded),
    refundable: payment.amount - Number(refunded),
  };
}

/**
 * The operator's cancel of a paid entry with a full or partial refund (product decisions section 3).
 * The refund row and its idempotency key are written first, so the provider is asked under a key that
 * a retry reuses: the same refund asked again after a provider failure, or after a crash, is never made
 * twice. Only once the provider has refunded are the ledger, the entry (operator_canceled) and the
 * parties' notices written, in one transaction; a provider failure leaves the refund marked failed and
 * nothing else changed.
 */
export function createEntryRefund(ctx: AdminContext, teller: CustomerTeller, log: (error: unknown) => void) {
  const { db } = ctx;

  async function record(operator: Operator, entryId: string, body: RefundBody) {
    const now = ctx.clock.now();
    return db.transaction().execute(async (trx) => {
      const entry = await trx
        .selectFrom('entries')
        .select(['id', 'status', 'cast_id', 'guest_id'])
        .where('id', '=', entryId)
        .forUpdate()
        .executeTakeFirst();
      if (!entry) throw AppError.notFound();
      const state = await refundState(trx, entryId);
      if (!state?.chargeRef || !REFUNDABLE_STATUSES.includes(entry.status)) {
        throw AppError.conflict('console.moderation.refundNotPaid');
      }
      const inFlight = await trx
        .selectFrom('entry_refunds')
        .select('id')
        .where('entry_id', '=', entryId)
        .where('status', '=', 'pending')
        .where('created_at', '>', new Date(now.getTime() - IN_FLIGHT_MS))
        .executeTakeFirst();
      if (inFlight) throw AppError.conflict('console.moderation.refundInProgress');
      if (state.refundable <= 0) throw AppError.conflict('console.moderation.nothingToRefund');
      if (body.amount > state.refundable) {
        throw AppError.validation({
          amount: [
            {
              key: 'console.moderation.refundTooLarge',
              params: { max: state.refundable.toLocaleString('ja-JP') },
            },
          ],
        });
      }
      const before = remainingAfterRefund(state.sale, state.refunded);
      const after = remainingAfterRefund(state.sale, state.refunded + body.amount);
      const payerId = entry.cast_id === state.supplierId ? entry.guest_id : entry.cast_id;
      const refund = {
        id: newPublicId(),
        entry_id: entryId,
        amount: body.amount,
        reason: body.reason,
        operator_id: operator.id,
        payer_id: payerId,
        supplier_id: state.supplierId,
        tax_back: before.tax - after.tax,
        fee_back: before.fee - after.fee,
        // The same refund (same amount after the same refunded total) asked again gets the same key.
        idempotency_key: `refund-${entryId}-${state.refunded}-${body.amount}`,
        status: 'pending' as const,
        refund_ref: null,
        created_at: now,
        finished_at: null,
      };
      const recorded = await trx
        .insertInto('entry_refunds')
        .values(refund)
        .onConflict((oc) =>
          oc
            .column('idempotency_key')
            .doUpdateSet({
              status: 'pending',
              reason: body.reason,
              operator_id: operator.id,
              created_at: now,
            })
            // A failed attempt, or one left pending by a crash, is asked again under its key.
            .where('entry_refunds.status', '<>', 'succeeded'),
        )
        .returning(['id', 'idempotency_key', 'payer_id', 'supplier_id', 'tax_back', 'fee_back'])
        .executeTakeFirst();
      if (!recorded) throw AppError.conflict('console.moderation.refundInProgress');
      return {
        ...recorded,
        chargeRef: state.chargeRef,
        statusBefore: entry.status,
        refunded: state.refunded,
      };
    });
  }

  async function refundEntry(operator: Operator, entryId: string, body: RefundBody) {
    const refund = await record(operator, entryId, body);
    let refundRef: string;
    try {
      ({ refundRef } = await ctx.paymentProvider.refund({
        chargeRef: refund.chargeRef,
        amount: body.amount,
        idempotencyKey: refund.idempotency_key,
      }));
    } catch (error) {
      await db
        .updateTable('entry_refunds')
        .set({ status: 'failed', finished_at: ctx.clock.now() })
        .where('id', '=', refund.id)
        .execute();
      if (error instanceof PaymentProviderUnavailableError) {
        throw new AppError('unavailable', 'console.moderation.refundUnavailable');
      }
      // Anything but an outage is the provider refusing (or a bug): logged, and nothing was refunded.
      log(error);
      throw AppError.conflict('console.moderation.refundFailed');
    }

    const now = ctx.clock.now();
    const told = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('entry_refunds')
        .set({ status: 'succeeded', refund_ref: refundRef, finished_at: now })
        .where('id', '=', refund.id)
        .execute();
      const entry = await trx
        .selectFrom('entries as e')
        .innerJoin('services as s', 's.id', 'e.service_id')
        .select(['e.status', 'e.cast_id', 'e.guest_id', 'e.service_id', 'e.cancel_reason', 's.title'])
        .where('e.id', '=', entryId)
        .forUpdate('e')
        .executeTakeFirstOrThrow();
      await postLedger(trx, {
        kind: 'refund',
        entryId,
        serviceId: entry.service_id,
        sourceId: refund.id,
        idempotencyKey: `entry-refund-${refund.id}`,
        occurredAt: now,
        lines: refundLines({
          payerId: refund.payer_id,
          supplierId: refund.supplier_id,
          amount: body.amount,
          taxBack: refund.tax_back,
          feeBack: refund.fee_back,
        }),
      });
      if (entry.status !== 'operator_canceled') {
        await markOperatorCanceled(ctx, trx, {
          entryId,
          from: entry.status,
          reason: body.reason,
          operator,
          at: now,
        });
      }
      await ctx.auditLog.record(trx, operator, {
        action: 'entries.refund',
        targetType: 'entry',
        targetId: entryId,
        before: { status: entry.status, cancelReason: entry.cancel_reason, refunded: refund.refunded },
        after: {
          status: 'operator_canceled',
          cancelReason: entry.status === 'operator_canceled' ? entry.cancel_reason : body.reason,
          refunded: refund.refunded + body.amount,
          refund: { id: refund.id, amount: body.amount, taxBack: refund.tax_back, feeBack: refund.fee_back },
          reason: body.reason,
        },
      });
      const tidings: Tidings = {
        notice: {
          title: 'console.moderation.entryRefunded.title',
          body: 'console.moderation.entryRefunded.body',
        },
        mail: 'entryRefundedByOperator',
        params: {
          service: entry.title,
          entryId,
          reason: body.reason,
          amount: body.amount.toLocaleString('ja-JP'),
        },
        pathFor: (account) => `/${account.type}/entries/${entryId}`,
      };
      const parties = [entry.cast_id, entry.guest_id];
      await teller.notify(trx, parties, tidings);
      return { parties, tidings };
    });
    await teller.mail(told.parties, told.tidings);
  }

  return { refundEntry };
}
