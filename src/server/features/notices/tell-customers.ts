import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type ServerMessageKey, serverTranslator } from '../../../i18n/index.ts';
import { type MailTemplate, sendTemplateMail } from '../../../mail/send-template-mail.ts';
import type { AdminContext } from '../context.ts';

/** One thing the console tells customers: a notice (title and body keys) and an e-mail template. */
export interface Tidings {
  notice: { title: ServerMessageKey; body: ServerMessageKey };
  mail: MailTemplate;
  params: Record<string, string>;
}

/**
 * How moderation tells customers what an operator did and why: a notice addressed to each of them,
 * written in the same transaction as the change, and an e-mail sent after it commits. The e-mail goes
 * out whatever the account's notification setting (that setting is about messages and entry updates;
 * this is the site acting on their service or entry) but never to a withdrawn or suspended account.
 * A mail server that fails is logged: the change and the notice stand.
 */
export function createCustomerTeller(ctx: AdminContext, log: (error: unknown) => void) {
  // Customers keep no language; the site's default (Japanese) is theirs, as for entry e-mails.
  const t = serverTranslator('ja');

  async function notify(trx: Kysely<Database>, accountIds: string[], tidings: Tidings) {
    for (const accountId of accountIds) {
      await ctx.notices.notifyAccount(trx, {
        accountId,
        title: t(tidings.notice.title, tidings.params),
        body: t(tidings.notice.body, tidings.params),
      });
    }
  }

  /** `urlOf` gives each recipient the page where they see the change. */
  async function mail(
    accountIds: string[],
    tidings: Tidings,
    urlOf: (account: { id: string; type: 'cast' | 'guest' }) => string,
  ) {
    try {
      const site = await ctx.site.getSite();
      const recipients = await ctx.db
        .selectFrom('accounts')
        .select(['id', 'type', 'email'])
        .where('id', 'in', accountIds)
        .where('status', '=', 'active')
        .execute();
      for (const recipient of recipients) {
        await sendTemplateMail(ctx.mailer, {
          to: recipient.email,
          locale: 'ja',
          siteName: site.name,
          template: tidings.mail,
          params: { ...tidings.params, url: urlOf(recipient) },
        });
      }
    } catch (error) {
      log(error);
    }
  }

  return { notify, mail };
}
export type CustomerTeller = ReturnType<typeof createCustomerTeller>;
