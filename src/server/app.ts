import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountInfoRoutes } from './features/account-info/routes.ts';
import { createAccountInfoService } from './features/account-info/service.ts';
import { createAuditLog } from './features/admin/audit-log/service.ts';
import { createOperatorAuth } from './features/admin/auth/service.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { bankAccountRoutes } from './features/bank-account/routes.ts';
import { createBankAccountService } from './features/bank-account/service.ts';
import { belongingsRoutes } from './features/belongings/routes.ts';
import { createBelongingsService } from './features/belongings/service.ts';
import { createSubscriptionCharges } from './features/billing/charges.ts';
import { createEntrySubscriptions } from './features/billing/entry-subscriptions.ts';
import { createListings } from './features/billing/listings.ts';
import { createMatchingBilling } from './features/billing/matching.ts';
import { createMatchingPlans } from './features/billing/matching-plans.ts';
import { billingSweepTasks } from './features/billing/renewals.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { createPaidStart, hasRenewingFees } from './features/billing/subscriptions.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { createContactService } from './features/contact/service.ts';
import { contentRoutes } from './features/content/routes.ts';
import { createContentService } from './features/content/service.ts';
import { creditCardRoutes } from './features/credit-card/routes.ts';
import { createCreditCardService } from './features/credit-card/service.ts';
import { createEmailVerification } from './features/email-verification/service.ts';
import { createEntryReviews } from './features/entries/entry-reviews.ts';
import { createEstimates } from './features/entries/estimates.ts';
import { entryQueries } from './features/entries/in-progress.ts';
import { createEntryNotifier } from './features/entries/notify.ts';
import { createEntryPayments } from './features/entries/payment.ts';
import { entriesRoutes } from './features/entries/routes.ts';
import { createEntries } from './features/entries/service.ts';
import { entryTimerTasks } from './features/entries/timers.ts';
import { createGuestFavorites } from './features/favorites/guest-favorites.ts';
import { favoritesRoutes } from './features/favorites/routes.ts';
import { createFavorites } from './features/favorites/service.ts';
import { formSchemaRoutes } from './features/form-schemas/routes.ts';
import { createFormSchemas } from './features/form-schemas/service.ts';
import { guestsRoutes } from './features/guests/routes.ts';
import { createGuestDirectory } from './features/guests/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { identificationRoutes } from './features/identification/routes.ts';
import { createIdentificationService } from './features/identification/service.ts';
import { layoutsRoutes } from './features/layouts/routes.ts';
import { createLayouts } from './features/layouts/service.ts';
import { createInProcessMessageBus } from './features/messages/message-bus.ts';
import { createPostgresMessageBus } from './features/messages/postgres-message-bus.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import { createMessagesService } from './features/messages/service.ts';
import { messageStreamRoutes } from './features/messages/stream.ts';
import { noticesRoutes } from './features/notices/routes.ts';
import { createNoticesService } from './features/notices/service.ts';
import { createCustomerTeller } from './features/notices/tell-customers.ts';
import { passwordResetRoutes } from './features/password-reset/routes.ts';
import { createPasswordResetService } from './features/password-reset/service.ts';
import { registerPaymentWebhookRoute } from './features/payment-webhooks/routes.ts';
import { createPaymentWebhooks } from './features/payment-webhooks/service.ts';
import { createPayouts } from './features/payouts/service.ts';
import { profilesRoutes } from './features/profiles/routes.ts';
import { createProfiles } from './features/profiles/service.ts';
import { reviewsRoutes } from './features/reviews/routes.ts';
import { createReviews } from './features/reviews/service.ts';
import { salesRoutes } from './features/sales/routes.ts';
import { createSales } from './features/sales/service.ts';
import { scoutsRoutes } from './features/scouts/routes.ts';
import { createScouts } from './features/scouts/service.ts';
import { createPageHeads } from './features/seo/page-head.ts';
import { registerSeoRoutes } from './features/seo/routes.ts';
import { createSitemap } from './features/seo/sitemap.ts';
import { serviceMenusRoutes } from './features/service-menus/routes.ts';
import { createServiceMenus } from './features/service-menus/service.ts';
import { createCatalogue } from './features/services/catalogue.ts';
import { createCatalogueAnswers } from './features/services/catalogue-changes.ts';
import { servicesRoutes } from './features/services/routes.ts';
import { createServicesService, type EntriesInProgress } from './features/services/service.ts';
import { signupRoutes } from './features/signup/routes.ts';
import { createSignupService } from './features/signup/service.ts';
import { registerPreviewRoute } from './features/site/preview-route.ts';
import { siteRoutes } from './features/site/routes.ts';
import { createSiteService } from './features/site/service.ts';
import { uploadsRoutes } from './features/uploads/routes.ts';
import { createUploadsService } from './features/uploads/service.ts';
import { withdrawalRoutes } from './features/withdrawal/routes.ts';
import { createWithdrawalService } from './features/withdrawal/service.ts';
import { registerAuthenticateFirst } from './http/authenticate-first.ts';
import { registerCacheControl } from './http/cache-control.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { createFeatureSwitch } from './http/feature-switch.ts';
import { createKeptAnswers } from './http/kept-answers.ts';
import { batchedStandardOutput } from './http/log-destination.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { registerNulRefusal } from './http/nul-characters.ts';
import { openApiRoute, registerOpenApi } from './http/openapi.ts';
import { postgresRateLimitStore, rateLimitPruneTask } from './http/rate-limit-store.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.ts';
import { requestLogger } from './http/request-logger.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { apiSecurityHeaders, pageSecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { createSessions, registerSessions } from './http/session.ts';
import { createXsrf, registerXsrf } from './http/xsrf.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { postgresSweepLock } from './jobs/sweep-lock.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { outboxDepth } from './mail/outbox-depth.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createSandboxProvider } from './payments/sandbox/sandbox-provider.ts';
import { registerSandboxTokensRoute } from './payments/sandbox/tokens-route.ts';
import { registerSpa } from './spa/serve-spa.ts';
import type { FileStore } from './storage/file-store.ts';

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
}

