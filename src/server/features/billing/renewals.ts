import type { Kysely, Transaction } from 'kysely';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { paymentFee } from '../../../core/money.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, SubscriptionRow } from '../../db/schema.ts';
import type { SweepTask } from '../../jobs/scheduler.ts';
import type { EntryChange, EntryNotifier } from '../entries/notify.ts';
import type { CustomerTeller, Tidings } from '../notices/tell-customers.ts';
import type { SiteService } from '../site/service.ts';
import { agreedFeeTerms } from './agreed-fee-terms.ts';
import type { SubscriptionCharges } from './charges.ts';
import type { EntrySubscriptions } from './entry-subscriptions.ts';
import { addMonths } from './periods.ts';
import { notPausedBySuspension } from './suspension.ts';

const DAY_MS = 86_400_000;
/**
 * After a declined renewal, when the next tries are made: three more, a day apart. When the last of
 * them is declined too, the subscription ends (docs/money.md).
 */
export const RETRY_DELAYS_MS = [DAY_MS, DAY_MS, DAY_MS];

type EndReason = 'canceled' | 'payment_failed' | 'not_applicable';

/** What to tell once an ending is committed: e-mails of billing, and the entry's move. */
interface Ending {
  told: { accountIds: string[]; tidings: Tidings } | null;
  entryChange: EntryChange | null;
}

/**
 * The monthly renewals as a scheduler sweep (docs/money.md): every active subscription whose next
 * charge is due is charged for its next period, or ended when it was cancelled or no longer applies.
 * Each one runs under its row lock, and its attempt is claimed (with the idempotency key) before the
 * provider is called, so two sweeps at once charge it once.
 */
