import type { Kysely } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type {
  AdminEntriesQuery,
  AdminEntryDetail,
  AdminEntrySummary,
  CancelRefusal,
} from '../../../../core/contract/admin/moderation.ts';
import { operatorCancelRefusal } from '../../../../core/entries/lifecycle.ts';
import type { EntryStatus } from '../../../../core/enums.ts';
import { priceWithTax } from '../../../../core/money.ts';
import { AppError } from '../../../app-error.ts';
import type { Database } from '../../../db/schema.ts';
import { paginate } from '../../../http/pagination.ts';
import type { ServerMessageKey } from '../../../i18n/index.ts';
import { escapeLike } from '../../form-schemas/search-sql.ts';
import type { CustomerTeller, Tidings } from '../../notices/tell-customers.ts';
import type { AdminContext } from '../context.ts';
import { refundState } from './entry-refund.ts';
import { markOperatorCanceled } from './operator-cancel.ts';

const DAY_MS = 86_400_000;
/** The first instant of a date in Japan, where the site's days are counted. */
const startOfJapanDay = (day: string) => new Date(`${day}T00:00:00+09:00`);

const REFUSAL_MESSAGES: Record<CancelRefusal, ServerMessageKey> = {
  paid: 'console.moderation.entryPaid',
  final: 'console.moderation.entryFinal',
  paymentInProgress: 'entries.paymentInProgress',
};

/**
 * Why the console may not cancel an entry now. Paid entries are cancelled with a refund (entry-refund.ts); a charge
 * that is in flight (a pending attempt, claimed under the same row lock) could still succeed, so the
 * entry is not cancelled under it.
 */
function cancelRefusalOf(status: EntryStatus, paymentStatus: string | null): CancelRefusal | null {
  return operatorCancelRefusal(status) ?? (paymentStatus === 'pending' ? 'paymentInProgress' : null);
}

/**
 * Entries as the console sees them: all of them, with filters, each with its parties, amounts,
 * estimates and timeline; and the operator's cancel. The cancel takes the entry's row lock like every
 * party's move (features/entries/service.ts), so of a party's step and the operator's cancel at the same
 * moment one wins and the other finds a state that no longer fits (409).
 */
