import type { Kysely } from 'kysely';
import type { SiteInfo } from '../../core/contract/site.ts';
import type { MessageParams } from '../../core/i18n.ts';
import { siteInLocale } from '../../core/texts-in-locale.ts';
import type { Database } from '../db/schema.ts';
import { operatorLocale } from '../features/admin/auth/operator-locale.ts';
import type { Mailer } from './mailer.ts';
import { type MailTemplate, sendTemplateMail } from './send-template-mail.ts';

/**
 * Tells the operator that something waits for them in the console: one mail to the site's contact
 * address (where the contact forms go, product decisions section 5), in the operator's language, with
 * `{url}`, the console page where they act on it. `db` and `mailer` are the caller's transaction and the
 * outbox's view of it when the event is written in one (on PGlite a query through the pool would wait
 * for that transaction's connection).
 */
export async function mailOperator(
  deps: { db: Kysely<Database>; mailer: Mailer; appOrigin: string },
  mail: {
    site: SiteInfo;
    template: MailTemplate;
    /** The page under the console's root `/admin` (`src/web/features/admin/<area>/routes.tsx`). */
    consolePath: string;
    /** The template's own parameters; `site` has its texts (the role names) in the operator's language. */
    params: (site: SiteInfo) => MessageParams;
  },
): Promise<void> {
  const locale = await operatorLocale(deps.db, mail.site.contactEmail);
  await sendTemplateMail(deps.mailer, {
    to: mail.site.contactEmail,
    locale,
    site: mail.site,
    template: mail.template,
    params: {
      ...mail.params(siteInLocale(mail.site, locale)),
      url: `${deps.appOrigin}/admin/${mail.consolePath}`,
    },
  });
}
