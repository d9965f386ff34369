import type { Kysely } from 'kysely';
import { type SiteInfo, siteInLocale } from '../../../core/contract/site.ts';
import type { EntryStatus, PaymentFlowType } from '../../../core/enums.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n.ts';
import type { Database } from '../../db/schema.ts';
import { type ServerTranslator, serverTranslator } from '../../i18n/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type MailTemplate, sendTemplateMail } from '../../mail/send-template-mail.ts';
import type { SiteService } from '../site/service.ts';

export const MATCHED_OR_LATER: EntryStatus[] = ['matched', 'completion_reported', 'paid', 'reviewed'];

export interface EntryChange {
  entryId: string;
  to: EntryStatus;
  /** The accounts to tell: the counterpart of whoever acted, or both parties for a timer. */
  recipientIds: string[];
}

/**
 * Tells the parties of an entry what happened to it, by e-mail, as each recipient's notification setting
 * says (always; only once matched; never). The change is kept whatever happens to the mail. In the app
 * the entry lists badge what waits for the viewer.
 */
export function createEntryNotifier(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  site: SiteService;
  appOrigin: string;
  log: (error: unknown) => void;
}) {
  async function mail(
    entryId: string,
    recipientIds: string[],
    template: MailTemplate,
    /**
     * The template's own parameters, in the recipient's language (`site` has its texts in it); they may
     * name the site's roles.
     */
    params: (site: SiteInfo, flowType: PaymentFlowType, t: ServerTranslator) => Record<string, string>,
    options: { matchedYet: boolean; operator: boolean },
  ) {
    try {
      const recipients = await deps.db
        .selectFrom('accounts')
        .select(['email', 'type', 'status', 'notification_timing', 'locale'])
        .where('id', 'in', recipientIds)
        .execute();
      const entry = await deps.db
        .selectFrom('entries as e')
        .innerJoin('services as s', 's.id', 'e.service_id')
        .select(['s.title', 'e.flow_type'])
        .where('e.id', '=', entryId)
        .executeTakeFirstOrThrow();
      const site = await deps.site.getSite();
      const send = (to: string, locale: Locale, url: string) =>
        sendTemplateMail(deps.mailer, {
          to,
          locale,
          site,
          template,
          params: {
            service: entry.title,
            entryId,
            url,
            ...params(siteInLocale(site, locale), entry.flow_type, serverTranslator(locale)),
          },
        });
      for (const recipient of recipients) {
        if (recipient.status !== 'active' || recipient.notification_timing === 'never') continue;
        if (recipient.notification_timing === 'after_matching' && !options.matchedYet) continue;
        const url = `${deps.appOrigin}/${recipient.type}/entries/${entryId}`;
        await send(recipient.email, recipient.locale, url);
      }
      // The operator runs the site in its own language.
      if (options.operator) await send(site.contactEmail, DEFAULT_LOCALE, deps.appOrigin);
    } catch (error) {
      deps.log(error);
    }
  }

  return {
    /** An entry moved: its counterpart (both parties for a timer) hears its new status. */
    changed: (change: EntryChange) =>
      mail(
        change.entryId,
        change.recipientIds,
        'entryUpdated',
        // "Cancelled by …" names the party as the site calls it, whichever supplies in its flow type.
        (site, _flowType, t) => ({
          status: t(`entries.status.${change.to}`, {
            cast: site.castName,
            guest: site.guestName,
          }),
        }),
        { matchedYet: MATCHED_OR_LATER.includes(change.to), operator: false },
      ),
    /** The automatic charge failed: both parties and the operator hear it (product decisions section 2). */
    autoChargeFailed: (entryId: string, partyIds: string[]) =>
      mail(
        entryId,
        partyIds,
        'entryAutoChargeFailed',
        (site, flowType) => ({ payer: flowType === 'c2g' ? site.guestName : site.castName }),
        { matchedYet: true, operator: true },
      ),
  };
}
export type EntryNotifier = ReturnType<typeof createEntryNotifier>;
