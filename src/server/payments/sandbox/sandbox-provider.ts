import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { PaymentDeclinedError, type PaymentProvider } from '../payment-provider.ts';

const TOKEN_MINUTES = 10;

/**
 * The built-in stand-in for a card network: its own "vault" tables (sandbox_*), which the rest of the
 * app never reads. Cards are saved from single-use tokens made by the tokenisation endpoint.
 */
export function createSandboxProvider(db: Kysely<Database>, clock: Clock): PaymentProvider {
  return {
    async saveCard({ accountId, token }) {
      const used = await db
        .updateTable('sandbox_tokens')
        .set({ used_at: clock.now() })
        .where('id', '=', token)
        .where('used_at', 'is', null)
        .where('created_at', '>', new Date(clock.now().getTime() - TOKEN_MINUTES * 60_000))
        .returningAll()
        .executeTakeFirst();
      if (!used) throw new PaymentDeclinedError('invalid_token');
      if (used.behaviour === 'decline_on_save') throw new PaymentDeclinedError('card_declined');
      const cardRef = `card_${newPublicId()}`;
      await db
        .insertInto('sandbox_cards')
        .values({
          id: cardRef,
          customer_ref: `cus_${accountId}`,
          behaviour: used.behaviour,
          created_at: clock.now(),
        })
        .execute();
      return {
        customerRef: `cus_${accountId}`,
        cardRef,
        brand: used.brand,
        last4: used.last4,
        expMonth: used.exp_month,
        expYear: used.exp_year,
      };
    },

    async deleteCard({ cardRef }) {
      await db.deleteFrom('sandbox_cards').where('id', '=', cardRef).execute();
    },

    async charge({ customerRef, cardRef, amount, description, idempotencyKey }) {
      const card = await db
        .selectFrom('sandbox_cards')
        .select('behaviour')
        .where('id', '=', cardRef)
        .where('customer_ref', '=', customerRef)
        .executeTakeFirst();
      if (!card) throw new PaymentDeclinedError('invalid_token');
      const status =
        card.behaviour === 'decline_on_charge'
          ? 'insufficient_funds'
          : card.behaviour === 'authentication_required'
            ? 'authentication_required'
            : 'succeeded';
      // The first call with a key decides; every retry with it gets the same answer.
      await db
        .insertInto('sandbox_charges')
        .values({
          id: `ch_${newPublicId()}`,
          idempotency_key: idempotencyKey,
          card_ref: cardRef,
          amount,
          description,
          status,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const charge = await db
        .selectFrom('sandbox_charges')
        .select(['id', 'status'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      if (charge.status !== 'succeeded')
        throw new PaymentDeclinedError(charge.status as 'insufficient_funds');
      return { chargeRef: charge.id };
    },

    async refund({ chargeRef, amount, idempotencyKey }) {
      await db
        .insertInto('sandbox_refunds')
        .values({
          id: `re_${newPublicId()}`,
          idempotency_key: idempotencyKey,
          charge_ref: chargeRef,
          amount,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const refund = await db
        .selectFrom('sandbox_refunds')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return { refundRef: refund.id };
    },
  };
}

/** Counts what the sandbox has charged (for tests that must see exactly one charge). */
export async function sandboxChargeCount(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from sandbox_charges`.execute(db);
  return row.rows[0]?.n ?? 0;
}
