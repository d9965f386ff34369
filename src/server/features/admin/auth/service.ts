import { type Kysely, sql } from 'kysely';
import type { AdminLoginBody, Operator } from '../../../../core/contract/admin/auth.ts';
import type { Locale } from '../../../../core/i18n.ts';
import { AppError } from '../../../app-error.ts';
import type { Database } from '../../../db/schema.ts';
import { decoyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { normalizeEmail } from '../../auth/queries.ts';

/** Operators sign in apart from customers: their own table, their own login, the same password rules. */
export function createOperatorAuth(db: Kysely<Database>) {
  const selectOperator = () => db.selectFrom('operators').select(['id', 'email', 'name']);

  /**
   * An unknown e-mail and a wrong password get the same answer after the same amount of work. The
   * operator's language (the console's, sent with the sign-in) is kept for the mails to the operator.
   */
  async function authenticate({ email, password }: AdminLoginBody, locale: Locale): Promise<Operator> {
    const row = await db
      .selectFrom('operators')
      .select(['id', 'email', 'name', 'password_hash'])
      .where('email_normalized', '=', normalizeEmail(email))
      .executeTakeFirst();
    const matches = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), password);
    if (!row || !matches) {
      throw AppError.validation({ email: [{ key: 'auth.invalidCredentials' }] }, 'auth.invalidCredentials');
    }
    await db
      .updateTable('operators')
      .set({ locale, signed_in_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return { id: row.id, email: row.email, name: row.name };
  }

  async function find(operatorId: string): Promise<Operator> {
    const row = await selectOperator().where('id', '=', operatorId).executeTakeFirst();
    if (!row) throw AppError.unauthenticated();
    return row;
  }

  /**
   * The operator's language, chosen in the console while signed in: the mails to the operator follow it
   * from now on rather than from the next sign-in (operator-locale.ts).
   */
  async function setLocale(operatorId: string, locale: Locale): Promise<{ locale: Locale }> {
    await db.updateTable('operators').set({ locale }).where('id', '=', operatorId).execute();
    return { locale };
  }

  return { authenticate, find, setLocale };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
