import { z } from 'zod';
import { ACCOUNT_TYPES, CUSTOMER_ACCOUNT_TYPES, NOTIFICATION_TIMINGS } from '../enums.ts';
import { LOCALES } from '../i18n.ts';
import { dataEnvelope, publicId } from './common.ts';
import { nickname } from './signup.ts';
import { avatarUrl } from './uploads.ts';

const profile = z.record(z.string(), z.unknown());

export const accountInfo = z.object({
  id: publicId,
  type: z.enum(ACCOUNT_TYPES),
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  email: z.string(),
  nickname: z.string(),
  /** When this account is e-mailed about new messages. */
  notificationTiming: z.enum(NOTIFICATION_TIMINGS),
  /** Values of /schemas/casts/edit or /schemas/guests/edit. */
  profile,
  avatarUrl,
});
export type AccountInfo = z.infer<typeof accountInfo>;

/** GET /casts/me/account-info, /guests/me/account-info */
export const accountInfoResponse = dataEnvelope(accountInfo);

/** PUT /casts/me/account-info, /guests/me/account-info */
export const updateAccountInfoBody = z.object({
  nickname,
  notificationTiming: z.enum(NOTIFICATION_TIMINGS),
  profile: profile.default({}),
});
export type UpdateAccountInfoBody = z.infer<typeof updateAccountInfoBody>;

/** PUT /me/locale: the language the signed-in account reads, and its e-mails are written in. */
export const updateLocaleBody = z.object({ locale: z.enum(LOCALES) });
export const localeResponse = dataEnvelope(updateLocaleBody);

/**
 * PUT /me/avatar: the account's picture, one of its own public image uploads (cropped square by the
 * page), or null to have none.
 */
export const updateAvatarBody = z.object({ imageId: publicId.nullable() });
export const avatarResponse = dataEnvelope(z.object({ avatarUrl }));