/** Builds the whole application from its parts; main.ts and every test build it the same way. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { db, kind } = deps.database;
  const https = deps.appOrigin.startsWith('https:');
  const headers = {
    page: pageSecurityHeaders({
      https,
      ...(deps.paymentProvider?.browser && { paymentSources: deps.paymentProvider.browser.sources }),
    }),
    api: apiSecurityHeaders({ https }),
    apiPrefix: '/api/',
  };
  const metrics = createMetrics();
  const keptAnswers = createKeptAnswers({
    securityHeaders: headers.api,
    answered: metrics.answered,
    logLevel: deps.logLevel,
  });
  const app = Fastify({
    serverFactory: keptAnswers.serverFactory,
    logger: deps.logLevel
      ? { level: deps.logLevel, stream: deps.logStream ?? batchedStandardOutput() }
      : false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1_048_576,
    genReqId: requestIdOf,
    ...(deps.logLevel && { childLoggerFactory: requestLogger }),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(deps.checkResponses ?? true));

  registerRequestIdHeader(app);
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, headers);
  app.addHook('preClose', (done) => {
    keptAnswers.close();
    done();
  });
  registerRequestContext(app);
  registerMetrics(app, metrics, deps.metricsToken);
  await registerOpenApi(app);

  const xsrf = createXsrf(deps.sessionSecret, https, deps.appOrigin);
  const mailOutbox = createMailOutbox({
    db,
    clock: deps.clock,
    transport: deps.mailer,
    log: (error) => app.log.error({ err: error }, 'mail dispatch failed'),
  });
  metrics.watchMailOutbox(() => outboxDepth(db));
  metrics.watchDatabaseStatements(deps.database.statementsSent);
  app.decorate('mailOutbox', mailOutbox);
  const sessions = createSessions(db, deps.clock, xsrf, https, deps.database.onStatement);
  app.addHook('onClose', async () => sessions.close());
  // On PGlite this process is the database's only user: every change to the settings passes through it.
  const site = createSiteService(db, deps.clock, { onlyProcess: kind === 'pglite' });
  const requireFeature = createFeatureSwitch(site);
  const auth = createAuthService(db);
  const verification = createEmailVerification(db, deps.clock);
  const uploads = createUploadsService(db, deps.clock, deps.fileStore);
  const identification = createIdentificationService({
    db,
    clock: deps.clock,
    site,
    uploads,
    mailer: mailOutbox,
    appOrigin: deps.appOrigin,
  });
  const schemas = createFormSchemas(db, deps.clock, uploads.unownedIds);
  const signup = createSignupService({ db, verification, schemas, mailer: mailOutbox, site });
  const passwordReset = createPasswordResetService({
    db,
    clock: deps.clock,
    verification,
    sessions,
    mailer: mailOutbox,
    site,
  });
  const accountInfo = createAccountInfoService(db, deps.clock, schemas);
  const belongings = createBelongingsService(db, deps.clock, schemas);
  const paymentProvider = deps.paymentProvider ?? createSandboxProvider(db, deps.clock);
  const bankAccounts = createBankAccountService(db, deps.clock);
  const creditCards = createCreditCardService(db, deps.clock, paymentProvider);
  const subscriptionCharges = createSubscriptionCharges({
    db,
    clock: deps.clock,
    provider: paymentProvider,
    savedCardOf: creditCards.savedCardOf,
  });
  const startPaid = createPaidStart({ db, clock: deps.clock, charges: subscriptionCharges });
  const matchingPlans = createMatchingPlans({ db, clock: deps.clock, site, startPaid });
  const listings = createListings({ db, clock: deps.clock, site, startPaid });
  const notices = createNoticesService(db, deps.clock);
  const entryLinks = entryQueries(db);
  const notifyEntry = createEntryNotifier({
    db,
    mailer: mailOutbox,
    site,
    appOrigin: deps.appOrigin,
    log: (error) => app.log.error({ err: error }, 'entry notification failed'),
  });
  const entries = createEntries({
    db,
    clock: deps.clock,
    site,
    schemas,
    identification,
    notify: notifyEntry,
    onMatch: createMatchingBilling({ clock: deps.clock, plans: matchingPlans }),
  });
  const billingTeller = createCustomerTeller({
    db,
    notices,
    mailer: mailOutbox,
    site,
    appOrigin: deps.appOrigin,
    log: (error) => app.log.error({ err: error }, 'billing notification failed'),
  });
  const entrySubscriptions = createEntrySubscriptions({
    db,
    clock: deps.clock,
    record: entries.record,
    teller: billingTeller,
  });
  const estimates = createEstimates({ db, clock: deps.clock, site, entries });
  const entryPayments = createEntryPayments({
    db,
    clock: deps.clock,
    site,
    provider: paymentProvider,
    entries,
    notify: notifyEntry,
  });
  const entryReviews = createEntryReviews({ db, clock: deps.clock, site, entries, notify: notifyEntry });
  const payouts = createPayouts({
    db,
    clock: deps.clock,
    site,
    mailer: mailOutbox,
    appOrigin: deps.appOrigin,
  });
  const scheduler = createScheduler(
    [
      ...entryTimerTasks({
        db,
        clock: deps.clock,
        entries,
        reviews: entryReviews,
        payments: entryPayments,
        notify: notifyEntry,
      }),
      payouts.closingTask,
      { name: 'mail-outbox', run: mailOutbox.dispatch },
      ...billingSweepTasks({
        db,
        clock: deps.clock,
        site,
        charges: subscriptionCharges,
        entrySubscriptions,
        teller: billingTeller,
        notifyEntry: notifyEntry.changed,
      }),
      ...(kind === 'postgres' ? [rateLimitPruneTask(db)] : []),
    ],
    {
      intervalMs: deps.sweepIntervalMs ?? 30_000,
      onError: (task, error) => app.log.error({ err: error, task }, 'scheduled task failed'),
      onRun: metrics.swept,
      // PGlite serves one process; a lock would only hold its one connection.
      ...(kind === 'postgres' && { lock: postgresSweepLock(db) }),
    },
  );
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await mailOutbox.close();
  });
  const services = createServicesService({
    db,
    clock: deps.clock,
    site,
    schemas,
    uploads,
    identification,
    hasEntriesInProgress: deps.hasEntriesInProgress ?? entryLinks.serviceHasEntriesInProgress,
    listings,
  });
  const catalogue = createCatalogue(db, deps.clock, site, schemas);
  const catalogueAnswers =
    deps.catalogueCache === false
      ? undefined
      : await createCatalogueAnswers({
          database: deps.database,
          clock: deps.clock,
          log: (error) => app.log.error({ err: error }, 'catalogue changes unheard'),
        });
  if (catalogueAnswers) app.addHook('onClose', catalogueAnswers.close);
  const serviceMenus = createServiceMenus(db, deps.clock, site, services, schemas);
  const reviews = createReviews(db, catalogue);
  const layouts = createLayouts(db);
  const guestDirectory = createGuestDirectory(db, schemas);
  const favorites = createFavorites(db, deps.clock, catalogue);
  const guestFavorites = createGuestFavorites(db, deps.clock);
  const profiles = createProfiles({ db, schemas, catalogue, reviews });
  const content = createContentService(db);
  // Several processes on one PostgreSQL fan messages out through it; PGlite serves one process.
  const messageBus =
    kind === 'postgres' && deps.database.url
      ? await createPostgresMessageBus({
          db,
          url: deps.database.url,
          log: (error) => app.log.error({ err: error }, 'message bus failed'),
        })
      : createInProcessMessageBus();
  app.addHook('onClose', async () => {
    await messageBus.close?.();
  });
  const messages = createMessagesService({
    db,
    clock: deps.clock,
    mailer: mailOutbox,
    site,
    appOrigin: deps.appOrigin,
    isMatched: entryLinks.isMatched,
    hasEntry: entryLinks.hasEntryBetween,
    bus: messageBus,
    log: (error) => app.log.error({ err: error }, 'message notification failed'),
  });
  const scouts = createScouts({ db, clock: deps.clock, site, catalogue, notices, messages });
  const contact = createContactService({ db, clock: deps.clock, mailer: mailOutbox, site });
  const sales = createSales({ db, clock: deps.clock, site });
  const withdrawal = createWithdrawalService({
    db,
    clock: deps.clock,
    blockers: [hasRenewingFees, entryLinks.accountHasEntriesInProgress],
    erasers: [
      uploads.deleteUploadsOfAccount,
      creditCards.deleteCardOfAccount,
      bankAccounts.remove,
      services.unpublishAllOf,
    ],
  });

  const adminContext = {
    db,
    clock: deps.clock,
    mailer: mailOutbox,
    appOrigin: deps.appOrigin,
    auditLog: createAuditLog(db, deps.clock),
    sessions,
    site,
    schemas,
    layouts,
    uploads,
    identification,
    notices,
    content,
    contact,
    services,
    catalogue,
    entries,
    paymentProvider,
  };

  await app.register(
    async (api) => {
      registerErrorHandling(api);
      await api.register(rateLimit, {
        global: false,
        // On PostgreSQL several processes may serve the site: they count together (PGlite: one process).
        ...(kind === 'postgres' && { store: postgresRateLimitStore(db) }),
        errorResponseBuilder: () => new AppError('too_many_requests', 'errors.tooManyRequests'),
      });
      // The server's largest upload; each route narrows it before the body is read.
      await api.register(multipart, {
        limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024 },
        throwFileSizeLimit: true,
      });
      registerXsrf(api, xsrf);
      registerSessions(api, sessions);
      registerAuthenticateFirst(api);
      registerNulRefusal(api);
      registerCacheControl(api);
      openApiRoute(api);
      await api.register(healthRoutes(db, kind));
      await api.register(siteRoutes(site, keptAnswers));
      await api.register(authRoutes(auth, sessions, deps.loginRateLimitPerMinute));
      await api.register(signupRoutes(signup, verification, sessions, deps.loginRateLimitPerMinute));
      await api.register(
        passwordResetRoutes(passwordReset, verification, sessions, deps.loginRateLimitPerMinute),
      );
      await api.register(formSchemaRoutes(schemas));
      await api.register(accountInfoRoutes(accountInfo));
      await api.register(belongingsRoutes(belongings));
      await api.register(withdrawalRoutes(withdrawal, sessions));
      await api.register(uploadsRoutes(uploads));
      await api.register(identificationRoutes(identification));
      await api.register(noticesRoutes(notices));
      await api.register(contentRoutes(content));
      await api.register(messagesRoutes(messages, requireFeature));
      await api.register(messageStreamRoutes(messageBus, requireFeature));
      await api.register(bankAccountRoutes(bankAccounts));
      await api.register(billingRoutes(matchingPlans));
      await api.register(creditCardRoutes(creditCards));
      await api.register(servicesRoutes(services, catalogue, schemas, catalogueAnswers?.cache));
      await api.register(serviceMenusRoutes(serviceMenus, catalogue, services));
      await api.register(
        favoritesRoutes({ favorites, guestFavorites, catalogue, guestDirectory, requireFeature }),
      );
      await api.register(reviewsRoutes(reviews, requireFeature));
      await api.register(
        entriesRoutes(
          entries,
          estimates,
          entryPayments,
          entryReviews,
          reviews,
          entrySubscriptions,
          requireFeature,
        ),
      );
      await api.register(salesRoutes(sales));
      await api.register(layoutsRoutes(layouts));
      await api.register(guestsRoutes(guestDirectory, schemas));
      await api.register(profilesRoutes(profiles));
      await api.register(scoutsRoutes(scouts, requireFeature));
      await api.register(contactRoutes(contact, deps.loginRateLimitPerMinute));
      await api.register(adminRoutes(adminContext, createOperatorAuth(db), deps.loginRateLimitPerMinute));
    },
    { prefix: '/api' },
  );

  registerPreviewRoute(app, site, https);
  if (!deps.paymentProvider) registerSandboxTokensRoute(app, db, deps.clock, site);
  if (paymentProvider.webhooks) {
    await registerPaymentWebhookRoute(
      app,
      paymentProvider.webhooks,
      createPaymentWebhooks({ db, entryPayments }),
    );
  }
  const sitemap = createSitemap({
    db,
    catalogue,
    clock: deps.clock,
    appOrigin: deps.appOrigin,
    ...(deps.sitemapPageSize && { fileSize: deps.sitemapPageSize }),
  });
  registerSeoRoutes(app, sitemap, deps.appOrigin);
  if (deps.serveWeb) {
    await registerSpa(
      app,
      createPageHeads({ appOrigin: deps.appOrigin, site, catalogue, profiles, content, notices }),
      typeof deps.serveWeb === 'object' ? deps.serveWeb.webDist : undefined,
    );
  }
  return app;
}
