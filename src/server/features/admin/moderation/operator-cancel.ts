import type { Transaction } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { EntryStatus } from '../../../../core/enums.ts';
import type { Database } from '../../../db/schema.ts';
import type { AdminContext } from '../context.ts';

/**
 * Moves an entry to operator_canceled with the operator's reason (shown on the entry) and records the
 * step in its timeline; the caller holds the entry's row lock and has checked the move fits (a plain
 * cancel, or a refund).
 */
export async function markOperatorCanceled(
  ctx: Pick<AdminContext, 'entries'>,
  trx: Transaction<Database>,
  change: { entryId: string; from: EntryStatus; reason: string; operator: Operator; at: Date },
) {
  await trx
    .updateTable('entries')
    .set({
      status: 'operator_canceled',
      cancel_reason: change.reason,
      deadline_at: null,
      updated_at: change.at,
    })
    .where('id', '=', change.entryId)
    .execute();
  await ctx.entries.record(trx, {
    entryId: change.entryId,
    action: 'operatorCancel',
    from: change.from,
    to: 'operator_canceled',
    actor: { id: change.operator.id, type: 'operator' },
    at: change.at,
  });
}
