import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accountInfoRoutes } from '../features/account-info/routes.ts';
import { createAuditLog } from '../features/admin/audit-log/service.ts';
import { createOperatorAuth } from '../features/admin/auth/service.ts';
import { adminRoutes } from '../features/admin/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { availabilityRoutes } from '../features/availability/routes.ts';
import { bankAccountRoutes } from '../features/bank-account/routes.ts';
import { belongingsRoutes } from '../features/belongings/routes.ts';
import { billingRoutes } from '../features/billing/routes.ts';
import { contactRoutes } from '../features/contact/routes.ts';
import { contentRoutes } from '../features/content/routes.ts';
import { creditCardRoutes } from '../features/credit-card/routes.ts';
import { entriesRoutes } from '../features/entries/routes.ts';
import { favoritesRoutes } from '../features/favorites/routes.ts';
import { formSchemaRoutes } from '../features/form-schemas/routes.ts';
import { guestsRoutes } from '../features/guests/routes.ts';
import { healthRoutes } from '../features/health/routes.ts';
import { identificationRoutes } from '../features/identification/routes.ts';
import { layoutsRoutes } from '../features/layouts/routes.ts';
import { messagesRoutes } from '../features/messages/routes.ts';
import { messageStreamRoutes } from '../features/messages/stream.ts';
import { noticesRoutes } from '../features/notices/routes.ts';
import { passwordResetRoutes } from '../features/password-reset/routes.ts';
import { profilesRoutes } from '../features/profiles/routes.ts';
import { reviewsRoutes } from '../features/reviews/routes.ts';
import { salesRoutes } from '../features/sales/routes.ts';
import { scoutsRoutes } from '../features/scouts/routes.ts';
import { serviceMenusRoutes } from '../features/service-menus/routes.ts';
import { servicesRoutes } from '../features/services/routes.ts';
import { signupRoutes } from '../features/signup/routes.ts';
import { siteRoutes } from '../features/site/routes.ts';
import { uploadsRoutes } from '../features/uploads/routes.ts';
import { withdrawalRoutes } from '../features/withdrawal/routes.ts';
import { registerAuthenticateFirst } from '../http/authenticate-first.ts';
import { registerCacheControl } from '../http/cache-control.ts';
import { registerErrorHandling } from '../http/errors.ts';
import type { KeptAnswers } from '../http/kept-answers.ts';
import { registerNulRefusal } from '../http/nul-characters.ts';
import { openApiRoute } from '../http/openapi.ts';
import { postgresRateLimitStore } from '../http/rate-limit-store.ts';
import { registerSessions, type Sessions } from '../http/session.ts';
import { registerXsrf, type Xsrf } from '../http/xsrf.ts';
import type { wireCatalogue } from './catalogue.ts';
import type { wireCommonServices } from './common.ts';
import type { wireEntries } from './entries.ts';
import type { wireMoney } from './money.ts';
import type { wirePeople } from './people.ts';

/**
 * The API, registered under `/api`: first what every API request passes through, in this order (error
 * handling, rate limits, multipart, XSRF, sessions, authenticate-first, NUL refusal, cache control),
 * then every feature's routes, each built from the services its area wired.
 */
export function apiRoutes(parts: {
  database: DatabaseHandle;
  clock: Clock;
  appOrigin: string;
  loginRateLimitPerMinute: number;
  keptAnswers: KeptAnswers;
  xsrf: Xsrf;
  sessions: Sessions;
  common: ReturnType<typeof wireCommonServices>;
  money: ReturnType<typeof wireMoney>;
  entries: ReturnType<typeof wireEntries>;
  catalogue: Awaited<ReturnType<typeof wireCatalogue>>;
  people: Awaited<ReturnType<typeof wirePeople>>;
}): FastifyPluginAsyncZod {
  const { database, clock, appOrigin, loginRateLimitPerMinute, sessions } = parts;
  const { db, kind } = database;
  const { mailOutbox, site, requireFeature, uploads, schemas, identification, notices, content, layouts } =
    parts.common;
  const { paymentProvider, bankAccounts, creditCards, matchingPlans, sales } = parts.money;
  const {
    availability,
    entries,
    entrySubscriptions,
    estimates,
    entryPayments,
    entryReviews,
    appointmentChanges,
  } = parts.entries;
  const { services, catalogue, cataloguePages, catalogueAnswers, serviceMenus, reviews } = parts.catalogue;
  const { auth, verification, signup, passwordReset, accountInfo, belongings, withdrawal } = parts.people;
  const { guestDirectory, favorites, guestFavorites, profiles, messageBus, messages, scouts, contact } =
    parts.people;

  return async (api) => {
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
    registerXsrf(api, parts.xsrf);
    registerSessions(api, sessions);
    registerAuthenticateFirst(api);
    registerNulRefusal(api);
    registerCacheControl(api);
    openApiRoute(api);
    await api.register(healthRoutes(db, kind));
    await api.register(siteRoutes(site, parts.keptAnswers));
    await api.register(authRoutes(auth, sessions, loginRateLimitPerMinute));
    await api.register(signupRoutes(signup, verification, sessions, loginRateLimitPerMinute));
    await api.register(passwordResetRoutes(passwordReset, verification, sessions, loginRateLimitPerMinute));
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
    await api.register(servicesRoutes(services, catalogue, schemas, cataloguePages, catalogueAnswers?.cache));
    await api.register(serviceMenusRoutes(serviceMenus, catalogue, services));
    await api.register(availabilityRoutes(availability));
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
        appointmentChanges,
        requireFeature,
      ),
    );
    await api.register(salesRoutes(sales));
    await api.register(layoutsRoutes(layouts));
    await api.register(guestsRoutes(guestDirectory, schemas));
    await api.register(profilesRoutes(profiles));
    await api.register(scoutsRoutes(scouts, requireFeature));
    await api.register(contactRoutes(contact, loginRateLimitPerMinute));
    const adminContext = {
      db,
      clock,
      mailer: mailOutbox,
      appOrigin,
      auditLog: createAuditLog(db, clock),
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
    await api.register(adminRoutes(adminContext, createOperatorAuth(db), loginRateLimitPerMinute));
  };
}
