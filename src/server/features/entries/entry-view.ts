import type { QueryCreator } from 'kysely';
import type { Entry, Estimate, SupplierFigures } from '../../../core/contract/entries.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import {
  availableActions,
  type EntryState,
  isActionRequired,
  partyOf,
} from '../../../core/entries/lifecycle.ts';
import { reviewingTypes } from '../../../core/entries/review-parties.ts';
import { priceWithTax, supplierSettlement } from '../../../core/money.ts';
import type { Database } from '../../db/schema.ts';

export interface Viewer {
  id: string;
  type: 'cast' | 'guest';
}

/**
 * An entry with what its page shows of the service, the menu, both parties and the payment. `source` is
 * `entry` for the entry a statement has just written (its CTE of that name, a row of `entries`).
 */
export function selectEntries<DB extends Database>(
  qc: QueryCreator<DB>,
  viewer: Viewer,
  source: 'entries' | 'entry' = 'entries',
) {
  return (qc as unknown as QueryCreator<Database>)
    .selectFrom(`${source} as e` as 'entries as e')
    .innerJoin('services as s', 's.id', 'e.service_id')
    .innerJoin('accounts as c', 'c.id', 'e.cast_id')
    .innerJoin('accounts as g', 'g.id', 'e.guest_id')
    .leftJoin('service_menus as m', 'm.id', 'e.service_menu_id')
    .leftJoin('entry_payments as p', 'p.entry_id', 'e.id')
    .selectAll('e')
    .select([
      's.title as service_title',
      'c.nickname as cast_nickname',
      'g.nickname as guest_nickname',
      'm.name as menu_name',
      'm.price as menu_price',
      'p.status as payment_status',
      'p.fee as payment_fee',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('reviews as r')
            .select('r.id')
            .whereRef('r.entry_id', '=', 'e.id')
            .where('r.author_id', '=', viewer.id),
        )
        .as('reviewed_by_viewer'),
    )
    .where(viewer.type === 'cast' ? 'e.cast_id' : 'e.guest_id', '=', viewer.id);
}

export type EntryViewRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

export function entryState(
  row: Pick<EntryViewRow, 'status' | 'initial_estimate_approved' | 'service_menu_id' | 'by_subscription'>,
): EntryState {
  return {
    status: row.status,
    initialEstimateApproved: row.initial_estimate_approved,
    hasPricedMenu: row.service_menu_id !== null,
    bySubscription: row.by_subscription,
  };
}

/**
 * Whether the viewer may still review: paid, inside the review window (the deadline of a paid entry),
 * allowed by the site's review features, and not yet written.
 */
export function canReview(
  row: Pick<EntryViewRow, 'status' | 'deadline_at' | 'reviewed_by_viewer'>,
  viewer: Viewer,
  site: Pick<SiteInfo, 'features'>,
  now: Date,
): boolean {
  return (
    row.status === 'paid' &&
    row.deadline_at !== null &&
    row.deadline_at > now &&
    !row.reviewed_by_viewer &&
    reviewingTypes(site.features).includes(viewer.type)
  );
}

export function toEntry(row: EntryViewRow, viewer: Viewer, site: SiteInfo, now: Date): Entry {
  const state = entryState(row);
  const reviewable = canReview(row, viewer, site, now);
  return {
    id: row.id,
    status: row.status,
    initialEstimateApproved: row.initial_estimate_approved,
    flowType: row.flow_type,
    viewerParty: partyOf(viewer.type, row.flow_type),
    service: { id: row.service_id, title: row.service_title },
    menu:
      row.service_menu_id && row.menu_name !== null && row.menu_price !== null
        ? {
            id: row.service_menu_id,
            name: row.menu_name,
            price: priceWithTax(row.menu_price, site.payment.taxRate),
          }
        : null,
    quantity: row.quantity,
    cast: { id: row.cast_id, nickname: row.cast_nickname },
    guest: { id: row.guest_id, nickname: row.guest_nickname },
    belongingId: row.belonging_id,
    values: row.values,
    reservationAt: row.reservation_at?.toISOString() ?? null,
    appointment:
      row.appointment_starts_at && row.appointment_ends_at
        ? { startsAt: row.appointment_starts_at.toISOString(), endsAt: row.appointment_ends_at.toISOString() }
        : null,
    appointmentChange:
      row.proposed_starts_at && row.proposed_ends_at && row.proposed_by
        ? {
            startsAt: row.proposed_starts_at.toISOString(),
            endsAt: row.proposed_ends_at.toISOString(),
            proposedBy: row.proposed_by,
          }
        : null,
    amount: row.amount,
    bySubscription: row.by_subscription,
    supplierFigures: partyOf(viewer.type, row.flow_type) === 'supplier' ? supplierFiguresOf(row) : null,
    tax: row.tax,
    deadlineAt: row.deadline_at?.toISOString() ?? null,
    cancelReason: row.cancel_reason,
    paymentDeclined: row.status === 'completion_reported' && row.payment_status === 'declined',
    actionRequired: isActionRequired(state, viewer.type, row.flow_type) || reviewable,
    actions: availableActions(state, viewer.type, row.flow_type).map((a) => a.endpoint),
    canReview: reviewable,
    enteredAt: row.entered_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The supplier's figures under the fee terms of the match; once paid, the fee is the one the sale
 * recorded (the same by those terms, and exact for entries whose terms migration 0033 derived).
 */
function supplierFiguresOf(
  row: Pick<EntryViewRow, 'amount' | 'fee_terms' | 'payment_status' | 'payment_fee'>,
): SupplierFigures | null {
  if (row.amount === null || row.fee_terms === null) return null;
  const figures = supplierSettlement(row.amount, row.fee_terms);
  const fee =
    row.payment_status === 'succeeded' && row.payment_fee !== null && row.fee_terms.type === 'regular'
      ? row.payment_fee
      : figures.fee;
  return { feeTerms: row.fee_terms, gross: row.amount, fee, net: row.amount - fee };
}

export function toEstimate(row: {
  kind: 'initial' | 'last';
  author_type: 'cast' | 'guest';
  items: Estimate['items'];
  subtotal: number;
  tax: number;
  total: number;
  message: string;
  deadline_at: Date | null;
  updated_at: Date;
}): Estimate {
  const deadline = row.deadline_at?.toISOString() ?? null;
  return {
    kind: row.kind,
    authorType: row.author_type,
    items: row.items,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    message: row.message,
    expiresAt: row.kind === 'initial' ? deadline : null,
    approvalDeadline: row.kind === 'last' ? deadline : null,
    updatedAt: row.updated_at.toISOString(),
  };
}
