import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { SubscriptionCharges } from '../features/billing/charges.ts';
import { createEntrySubscriptions } from '../features/billing/entry-subscriptions.ts';
import { billingSweepTasks } from '../features/billing/renewals.ts';
import type { EntryNotifier } from '../features/entries/notify.ts';
import type { Entries } from '../features/entries/service.ts';
import type { NoticesService } from '../features/notices/service.ts';
import { createCustomerTeller } from '../features/notices/tell-customers.ts';
import type { SiteService } from '../features/site/service.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';

/**
 * The monthly billing that comes back: an entry's own subscription, the sweeps that renew every
 * subscription (listings, matching plans, entries) with their retries, and the teller that tells
 * customers by notice and mail what was charged or ended.
 */
export function wireRenewals(options: {
  log: FastifyBaseLogger;
  db: Kysely<Database>;
  clock: Clock;
  appOrigin: string;
  site: SiteService;
  mailer: MailOutbox;
  notices: NoticesService;
  charges: SubscriptionCharges;
  entries: Entries;
  notifyEntry: EntryNotifier;
}) {
  const { log, db, clock, site } = options;
  const teller = createCustomerTeller({
    db,
    notices: options.notices,
    mailer: options.mailer,
    site,
    appOrigin: options.appOrigin,
    log: (error) => log.error({ err: error }, 'billing notification failed'),
  });
  const entrySubscriptions = createEntrySubscriptions({ db, clock, record: options.entries.record, teller });
  return {
    entrySubscriptions,
    renewalTasks: billingSweepTasks({
      db,
      clock,
      site,
      charges: options.charges,
      entrySubscriptions,
      teller,
      notifyEntry: options.notifyEntry.changed,
    }),
  };
}
