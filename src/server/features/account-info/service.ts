import type { Kysely } from 'kysely';
import type { AccountInfo, UpdateAccountInfoBody } from '../../../core/contract/account-info.ts';
import { uploadPath } from '../../../core/contract/uploads.ts';
import type { Locale } from '../../../core/i18n.ts';
import { AppError } from '../../app-error.ts';
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
    avatarUrl: account.avatar_image_id === null ? null : uploadPath(account.avatar_image_id),
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

  /**
   * Sets the account's picture, or takes it away with null. Others see it, so only a public image the
   * account uploaded itself will do.
   */
  async function setAvatar(account: AccountRow, imageId: string | null) {
    const updated = await db
      .updateTable('accounts')
      .set({ avatar_image_id: imageId, updated_at: clock.now() })
      .where('id', '=', account.id)
      .where((eb) =>
        imageId === null
          ? eb.val(true)
          : eb.exists(
              eb
                .selectFrom('uploads')
                .select('uploads.id')
                .where('uploads.id', '=', imageId)
                .where('uploads.owner_account_id', '=', account.id)
                .where('uploads.is_private', '=', false)
                .where('uploads.width', 'is not', null),
            ),
      )
      .returning('avatar_image_id')
      .executeTakeFirst();
    if (!updated) throw AppError.validation({ imageId: [{ key: 'validation.choice' }] });
    return { avatarUrl: imageId === null ? null : uploadPath(imageId) };
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

  return { update, setLocale, setAvatar };
}
export type AccountInfoService = ReturnType<typeof createAccountInfoService>;
