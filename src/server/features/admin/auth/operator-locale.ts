import { type Kysely, sql } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '../../../../core/i18n.ts';
import type { Database } from '../../../db/schema.ts';
import { normalizeEmail } from '../../auth/queries.ts';

/**
 * The language of the mails the site sends its operator at the site's contact address: that of the
 * operator whose address it is, else that of the operator who signed in to the console last; Japanese
 * before any has.
 */
export async function operatorLocale(db: Kysely<Database>, contactEmail: string): Promise<Locale> {
  const operator = await db
    .selectFrom('operators')
    .select('locale')
    .orderBy(sql`email_normalized = ${normalizeEmail(contactEmail)}`, 'desc')
    .orderBy(sql`signed_in_at desc nulls last`)
    .limit(1)
    .executeTakeFirst();
  return operator?.locale ?? DEFAULT_LOCALE;
}
