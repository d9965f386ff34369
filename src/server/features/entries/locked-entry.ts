import type { Kysely, QueryCreator, Transaction } from 'kysely';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from './entry-view.ts';

/** The viewer's entry, or 404. */
export async function ownEntry(db: Kysely<Database>, viewer: Viewer, entryId: string) {
  await db
    .selectFrom('entries')
    .select('id')
    .where('id', '=', entryId)
    .where(viewer.type === 'cast' ? 'cast_id' : 'guest_id', '=', viewer.id)
    .executeTakeFirstOrThrow(AppError.notFound);
}

/**
 * The viewer's entry (`e`) with what its steps need of other rows, so a step reads nothing more before it
 * writes: the match's amount (the menu's price, the supplier's last estimate) and the service's charge
 * method, and the payment's attempt so far (`p`) and the viewer's saved card (the payer's, when the step
 * is a payment).
 */
export function entryForSteps(qc: QueryCreator<Database>, viewer: Viewer, entryId: string) {
  return qc
    .selectFrom('entries as e')
    .innerJoin('services as s', 's.id', 'e.service_id')
    .leftJoin('service_menus as m', 'm.id', 'e.service_menu_id')
    .leftJoin('entry_estimates as l', (join) =>
      join
        .onRef('l.entry_id', '=', 'e.id')
        .on('l.kind', '=', 'last')
        // The supplier's: the cast's in c2g, the guest's in g2c.
        .on((eb) =>
          eb.or([
            eb.and([eb('e.flow_type', '=', 'c2g'), eb('l.author_type', '=', 'cast')]),
            eb.and([eb('e.flow_type', '<>', 'c2g'), eb('l.author_type', '=', 'guest')]),
          ]),
        ),
    )
    .leftJoin('entry_payments as p', 'p.entry_id', 'e.id')
    .leftJoin('payment_cards as card', (join) => join.on('card.account_id', '=', viewer.id))
    .selectAll('e')
    .select([
      's.charge_method',
      'm.price as menu_price',
      'l.total as last_total',
      'l.tax as last_tax',
      'p.attempt as payment_attempt',
      'p.status as payment_status',
      'p.started_at as payment_started_at',
      'p.idempotency_key as payment_key',
      'p.amount as payment_amount',
      'p.customer_ref as payment_customer_ref',
      'p.card_ref as payment_card_ref',
      'card.customer_ref as saved_customer_ref',
      'card.card_ref as saved_card_ref',
    ])
    .where('e.id', '=', entryId)
    .where(viewer.type === 'cast' ? 'e.cast_id' : 'e.guest_id', '=', viewer.id);
}

/** The viewer's entry as `entryForSteps` reads it, as it is now; 404 when it is not theirs. */
export function readEntry(db: Kysely<Database>, viewer: Viewer, entryId: string) {
  return entryForSteps(db, viewer, entryId).executeTakeFirstOrThrow(AppError.notFound);
}

/** The viewer's entry as `entryForSteps` reads it, locked until the transaction ends; 404 when it is not theirs. */
export function lockEntry(trx: Transaction<Database>, viewer: Viewer, entryId: string) {
  return entryForSteps(trx, viewer, entryId).forUpdate('e').executeTakeFirstOrThrow(AppError.notFound);
}

/** An entry as `entryForSteps` reads it. */
export type EntryForSteps = Awaited<ReturnType<typeof readEntry>>;
