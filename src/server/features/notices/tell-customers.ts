import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ServerMessageKey, serverTranslator } from '../../i18n/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type MailTemplate, sendTemplateMail } from '../../mail/send-template-mail.ts';
import type { SiteService } from '../site/service.ts';
import type { NoticesService } from './service.ts';

/** One thing customers are told: a notice (title and body keys) and an e-mail, with their parameters. */
export interface Tidings {
  notice: { title: ServerMessageKey; body: ServerMessageKey };
  mail: MailTemplate;
  params: Record<string, string>;
  /** The page where the recipient sees what changed (under the app's origin). */
  pathFor: (account: { type: 'cast' | 'guest' }) => string;
}

/**
 * How the site tells customers of a change made to their service, entry or money (an operator's
 * moderation, a subscription ended or cancelled): a notice addressed to each of them, written in the
 * same transaction as the change, and an e-mail sent after it commits. The e-mail goes out whatever the
 * account's notification setting (that setting is about messages and entry updates) but never to a
 * withdrawn or suspended account. A mail server that fails is logged: the change and the notice stand.
 */
export function createCustomerTeller(deps: {
  db: Kysely<Database>;
  notices: NoticesService;
  mailer: Mailer;
  site: SiteService;
  appOrigin: string;
  log: (error: unknown) => void;
}) {
  /** Each notice is written in its account's language, as its e-mail is. */
  async function notify(trx: Kysely<Database>, accountIds: string[], tidings: Tidings) {
    if (accountIds.length === 0) return;
    const accounts = await trx
      .selectFrom('accounts')
      .select(['id', 'locale'])
      .where('id', 'in', accountIds)
      .execute();
    for (const { id: accountId, locale } of accounts) {
      const t = serverTranslator(locale);
      await deps.notices.notifyAccount(trx, {
        accountId,
        title: t(tidings.notice.title, tidings.params),
        body: t(tidings.notice.body, tidings.params),
      });
    }
  }

  async function mail(accountIds: string[], tidings: Tidings) {
    try {
      const site = await deps.site.getSite();
      const recipients = await deps.db
        .selectFrom('accounts')
        .select(['type', 'email', 'locale'])
        .where('id', 'in', accountIds)
        .where('status', '=', 'active')
        .execute();
      for (const recipient of recipients) {
        await sendTemplateMail(deps.mailer, {
          to: recipient.email,
          locale: recipient.locale,
          site,
          template: tidings.mail,
          params: { ...tidings.params, url: `${deps.appOrigin}${tidings.pathFor(recipient)}` },
        });
      }
    } catch (error) {
      deps.log(error);
    }
  }

  return { notify, mail };
}
export type CustomerTeller = ReturnType<typeof createCustomerTeller>;
