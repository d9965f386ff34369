import type { Kysely } from 'kysely';
import type { EntryStatus } from '../../../core/enums.ts';
import type { Database } from '../../db/schema.ts';
import { serverTranslator } from '../../i18n/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplateMail } from '../../mail/send-template-mail.ts';
import type { SiteService } from '../site/service.ts';

export const MATCHED_OR_LATER: EntryStatus[] = ['matched', 'completion_reported', 'paid', 'reviewed'];

export interface EntryChange {
  entryId: string;
  to: EntryStatus;
  /** The accounts to tell: the counterpart of whoever acted, or both parties for a timer. */
  recipientIds: string[];
}

/**
 * Tells the other party that an entry moved, by e-mail, as each recipient's notification setting says
 * (always; only once matched; never). The change is kept whatever happens to the mail. In the app the
 * entry lists badge what waits for the viewer.
 */
export function createEntryNotifier(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  site: SiteService;
  appOrigin: string;
  log: (error: unknown) => void;
}) {
  return async function notify(change: EntryChange): Promise<void> {
    try {
      const recipients = await deps.db
        .selectFrom('accounts')
        .select(['email', 'type', 'status', 'notification_timing'])
        .where('id', 'in', change.recipientIds)
        .execute();
      const entry = await deps.db
        .selectFrom('entries as e')
        .innerJoin('services as s', 's.id', 'e.service_id')
        .select('s.title')
        .where('e.id', '=', change.entryId)
        .executeTakeFirstOrThrow();
      const site = await deps.site.getSite();
      for (const recipient of recipients) {
        if (recipient.status !== 'active' || recipient.notification_timing === 'never') continue;
        if (recipient.notification_timing === 'after_matching' && !MATCHED_OR_LATER.includes(change.to)) {
          continue;
        }
        await sendTemplateMail(deps.mailer, {
          to: recipient.email,
          locale: 'ja',
          siteName: site.name,
          template: 'entryUpdated',
          params: {
            service: entry.title,
            status: serverTranslator('ja')(`entries.status.${change.to}`),
            url: `${deps.appOrigin}/${recipient.type}/entries/${change.entryId}`,
          },
        });
      }
    } catch (error) {
      deps.log(error);
    }
  };
}
export type EntryNotifier = ReturnType<typeof createEntryNotifier>;
