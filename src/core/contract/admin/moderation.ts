import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  CHARGE_METHODS,
  ENTRY_STATUSES,
  PAYMENT_FLOW_TYPES,
  SERVICE_PUBLISH_STATUSES,
} from '../../enums.ts';
import { calendarDate, dataEnvelope, listEnvelope, pageQuery, publicId } from '../common.ts';
import { labelledValue } from './schemas.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const party = z.object({ id: publicId, nickname: z.string() });
const price = z.object({ excludingTax: z.int(), includingTax: z.int() });

/** POST /admin/services/{serviceId}/unpublish and /admin/entries/{entryId}/cancel: why, told to the customers. */
export const moderationReasonBody = z.object({ reason: z.string().trim().min(1).max(1000) });
export type ModerationReasonBody = z.infer<typeof moderationReasonBody>;

/**
 * POST /admin/entries/{entryId}/refund: cancel a paid entry giving back `amount` yen of its payment
 * (1 up to what is left of it after earlier refunds; more answers 422 on `amount`), with the reason both
 * parties are told.
 */
export const refundBody = moderationReasonBody.extend({ amount: z.int().min(1) });
export type RefundBody = z.infer<typeof refundBody>;

// Services

/** GET /admin/services: every service (deleted ones aside), newest first. */
export const adminServicesQuery = pageQuery.extend({
  /** Contained in the title, case-insensitive. */
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(SERVICE_PUBLISH_STATUSES).optional(),
  /** The cast's id, or part of their nickname. */
  cast: z.string().trim().max(100).optional(),
});
export type AdminServicesQuery = z.infer<typeof adminServicesQuery>;

export const adminServiceSummary = z.object({
  id: publicId,
  title: z.string(),
  status: z.enum(SERVICE_PUBLISH_STATUSES),
  cast: party,
  publishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminServiceSummary = z.infer<typeof adminServiceSummary>;
export const adminServicesResponse = listEnvelope(adminServiceSummary);

export const adminServiceParams = z.object({ serviceId: publicId });

/**
 * A custom value under the label of its field (removed fields included: see the schemas area), and
 * whether the field is private (kept from the public: only the owner and operators read it).
 */
export const moderatedValue = labelledValue.extend({ private: z.boolean() });
export type ModeratedValue = z.infer<typeof moderatedValue>;

/** The latest unpublish made in the console: who, when and the reason the cast was told. */
export const operatorUnpublish = z.object({ at: isoDateTime, operatorName: z.string(), reason: z.string() });

export const adminServiceDetail = adminServiceSummary.extend({
  description: z.string(),
  chargeMethod: z.enum(CHARGE_METHODS),
  cast: party.extend({ email: z.string(), status: z.enum(['active', 'withdrawn', 'suspended']) }),
  listingEndsAt: isoDateTime.nullable(),
  values: z.array(moderatedValue),
  menus: z.array(
    z.object({
      id: publicId,
      name: z.string(),
      price,
      unit: z.string(),
      description: z.string(),
      values: z.array(moderatedValue),
    }),
  ),
  /** Entries of this service that still bind both parties. */
  entriesInProgress: z.int(),
  lastOperatorUnpublish: operatorUnpublish.nullable(),
});
export type AdminServiceDetail = z.infer<typeof adminServiceDetail>;
export const adminServiceResponse = dataEnvelope(adminServiceDetail);

// Entries

const statusList = z.union([z.enum(ENTRY_STATUSES), z.array(z.enum(ENTRY_STATUSES))]);

/** GET /admin/entries: every entry, newest first. Days are dates in Japan, both ends included. */
export const adminEntriesQuery = pageQuery.extend({
  /** `statuses=a&statuses=b`, or one status. */
  statuses: statusList.optional().transform((value) => (value === undefined ? [] : [value].flat())),
  /** Contained in the service's title. */
  service: z.string().trim().max(100).optional(),
  /** Part of the cast's nickname, or their id. */
  cast: z.string().trim().max(100).optional(),
  /** Part of the guest's nickname, or their id. */
  guest: z.string().trim().max(100).optional(),
  enteredFrom: calendarDate.optional(),
  enteredTo: calendarDate.optional(),
});
export type AdminEntriesQuery = z.infer<typeof adminEntriesQuery>;

export const adminEntrySummary = z.object({
  id: publicId,
  status: z.enum(ENTRY_STATUSES),
  service: z.object({ id: publicId, title: z.string() }),
  cast: party,
  guest: party,
  /** What the payer pays, tax included, fixed at matching. */
  amount: z.int().nullable(),
  enteredAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminEntrySummary = z.infer<typeof adminEntrySummary>;
export const adminEntriesResponse = listEnvelope(adminEntrySummary);

export const adminEntryParams = z.object({ entryId: publicId });

export const adminTransition = z.object({
  action: z.string(),
  from: z.enum(ENTRY_STATUSES).nullable(),
  to: z.enum(ENTRY_STATUSES),
  by: z.enum([...ACCOUNT_TYPES, 'system', 'operator']),
  /** The nickname of the party, or the operator's name; null for the timers. */
  actorName: z.string().nullable(),
  at: isoDateTime,
});
export type AdminTransition = z.infer<typeof adminTransition>;

/**
 * Why the console refuses to cancel this entry now, or null when it may. `paid`: it is cancelled with
 * a refund instead (POST …/refund).
 */
export const CANCEL_REFUSALS = ['paid', 'final', 'paymentInProgress'] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

export const adminEntryDetail = adminEntrySummary.extend({
  flowType: z.enum(PAYMENT_FLOW_TYPES),
  menu: z.object({ name: z.string(), price }).nullable(),
  reservationAt: isoDateTime.nullable(),
  deadlineAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  paidAt: isoDateTime.nullable(),
  payment: z
    .object({ status: z.enum(['pending', 'succeeded', 'declined']), amount: z.int(), attempt: z.int() })
    .nullable(),
  estimates: z.array(
    z.object({
      kind: z.enum(['initial', 'last']),
      authorType: z.enum(ACCOUNT_TYPES),
      subtotal: z.int(),
      tax: z.int(),
      total: z.int(),
      deadlineAt: isoDateTime.nullable(),
      updatedAt: isoDateTime,
    }),
  ),
  timeline: z.array(adminTransition),
  cancelRefusal: z.enum(CANCEL_REFUSALS).nullable(),
  /** A succeeded payment: what refunds gave back so far, and what is left to give (0 when nothing). */
  refund: z.object({ refunded: z.int(), refundable: z.int() }).nullable(),
});
export type AdminEntryDetail = z.infer<typeof adminEntryDetail>;
export const adminEntryResponse = dataEnvelope(adminEntryDetail);
