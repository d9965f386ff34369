import { type Kysely, sql } from 'kysely';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Catalogue } from '../services/catalogue.ts';

/** A guest's favorite services. Adding or removing twice is harmless; the service keeps the count. */
export function createFavorites(db: Kysely<Database>, clock: Clock, catalogue: Catalogue) {
  async function add(guestId: string, serviceId: string) {
    if (!(await catalogue.isVisible(serviceId))) throw AppError.notFound();
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('service_favorites')
        .values({ account_id: guestId, service_id: serviceId, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['account_id', 'service_id']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('services')
          .set({ favorite_count: sql`favorite_count + 1` })
          .where('id', '=', serviceId)
          .execute();
      }
    });
  }

  async function remove(guestId: string, serviceId: string) {
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('service_favorites')
        .where('account_id', '=', guestId)
        .where('service_id', '=', serviceId)
        .executeTakeFirst();
      if (removed.numDeletedRows > 0n) {
        await trx
          .updateTable('services')
          .set({ favorite_count: sql`favorite_count - 1` })
          .where('id', '=', serviceId)
          .execute();
      }
    });
  }

  return { add, remove };
}
export type Favorites = ReturnType<typeof createFavorites>;
