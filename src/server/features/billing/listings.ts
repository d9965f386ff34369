import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { SiteService } from '../site/service.ts';
import type { PaidStart } from './subscriptions.ts';

const runningListing = (trx: Kysely<Database>, serviceId: string) =>
  trx
    .selectFrom('subscriptions')
    .select(['id', 'period_end'])
    .where('kind', '=', 'listing')
    .where('service_id', '=', serviceId)
    .where('status', '=', 'active');

/**
 * The listing fee (docs/catalogue.md): while the site charges `serviceListingFeeMonthly`, a published
 * service has a listing, paid monthly by its cast's saved card. Publishing starts it and pays its first
 * month; the scheduler renews it (./renewals.ts); cancel-listing stops the renewal and the service is
 * unpublished at the period end.
 */
export function createListings(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  startPaid: PaidStart;
}) {
  const { db, clock } = deps;

  /**
   * Writes a publish of the service (`write`, in one transaction with the listing): a running listing
   * renews again (a cancel is taken back); without one the first month is charged first, and a cast
   * without a card or with a declined card gets 409 and nothing is published.
   */
  async function publish<T>(
    castId: string,
    serviceId: string,
    write: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    const fee = (await deps.site.getSite()).payment.serviceListingFeeMonthly;
    if (fee <= 0) return db.transaction().execute(write);
    return deps.startPaid({
      kind: 'listing',
      payerId: castId,
      serviceId,
      amount: fee,
      running: async (trx) => Boolean(await runningListing(trx, serviceId).executeTakeFirst()),
      commit: async (trx) => {
        const written = await write(trx);
        await trx
          .updateTable('subscriptions')
          .set({ cancel_requested_at: null, canceled_by: null })
          .where('kind', '=', 'listing')
          .where('service_id', '=', serviceId)
          .where('status', '=', 'active')
          .execute();
        return written;
      },
    });
  }

  /** Stops the renewal; returns when the listing (and the service's place in the catalogue) ends. */
  async function cancel(trx: Transaction<Database>, castId: string, serviceId: string): Promise<Date> {
    const listing = await trx
      .updateTable('subscriptions')
      .set({ cancel_requested_at: clock.now(), canceled_by: castId })
      .where('kind', '=', 'listing')
      .where('service_id', '=', serviceId)
      .where('status', '=', 'active')
      .where('cancel_requested_at', 'is', null)
      .returning('period_end')
      .executeTakeFirst();
    if (!listing) throw AppError.conflict('services.noListing');
    return listing.period_end;
  }

  return { publish, cancel };
}
export type Listings = ReturnType<typeof createListings>;
