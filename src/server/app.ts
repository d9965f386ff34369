import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { EntriesInProgress } from './features/services/service.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { FileStore } from './storage/file-store.ts';
import { apiRoutes } from './wiring/api-routes.ts';
import { wireCatalogue } from './wiring/catalogue.ts';
import { wireCommonServices } from './wiring/common.ts';
import { wireEntries } from './wiring/entries.ts';
import { buildHttpShell } from './wiring/http-shell.ts';
import { wireMoney } from './wiring/money.ts';
import { wirePeople } from './wiring/people.ts';
import { registerRootRoutes } from './wiring/root-routes.ts';
import { wireSweeps } from './wiring/sweeps.ts';

export interface AppDependencies {
  database: DatabaseHandle;
  clock: Clock;
  appOrigin: string;
  sessionSecret: string;
  loginRateLimitPerMinute: number;
  /** How mails leave (SMTP or the development outbox); the app queues them in the outbox table first. */
  mailer: Mailer;
  /** Where uploaded files are kept. */
  fileStore: FileStore;
  /** The card payment provider (main.ts: PAYMENT_PROVIDER); the built-in sandbox when absent. */
  paymentProvider?: PaymentProvider;
  /** Serve the built web app (production and browser tests); API tests leave it out. */
  serveWeb?: boolean | { webDist: string };
  /** URLs per sitemap file (50,000 unless a test wants pages sooner). */
  sitemapPageSize?: number;
  /** Behind a reverse proxy: take the caller's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** The bearer token `GET /metrics` asks for (METRICS_TOKEN); without one there is no /metrics. */
  metricsToken?: string;
  /**
   * Also check every answer against its contract (http/response-serializer.ts): on unless turned off,
   * so development and every test check; production (server-process.ts) only serialises.
   */
  checkResponses?: boolean;
  /** Pino log level; absent = no logging (tests). */
  logLevel?: string;
  /** Where log lines go (standard output when absent); a test reads them here. */
  logStream?: { write(line: string): void };
  /** The pause between two runs of the background sweeps (SWEEP_INTERVAL_SECONDS; 30 s when absent). */
  sweepIntervalMs?: number;
  /** Whether a service has entries in progress; the entries feature answers unless a test injects it. */
  hasEntriesInProgress?: EntriesInProgress;
  /** Keep signed-out catalogue answers until a write changes them (CATALOGUE_CACHE; on when absent). */
  catalogueCache?: boolean;
  /** Keep the public pages drawn for signed-out readers until a write (PAGE_CACHE; on when absent). */
  pageCache?: boolean;
}

/**
 * Builds the whole application from its parts; main.ts and every test build it the same way. Each area is
 * wired in `wiring/`, in this order because some add hooks or plugins, and Fastify keeps the order added.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { database, clock, appOrigin } = deps;
  const { db } = database;
  const { app, https, metrics, keptAnswers, xsrf, sessions } = await buildHttpShell(deps);
  const common = wireCommonServices(app, deps);
  const { mailOutbox, site, schemas } = common;
  const money = wireMoney({
    db,
    clock,
    appOrigin,
    site,
    mailer: mailOutbox,
    paymentProvider: deps.paymentProvider,
  });
  const entries = wireEntries({
    log: app.log,
    db,
    clock,
    appOrigin,
    site,
    schemas,
    identification: common.identification,
    mailer: mailOutbox,
    paymentProvider: money.paymentProvider,
    notices: common.notices,
    matchingPlans: money.matchingPlans,
    charges: money.subscriptionCharges,
  });
  wireSweeps(app, {
    database,
    intervalMs: deps.sweepIntervalMs,
    metrics,
    mailOutbox,
    entryTimers: entries.timerTasks,
    payoutsClosing: money.payouts.closingTask,
    renewals: entries.renewalTasks,
  });
  const catalogue = await wireCatalogue(app, {
    database,
    clock,
    site,
    schemas,
    uploads: common.uploads,
    identification: common.identification,
    listings: money.listings,
    hasEntriesInProgress: deps.hasEntriesInProgress ?? entries.entryLinks.serviceHasEntriesInProgress,
    catalogueCache: deps.catalogueCache,
    checkResponses: deps.checkResponses ?? true,
  });
  const people = await wirePeople(app, {
    database,
    clock,
    appOrigin,
    sessions,
    mailer: mailOutbox,
    site,
    schemas,
    uploads: common.uploads,
    notices: common.notices,
    catalogue: catalogue.catalogue,
    reviews: catalogue.reviews,
    services: catalogue.services,
    entryLinks: entries.entryLinks,
    creditCards: money.creditCards,
    bankAccounts: money.bankAccounts,
  });

  await app.register(
    apiRoutes({
      database,
      clock,
      appOrigin,
      loginRateLimitPerMinute: deps.loginRateLimitPerMinute,
      keptAnswers,
      xsrf,
      sessions,
      common,
      money,
      entries,
      catalogue,
      people,
    }),
    { prefix: '/api' },
  );
  await registerRootRoutes(app, {
    https,
    database,
    clock,
    appOrigin,
    sitemapPageSize: deps.sitemapPageSize,
    serveWeb: deps.serveWeb,
    pageCache: deps.pageCache ?? true,
    xsrf,
    site,
    paymentProvider: money.paymentProvider,
    sandbox: money.sandbox,
    entryPayments: entries.entryPayments,
    catalogue: catalogue.catalogue,
    profiles: people.profiles,
    content: common.content,
    notices: common.notices,
  });
  return app;
}
