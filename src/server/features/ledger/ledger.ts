import type { Transaction } from 'kysely';
import { newPublicId } from '../../db/ids.ts';
import type { Database, LedgerAccount } from '../../db/schema.ts';

/**
 * The ledger (product decisions section 3): every money movement as balanced lines in whole yen. Lines are
 * signed: positive on `provider` is money received, negative on `supplier` is money owed to a supplier,
 * negative on `platform` is revenue. A supplier's balance (what the platform owes them) is minus the sum of
 * their `supplier` lines. The sales, payments and payout lists are views over these lines.
 */
export const LEDGER_LINE_KINDS = [
  /** A payer's card charged for an entry's payment or a subscription period (on `provider`). */
  'charge',
  /** The supplier's part of a sale, tax excluded. */
  'sale',
  /** The tax included in a sale; the supplier is owed it and remits it. */
  'tax',
  'matching_fee',
  'listing_fee',
  'plan_fee',
  'refund',
  'payout',
  'transfer_fee',
] as const;
export type LedgerLineKind = (typeof LEDGER_LINE_KINDS)[number];

export interface LedgerLineInput {
  account: LedgerAccount;
  /** The customer account the line concerns: the supplier owed, the payer charged. */
  partyId: string | null;
  kind: LedgerLineKind;
  amount: number;
}

export interface LedgerTransactionInput {
  kind: string;
  entryId?: string | null;
  serviceId?: string | null;
  sourceId?: string | null;
  memo?: string;
  /** One movement, one key: posting it again (a retried job, a replayed webhook) does nothing. */
  idempotencyKey: string;
  occurredAt: Date;
  lines: LedgerLineInput[];
}

export class UnbalancedLedgerError extends Error {
  constructor(key: string, sum: bigint) {
    super(`ledger transaction ${key} does not balance: lines sum to ${sum}`);
    this.name = 'UnbalancedLedgerError';
  }
}

/**
 * Writes one balanced transaction inside the caller's database transaction, so the movement and the
 * state it belongs to commit together. Zero lines are dropped. Returns the transaction's id, or null when
 * its key was posted before.
 */
export async function postLedger(
  trx: Transaction<Database>,
  input: LedgerTransactionInput,
): Promise<string | null> {
  const lines = balancedLines(input);
  const posted = await trx
    .insertInto('ledger_transactions')
    .values({
      id: newPublicId(),
      kind: input.kind,
      entry_id: input.entryId ?? null,
      service_id: input.serviceId ?? null,
      source_id: input.sourceId ?? null,
      memo: input.memo ?? '',
      idempotency_key: input.idempotencyKey,
      occurred_at: input.occurredAt,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!posted) return null;
  if (lines.length > 0) {
    await trx
      .insertInto('ledger_lines')
      .values(
        lines.map((line) => ({
          transaction_id: posted.id,
          account: line.account,
          party_id: line.partyId,
          kind: line.kind,
          amount: line.amount,
        })),
      )
      .execute();
  }
  return posted.id;
}

/**
 * The lines of a transaction to write: zero lines dropped, the rest whole yen summing to zero (thrown
 * otherwise). For a caller that writes the transaction in a statement of its own making.
 */
export function balancedLines(input: Pick<LedgerTransactionInput, 'idempotencyKey' | 'lines'>) {
  const lines = input.lines.filter((line) => line.amount !== 0);
  let sum = 0n;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new RangeError(`not a whole amount of yen: ${line.amount}`);
    sum += BigInt(line.amount);
  }
  if (sum !== 0n) throw new UnbalancedLedgerError(input.idempotencyKey, sum);
  return lines;
}

/**
 * A payer's card charged for a supplier's work (an entry's payment or a subscription period): the
 * supplier is owed the gross, tax included, less the platform's fee.
 */
export function saleLines(sale: {
  payerId: string;
  supplierId: string;
  gross: number;
  tax: number;
  fee: number;
}): LedgerLineInput[] {
  return [
    { account: 'provider', partyId: sale.payerId, kind: 'charge', amount: sale.gross },
    { account: 'supplier', partyId: sale.supplierId, kind: 'sale', amount: -(sale.gross - sale.tax) },
    { account: 'supplier', partyId: sale.supplierId, kind: 'tax', amount: -sale.tax },
    { account: 'supplier', partyId: sale.supplierId, kind: 'matching_fee', amount: sale.fee },
    { account: 'platform', partyId: sale.supplierId, kind: 'matching_fee', amount: -sale.fee },
  ];
}

/** A customer's card charged for the platform's own fee (a listing month, the matching plan). */
export function feeChargeLines(charge: {
  payerId: string;
  kind: 'listing_fee' | 'plan_fee';
  amount: number;
}): LedgerLineInput[] {
  return [
    { account: 'provider', partyId: charge.payerId, kind: charge.kind, amount: charge.amount },
    { account: 'platform', partyId: charge.payerId, kind: charge.kind, amount: -charge.amount },
  ];
}
