import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MATCHED_OR_LATER } from './notify.ts';
import { IN_PROGRESS_STATUSES } from './service.ts';

/**
 * What other features ask of entries: deleting a service, withdrawing, e-mailing after matching, who may
 * write to whom.
 */
export function entryQueries(db: Kysely<Database>) {
  return {
    /** A service with an entry in progress cannot be deleted. */
    async serviceHasEntriesInProgress(serviceId: string): Promise<boolean> {
      const row = await db
        .selectFrom('entries')
        .select('id')
        .where('service_id', '=', serviceId)
        .where('status', 'in', IN_PROGRESS_STATUSES)
        .executeTakeFirst();
      return Boolean(row);
    },
    /** An account in an entry in progress (work or money still owed either way) cannot withdraw. */
    async accountHasEntriesInProgress(trx: Transaction<Database>, accountId: string): Promise<boolean> {
      const row = await trx
        .selectFrom('entries')
        .select('id')
        .where((eb) => eb.or([eb('cast_id', '=', accountId), eb('guest_id', '=', accountId)]))
        .where('status', 'in', IN_PROGRESS_STATUSES)
        .executeTakeFirst();
      return Boolean(row);
    },
    /** Whether a cast and a guest have an entry that reached matching. */
    async isMatched(castId: string, guestId: string): Promise<boolean> {
      const row = await db
        .selectFrom('entries')
        .select('id')
        .where('cast_id', '=', castId)
        .where('guest_id', '=', guestId)
        .where('status', 'in', MATCHED_OR_LATER)
        .executeTakeFirst();
      return Boolean(row);
    },
    /** Whether a guest has entered any of the cast's services (a cast may then write to them). */
    async hasEntryBetween(castId: string, guestId: string): Promise<boolean> {
      const row = await db
        .selectFrom('entries')
        .select('id')
        .where('cast_id', '=', castId)
        .where('guest_id', '=', guestId)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}
