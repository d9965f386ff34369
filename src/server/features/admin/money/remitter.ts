import type { Kysely } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { Remitter, RemitterBody } from '../../../../core/contract/admin/money.ts';
import { AppError, type Message } from '../../../app-error.ts';
import type { Database } from '../../../db/schema.ts';
import { toZenginKana } from '../../payouts/zengin-kana.ts';
import type { AdminContext } from '../context.ts';

/** How many half-width characters the Zengin header holds for each name. */
const FILE_WIDTHS = { companyName: 40, bankName: 15, branchName: 15 } as const;

/** The remitter (what the transfer file needs, and when it was saved); null until the operator enters it. */
export async function readRemitter(db: Kysely<Database>): Promise<Remitter | null> {
  const row = await db.selectFrom('payout_remitter').selectAll().executeTakeFirst();
  if (!row) return null;
  return {
    companyCode: row.company_code,
    companyName: row.company_name,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    branchCode: row.branch_code,
    branchName: row.branch_name,
    accountType: row.account_type,
    accountNumber: row.account_number,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The company that sends the payouts (振込依頼人) and the account they leave from: kept by the operator
 * in the console (not in the environment) because it belongs to the business running the site, is
 * needed only to export a transfer file, and changes with its bank, not with a deployment.
 */
export function createRemitterSettings(ctx: AdminContext) {
  async function saveRemitter(operator: Operator, body: RemitterBody): Promise<Remitter> {
    const errors: Record<string, Message[]> = {};
    for (const [field, width] of Object.entries(FILE_WIDTHS) as Array<[keyof typeof FILE_WIDTHS, number]>) {
      if (toZenginKana(body[field]).length > width) {
        errors[field] = [{ key: 'console.money.tooLongForFile', params: { max: width } }];
      }
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const values = {
      company_code: body.companyCode,
      company_name: body.companyName,
      bank_code: body.bankCode,
      bank_name: body.bankName,
      branch_code: body.branchCode,
      branch_name: body.branchName,
      account_type: body.accountType,
      account_number: body.accountNumber,
      updated_at: ctx.clock.now(),
    };
    await ctx.db.transaction().execute(async (trx) => {
      const before = await readRemitter(trx);
      await trx
        .insertInto('payout_remitter')
        .values(values)
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      await ctx.auditLog.record(trx, operator, {
        action: 'money.updateRemitter',
        targetType: 'payout_remitter',
        targetId: 'site',
        before,
        after: body,
      });
    });
    return (await readRemitter(ctx.db))!;
  }

  return { getRemitter: () => readRemitter(ctx.db), saveRemitter };
}
