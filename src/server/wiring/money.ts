import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { createBankAccountService } from '../features/bank-account/service.ts';
import { createSubscriptionCharges } from '../features/billing/charges.ts';
import { createListings } from '../features/billing/listings.ts';
import { createMatchingPlans } from '../features/billing/matching-plans.ts';
import { createPaidStart } from '../features/billing/subscriptions.ts';
import { createCreditCardService } from '../features/credit-card/service.ts';
import { createPayouts } from '../features/payouts/service.ts';
import { createSales } from '../features/sales/service.ts';
import type { SiteService } from '../features/site/service.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';

/**
 * The money of an account, before any entry: the card payment provider (the built-in sandbox unless one
 * is given), cards, bank accounts, the subscription charges with the matching plans and listings they
 * start, payouts and the sales lists. What an entry pays, and the renewals that charge every
 * subscription again each month, are wired with the entries (entries.ts).
 */
export function wireMoney(options: {
  db: Kysely<Database>;
  clock: Clock;
  appOrigin: string;
  site: SiteService;
  mailer: MailOutbox;
  paymentProvider?: PaymentProvider;
}) {
  const { db, clock, appOrigin, site, mailer } = options;
  const paymentProvider = options.paymentProvider ?? createSandboxProvider(db, clock);
  const bankAccounts = createBankAccountService(db, clock);
  const creditCards = createCreditCardService(db, clock, paymentProvider);
  const subscriptionCharges = createSubscriptionCharges({
    db,
    clock,
    provider: paymentProvider,
    savedCardOf: creditCards.savedCardOf,
  });
  const startPaid = createPaidStart({ db, clock, charges: subscriptionCharges });
  return {
    paymentProvider,
    /** The sandbox takes the place of a provider the app was not given, with its card tokens route. */
    sandbox: !options.paymentProvider,
    bankAccounts,
    creditCards,
    subscriptionCharges,
    matchingPlans: createMatchingPlans({ db, clock, site, startPaid }),
    listings: createListings({ db, clock, site, startPaid }),
    payouts: createPayouts({ db, clock, site, mailer, appOrigin }),
    sales: createSales({ db, clock, site }),
  };
}
