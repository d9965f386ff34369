import { z } from 'zod';
import { LOCALES } from '../i18n.ts';
import { calendarDate, dataEnvelope, pageQuery, paginationMeta, publicId } from './common.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** The money lists: what the viewer sold (as the supplier) and what the viewer paid. */
export const LEDGER_LISTS = ['sales', 'payments'] as const;
export type LedgerList = (typeof LEDGER_LISTS)[number];

export const MONEY_LIST_ORDERS = [
  'paid_at_desc',
  'paid_at_asc',
  'provided_at_desc',
  'provided_at_asc',
  'amount_desc',
  'amount_asc',
] as const;
export type MoneyListOrder = (typeof MONEY_LIST_ORDERS)[number];

/** GET /casts/me/sales, /casts/me/payments, /guests/me/sales, /guests/me/payments (and their .csv). */
export const moneyListQuery = pageQuery.extend({
  /** The day the money moved (the ledger transaction), from and to, both included. */
  paidAtStart: calendarDate.optional(),
  paidAtEnd: calendarDate.optional(),
  /** The day the supplier reported completion of the entry; rows without an entry never match. */
  providedAtStart: calendarDate.optional(),
  providedAtEnd: calendarDate.optional(),
  /** Part of the service's title. */
  serviceName: z.string().trim().max(100).optional(),
  /** Part of the counterpart's nickname. */
  nickname: z.string().trim().max(50).optional(),
  orderBy: z.enum(MONEY_LIST_ORDERS).default('paid_at_desc'),
});
export type MoneyListQuery = z.infer<typeof moneyListQuery>;

export const SUPPLIER_PAYMENT_ORDERS = ['paid_at_desc', 'paid_at_asc', 'amount_desc', 'amount_asc'] as const;
export type SupplierPaymentOrder = (typeof SUPPLIER_PAYMENT_ORDERS)[number];

/** GET /casts/me/supplier-payments, /guests/me/supplier-payments (and their .csv). */
export const supplierPaymentsQuery = pageQuery.extend({
  /** The payout day (made or scheduled), from and to, both included. */
  paidAtStart: calendarDate.optional(),
  paidAtEnd: calendarDate.optional(),
  orderBy: z.enum(SUPPLIER_PAYMENT_ORDERS).default('paid_at_desc'),
});
export type SupplierPaymentsQuery = z.infer<typeof supplierPaymentsQuery>;

/**
 * The CSV downloads take the same filters and answer every row. A download is a plain link, which cannot
 * send Accept-Language: `lang` names the language of the header row and the labels.
 */
const csvOptions = { lang: z.enum(LOCALES).optional() };
export const moneyListCsvQuery = moneyListQuery.omit({ page: true, perPage: true }).extend(csvOptions);
export type MoneyListCsvQuery = z.infer<typeof moneyListCsvQuery>;
export const supplierPaymentsCsvQuery = supplierPaymentsQuery
  .omit({ page: true, perPage: true })
  .extend(csvOptions);
export type SupplierPaymentsCsvQuery = z.infer<typeof supplierPaymentsCsvQuery>;

