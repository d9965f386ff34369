import type { Kysely } from 'kysely';
import type { RegisterBody } from '../../../core/contract/signup.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import { AppError } from '../../app-error.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplateMail } from '../../mail/send-template-mail.ts';
import { hashPassword } from '../auth/password.ts';
import { findActiveAccountByEmail, normalizeEmail } from '../auth/queries.ts';
import { CODE_MINUTES, type EmailVerification } from '../email-verification/service.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { SiteService } from '../site/service.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function createSignupService(deps: {
  db: Kysely<Database>;
  verification: EmailVerification;
  schemas: FormSchemas;
  mailer: Mailer;
  site: SiteService;
}) {
  const { db, verification, schemas, mailer, site } = deps;

  /**
   * Sends a code, or, when the address is already registered for this role, a mail saying so: the
   * answer to the caller is the same either way, so sign-up never reveals who is registered.
   */
  async function sendCode(type: AccountType, email: string, locale: Locale) {
    const settings = await site.getSite();
    const existing = await findActiveAccountByEmail(db, type, email);
    const { code, expiresAt } = await verification.issue('signup', type, email);
    await sendTemplateMail(mailer, {
      to: email,
      locale,
      site: settings,
      ...(existing
        ? { template: 'alreadyRegistered' }
        : { template: 'signupCode', params: { code, minutes: CODE_MINUTES } }),
    });
    return { expiresAt };
  }

  /** Creates the account from a verified e-mail and the registration form, reading in `locale`. */
  async function register(body: RegisterBody, locale: Locale): Promise<AccountRow> {
    // Hashing is slow on purpose: do it before the transaction holds a connection.
    const passwordHash = await hashPassword(body.password);
    const { type } = await verification.peek('signup', body.registrationToken);
    const profile = await schemas.validate(
      `customer-accounts/registers/${type}/${body.customerAccountType}`,
      body.profile,
      'profile',
    );
    return db.transaction().execute(async (trx) => {
      const { email } = await verification.consume(trx, 'signup', body.registrationToken);
      try {
        return await trx
          .insertInto('accounts')
          .values({
            id: newPublicId(),
            type,
            customer_account_type: body.customerAccountType,
            email,
            email_normalized: normalizeEmail(email),
            password_hash: passwordHash,
            nickname: body.nickname,
            profile: JSON.stringify(profile),
            locale,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict('auth.emailTaken');
        throw error;
      }
    });
  }

  return { sendCode, register };
}
export type SignupService = ReturnType<typeof createSignupService>;
