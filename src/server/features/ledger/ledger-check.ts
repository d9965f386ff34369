import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What a feature says each supplier is owed (positive) or owes (negative), read from its own records, not
 * from the ledger: the check compares the two, so a movement recorded in one and not the other shows.
 */
export type OwedSource = (db: Kysely<Database>) => Promise<Array<{ partyId: string; amount: number }>>;

export interface LedgerCheckResult {
  ok: boolean;
  transactions: number;
  /** Transactions whose lines do not sum to zero. */
  unbalanced: Array<{ transactionId: string; sum: number }>;
  /** Suppliers whose ledger balance differs from what the features' records say they are owed. */
  mismatched: Array<{ partyId: string; balance: number; owed: number }>;
  /** Every supplier's balance, for the console. */
  balances: Array<{ partyId: string; balance: number }>;
}

export async function checkLedger(db: Kysely<Database>, sources: OwedSource[]): Promise<LedgerCheckResult> {
  const unbalanced = await db
    .selectFrom('ledger_lines')
    .select(['transaction_id as transactionId', sql<number>`sum(amount)`.as('sum')])
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  const { count } = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const balances = await db
    .selectFrom('ledger_lines')
    .select(['party_id as partyId', sql<number>`-sum(amount)`.as('balance')])
    .where('account', '=', 'supplier')
    .groupBy('party_id')
    .orderBy('party_id')
    .execute();

  const owed = new Map<string, bigint>();
  for (const source of sources) {
    for (const row of await source(db)) {
      owed.set(row.partyId, (owed.get(row.partyId) ?? 0n) + BigInt(row.amount));
    }
  }
  const ledger = new Map(balances.map((row) => [row.partyId ?? '', BigInt(row.balance)]));
  const mismatched: LedgerCheckResult['mismatched'] = [];
  for (const partyId of new Set([...owed.keys(), ...ledger.keys()])) {
    const balance = ledger.get(partyId) ?? 0n;
    const expected = owed.get(partyId) ?? 0n;
    if (balance !== expected) mismatched.push({ partyId, balance: Number(balance), owed: Number(expected) });
  }
  return {
    ok: unbalanced.length === 0 && mismatched.length === 0,
    transactions: Number(count),
    unbalanced: unbalanced.map((row) => ({ transactionId: row.transactionId, sum: Number(row.sum) })),
    mismatched,
    balances: balances.map((row) => ({ partyId: row.partyId ?? '', balance: Number(row.balance) })),
  };
}
