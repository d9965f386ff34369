import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Recounts a service's published reviews of its cast (their number and average, two decimals) and
 * keeps them on the service's row, which the catalogue's `rating` order reads from an index. The entries
 * feature calls it, inside its transaction, whenever a review of the service is published.
 */
export async function refreshServiceRating(trx: Kysely<Database>, serviceId: string): Promise<void> {
  const published = () =>
    trx
      .selectFrom('reviews as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .where('r.service_id', '=', serviceId)
      .whereRef('r.subject_id', '=', 's.cast_id')
      .where('r.published_at', 'is not', null);
  await trx
    .updateTable('services')
    .set({
      review_count: published().select((eb) => eb.fn.countAll<number>().as('n')),
      rating_average: published().select(sql<number>`round(avg(r.rating), 2)`.as('average')),
    })
    .where('id', '=', serviceId)
    .execute();
}
