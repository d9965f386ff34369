import type { Kysely } from 'kysely';
import type { AccountType } from '../../../core/enums.ts';
import type { Database } from '../../db/schema.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findActiveAccountByEmail(db: Kysely<Database>, type: AccountType, email: string) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('type', '=', type)
    .where('email_normalized', '=', normalizeEmail(email))
    .where('status', '=', 'active')
    .executeTakeFirst();
}
