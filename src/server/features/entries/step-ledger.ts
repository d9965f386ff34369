import { sql } from 'kysely';
import { newPublicId } from '../../db/ids.ts';
import { balancedLines, type LedgerTransactionInput } from '../ledger/ledger.ts';
import type { StepCtes, StepWrite } from './moved-entry.ts';

/**
 * A ledger transaction posted in a step's statement (moved-entry.ts `stepStatement`), as `postLedger`
 * posts one in a transaction: only if the entry moved, once per idempotency key, its lines balanced.
 */
export function postWithStep(input: LedgerTransactionInput): StepWrite {
  const lines = balancedLines(input);
  return (statement) => {
    const posted = statement.with('posted', (qc) =>
      qc
        .insertInto('ledger_transactions')
        .columns([
          'id',
          'kind',
          'entry_id',
          'service_id',
          'source_id',
          'memo',
          'idempotency_key',
          'occurred_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .select([
              eb.val(newPublicId()).as('id'),
              eb.val(input.kind).as('kind'),
              eb.val(input.entryId ?? null).as('entry_id'),
              eb.val(input.serviceId ?? null).as('service_id'),
              eb.val(input.sourceId ?? null).as('source_id'),
              eb.val(input.memo ?? '').as('memo'),
              eb.val(input.idempotencyKey).as('idempotency_key'),
              eb.val(input.occurredAt).as('occurred_at'),
            ]),
        )
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id'),
    );
    if (lines.length === 0) return posted as unknown as StepCtes;
    return posted.with('lines', (qc) =>
      qc
        .insertInto('ledger_lines')
        .columns(['transaction_id', 'account', 'party_id', 'kind', 'amount'])
        .expression((eb) =>
          lines
            .map((line) =>
              eb.selectFrom('posted').select([
                'posted.id',
                eb.val(line.account).as('account'),
                eb.val(line.partyId).as('party_id'),
                eb.val(line.kind).as('kind'),
                // A union's parameters are text unless told: the amount is the column's bigint.
                sql<number>`${line.amount}::bigint`.as('amount'),
              ]),
            )
            .reduce((all, next) => all.unionAll(next)),
        ),
    ) as unknown as StepCtes;
  };
}
