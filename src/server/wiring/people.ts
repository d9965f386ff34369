import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createAccountInfoService } from '../features/account-info/service.ts';
import { createAuthService } from '../features/auth/service.ts';
import type { BankAccountService } from '../features/bank-account/service.ts';
import { createBelongingsService } from '../features/belongings/service.ts';
import { hasRenewingFees } from '../features/billing/subscriptions.ts';
import { createContactService } from '../features/contact/service.ts';
import type { CreditCardService } from '../features/credit-card/service.ts';
import { createEmailVerification } from '../features/email-verification/service.ts';
import type { entryQueries } from '../features/entries/in-progress.ts';
import { createGuestFavorites } from '../features/favorites/guest-favorites.ts';
import { createFavorites } from '../features/favorites/service.ts';
import type { FormSchemas } from '../features/form-schemas/service.ts';
import { createGuestDirectory } from '../features/guests/service.ts';
import { createInProcessMessageBus } from '../features/messages/message-bus.ts';
import { createPostgresMessageBus } from '../features/messages/postgres-message-bus.ts';
import { createMessagesService } from '../features/messages/service.ts';
import type { NoticesService } from '../features/notices/service.ts';
import { createPasswordResetService } from '../features/password-reset/service.ts';
import { createProfiles } from '../features/profiles/service.ts';
import type { Reviews } from '../features/reviews/service.ts';
import { createScouts } from '../features/scouts/service.ts';
import type { Catalogue } from '../features/services/catalogue.ts';
import type { ServicesService } from '../features/services/service.ts';
import { createSignupService } from '../features/signup/service.ts';
import type { SiteService } from '../features/site/service.ts';
import type { UploadsService } from '../features/uploads/service.ts';
import { createWithdrawalService } from '../features/withdrawal/service.ts';
import type { Sessions } from '../http/session.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';

/**
 * The people on the site and between them: accounts (sign-in, sign-up, password reset, account info,
 * belongings, contact, withdrawal with what it waits for and erases), the guest directory, favorites,
 * public profiles, messages with the bus that carries them live, and scouts.
 */
export async function wirePeople(
  app: FastifyInstance,
  options: {
    database: DatabaseHandle;
    clock: Clock;
    appOrigin: string;
    sessions: Sessions;
    mailer: MailOutbox;
    site: SiteService;
    schemas: FormSchemas;
    uploads: UploadsService;
    notices: NoticesService;
    catalogue: Catalogue;
    reviews: Reviews;
    services: ServicesService;
    entryLinks: ReturnType<typeof entryQueries>;
    creditCards: CreditCardService;
    bankAccounts: BankAccountService;
  },
) {
  const { database, clock, appOrigin, mailer, site, schemas, catalogue, entryLinks } = options;
  const { db, kind } = database;
  const verification = createEmailVerification(db, clock);
  const signup = createSignupService({ db, verification, schemas, mailer, site });
  const passwordReset = createPasswordResetService({
    db,
    clock,
    verification,
    sessions: options.sessions,
    mailer,
    site,
  });
  // Several processes on one PostgreSQL fan messages out through it; PGlite serves one process.
  const messageBus =
    kind === 'postgres' && database.url
      ? await createPostgresMessageBus({
          db,
          url: database.url,
          log: (error) => app.log.error({ err: error }, 'message bus failed'),
        })
      : createInProcessMessageBus();
  app.addHook('onClose', async () => {
    await messageBus.close?.();
  });
  const messages = createMessagesService({
    db,
    clock,
    mailer,
    site,
    appOrigin,
    isMatched: entryLinks.isMatched,
    hasEntry: entryLinks.hasEntryBetween,
    bus: messageBus,
    log: (error) => app.log.error({ err: error }, 'message notification failed'),
  });
  return {
    auth: createAuthService(db),
    verification,
    signup,
    passwordReset,
    accountInfo: createAccountInfoService(db, clock, schemas),
    belongings: createBelongingsService(db, clock, schemas),
    guestDirectory: createGuestDirectory(db, schemas),
    favorites: createFavorites(db, clock, catalogue),
    guestFavorites: createGuestFavorites(db, clock),
    profiles: createProfiles({ db, clock, schemas, catalogue, reviews: options.reviews }),
    messageBus,
    messages,
    scouts: createScouts({ db, clock, site, catalogue, notices: options.notices, messages }),
    contact: createContactService({ db, clock, mailer, site }),
    withdrawal: createWithdrawalService({
      db,
      clock,
      blockers: [hasRenewingFees, entryLinks.accountHasEntriesInProgress],
      erasers: [
        options.uploads.deleteUploadsOfAccount,
        options.creditCards.deleteCardOfAccount,
        options.bankAccounts.remove,
        options.services.unpublishAllOf,
      ],
    }),
  };
}