/** The four figures of every money list, for a row and for the whole filtered range. */
export const moneyFigures = z.object({
  /** Sales: what the payer paid, tax included. Payments: what the viewer paid. Payouts: taken from the balance. */
  gross: z.int(),
  /** The consumption tax included in gross (0 for fees and payouts). */
  tax: z.int(),
  /** Sales: the platform's fee taken. Payments: the platform's own fees paid (listing, plan). Payouts: the transfer fee. */
  fee: z.int(),
  /** gross − fee. Sales: what the viewer is owed. Payments: what went to suppliers. Payouts: what was transferred. */
  net: z.int(),
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

/** The kinds of movement the lists name (ledger transaction kinds); any other reads as "other". */
export const MONEY_ROW_KINDS = [
  'entry_payment',
  'subscription_charge',
  'refund',
  'matching_fee',
  'listing_fee',
  'plan_fee',
] as const;
export type MoneyRowKind = (typeof MONEY_ROW_KINDS)[number] | 'other';

export function moneyRowKind(kind: string): MoneyRowKind {
  return (MONEY_ROW_KINDS as readonly string[]).includes(kind) ? (kind as MoneyRowKind) : 'other';
}

/**
 * One ledger transaction as the viewer sees it: a payment of an entry or a subscription period, a refund
 * (negative figures), a matching fee taken at matching (fee only), a listing or plan fee paid.
 */
export const moneyListRow = moneyFigures.extend({
  /** The ledger transaction. */
  id: publicId,
  /** The transaction's kind: entry_payment, subscription_charge, refund, matching_fee, listing_fee, plan_fee… */
  kind: z.string(),
  entryId: publicId.nullable(),
  /** When the money moved. */
  paidAt: isoDateTime,
  /** When the supplier reported completion of the entry. */
  providedAt: isoDateTime.nullable(),
  serviceName: z.string().nullable(),
  /** The other party of the entry; null for the platform's own fees. */
  counterpart: z.object({ id: publicId, nickname: z.string() }).nullable(),
  /**
   * Sales: the transfer day of the closing that takes this sale up (docs/money.md, "Earnings"), if the
   * balance then reaches the minimum and a bank account is registered. Null in the payments list, for a
   * row that owes the viewer nothing, and on a site without a payout schedule.
   */
  expectedPayoutDate: calendarDate.nullable(),
});
export type MoneyListRow = z.infer<typeof moneyListRow>;

export const moneyListResponse = z.object({
  data: z.array(moneyListRow),
  meta: paginationMeta,
  totals: moneyFigures,
});
export type MoneyListResponse = z.infer<typeof moneyListResponse>;

export const SUPPLIER_PAYMENT_STATUSES = ['scheduled', 'paid'] as const;

/** One payout to the viewer: what a closing took from their balance and what was (or will be) transferred. */
export const supplierPaymentRow = z.object({
  /** The payout item. */
  id: publicId,
  /** The period's closing day and the transfer day (YYYY-MM-DD, Japan). */
  closingDate: calendarDate,
  payoutDate: calendarDate,
  /** What left the balance: the transfer plus its fee. */
  amount: z.int(),
  transferFee: z.int(),
  /** What reaches the bank account. */
  net: z.int(),
  status: z.enum(SUPPLIER_PAYMENT_STATUSES),
  /** When the operator marked the transfer made. */
  paidAt: isoDateTime.nullable(),
});
export type SupplierPaymentRow = z.infer<typeof supplierPaymentRow>;

export const supplierPaymentsResponse = z.object({
  data: z.array(supplierPaymentRow),
  meta: paginationMeta,
  /** gross = amounts, fee = transfer fees, tax = 0, net = transfers. */
  totals: moneyFigures,
});
export type SupplierPaymentsResponse = z.infer<typeof supplierPaymentsResponse>;

/** GET /casts/me/earnings, /guests/me/earnings: the supplier's money at a glance (docs/money.md, "Earnings"). */
export const earnings = z.object({
  /** Owed to the viewer now and not yet taken by a closing (their ledger balance). */
  balance: z.int(),
  /**
   * The next closing, which takes the balance up, and its transfer day, with the schedule's minimum and
   * transfer fee; null when the site has no payout schedule.
   */
  nextPayout: z
    .object({
      closingDate: calendarDate,
      payoutDate: calendarDate,
      minimumAmount: z.int(),
      transferFee: z.int(),
    })
    .nullable(),
  /** Closed and waiting for the transfer: what will reach the bank account, and the earliest transfer day. */
  scheduled: z.object({ net: z.int(), payoutDate: calendarDate }).nullable(),
  /** Transferred so far, in all. */
  paid: z.int(),
  /** Without a bank account, every closing carries the balance over. */
  hasBankAccount: z.boolean(),
});
export type Earnings = z.infer<typeof earnings>;
export const earningsResponse = dataEnvelope(earnings);
