import type { Kysely } from 'kysely';
import type { ContactBody } from '../../../core/contract/content.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplateMail } from '../../mail/send-template-mail.ts';
import { operatorLocale } from '../admin/auth/operator-locale.ts';
import type { SiteService } from '../site/service.ts';

/** Contact forms are stored first (nothing is lost if mail fails) and then e-mailed to the site's contactEmail. */
export function createContactService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  site: SiteService;
}) {
  async function receive(body: ContactBody) {
    await deps.db
      .insertInto('contact_messages')
      .values({ id: newPublicId(), ...body, created_at: deps.clock.now() })
      .execute();
    const site = await deps.site.getSite();
    await sendTemplateMail(deps.mailer, {
      to: site.contactEmail,
      // In the operator's language, whatever the sender reads.
      locale: await operatorLocale(deps.db, site.contactEmail),
      site,
      template: 'contactReceived',
      params: {
        kind: body.kind,
        name: body.name,
        email: body.email,
        company: body.company || '-',
        body: body.body,
      },
    });
  }
  return { receive };
}
export type ContactService = ReturnType<typeof createContactService>;
