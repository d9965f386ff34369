import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { resolveTransition } from '../../../core/entries/lifecycle.ts';
import { reviewingTypes } from '../../../core/entries/review-parties.ts';
import { paymentFee } from '../../../core/money.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, EntriesTable, EntryPaymentsTable } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import {
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../payments/payment-provider.ts';
import { agreedFeeTerms } from '../billing/agreed-fee-terms.ts';
import { saleLines } from '../ledger/ledger.ts';
import type { SiteService } from '../site/service.ts';
import { entryState, toEntry, type Viewer } from './entry-view.ts';
import { expectedStep } from './expected-state.ts';
import { entryForSteps, lockEntry } from './locked-entry.ts';
import { type MovedEntry, mailFacts, type StepCtes, type StepWrite, stepStatement } from './moved-entry.ts';
import type { EntryNotifier } from './notify.ts';
import type { Entries } from './service.ts';
import { inExpectedState } from './state-conditions.ts';
import { postWithStep } from './step-ledger.ts';

/**
 * A pending attempt older than this is taken to have lost its answer (a crash, a provider that did not
 * reply); the next call, or the reconciliation sweep, retries it with its key.
 */
export const STALE_ATTEMPT_MS = 60_000;
/** After a failed automatic charge, the next try. */
const RETRY_MS = 86_400_000;

/**
 * The idempotency key of an entry's n-th payment attempt, `entry-{id}-{n}`: one definition for the claim
 * made under the lock (in TypeScript) and the claim made in one statement (in SQL), so every attempt's key
 * has the same shape whichever claimed it.
 */
export const attemptKey = {
  of: (entryId: string, attempt: number) => `entry-${entryId}-${attempt}`,
  sql: (entryId: Expression<string>, attempt: Expression<number>) =>
    sql<string>`'entry-' || ${entryId} || '-' || ${attempt}`,
};

/**
 * POST …/pay: charges the payer's saved card once per entry. The attempt and its idempotency key are
 * claimed under the entry's row lock before the provider is called, so concurrent clicks find the
 * attempt in progress (409) and a retry after a crash reuses the key (the provider answers the first
 * result). A decline leaves the entry in completion_reported, and the next attempt gets a new key.
 * The attempt also records the card it charges, since a retry with its key must name the same card: the
 * payer's saved card, read by the lock.
 */
