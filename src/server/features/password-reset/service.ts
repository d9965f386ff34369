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

  /**
   * Sends a code only to a registered address, in the account's language (not the caller's: `_locale`
   * is what the shared code routes pass); the caller gets the same answer either way.
   */
  async function sendCode(type: AccountType, email: string, _locale: Locale) {
    const { code, expiresAt } = await verification.issue('password_reset', type, email);
    const account = await findActiveAccountByEmail(db, type, email);
    if (account) {
      await sendTemplateMail(mailer, {
        to: account.email,
        locale: account.locale,
        site: await site.getSite(),
        template: 'passwordResetCode',
        params: { code, minutes: CODE_MINUTES },
      });
    }
    return { expiresAt };
  }

  /** Sets the new password and ends every session of the account; the caller then gets a new one. */
  async function resetPassword(resetToken: string, password: string): Promise<AccountRow | null> {
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
    await sendTemplateMail(mailer, {
      to: account.email,
      locale: account.locale,
      site: await site.getSite(),
      template: 'passwordChanged',
    });
    return account;
  }

  return { sendCode, resetPassword };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
