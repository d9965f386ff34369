import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StepCtes, StepWrite } from './moved-entry.ts';
import { MATCHED_OR_LATER } from './notify.ts';

/**
 * Counts a match on the service's row (`booking_count`: entries that reached the match, including those
 * cancelled after it), which the catalogue's `popularity` order reads from an index. An entry reaches
 * `matched` once at most (only from `entered` or `ordered`, never again after it), so one more per match
 * is the count; written in the match's own statement (moved-entry.ts `stepStatement`).
 */
export const countBooking: StepWrite = (statement) =>
  statement.with('booked', (qc) =>
    qc
      .updateTable('services')
      .set((eb) => ({ booking_count: eb('booking_count', '+', 1) }))
      .where('id', '=', (eb) => eb.selectFrom('entry').select('entry.service_id')),
  ) as unknown as StepCtes;

/** Recounts a service's bookings as `countBooking` counts them (the demo seed writes entries in bulk). */
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
