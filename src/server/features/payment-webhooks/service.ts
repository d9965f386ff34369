import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import type { EntryPayments } from '../entries/payment.ts';

/**
 * What the app does with a provider's webhook event. A provider delivers each event at least once, so an
 * event id already handled is only acknowledged. The id is recorded after the handling, so a failure in
 * between makes the provider deliver it again; handling is itself idempotent (an attempt is settled only
 * while pending, its sale posted under one ledger key), so two deliveries racing do no harm either.
 */
export function createPaymentWebhooks(deps: { db: Kysely<Database>; entryPayments: EntryPayments }) {
  const { db } = deps;

  async function receive(provider: string, event: PaymentEvent): Promise<'handled' | 'duplicate'> {
    const seen = await db
      .selectFrom('payment_webhook_events')
      .select('event_id')
      .where('provider', '=', provider)
      .where('event_id', '=', event.id)
      .executeTakeFirst();
    if (seen) return 'duplicate';
    if (event.type === 'charge.succeeded') {
      await deps.entryPayments.settle(event.idempotencyKey, {
        status: 'succeeded',
        chargeRef: event.chargeRef,
      });
    } else if (event.type === 'charge.failed') {
      await deps.entryPayments.settle(event.idempotencyKey, { status: 'declined', code: event.code });
    }
    await db
      .insertInto('payment_webhook_events')
      .values({ provider, event_id: event.id, type: event.type })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .execute();
    return 'handled';
  }

  return { receive };
}
export type PaymentWebhookService = ReturnType<typeof createPaymentWebhooks>;