export function createEntriesModeration(ctx: AdminContext, teller: CustomerTeller) {
  const { db } = ctx;

  function selectEntries() {
    return db
      .selectFrom('entries as e')
      .innerJoin('services as s', 's.id', 'e.service_id')
      .innerJoin('accounts as c', 'c.id', 'e.cast_id')
      .innerJoin('accounts as g', 'g.id', 'e.guest_id')
      .select([
        'e.id',
        'e.status',
        'e.service_id',
        's.title as service_title',
        'e.cast_id',
        'c.nickname as cast_nickname',
        'e.guest_id',
        'g.nickname as guest_nickname',
        'e.amount',
        'e.entered_at',
        'e.updated_at',
      ]);
  }
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;
  const summaryOf = (row: SummaryRow): AdminEntrySummary => ({
    id: row.id,
    status: row.status,
    service: { id: row.service_id, title: row.service_title },
    cast: { id: row.cast_id, nickname: row.cast_nickname },
    guest: { id: row.guest_id, nickname: row.guest_nickname },
    amount: row.amount,
    enteredAt: row.entered_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });

  async function searchEntries(query: AdminEntriesQuery) {
    let select = selectEntries();
    if (query.statuses.length > 0) select = select.where('e.status', 'in', query.statuses);
    if (query.service) select = select.where('s.title', 'ilike', `%${escapeLike(query.service)}%`);
    for (const [party, text] of [
      ['c', query.cast],
      ['g', query.guest],
    ] as const) {
      if (!text) continue;
      select = select.where((eb) =>
        eb.or([eb(`${party}.id`, '=', text), eb(`${party}.nickname`, 'ilike', `%${escapeLike(text)}%`)]),
      );
    }
    if (query.enteredFrom) select = select.where('e.entered_at', '>=', startOfJapanDay(query.enteredFrom));
    if (query.enteredTo) {
      const dayAfter = new Date(startOfJapanDay(query.enteredTo).getTime() + DAY_MS);
      select = select.where('e.entered_at', '<', dayAfter);
    }
    const { rows, meta } = await paginate(select.orderBy('e.entered_at', 'desc').orderBy('e.id'), query);
    return { data: rows.map(summaryOf), meta };
  }

  async function getEntry(entryId: string): Promise<AdminEntryDetail> {
    const row = await selectEntries()
      .leftJoin('service_menus as m', 'm.id', 'e.service_menu_id')
      .leftJoin('entry_payments as p', 'p.entry_id', 'e.id')
      .select([
        'e.flow_type',
        'e.reservation_at',
        'e.deadline_at',
        'e.cancel_reason',
        'e.paid_at',
        'm.name as menu_name',
        'm.price as menu_price',
        'p.status as payment_status',
        'p.amount as payment_amount',
        'p.attempt as payment_attempt',
      ])
      .where('e.id', '=', entryId)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    const [estimates, timeline, site, refund] = await Promise.all([
      db
        .selectFrom('entry_estimates')
        .select(['kind', 'author_type', 'subtotal', 'tax', 'total', 'deadline_at', 'updated_at'])
        .where('entry_id', '=', entryId)
        .orderBy('kind')
        .orderBy('author_type')
        .execute(),
      db
        .selectFrom('entry_transitions as t')
        .leftJoin('accounts as a', 'a.id', 't.actor_id')
        .leftJoin('operators as o', 'o.id', 't.operator_id')
        .select(['t.action', 't.from_status', 't.to_status', 't.actor_type', 't.created_at'])
        .select((eb) => eb.fn.coalesce('a.nickname', 'o.name').as('actor_name'))
        .where('t.entry_id', '=', entryId)
        .orderBy('t.seq')
        .execute(),
      ctx.site.getSite(),
      refundState(db, entryId),
    ]);
    return {
      ...summaryOf(row),
      flowType: row.flow_type,
      menu:
        row.menu_name !== null && row.menu_price !== null
          ? { name: row.menu_name, price: priceWithTax(row.menu_price, site.payment.taxRate) }
          : null,
      reservationAt: row.reservation_at?.toISOString() ?? null,
      deadlineAt: row.deadline_at?.toISOString() ?? null,
      cancelReason: row.cancel_reason,
      paidAt: row.paid_at?.toISOString() ?? null,
      payment:
        row.payment_status !== null && row.payment_amount !== null && row.payment_attempt !== null
          ? { status: row.payment_status, amount: row.payment_amount, attempt: row.payment_attempt }
          : null,
      estimates: estimates.map((estimate) => ({
        kind: estimate.kind,
        authorType: estimate.author_type,
        subtotal: estimate.subtotal,
        tax: estimate.tax,
        total: estimate.total,
        deadlineAt: estimate.deadline_at?.toISOString() ?? null,
        updatedAt: estimate.updated_at.toISOString(),
      })),
      timeline: timeline.map((step) => ({
        action: step.action,
        from: step.from_status,
        to: step.to_status,
        by: step.actor_type,
        actorName: step.actor_name,
        at: step.created_at.toISOString(),
      })),
      cancelRefusal: cancelRefusalOf(row.status, row.payment_status),
      refund: refund && { refunded: refund.refunded, refundable: refund.refundable },
    };
  }

  async function lockEntry(trx: Kysely<Database>, entryId: string) {
    const entry = await trx
      .selectFrom('entries')
      .select(['id', 'status', 'cast_id', 'guest_id', 'service_id', 'cancel_reason'])
      .where('id', '=', entryId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw AppError.notFound();
    return entry;
  }

  /**
   * 404 unknown; 409 when paid (cancelled with a refund instead), final, or while a charge is in
   * flight. Both parties are told the reason (notice, then e-mail), and the reason shows on the entry.
   */
  async function cancelEntry(operator: Operator, entryId: string, reason: string) {
    const now = ctx.clock.now();
    const changed = await db.transaction().execute(async (trx) => {
      const entry = await lockEntry(trx, entryId);
      const payment = await trx
        .selectFrom('entry_payments')
        .select('status')
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      const refusal = cancelRefusalOf(entry.status, payment?.status ?? null);
      if (refusal) throw AppError.conflict(REFUSAL_MESSAGES[refusal]);
      await markOperatorCanceled(ctx, trx, { entryId, from: entry.status, reason, operator, at: now });
      await ctx.auditLog.record(trx, operator, {
        action: 'entries.cancel',
        targetType: 'entry',
        targetId: entryId,
        before: { status: entry.status, cancelReason: entry.cancel_reason },
        after: { status: 'operator_canceled', cancelReason: reason },
      });
      const service = await trx
        .selectFrom('services')
        .select('title')
        .where('id', '=', entry.service_id)
        .executeTakeFirstOrThrow();
      const tidings: Tidings = {
        notice: {
          title: 'console.moderation.entryCanceled.title',
          body: 'console.moderation.entryCanceled.body',
        },
        mail: 'entryCanceledByOperator',
        params: { service: service.title, entryId, reason },
        pathFor: (account) => `/${account.type}/entries/${entryId}`,
      };
      const parties = [entry.cast_id, entry.guest_id];
      await teller.notify(trx, parties, tidings);
      return { parties, tidings };
    });
    await teller.mail(changed.parties, changed.tidings);
    return getEntry(entryId);
  }

  return { searchEntries, getEntry, cancelEntry };
}
