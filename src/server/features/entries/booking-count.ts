import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MATCHED_OR_LATER } from './notify.ts';

/**
 * Recounts a service's bookings (entries that reached the match, including those cancelled after it) and
 * keeps the number on the service's row, which the catalogue's `popularity` order reads from an index.
 * The entries feature calls it inside the transaction of every match.
 */
export async function refreshBookingCount(trx: Kysely<Database>, serviceId: string): Promise<void> {
  await trx
    .updateTable('services')
    .set({
      booking_count: trx
        .selectFrom('entries as e')
        .where('e.service_id', '=', serviceId)
        .where((eb) =>
          eb.or([
            eb('e.status', 'in', MATCHED_OR_LATER),
            eb.exists(
              eb
                .selectFrom('entry_transitions as t')
                .select('t.entry_id')
                .whereRef('t.entry_id', '=', 'e.id')
                .where('t.to_status', '=', 'matched'),
            ),
          ]),
        )
        .select((eb) => eb.fn.countAll<number>().as('n')),
    })
    .where('id', '=', serviceId)
    .execute();
}
