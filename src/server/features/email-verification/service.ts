import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountType } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId, newSecretToken } from '../../db/ids.ts';
import type { Database, VerificationPurpose } from '../../db/schema.ts';
import { normalizeEmail } from '../auth/queries.ts';

export const CODE_MINUTES = 15;
export const MAX_ATTEMPTS = 5;
/** After the code is verified, the next step (registration form, new password) must follow within this. */
const TOKEN_MINUTES = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const invalid = (key: 'auth.codeInvalid' | 'auth.codeExpired' | 'auth.codeTooManyAttempts') =>
  AppError.validation({ code: [{ key }] }, key);

/**
 * Six-digit e-mail codes for sign-up and password reset: expiring, with a bounded number of attempts,
 * exchanged once for a single-use token that authorises the next step.
 */
export function createEmailVerification(db: Kysely<Database>, clock: Clock) {
  async function issue(purpose: VerificationPurpose, type: AccountType, email: string) {
    const id = newPublicId();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(clock.now().getTime() + CODE_MINUTES * 60_000);
    await db
      .insertInto('email_verifications')
      .values({
        id,
        purpose,
        account_type: type,
        email: email.trim(),
        email_normalized: normalizeEmail(email),
        code_hash: sha256(`${id}:${code}`),
        expires_at: expiresAt,
        created_at: clock.now(),
      })
      .execute();
    return { code, expiresAt };
  }

  /** Checks a code; every guess, right or wrong, spends one attempt, so parallel guessing gains nothing. */
  async function verify(
    purpose: VerificationPurpose,
    type: AccountType,
    email: string,
    code: string,
  ): Promise<string> {
    const latest = await db
      .selectFrom('email_verifications')
      .select(['id', 'code_hash', 'expires_at'])
      .where('purpose', '=', purpose)
      .where('account_type', '=', type)
      .where('email_normalized', '=', normalizeEmail(email))
      .where('verified_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest) throw invalid('auth.codeInvalid');
    if (latest.expires_at <= clock.now()) throw invalid('auth.codeExpired');
    const spent = await db
      .updateTable('email_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('attempts', '<', MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    if (!spent) throw invalid('auth.codeTooManyAttempts');
    if (sha256(`${latest.id}:${code}`) !== latest.code_hash) {
      throw invalid(spent.attempts >= MAX_ATTEMPTS ? 'auth.codeTooManyAttempts' : 'auth.codeInvalid');
    }
    const token = newSecretToken();
    await db
      .updateTable('email_verifications')
      .set({ verified_at: clock.now(), token_hash: sha256(token) })
      .where('id', '=', latest.id)
      .execute();
    return token;
  }

  const tokenInvalid = () =>
    AppError.validation({ token: [{ key: 'auth.tokenInvalid' }] }, 'auth.tokenInvalid');
  const tokenFreshSince = () => new Date(clock.now().getTime() - TOKEN_MINUTES * 60_000);

  /** Whose e-mail a token verified, without spending it (to pick the form to validate against). */
  async function peek(purpose: VerificationPurpose, token: string) {
    const row = await db
      .selectFrom('email_verifications')
      .select(['account_type', 'email'])
      .where('token_hash', '=', sha256(token))
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('verified_at', '>', tokenFreshSince())
      .executeTakeFirst();
    if (!row) throw tokenInvalid();
    return { type: row.account_type, email: row.email };
  }

  /** Spends a token once; returns whose e-mail it verified. */
  async function consume(trx: Kysely<Database>, purpose: VerificationPurpose, token: string) {
    const row = await trx
      .updateTable('email_verifications')
      .set({ consumed_at: clock.now() })
      .where('token_hash', '=', sha256(token))
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('verified_at', '>', tokenFreshSince())
      .returning(['account_type', 'email'])
      .executeTakeFirst();
    if (!row) throw tokenInvalid();
    return { type: row.account_type, email: row.email };
  }

  return { issue, verify, peek, consume };
}
export type EmailVerification = ReturnType<typeof createEmailVerification>;
