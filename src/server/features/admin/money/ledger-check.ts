import type { LedgerCheck } from '../../../../core/contract/admin/money.ts';
import { checkLedger } from '../../ledger/ledger-check.ts';
import { OWED_SOURCES } from '../../ledger/owed-sources.ts';
import type { AdminContext } from '../context.ts';

/** The check `npm run ledger:check` runs, for the console: suppliers named by their nicknames. */
export async function consoleLedgerCheck(ctx: AdminContext): Promise<LedgerCheck> {
  const result = await checkLedger(ctx.db, OWED_SOURCES);
  const ids = result.mismatched.map((row) => row.partyId).filter(Boolean);
  const accounts =
    ids.length > 0
      ? await ctx.db
          .selectFrom('accounts')
          .select(['id', 'nickname', 'type'])
          .where('id', 'in', ids)
          .execute()
      : [];
  return {
    ok: result.ok,
    checkedAt: ctx.clock.now().toISOString(),
    transactions: result.transactions,
    unbalanced: result.unbalanced,
    mismatched: result.mismatched.map((row) => ({
      ...row,
      supplier: accounts.find((account) => account.id === row.partyId) ?? null,
    })),
  };
}
