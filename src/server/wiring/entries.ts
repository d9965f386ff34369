import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { createAvailability } from '../features/availability/service.ts';
import type { SubscriptionCharges } from '../features/billing/charges.ts';
import { createEntrySubscriptions } from '../features/billing/entry-subscriptions.ts';
import { createMatchingBilling } from '../features/billing/matching.ts';
import type { MatchingPlans } from '../features/billing/matching-plans.ts';
import { billingSweepTasks } from '../features/billing/renewals.ts';
import { createAppointmentChanges } from '../features/entries/appointment-change.ts';
import { createEntryReviews } from '../features/entries/entry-reviews.ts';
import { createEstimates } from '../features/entries/estimates.ts';
import { entryQueries } from '../features/entries/in-progress.ts';
import { createEntryNotifier } from '../features/entries/notify.ts';
import { createEntryPayments } from '../features/entries/payment.ts';
import { createEntries } from '../features/entries/service.ts';
import { entryTimerTasks } from '../features/entries/timers.ts';
import type { FormSchemas } from '../features/form-schemas/service.ts';
import type { IdentificationService } from '../features/identification/service.ts';
import type { NoticesService } from '../features/notices/service.ts';
import { createCustomerTeller } from '../features/notices/tell-customers.ts';
import type { SiteService } from '../features/site/service.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/**
 * Entries and what hangs on one: the notifier that tells both sides of a change, estimates, payments,
 * reviews, an entry's monthly subscription, the timers that move an entry on when a deadline passes, and
 * the questions other areas ask of entries (in progress, matched). The billing renewals are wired here
 * too because they renew the entries' subscriptions (beside the listings' and matching plans', whose
 * charges money.ts wires) and tell customers through the same teller.
 */
export function wireEntries(options: {
  log: FastifyBaseLogger;
  db: Kysely<Database>;
  clock: Clock;
  appOrigin: string;
  site: SiteService;
  schemas: FormSchemas;
  identification: IdentificationService;
  mailer: MailOutbox;
  notices: NoticesService;
  paymentProvider: PaymentProvider;
  matchingPlans: MatchingPlans;
  charges: SubscriptionCharges;
}) {
  const { log, db, clock, appOrigin, site, mailer } = options;
  const notifyEntry = createEntryNotifier({
    db,
    mailer,
    site,
    appOrigin,
    log: (error) => log.error({ err: error }, 'entry notification failed'),
  });
  const availability = createAvailability({ db, clock, site });
  const entries = createEntries({
    db,
    clock,
    site,
    schemas: options.schemas,
    identification: options.identification,
    notify: notifyEntry,
    onMatch: createMatchingBilling({ clock, plans: options.matchingPlans }),
    availability,
  });
  const billingTeller = createCustomerTeller({
    db,
    notices: options.notices,
    mailer,
    site,
    appOrigin,
    log: (error) => log.error({ err: error }, 'billing notification failed'),
  });
  const entrySubscriptions = createEntrySubscriptions({
    db,
    clock,
    record: entries.record,
    teller: billingTeller,
  });
  const entryPayments = createEntryPayments({
    db,
    clock,
    site,
    provider: options.paymentProvider,
    entries,
    notify: notifyEntry,
  });
  const entryReviews = createEntryReviews({ db, clock, site, entries, notify: notifyEntry });
  return {
    entryLinks: entryQueries(db),
    notifyEntry,
    availability,
    entries,
    entrySubscriptions,
    estimates: createEstimates({ db, clock, site, entries }),
    entryPayments,
    entryReviews,
    appointmentChanges: createAppointmentChanges({ db, clock, availability, entries, notify: notifyEntry }),
    timerTasks: entryTimerTasks({
      db,
      clock,
      entries,
      reviews: entryReviews,
      payments: entryPayments,
      notify: notifyEntry,
    }),
    renewalTasks: billingSweepTasks({
      db,
      clock,
      site,
      charges: options.charges,
      entrySubscriptions,
      teller: billingTeller,
      notifyEntry: notifyEntry.changed,
    }),
  };
}
