import type { Kysely } from 'kysely';
import { maskAccountNumber } from '../../../core/bank-account.ts';
import type { BankAccount, SaveBankAccountBody } from '../../../core/contract/bank-account.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';

export function createBankAccountService(db: Kysely<Database>, clock: Clock) {
  async function get(accountId: string): Promise<BankAccount | null> {
    const row = await db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      bankCode: row.bank_code,
      bankName: row.bank_name,
      branchCode: row.branch_code,
      branchName: row.branch_name,
      accountType: row.account_type,
      accountNumberMasked: maskAccountNumber(row.account_number),
      holderName: row.holder_name,
    };
  }

  async function save(accountId: string, body: SaveBankAccountBody): Promise<BankAccount> {
    const values = {
      bank_code: body.bankCode,
      bank_name: body.bankName,
      branch_code: body.branchCode,
      branch_name: body.branchName,
      account_type: body.accountType,
      account_number: body.accountNumber,
      holder_name: body.holderName,
      updated_at: clock.now(),
    };
    await db
      .insertInto('bank_accounts')
      .values({ account_id: accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    return (await get(accountId))!;
  }

  async function remove(accountId: string) {
    await db.deleteFrom('bank_accounts').where('account_id', '=', accountId).execute();
  }

  return { get, save, remove };
}
export type BankAccountService = ReturnType<typeof createBankAccountService>;