export function billingSweepTasks(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  charges: SubscriptionCharges;
  entrySubscriptions: EntrySubscriptions;
  teller: CustomerTeller;
  notifyEntry: EntryNotifier['changed'];
}): SweepTask[] {
  const { db, clock, charges } = deps;

  /** Why a due subscription ends instead of being charged, or null to charge it. */
  async function endReasonOf(trx: Transaction<Database>, sub: SubscriptionRow, site: SiteInfo) {
    // A cancel stops renewals; the first month of an entry (due at matching) is still charged.
    if (sub.cancel_requested_at && sub.periods_paid > 0) return 'canceled';
    if (sub.kind === 'listing') {
      const service = await trx
        .selectFrom('services')
        .select('id')
        .where('id', '=', sub.service_id ?? '')
        .where('status', '=', 'publish')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!service || site.payment.serviceListingFeeMonthly <= 0) return 'not_applicable';
    }
    if (sub.kind === 'matching_plan' && site.payment.castMatchingFeeType !== 'subscription') {
      return 'not_applicable';
    }
    if (sub.kind === 'entry') {
      const entry = await trx
        .selectFrom('entries')
        .select('id')
        .where('id', '=', sub.entry_id ?? '')
        .where('status', '=', 'matched')
        .executeTakeFirst();
      if (!entry) return 'not_applicable';
    }
    return null;
  }

  /**
   * The price of the next period: an entry's amount and fee terms were fixed at its matching; the
   * platform's own monthly fees follow the settings.
   */
  async function priceOf(trx: Transaction<Database>, sub: SubscriptionRow, site: SiteInfo) {
    if (sub.kind === 'entry') {
      const entry = await trx
        .selectFrom('entries')
        .select(['id', 'fee_terms'])
        .where('id', '=', sub.entry_id ?? '')
        .executeTakeFirstOrThrow();
      return { amount: sub.amount, tax: sub.tax, fee: paymentFee(sub.amount, agreedFeeTerms(entry)) };
    }
    const amount =
      sub.kind === 'listing' ? site.payment.serviceListingFeeMonthly : site.payment.castMatchingPlanMonthly;
    return { amount, tax: 0, fee: 0 };
  }

  async function tidingsOf(trx: Transaction<Database>, sub: SubscriptionRow): Promise<Ending['told']> {
    const service = sub.service_id
      ? await trx.selectFrom('services').select('title').where('id', '=', sub.service_id).executeTakeFirst()
      : undefined;
    const params = { service: service?.title ?? '', attempts: String(RETRY_DELAYS_MS.length + 1) };
    if (sub.kind === 'listing') {
      return {
        accountIds: [sub.payer_id],
        tidings: {
          notice: { title: 'billing.listingEnded.title', body: 'billing.listingEnded.body' },
          mail: 'listingPaymentFailed',
          params,
          pathFor: () => `/cast/services/${sub.service_id}`,
        },
      };
    }
    if (sub.kind === 'matching_plan') {
      return {
        accountIds: [sub.payer_id],
        tidings: {
          notice: { title: 'billing.planEnded.title', body: 'billing.planEnded.body' },
          mail: 'matchingPlanPaymentFailed',
          params,
          pathFor: () => '/cast/my-page',
        },
      };
    }
    return {
      accountIds: [sub.payer_id, sub.supplier_id ?? ''],
      tidings: {
        notice: { title: 'billing.subscriptionEnded.title', body: 'billing.subscriptionEnded.body' },
        mail: 'subscriptionPaymentFailed',
        params,
        pathFor: (account) => `/${account.type}/entries/${sub.entry_id}`,
      },
    };
  }

  async function end(
    trx: Transaction<Database>,
    sub: SubscriptionRow,
    reason: EndReason,
    site: SiteInfo,
  ): Promise<Ending> {
    const now = clock.now();
    await trx
      .updateTable('subscriptions')
      .set({ status: 'ended', ended_at: now, end_reason: reason })
      .where('id', '=', sub.id)
      .execute();
    if (sub.kind === 'listing' && reason !== 'not_applicable') {
      await trx
        .updateTable('services')
        .set({ status: 'unpublish', listing_ends_at: now, updated_at: now })
        .where('id', '=', sub.service_id ?? '')
        .where('status', '=', 'publish')
        .execute();
    }
    const entryChange = sub.kind === 'entry' ? await deps.entrySubscriptions.endEntry(trx, sub, site) : null;
    const told = reason === 'payment_failed' ? await tidingsOf(trx, sub) : null;
    if (told) await deps.teller.notify(trx, told.accountIds, told.tidings);
    return { told, entryChange };
  }

  async function tell(ending: Ending) {
    if (ending.told) await deps.teller.mail(ending.told.accountIds, ending.told.tidings);
    if (ending.entryChange) await deps.notifyEntry(ending.entryChange);
  }

  /** Charges (or ends) one due subscription; false when there was nothing to do or the provider is away. */
  async function renew(id: string, payerId: string): Promise<boolean> {
    const site = await deps.site.getSite();
    // Read before the transaction: on the embedded database a query outside it would wait for it.
    const card = await charges.savedCardOf(payerId);
    const now = clock.now();
    const step = await db.transaction().execute(async (trx) => {
      const sub = await trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
      if (!sub || sub.next_charge_at > now) return null;
      const inFlight = await trx
        .selectFrom('subscription_charges')
        .selectAll()
        .where('subscription_id', '=', sub.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      // A crashed attempt is retried with its key (the provider answers its first result).
      if (inFlight) return charges.isStale(inFlight) ? { charge: inFlight, ending: null } : null;
      const reason = await endReasonOf(trx, sub, site);
      if (reason) return { charge: null, ending: await end(trx, sub, reason, site) };
      const charge = await charges.claim(
        trx,
        {
          subscriptionId: sub.id,
          kind: sub.kind,
          payerId: sub.payer_id,
          supplierId: sub.supplier_id,
          serviceId: sub.service_id,
          entryId: sub.entry_id,
          period: sub.periods_paid + 1,
          attempt: sub.failed_attempts + 1,
          ...(await priceOf(trx, sub, site)),
        },
        card,
      );
      return charge ? { charge, ending: null } : null;
    });
    if (!step) return false;
    if (!step.charge) {
      if (step.ending) await tell(step.ending);
      return true;
    }
    const charge = step.charge;

    let outcome: Awaited<ReturnType<typeof charges.call>>;
    try {
      outcome = await charges.call(charge);
    } catch (error) {
      // Nothing was decided: the attempt stays pending and a later sweep retries it with its key.
      if (error instanceof AppError && error.code === 'unavailable') return false;
      throw error;
    }
    const ending = await db.transaction().execute(async (trx) => {
      const sub = await trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const settled = await charges.settle(trx, charge, outcome);
      if (!settled) return null;
      if (outcome.status === 'succeeded') {
        const periodEnd = addMonths(sub.anchor_at, settled.period);
        await trx
          .updateTable('subscriptions')
          .set({
            periods_paid: settled.period,
            period_end: periodEnd,
            next_charge_at: periodEnd,
            failed_attempts: 0,
            amount: settled.amount,
          })
          .where('id', '=', id)
          .execute();
        return null;
      }
      const failed = sub.failed_attempts + 1;
      const delay = RETRY_DELAYS_MS[failed - 1];
      if (delay === undefined) return end(trx, sub, 'payment_failed', site);
      await trx
        .updateTable('subscriptions')
        .set({ failed_attempts: failed, next_charge_at: new Date(clock.now().getTime() + delay) })
        .where('id', '=', id)
        .execute();
      return null;
    });
    if (ending) await tell(ending);
    return true;
  }

  const renewDue: SweepTask = {
    name: 'billing.renew',
    async run() {
      const due = await db
        .selectFrom('subscriptions')
        .select(['id', 'payer_id'])
        .where('status', '=', 'active')
        .where('next_charge_at', '<=', clock.now())
        .where(notPausedBySuspension)
        .orderBy('next_charge_at')
        .execute();
      let changed = 0;
      for (const sub of due) if (await renew(sub.id, sub.payer_id)) changed += 1;
      return changed;
    },
  };
  return [renewDue];
}