export function createEntryPayments(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  provider: PaymentProvider;
  entries: Entries;
  notify: EntryNotifier;
}) {
  const { db, clock } = deps;

  type Attempt = Pick<
    Selectable<EntryPaymentsTable>,
    'amount' | 'idempotency_key' | 'customer_ref' | 'card_ref'
  >;
  type Outcome = { status: 'succeeded'; chargeRef: string | null } | { status: 'declined'; code: string };

  /** What a payment's sale is made of: the entry's amount and tax, its parties and service. */
  type SaleEntry = Pick<
    Selectable<EntriesTable>,
    'id' | 'amount' | 'tax' | 'flow_type' | 'cast_id' | 'guest_id' | 'service_id' | 'fee_terms'
  >;

  type Claim = { attempt: Attempt; entry: SaleEntry };

  async function claim(viewer: Viewer, entryId: string): Promise<Claim> {
    const now = clock.now();
    return (await claimAtOnce(viewer, entryId, now)) ?? claimLocked(viewer, entryId, now);
  }

  /**
   * The usual claim in one statement: the entry awaits the viewer's payment of an amount and no attempt is
   * pending. It locks the entry for the statement and writes the next attempt with the saved card, as
   * `claimLocked` does (and, as there, of two claims of one attempt the second writes nothing). Null when
   * the entry is otherwise, or another claim came first: `claimLocked` then answers (404, 409, a stale
   * attempt retried, a free entry).
   */
  async function claimAtOnce(viewer: Viewer, entryId: string, now: Date): Promise<Claim | null> {
    const step = expectedStep(viewer.type, 'pay');
    if (!step) return null;
    const claimed = await db
      .with('entry', (qc) =>
        entryForSteps(qc, viewer, entryId)
          .where(inExpectedState(step))
          .where('e.amount', '>', 0)
          .where((eb) => eb.or([eb('p.status', 'is', null), eb('p.status', '<>', 'pending')]))
          .forUpdate('e'),
      )
      .with('next', (qc) =>
        qc.selectFrom('entry').select((eb) => {
          const attempt = sql<number>`coalesce(${eb.ref('entry.payment_attempt')}, 0) + 1`;
          return [
            'entry.id as entry_id',
            attempt.as('attempt'),
            attemptKey.sql(eb.ref('entry.id'), attempt).as('idempotency_key'),
            'entry.amount',
            'entry.saved_customer_ref as customer_ref',
            'entry.saved_card_ref as card_ref',
          ];
        }),
      )
      .with('claimed', (qc) =>
        qc
          .insertInto('entry_payments')
          .columns([
            'entry_id',
            'attempt',
            'idempotency_key',
            'amount',
            'status',
            'started_at',
            'customer_ref',
            'card_ref',
          ])
          .expression((eb) =>
            eb.selectFrom('next').select([
              'entry_id',
              'attempt',
              'idempotency_key',
              'amount',
              // Typed by the columns they go to, unlike the CTE's own (text).
              eb.val('pending').as('status'),
              eb.val(now).as('started_at'),
              'customer_ref',
              'card_ref',
            ]),
          )
          // Replaces only an earlier (declined) attempt: one with this number or later is another claim's.
          .onConflict((oc) =>
            oc
              .column('entry_id')
              .doUpdateSet((eb) => ({
                attempt: eb.ref('excluded.attempt'),
                idempotency_key: eb.ref('excluded.idempotency_key'),
                amount: eb.ref('excluded.amount'),
                status: eb.ref('excluded.status'),
                charge_ref: null,
                decline_code: null,
                started_at: eb.ref('excluded.started_at'),
                finished_at: null,
                customer_ref: eb.ref('excluded.customer_ref'),
                card_ref: eb.ref('excluded.card_ref'),
              }))
              .where('entry_payments.attempt', '<', (eb) => eb.ref('excluded.attempt')),
          )
          .returning(['entry_id', 'amount', 'idempotency_key', 'customer_ref', 'card_ref']),
      )
      .selectFrom('entry')
      .innerJoin('claimed', 'claimed.entry_id', 'entry.id')
      .select([
        'entry.id',
        'entry.amount',
        'entry.tax',
        'entry.flow_type',
        'entry.cast_id',
        'entry.guest_id',
        'entry.service_id',
        'entry.fee_terms',
        'claimed.idempotency_key',
        'claimed.amount as attempt_amount',
        'claimed.customer_ref',
        'claimed.card_ref',
      ])
      .executeTakeFirst();
    if (!claimed) return null;
    const { idempotency_key, attempt_amount, customer_ref, card_ref, ...entry } = claimed;
    return { attempt: { idempotency_key, amount: attempt_amount, customer_ref, card_ref }, entry };
  }

  function claimLocked(viewer: Viewer, entryId: string, now: Date): Promise<Claim> {
    return db.transaction().execute(async (trx) => {
      // The lock reads the attempt so far with the entry, as the snapshot taken before the lock was
      // granted saw it: a claim that waited for another's may read it without the attempt that one wrote.
      // So each write below changes the attempt only if it is still the one read, and finding another
      // there is the payment in progress (409).
      const entry = await lockEntry(trx, viewer, entryId);
      if (!resolveTransition(entryState(entry), viewer.type, entry.flow_type, 'pay')) {
        throw AppError.conflict('entries.notNow');
      }
      const inProgress = () => AppError.conflict('entries.paymentInProgress');
      if (entry.payment_status === 'pending' && entry.payment_started_at && entry.payment_key) {
        const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MS);
        if (entry.payment_started_at > staleBefore) throw inProgress();
        // Retried from now on: a concurrent caller finds it in progress rather than asking twice.
        const retried = await trx
          .updateTable('entry_payments')
          .set({ started_at: now })
          .where('entry_id', '=', entryId)
          .where('idempotency_key', '=', entry.payment_key)
          .where('status', '=', 'pending')
          .where('started_at', '<=', staleBefore)
          .returning('entry_id')
          .executeTakeFirst();
        if (!retried) throw inProgress();
        const previous = {
          amount: entry.payment_amount ?? 0,
          idempotency_key: entry.payment_key,
          customer_ref: entry.payment_customer_ref,
          card_ref: entry.payment_card_ref,
        };
        return { attempt: previous, entry };
      }
      const number = (entry.payment_attempt ?? 0) + 1;
      const attempt = {
        entry_id: entryId,
        attempt: number,
        idempotency_key: attemptKey.of(entryId, number),
        amount: entry.amount ?? 0,
        status: 'pending' as const,
        charge_ref: null,
        decline_code: null,
        started_at: now,
        finished_at: null,
        customer_ref: entry.saved_customer_ref,
        card_ref: entry.saved_card_ref,
      };
      if (attempt.amount > 0) {
        // Replaces only an earlier (declined) attempt: one with this number or later is another claim's.
        const claimed = await trx
          .insertInto('entry_payments')
          .values(attempt)
          .onConflict((oc) =>
            oc.column('entry_id').doUpdateSet(attempt).where('entry_payments.attempt', '<', number),
          )
          .returning('entry_id')
          .executeTakeFirst();
        if (!claimed) throw inProgress();
      }
      return { attempt, entry };
    });
  }

  /** Records a decline on the attempt named by its key (a late answer never touches a newer attempt). */
  async function decline(entryId: string, attemptKey: string, code: string) {
    await db
      .updateTable('entry_payments')
      .set({ status: 'declined', decline_code: code, finished_at: clock.now() })
      .where('entry_id', '=', entryId)
      .where('idempotency_key', '=', attemptKey)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Records a charge: in one statement the entry paid with its transition, the attempt named by its key
   * succeeded and the sale in the ledger, all only if the entry was still waiting for its payment. The
   * payee hears of it, and so does the payer when the system charged for them.
   */
  async function complete(
    actor: Viewer | null,
    entry: SaleEntry,
    attemptKey: string,
    chargeRef: string | null,
    /** Whose view of the paid entry to return (the payer's, when they pay); the system's otherwise. */
    viewer: Viewer | null = actor,
  ): Promise<MovedEntry | null> {
    const now = clock.now();
    const site = await deps.site.getSite();
    const gross = entry.amount ?? 0;
    const sale = {
      payerId: entry.flow_type === 'c2g' ? entry.guest_id : entry.cast_id,
      supplierId: entry.flow_type === 'c2g' ? entry.cast_id : entry.guest_id,
      gross,
      tax: entry.tax ?? 0,
      fee: paymentFee(gross, agreedFeeTerms(entry)),
    };
    const succeeded: StepWrite = (statement) =>
      statement.with('attempt', (qc) =>
        qc
          .updateTable('entry_payments')
          .set({
            status: 'succeeded',
            charge_ref: chargeRef,
            finished_at: now,
            tax: sale.tax,
            fee: sale.fee,
            supplier_id: sale.supplierId,
          })
          .where('entry_id', '=', entry.id)
          .where('idempotency_key', '=', attemptKey)
          .where((eb) => eb.exists(eb.selectFrom('entry').select('entry.id'))),
      ) as unknown as StepCtes;
    const reviews = reviewingTypes(site.features).length > 0;
    const paid = await stepStatement(
      db,
      viewer,
      entry.id,
      {
        status: 'paid',
        paid_at: now,
        updated_at: now,
        // The review window; without review features a paid entry waits for nothing.
        deadline_at: reviews ? new Date(now.getTime() + site.lifecycle.reviewWindowDays * 86_400_000) : null,
      },
      { action: actor ? 'pay' : 'autoCharge', from: 'completion_reported', to: 'paid', actor, at: now },
      {
        narrow: (update) => update.where('e.status', '=', 'completion_reported'),
        writes: [
          succeeded,
          ...(gross > 0
            ? [
                postWithStep({
                  kind: 'entry_payment',
                  entryId: entry.id,
                  serviceId: entry.service_id,
                  idempotencyKey: `entry-payment-${entry.id}`,
                  occurredAt: now,
                  lines: saleLines(sale),
                }),
              ]
            : []),
        ],
      },
    );
    if (!paid) return null;
    const payee = paid.flow_type === 'c2g' ? paid.cast_id : paid.guest_id;
    const recipientIds = actor ? [payee] : [paid.cast_id, paid.guest_id];
    await deps.notify.changed({ entryId: entry.id, to: 'paid', recipientIds, known: mailFacts(paid) });
    return paid;
  }

  /** `actor` is the payer, or null when the system charges on the payer's behalf. */
  async function pay(viewer: Viewer, entryId: string, actor: Viewer | null = viewer) {
    const { attempt, entry } = await claim(viewer, entryId);
    const chargeRef = attempt.amount > 0 ? await charge(entryId, attempt) : null;
    const paid = await complete(actor, entry, attempt.idempotency_key, chargeRef, viewer);
    const site = await deps.site.getSite();
    return paid ? toEntry(paid, viewer, site, clock.now()) : deps.entries.load(viewer, entryId);
  }

  /**
   * Asks the provider for the attempt's charge. A decline is recorded and answered 409; an outage
   * answers 503 and leaves the attempt pending, to be retried with the same key.
   */
  async function charge(entryId: string, attempt: Attempt): Promise<string> {
    const key = attempt.idempotency_key;
    if (!attempt.customer_ref || !attempt.card_ref) {
      await decline(entryId, key, 'no_card');
      throw AppError.conflict('entries.noCard');
    }
    try {
      const charged = await deps.provider.charge({
        customerRef: attempt.customer_ref,
        cardRef: attempt.card_ref,
        amount: attempt.amount,
        description: `entry ${entryId}`,
        idempotencyKey: key,
      });
      return charged.chargeRef;
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        await decline(entryId, key, error.code);
        throw AppError.conflict(`creditCard.${error.code}` as ServerMessageKey);
      }
      // Nothing was decided; the attempt stays pending and a later call retries it with the same key.
      if (error instanceof PaymentProviderUnavailableError) {
        throw new AppError('unavailable', 'creditCard.unavailable');
      }
      throw error;
    }
  }

  /**
   * The provider's own word on a charge, by webhook: the attempt with that key, if still pending, ends
   * as the provider says (this completes a payment whose answer was lost). Returns whether it did.
   */
  async function settle(idempotencyKey: string, outcome: Outcome): Promise<boolean> {
    const entry = await db
      .selectFrom('entry_payments as p')
      .innerJoin('entries as e', 'e.id', 'p.entry_id')
      .select([
        'e.id',
        'e.amount',
        'e.tax',
        'e.flow_type',
        'e.cast_id',
        'e.guest_id',
        'e.service_id',
        'e.fee_terms',
      ])
      .where('p.idempotency_key', '=', idempotencyKey)
      .where('p.status', '=', 'pending')
      .executeTakeFirst();
    if (!entry) return false;
    if (outcome.status === 'succeeded') {
      await complete(null, entry, idempotencyKey, outcome.chargeRef);
    } else {
      await decline(entry.id, idempotencyKey, outcome.code);
    }
    return true;
  }

  /**
   * Crash recovery: an attempt still pending past STALE_ATTEMPT_MS lost its answer. Asking again with its
   * key and card gets the provider's first answer (so nothing is charged twice), and the attempt ends as
   * a payment does: the entry paid, its sale in the ledger once, both parties told. A decline is
   * recorded on the attempt (the entry shows it); an outage leaves it pending for the next run.
   */
  async function reconcile(): Promise<number> {
    const stale = await db
      .selectFrom('entry_payments as p')
      .innerJoin('entries as e', 'e.id', 'p.entry_id')
      .select(['e.id', 'e.flow_type', 'e.cast_id', 'e.guest_id'])
      .where('p.status', '=', 'pending')
      .where('p.started_at', '<=', new Date(clock.now().getTime() - STALE_ATTEMPT_MS))
      .where('e.status', '=', 'completion_reported')
      .execute();
    let settled = 0;
    for (const entry of stale) {
      try {
        await pay(payerOf(entry), entry.id, null);
        settled++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.messageKey !== 'creditCard.unavailable') settled++;
      }
    }
    return settled;
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
      try {
        await pay(payerOf(entry), entry.id, null);
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

  return { pay, chargeOverdue, reconcile, settle };
}

/** Who pays for an entry: the guest in c2g, the cast in g2c. */
function payerOf(entry: Pick<Selectable<EntriesTable>, 'flow_type' | 'cast_id' | 'guest_id'>): Viewer {
  return entry.flow_type === 'c2g'
    ? { id: entry.guest_id, type: 'guest' }
    : { id: entry.cast_id, type: 'cast' };
}
export type EntryPayments = ReturnType<typeof createEntryPayments>;
