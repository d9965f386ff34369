import type { Kysely } from 'kysely';
import { resolveTransition } from '../../../core/entries/lifecycle.ts';
import { reviewingTypes } from '../../../core/entries/review-parties.ts';
import { paymentFee } from '../../../core/money.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import {
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../payments/payment-provider.ts';
import { postLedger, saleLines } from '../ledger/ledger.ts';
import type { SiteService } from '../site/service.ts';
import { entryState, type Viewer } from './entry-view.ts';
import type { EntryNotifier } from './notify.ts';
import { type Entries, lockEntry } from './service.ts';

/** A pending attempt older than this is taken to have crashed; the next call retries it with its key. */
const STALE_ATTEMPT_MS = 60_000;
/** After a failed automatic charge, the next try. */
const RETRY_MS = 86_400_000;

/**
 * POST …/pay: charges the payer's saved card once per entry. The attempt and its idempotency key are
 * claimed under the entry's row lock before the provider is called, so concurrent clicks find the
 * attempt in progress (409) and a retry after a crash reuses the key (the provider answers the first
 * result). A decline leaves the entry in completion_reported, and the next attempt gets a new key.
 */
export function createEntryPayments(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  provider: PaymentProvider;
  savedCardOf: (accountId: string) => Promise<{ customerRef: string; cardRef: string } | null>;
  entries: Entries;
  notify: EntryNotifier;
}) {
  const { db, clock } = deps;

  async function claim(viewer: Viewer, entryId: string) {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const entry = await lockEntry(trx, viewer, entryId);
      if (!resolveTransition(entryState(entry), viewer.type, entry.flow_type, 'pay')) {
        throw AppError.conflict('entries.notNow');
      }
      const previous = await trx
        .selectFrom('entry_payments')
        .selectAll()
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      if (previous?.status === 'pending') {
        if (now.getTime() - previous.started_at.getTime() < STALE_ATTEMPT_MS) {
          throw AppError.conflict('entries.paymentInProgress');
        }
        return { entry, attempt: previous };
      }
      const attempt = {
        entry_id: entryId,
        attempt: (previous?.attempt ?? 0) + 1,
        idempotency_key: `entry-${entryId}-${(previous?.attempt ?? 0) + 1}`,
        amount: entry.amount ?? 0,
        status: 'pending' as const,
        charge_ref: null,
        decline_code: null,
        started_at: now,
        finished_at: null,
      };
      if (attempt.amount > 0) {
        await trx
          .insertInto('entry_payments')
          .values(attempt)
          .onConflict((oc) => oc.column('entry_id').doUpdateSet(attempt))
          .execute();
      }
      return { entry, attempt };
    });
  }

  async function finish(
    actor: Viewer | null,
    entryId: string,
    outcome: { status: 'succeeded'; chargeRef: string | null } | { status: 'declined'; code: string },
  ) {
    const now = clock.now();
    const site = await deps.site.getSite();
    return db.transaction().execute(async (trx) => {
      if (outcome.status === 'declined') {
        await trx
          .updateTable('entry_payments')
          .set({ status: 'declined', decline_code: outcome.code, finished_at: now })
          .where('entry_id', '=', entryId)
          .execute();
        return null;
      }
      const reviews = reviewingTypes(site.features).length > 0;
      const paid = await trx
        .updateTable('entries')
        .set({
          status: 'paid',
          paid_at: now,
          updated_at: now,
          // The review window; without review features a paid entry waits for nothing.
          deadline_at: reviews
            ? new Date(now.getTime() + site.lifecycle.reviewWindowDays * 86_400_000)
            : null,
        })
        .where('id', '=', entryId)
        .where('status', '=', 'completion_reported')
        .returning(['cast_id', 'guest_id', 'service_id', 'flow_type', 'amount', 'tax'])
        .executeTakeFirst();
      if (!paid) return null;
      const gross = paid.amount ?? 0;
      const sale = {
        payerId: paid.flow_type === 'c2g' ? paid.guest_id : paid.cast_id,
        supplierId: paid.flow_type === 'c2g' ? paid.cast_id : paid.guest_id,
        gross,
        tax: paid.tax ?? 0,
        fee: paymentFee(gross, site.payment),
      };
      await trx
        .updateTable('entry_payments')
        .set({
          status: 'succeeded',
          charge_ref: outcome.chargeRef,
          finished_at: now,
          tax: sale.tax,
          fee: sale.fee,
          supplier_id: sale.supplierId,
        })
        .where('entry_id', '=', entryId)
        .execute();
      if (gross > 0) {
        await postLedger(trx, {
          kind: 'entry_payment',
          entryId,
          serviceId: paid.service_id,
          idempotencyKey: `entry-payment-${entryId}`,
          occurredAt: now,
          lines: saleLines(sale),
        });
      }
      await deps.entries.record(trx, {
        entryId,
        action: actor ? 'pay' : 'autoCharge',
        from: 'completion_reported',
        to: 'paid',
        actor,
        at: now,
      });
      return paid;
    });
  }

  /** `actor` is the payer, or null when the overdue sweep charges on the payer's behalf. */
  async function pay(viewer: Viewer, entryId: string, actor: Viewer | null = viewer) {
    const card = await deps.savedCardOf(viewer.id);
    const { attempt } = await claim(viewer, entryId);
    let chargeRef: string | null = null;
    if (attempt.amount > 0) {
      if (!card) {
        await finish(actor, entryId, { status: 'declined', code: 'no_card' });
        throw AppError.conflict('entries.noCard');
      }
      try {
        const charge = await deps.provider.charge({
          ...card,
          amount: attempt.amount,
          description: `entry ${entryId}`,
          idempotencyKey: attempt.idempotency_key,
        });
        chargeRef = charge.chargeRef;
      } catch (error) {
        if (error instanceof PaymentDeclinedError) {
          await finish(actor, entryId, { status: 'declined', code: error.code });
          throw AppError.conflict(`creditCard.${error.code}` as ServerMessageKey);
        }
        // Nothing was decided; the attempt stays pending and a later call retries it with the same key.
        if (error instanceof PaymentProviderUnavailableError) {
          throw new AppError('unavailable', 'creditCard.unavailable');
        }
        throw error;
      }
    }
    const parties = await finish(actor, entryId, { status: 'succeeded', chargeRef });
    if (parties) {
      // The payee hears of the payment; so does the payer when the system charged on their behalf.
      const payee = viewer.type === 'cast' ? parties.guest_id : parties.cast_id;
      const recipientIds = actor ? [payee] : [parties.cast_id, parties.guest_id];
      await deps.notify.changed({ entryId, to: 'paid', recipientIds });
    }
    return deps.entries.load(viewer, entryId);
  }

  /**
   * The payment deadline passed (product decisions section 2): the payer's saved card is charged. A
   * failure tells both parties and the operator, and the next try is a day later.
   */
  async function chargeOverdue(): Promise<number> {
    const due = await db
      .selectFrom('entries')
      .select(['id', 'flow_type', 'cast_id', 'guest_id'])
      .where('status', '=', 'completion_reported')
      .where('deadline_at', '<=', clock.now())
      .execute();
    for (const entry of due) {
      const payer: Viewer =
        entry.flow_type === 'c2g'
          ? { id: entry.guest_id, type: 'guest' }
          : { id: entry.cast_id, type: 'cast' };
      try {
        await pay(payer, entry.id, null);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The payer paying at this very moment is not a failure.
        if (error.messageKey === 'entries.paymentInProgress') continue;
        await db
          .updateTable('entries')
          .set({ deadline_at: new Date(clock.now().getTime() + RETRY_MS) })
          .where('id', '=', entry.id)
          .where('status', '=', 'completion_reported')
          .execute();
        await deps.notify.autoChargeFailed(entry.id, [entry.cast_id, entry.guest_id]);
      }
    }
    return due.length;
  }

  return { pay, chargeOverdue };
}
export type EntryPayments = ReturnType<typeof createEntryPayments>;
