import { z } from 'zod';
import { ENTRY_ENDPOINTS } from '../entries/lifecycle.ts';
import { ACCOUNT_TYPES, CAST_MATCHING_FEE_TYPES, ENTRY_STATUSES, PAYMENT_FLOW_TYPES } from '../enums.ts';
import { calendarDate, calendarDateTime, dataEnvelope, listEnvelope, pageQuery, publicId } from './common.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** POST /services/{serviceId}/entries: answers follow /schemas/entries/create. */
export const createEntryBody = z.object({
  /** The confirm step of the entry form sends "confirm"; anything else is refused (spec section 5). */
  action: z.literal('confirm', { error: 'entries.actionConfirm' }),
  serviceMenuId: publicId.nullable().default(null),
  belongingId: publicId.nullable().default(null),
  /** The desired reservation date and time (a service that books no appointment). */
  reservationAt: calendarDateTime.nullable().default(null),
  /**
   * The start of the slot booked, one of GET /services/{serviceId}/slots: required when the service books
   * appointments (`hourType: other`), refused otherwise.
   */
  appointmentStartsAt: calendarDateTime.nullable().default(null),
  /** Hours booked, for an `hourly` service: the menu's price is per hour (and the appointment that long). */
  hours: z.int().min(1).max(24).nullable().default(null),
  /** How many, for a `unit_price` service: the menu's price is per unit. */
  quantity: z.int().min(1).max(999).nullable().default(null),
  values: z.record(z.string(), z.unknown()).default({}),
  /**
   * Chosen by the form when it opens; a second submission with the same key (a double click, a retry
   * after a lost answer) returns the entry the first one created.
   */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreateEntryBody = z.infer<typeof createEntryBody>;

const party = z.object({ id: publicId, nickname: z.string() });
const price = z.object({ excludingTax: z.int(), includingTax: z.int() });

export const ENTRY_ORDERS = [
  'entered_at_desc',
  'entered_at_asc',
  'reservation_at_asc',
  'reservation_at_desc',
  'updated_at_desc',
] as const;

/** GET /casts/me/entries, /guests/me/entries */
export const entriesQuery = pageQuery.extend({
  /** A day in the site's time zone (Asia/Tokyo). */
  enteredAtStart: calendarDate.optional(),
  enteredAtEnd: calendarDate.optional(),
  reservationAtStart: calendarDate.optional(),
  reservationAtEnd: calendarDate.optional(),
  /** `statuses[]=a&statuses[]=b` (or a comma list in `statuses`). */
  'statuses[]': z.union([z.enum(ENTRY_STATUSES), z.array(z.enum(ENTRY_STATUSES))]).optional(),
  statuses: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/)
    .optional(),
  actionRequiredOnly: z.enum(['true', 'false', '1', '0']).optional(),
  /** Part of the counterpart's nickname. */
  nickname: z.string().trim().max(50).optional(),
  orderBy: z.enum(ENTRY_ORDERS).default('entered_at_desc'),
});
export type EntriesQuery = z.infer<typeof entriesQuery>;

export const entryParams = z.object({ entryId: publicId });

/** The platform's fee terms an entry was matched on (core/money.ts FeeTerms; docs/money.md). */
export const feeTerms = z.object({
  type: z.enum(CAST_MATCHING_FEE_TYPES),
  /** `regular`: the percentage of each payment. */
  rate: z.number(),
  /** `regular`: the least fee of one payment. */
  minimum: z.int(),
  /** `single`: the fixed fee taken at matching. */
  fixed: z.int(),
});

/**
 * What the supplier keeps of the entry: its amount, the platform's fee under the terms of the match (the
 * fee its sale recorded, once paid) and the rest.
 */
export const supplierFigures = z.object({ feeTerms, gross: z.int(), fee: z.int(), net: z.int() });
export type SupplierFigures = z.infer<typeof supplierFigures>;

/** An entry as either party sees it; `actions` are the calls the viewer may make now. */
export const entry = z.object({
  id: publicId,
  status: z.enum(ENTRY_STATUSES),
  /** The payer approved the supplier's initial estimate; the last estimate is due. */
  initialEstimateApproved: z.boolean(),
  flowType: z.enum(PAYMENT_FLOW_TYPES),
  /** Which party the viewer is in this entry. */
  viewerParty: z.enum(['supplier', 'payer']),
  service: z.object({ id: publicId, title: z.string() }),
  menu: z.object({ id: publicId, name: z.string(), price }).nullable(),
  /** The units or hours booked (1 when the service's charge method has none): a priced menu's amount is its price times this. */
  quantity: z.int(),
  cast: party,
  guest: party,
  belongingId: publicId.nullable(),
  values: z.record(z.string(), z.unknown()),
  reservationAt: isoDateTime.nullable(),
  /**
   * The time the entry books: held while it waits for an answer, confirmed once matched. GET
   * /entries/{entryId}/appointment.ics gives it as an iCalendar file.
   */
  appointment: z.object({ startsAt: isoDateTime, endsAt: isoDateTime }).nullable(),
  /**
   * A new time one party proposed for a matched appointment, waiting for the other: PUT
   * …/appointment-change/accept moves the appointment, DELETE …/appointment-change declines (or, by the
   * proposer, withdraws) it.
   */
  appointmentChange: z
    .object({ startsAt: isoDateTime, endsAt: isoDateTime, proposedBy: z.enum(ACCOUNT_TYPES) })
    .nullable(),
  /** What the payer pays (tax included), fixed at matching; null before. */
  amount: z.int().nullable(),
  /** The consumption tax included in `amount`, fixed with it; null before. */
  tax: z.int().nullable(),
  /** Billed monthly by a subscription while matched (GET …/subscription); fixed at matching. */
  bySubscription: z.boolean(),
  /** The supplier's figures, fixed at matching: in the supplier's view only, null before matching. */
  supplierFigures: supplierFigures.nullable(),
  /** The deadline of the step that waits (response, estimate expiry, approval, review window). */
  deadlineAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  /** The last payment attempt failed; the payer may try again (e.g. with another card). */
  paymentDeclined: z.boolean(),
  actionRequired: z.boolean(),
  actions: z.array(z.enum(ENTRY_ENDPOINTS)),
  /** Whether the viewer may still write a review of this entry. */
  canReview: z.boolean(),
  enteredAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Entry = z.infer<typeof entry>;

export const ESTIMATE_KINDS = ['initial', 'last'] as const;
export type EstimateKind = (typeof ESTIMATE_KINDS)[number];

export const estimateItemInput = z.object({
  label: z.string().trim().min(1).max(100),
  unitPrice: z.int().min(0).max(10_000_000),
  quantity: z.int().min(1).max(1000),
  unit: z.string().trim().max(20).default(''),
});

/** POST/PUT …/estimates/initial|last: amounts are computed by the server from the items. */
export const saveEstimateBody = z.object({
  items: z.array(estimateItemInput).min(1).max(30),
  message: z.string().trim().max(2000).default(''),
  /** Initial estimate: until when it may be approved (default: 7 days). */
  expiresAt: calendarDateTime.optional(),
  /** Last estimate: until when it may be ordered (default: 7 days). */
  approvalDeadline: calendarDateTime.optional(),
});
export type SaveEstimateBody = z.infer<typeof saveEstimateBody>;

export const estimate = z.object({
  kind: z.enum(ESTIMATE_KINDS),
  /** Who wrote it: the supplier's estimate moves the entry; the payer's is a budget or counter-proposal. */
  authorType: z.enum(ACCOUNT_TYPES),
  items: z.array(estimateItemInput.extend({ amount: z.int() })),
  /** Excluding tax. */
  subtotal: z.int(),
  /** The site's taxRate on the subtotal, rounded down. */
  tax: z.int(),
  total: z.int(),
  message: z.string(),
  expiresAt: isoDateTime.nullable(),
  approvalDeadline: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type Estimate = z.infer<typeof estimate>;
export const estimateResponse = dataEnvelope(estimate);
export const estimateParams = entryParams.extend({ kind: z.enum(ESTIMATE_KINDS) });

export const transition = z.object({
  action: z.string(),
  from: z.enum(ENTRY_STATUSES).nullable(),
  to: z.enum(ENTRY_STATUSES),
  /** Who moved it; "system" for timers, "operator" for the console. */
  by: z.enum([...ACCOUNT_TYPES, 'system', 'operator']),
  at: isoDateTime,
});
export type Transition = z.infer<typeof transition>;

/** GET …/entries/{entryId}: the entry, its timeline (oldest first) and every estimate the viewer may read. */
export const entryDetail = entry.extend({
  timeline: z.array(transition),
  estimates: z.array(estimate),
});
export type EntryDetail = z.infer<typeof entryDetail>;
export const entryResponse = dataEnvelope(entry);
export const entryDetailResponse = dataEnvelope(entryDetail);
export const entriesResponse = listEnvelope(entry);

/** PUT …/cancel */
/** POST …/entries/{entryId}/appointment-change: a new start for a matched appointment, as long as it was. */
export const appointmentChangeBody = z.object({ startsAt: calendarDateTime });

export const cancelEntryBody = z.object({ reason: z.string().trim().min(1).max(1000) });

/** POST …/entries/{entryId}/review */
export const saveReviewBody = z.object({
  rating: z.int().min(1).max(5),
  comment: z.string().trim().min(1).max(2000),
});
export type SaveReviewBody = z.infer<typeof saveReviewBody>;

export const entryReview = z.object({
  rating: z.int(),
  comment: z.string(),
  createdAt: isoDateTime,
  /** Reviews are blind: null until the counterpart has reviewed too or the review window has closed. */
  publishedAt: isoDateTime.nullable(),
});

/** GET …/entries/{entryId}/review: the viewer's review and, once published, the counterpart's. */
export const entryReviewsResponse = dataEnvelope(
  z.object({
    mine: entryReview.nullable(),
    theirs: entryReview.nullable(),
    canReview: z.boolean(),
    /** When the review window closes (14 days after payment); null before payment. */
    closesAt: isoDateTime.nullable(),
  }),
);
