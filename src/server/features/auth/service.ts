import type { Kysely } from 'kysely';
import type { LoginBody, Me } from '../../../core/contract/auth.ts';
import { AppError } from '../../app-error.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { findActiveAccountByEmail } from './queries.ts';

export function toMe(account: AccountRow): Me {
  return {
    id: account.id,
    type: account.type,
    customerAccountType: account.customer_account_type,
    email: account.email,
    nickname: account.nickname,
  };
}

export function createAuthService(db: Kysely<Database>) {
  /**
   * Checks the credentials of a cast or guest. An unknown e-mail, a withdrawn account and a wrong
   * password get the same answer, after the same amount of work.
   */
  async function authenticate({ type, email, password }: LoginBody): Promise<AccountRow> {
    const account = await findActiveAccountByEmail(db, type, email);
    const passwordMatches = await verifyPassword(
      account?.password_hash ?? (await decoyPasswordHash()),
      password,
    );
    if (!account || !passwordMatches) {
      throw AppError.validation({ email: [{ key: 'auth.invalidCredentials' }] }, 'auth.invalidCredentials');
    }
    return account;
  }

  return { authenticate };
}
export type AuthService = ReturnType<typeof createAuthService>;
