import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newSecretToken } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';

/** Reports whether an account still has something in progress (entries, money owed) that forbids leaving. */
export type WithdrawalBlocker = (trx: Transaction<Database>, accountId: string) => Promise<boolean>;
/** Erases what an account keeps outside its row once it has left (uploads, saved card at the provider). */
export type AccountEraser = (accountId: string) => Promise<void>;

/**
 * Withdrawal (product decisions section 4): refused while anything is in progress; otherwise the account
 * can no longer sign in, leaves every public list, its personal data is erased and its money records stay.
 * The e-mail is freed, so the person may register again later as a new account.
 */
export function createWithdrawalService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  blockers: WithdrawalBlocker[];
  erasers: AccountEraser[];
}) {
  async function withdraw(account: AccountRow): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      // The row lock makes a concurrent entry or payment wait until we have decided.
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', account.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      for (const isBusy of deps.blockers) {
        if (await isBusy(trx, account.id)) throw AppError.conflict('withdrawal.busy');
      }
      const placeholder = `withdrawn-${account.id}@withdrawn.invalid`;
      await trx
        .updateTable('accounts')
        .set({
          status: 'withdrawn',
          withdrawn_at: deps.clock.now(),
          email: placeholder,
          email_normalized: placeholder,
          nickname: '',
          profile: '{}',
          // Not a hash of anything: no password can match it.
          password_hash: `withdrawn:${newSecretToken()}`,
          updated_at: deps.clock.now(),
        })
        .where('id', '=', account.id)
        .execute();
      await trx.deleteFrom('guest_belongings').where('account_id', '=', account.id).execute();
      await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
    });
    for (const erase of deps.erasers) await erase(account.id);
  }

  return { withdraw };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
