import type { Kysely } from 'kysely';
import type { AccountInfo, UpdateAccountInfoBody } from '../../../core/contract/account-info.ts';
import type { Locale } from '../../../core/i18n.ts';
import type { Clock } from '../../clock.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { FormSchemas } from '../form-schemas/service.ts';

export function toAccountInfo(account: AccountRow): AccountInfo {
  return {
    id: account.id,
    type: account.type,
    customerAccountType: account.customer_account_type,
    email: account.email,
    nickname: account.nickname,
    notificationTiming: account.notification_timing,
    profile: account.profile,
  };
}

export function createAccountInfoService(db: Kysely<Database>, clock: Clock, schemas: FormSchemas) {
  /** The language the account reads: its e-mails and notices are written in it. */
  async function setLocale(account: AccountRow, locale: Locale) {
    await db
      .updateTable('accounts')
      .set({ locale, updated_at: clock.now() })
      .where('id', '=', account.id)
      .execute();
    return { locale };
  }

  /** Saves the profile, validated against the role's edit schema; values of fields not in it are kept. */
  async function update(account: AccountRow, body: UpdateAccountInfoBody): Promise<AccountInfo> {
    const profile = await schemas.validate(
      account.type === 'cast' ? 'casts/edit' : 'guests/edit',
      body.profile,
      'profile',
    );
    const updated = await db
      .updateTable('accounts')
      .set({
        nickname: body.nickname,
        notification_timing: body.notificationTiming,
        profile: JSON.stringify({ ...account.profile, ...profile }),
        updated_at: clock.now(),
      })
      .where('id', '=', account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAccountInfo(updated);
  }

  return { update, setLocale };
}
export type AccountInfoService = ReturnType<typeof createAccountInfoService>;
