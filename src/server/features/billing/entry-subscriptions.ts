import type { Kysely, Transaction } from 'kysely';
import type { EntrySubscription } from '../../../core/contract/billing.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { subscriptionEndStatus } from '../../../core/entries/lifecycle.ts';
import { reviewingTypes } from '../../../core/entries/review-parties.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, SubscriptionRow } from '../../db/schema.ts';
import { serverTranslator } from '../../i18n/index.ts';
import type { Viewer } from '../entries/entry-view.ts';
import type { EntryChange } from '../entries/notify.ts';
import type { Entries } from '../entries/service.ts';
import type { CustomerTeller, Tidings } from '../notices/tell-customers.ts';
import { chargesOf, toSubscriptionView } from './subscriptions.ts';

const DAY_MS = 86_400_000;

/**
 * Subscriptions of entries whose service is charged by subscription (docs/entries.md): either party
 * reads it and may cancel it (the renewal stops, it ends at the period end); when it ends the entry
 * leaves `matched` as the lifecycle's subscriptionEndStatus says. The party who did not cancel is told.
 */
export function createEntrySubscriptions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  record: Entries['record'];
  teller: CustomerTeller;
}) {
  const { db, clock } = deps;

  function ofEntry(trx: Kysely<Database>, viewer: Viewer, entryId: string) {
    return trx
      .selectFrom('subscriptions as s')
      .innerJoin('entries as e', 'e.id', 's.entry_id')
      .selectAll('s')
      .where('s.entry_id', '=', entryId)
      .where(viewer.type === 'cast' ? 'e.cast_id' : 'e.guest_id', '=', viewer.id);
  }

  async function view(row: SubscriptionRow): Promise<EntrySubscription> {
    return {
      ...toSubscriptionView(row, await chargesOf(db, row.id)),
      canCancel: row.status === 'active' && row.cancel_requested_at === null,
    };
  }

  /** 404 when the entry is not the viewer's or is not billed by subscription. */
  async function get(viewer: Viewer, entryId: string): Promise<EntrySubscription> {
    const row = await ofEntry(db, viewer, entryId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return view(row);
  }

  /** Either party stops the renewal, and the other is told; 409 when it is already stopped or ended. */
  async function cancel(viewer: Viewer, entryId: string): Promise<EntrySubscription> {
    const row = await ofEntry(db, viewer, entryId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    const told = await db.transaction().execute(async (trx) => {
      const canceled = await trx
        .updateTable('subscriptions')
        .set({ cancel_requested_at: clock.now(), canceled_by: viewer.id })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .where('cancel_requested_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!canceled) throw AppError.conflict('billing.subscriptionNotRenewing');
      const entry = await trx
        .selectFrom('entries as e')
        .innerJoin('services as s', 's.id', 'e.service_id')
        .select(['e.cast_id', 'e.guest_id', 's.title'])
        .where('e.id', '=', entryId)
        .executeTakeFirstOrThrow();
      const otherParty = viewer.type === 'cast' ? entry.guest_id : entry.cast_id;
      const tidings: Tidings = {
        notice: { title: 'billing.subscriptionCanceled.title', body: 'billing.subscriptionCanceled.body' },
        mail: 'subscriptionCanceled',
        params: { service: entry.title },
        pathFor: (account) => `/${account.type}/entries/${entryId}`,
      };
      await deps.teller.notify(trx, [otherParty], tidings);
      return { canceled, otherParty, tidings };
    });
    await deps.teller.mail([told.otherParty], told.tidings);
    return view(told.canceled);
  }

  /**
   * The subscription ended: its matched entry becomes paid (reviews open) after a paid month, or is
   * cancelled for its payer when no month was ever paid. Returns the change to tell both parties, or null
   * when the entry had already left `matched` (an operator cancelled it).
   */
  async function endEntry(
    trx: Transaction<Database>,
    subscription: SubscriptionRow,
    site: SiteInfo,
  ): Promise<EntryChange | null> {
    const now = clock.now();
    const entry = await trx
      .selectFrom('entries')
      .select(['id', 'flow_type', 'cast_id', 'guest_id'])
      .where('id', '=', subscription.entry_id ?? '')
      .where('status', '=', 'matched')
      .forUpdate()
      .executeTakeFirst();
    if (!entry) return null;
    const to = subscriptionEndStatus(subscription.periods_paid, entry.flow_type);
    const paid = to === 'paid';
    const reviews = reviewingTypes(site.features).length > 0;
    await trx
      .updateTable('entries')
      .set({
        status: to,
        updated_at: now,
        paid_at: paid ? now : null,
        provided_at: paid ? now : null,
        deadline_at:
          paid && reviews ? new Date(now.getTime() + site.lifecycle.reviewWindowDays * DAY_MS) : null,
        cancel_reason: paid ? null : serverTranslator('ja')('billing.subscriptionNeverPaid'),
      })
      .where('id', '=', entry.id)
      .execute();
    await deps.record(trx, {
      entryId: entry.id,
      action: 'subscriptionEnded',
      from: 'matched',
      to,
      actor: null,
      at: now,
    });
    return { entryId: entry.id, to, recipientIds: [entry.cast_id, entry.guest_id] };
  }

  return { get, cancel, endEntry };
}
export type EntrySubscriptions = ReturnType<typeof createEntrySubscriptions>;
