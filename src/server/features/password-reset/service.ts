import type { Kysely } from 'kysely';
import type { AccountType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import type { Clock } from '../../clock.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { Sessions } from '../../http/session.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplateMail } from '../../mail/send-template-mail.ts';
import { hashPassword } from '../auth/password.ts';
import { findActiveAccountByEmail } from '../auth/queries.ts';
import { CODE_MINUTES, type EmailVerification } from '../email-verification/service.ts';
import type { SiteService } from '../site/service.ts';

export function createPasswordResetService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  verification: EmailVerification;
  sessions: Sessions;
  mailer: Mailer;
  site: SiteService;
}) {
  const { db, clock, verification, sessions, mailer, site } = deps;

  /** Sends a code only to a registered address; the caller gets the same answer either way. */
  async function sendCode(type: AccountType, email: string, locale: Locale) {
    const { code, expiresAt } = await verification.issue('password_reset', type, email);
    const account = await findActiveAccountByEmail(db, type, email);
    if (account) {
      const { name } = await site.getSite();
      await sendTemplateMail(mailer, {
        to: account.email,
        locale,
        siteName: name,
        template: 'passwordResetCode',
        params: { code, minutes: CODE_MINUTES },
      });
    }
    return { expiresAt };
  }

  /** Sets the new password and ends every session of the account; the caller then gets a new one. */
  async function resetPassword(
    resetToken: string,
    password: string,
    locale: Locale,
  ): Promise<AccountRow | null> {
    const passwordHash = await hashPassword(password);
    const account = await db.transaction().execute(async (trx) => {
      const { type, email } = await verification.consume(trx, 'password_reset', resetToken);
      const found = await findActiveAccountByEmail(trx, type, email);
      if (!found) return null;
      return trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash, updated_at: clock.now() })
        .where('id', '=', found.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (!account) return null;
    await sessions.endAllOfAccount(account.id);
    const { name } = await site.getSite();
    await sendTemplateMail(mailer, {
      to: account.email,
      locale,
      siteName: name,
      template: 'passwordChanged',
    });
    return account;
  }

  return { sendCode, resetPassword };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
