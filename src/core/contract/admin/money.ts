import { z } from 'zod';
import { ACCOUNT_TYPES, BANK_ACCOUNT_TYPES } from '../../enums.ts';
import { accountNumber, bankCode, branchCode, digits, katakana } from '../bank-account.ts';
import { dataEnvelope, listEnvelope, pageQuery, publicId } from '../common.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const day = z.iso.date();
const party = z.object({ id: publicId, nickname: z.string(), type: z.enum(ACCOUNT_TYPES) });

// The month's figures

/** GET /admin/money/summary?month=YYYY-MM: a month in Japan time; the current month when absent. */
export const moneySummaryQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'console.money.month')
    .optional(),
});

/** The platform's revenue kinds, as ledger lines name them. */
export const PLATFORM_FEE_KINDS = ['matching_fee', 'listing_fee', 'plan_fee', 'transfer_fee'] as const;
export type PlatformFeeKind = (typeof PLATFORM_FEE_KINDS)[number];

/** Every figure is read from the ledger's lines of the month (refunds already netted out of fees and tax). */
export const moneySummary = z.object({
  month: z.string(),
  /** What payers' cards were charged (entry payments and subscription periods), tax included. */
  gross: z.int(),
  /** The platform's revenue by kind, less what refunds gave back. */
  fees: z.record(z.enum(PLATFORM_FEE_KINDS), z.int()),
  feesTotal: z.int(),
  /** The consumption tax in the month's sales, less what refunds gave back. */
  tax: z.int(),
  /** What was given back to payers. */
  refunds: z.int(),
  payouts: z.object({
    /** Transfers decided by the month's closings (net of transfer fees). */
    decided: z.int(),
    /** Transfers marked paid in the month. */
    paid: z.int(),
    /** Transfers decided and not yet made at the month's end (or now, for the current month). */
    due: z.int(),
  }),
});
export type MoneySummary = z.infer<typeof moneySummary>;
export const moneySummaryResponse = dataEnvelope(moneySummary);

// Payout batches

export const PAYOUT_BATCH_STATUSES = ['open', 'exported', 'paid'] as const;

export const payoutBatchSummary = z.object({
  id: publicId,
  /** Which of the site's payout schedules (payment.paymentToSupplierSettings) closed it. */
  settingIndex: z.int(),
  closingDate: day,
  closedAt: isoDateTime,
  payoutDate: day,
  transferFee: z.int(),
  minimumAmount: z.int(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  exportedAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  items: z.int(),
  /** What leaves the suppliers' balances: transfers plus transfer fees. */
  amount: z.int(),
  /** What is transferred. */
  net: z.int(),
});
export type PayoutBatchSummary = z.infer<typeof payoutBatchSummary>;
export const payoutBatchesQuery = pageQuery;
export const payoutBatchesResponse = listEnvelope(payoutBatchSummary);

export const payoutBatchParams = z.object({ batchId: publicId });

export const payoutItem = z.object({
  id: publicId,
  supplier: party,
  amount: z.int(),
  transferFee: z.int(),
  net: z.int(),
  bankCode: z.string(),
  branchCode: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber: z.string(),
  holderName: z.string(),
  paidAt: isoDateTime.nullable(),
});
export type PayoutItem = z.infer<typeof payoutItem>;

export const payoutBatchDetail = payoutBatchSummary.extend({
  paidBy: z.string().nullable(),
  itemList: z.array(payoutItem),
});
export type PayoutBatchDetail = z.infer<typeof payoutBatchDetail>;
export const payoutBatchResponse = dataEnvelope(payoutBatchDetail);

// The remitter (振込依頼人) of the transfer file

/**
 * PUT /admin/money/remitter: the company that sends the payouts. The names are written in half-width
 * katakana in the file (40 characters for the company, 15 for bank and branch; voiced kana take two),
 * so longer ones are refused on their field. Bank and branch names may be left empty.
 */
export const remitterBody = z.object({
  companyCode: digits(/^\d{10}$/, 'console.money.companyCode'),
  companyName: katakana(60, 'console.money.kana'),
  bankCode,
  bankName: z.union([z.literal(''), katakana(30, 'console.money.kana')]),
  branchCode,
  branchName: z.union([z.literal(''), katakana(30, 'console.money.kana')]),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber,
});
export type RemitterBody = z.infer<typeof remitterBody>;
export const remitter = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber: z.string(),
  updatedAt: isoDateTime,
});
export type Remitter = z.infer<typeof remitter>;
/** GET /admin/money/remitter: null until the operator enters it. */
export const remitterResponse = dataEnvelope(remitter.nullable());

// Refunds

export const refundsQuery = pageQuery;
export const refundSummary = z.object({
  id: publicId,
  entryId: publicId,
  service: z.string(),
  payer: party,
  supplier: party,
  amount: z.int(),
  taxBack: z.int(),
  feeBack: z.int(),
  reason: z.string(),
  operatorName: z.string().nullable(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: isoDateTime,
});
export type RefundSummary = z.infer<typeof refundSummary>;
export const refundsResponse = listEnvelope(refundSummary);

// The ledger check

export const ledgerCheck = z.object({
  ok: z.boolean(),
  checkedAt: isoDateTime,
  transactions: z.int(),
  unbalanced: z.array(z.object({ transactionId: z.string(), sum: z.int() })),
  mismatched: z.array(
    z.object({ supplier: party.nullable(), partyId: z.string(), balance: z.int(), owed: z.int() }),
  ),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;
export const ledgerCheckResponse = dataEnvelope(ledgerCheck);
