import { type Kysely, sql } from 'kysely';
import { type Clock, siteToday } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, SandboxCardsTable } from '../../db/schema.ts';
import {
  assertYen,
  type DeclineCode,
  PaymentDeclinedError,
  type PaymentProvider,
} from '../payment-provider.ts';
import { cardExpired } from './test-cards.ts';

const TOKEN_MINUTES = 10;

/** How a first charge on a card ends: declined once it has expired, otherwise as its test card says. */
function chargeOutcome(
  card: Pick<SandboxCardsTable, 'behaviour' | 'exp_month' | 'exp_year'>,
  today: string,
): 'succeeded' | DeclineCode {
  if (cardExpired({ expMonth: card.exp_month, expYear: card.exp_year }, today)) return 'expired_card';
  if (card.behaviour === 'decline_on_charge') return 'insufficient_funds';
  if (card.behaviour === 'authentication_required') return 'authentication_required';
  return 'succeeded';
}

/**
 * The built-in stand-in for a card network: its own "vault" tables (sandbox_*), which the rest of the
 * app never reads. Cards are saved from single-use tokens made by the tokenisation endpoint.
 */
export function createSandboxProvider(db: Kysely<Database>, clock: Clock): PaymentProvider {
  return {
    async saveCard({ accountId, token }) {
      // Marking the token used in the same statement that finds it makes it single-use under concurrency.
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
      const expiry = { expMonth: used.exp_month, expYear: used.exp_year };
      if (cardExpired(expiry, siteToday(clock))) throw new PaymentDeclinedError('expired_card');
      const customerRef = `cus_${accountId}`;
      const cardRef = `card_${newPublicId()}`;
      await db
        .insertInto('sandbox_cards')
        .values({
          id: cardRef,
          customer_ref: customerRef,
          behaviour: used.behaviour,
          exp_month: used.exp_month,
          exp_year: used.exp_year,
          created_at: clock.now(),
        })
        .execute();
      return { customerRef, cardRef, brand: used.brand, last4: used.last4, ...expiry };
    },

    async deleteCard({ cardRef }) {
      await db.deleteFrom('sandbox_cards').where('id', '=', cardRef).execute();
    },

    async charge({ customerRef, cardRef, amount, description, idempotencyKey }) {
      assertYen(amount);
      const firstCharge = db
        .selectFrom('sandbox_charges')
        .select(['id', 'status', 'card_ref', 'amount'])
        .where('idempotency_key', '=', idempotencyKey);
      // One read finds both the key's first charge (a retry gets the first call's answer, even once the
      // card has expired or been deleted) and the card a first call charges.
      const found = await db
        .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
        .leftJoin('sandbox_charges as ch', (join) => join.on('ch.idempotency_key', '=', idempotencyKey))
        .leftJoin('sandbox_cards as card', (join) =>
          join.on('card.id', '=', cardRef).on('card.customer_ref', '=', customerRef),
        )
        .select([
          'ch.id',
          'ch.status',
          'ch.card_ref',
          'ch.amount',
          'card.behaviour',
          'card.exp_month',
          'card.exp_year',
        ])
        .executeTakeFirstOrThrow();
      let charge =
        found.id !== null && found.status !== null && found.card_ref !== null && found.amount !== null
          ? { id: found.id, status: found.status, card_ref: found.card_ref, amount: found.amount }
          : undefined;
      if (!charge) {
        if (found.behaviour === null || found.exp_month === null || found.exp_year === null) {
          throw new PaymentDeclinedError('invalid_token');
        }
        const card = { behaviour: found.behaviour, exp_month: found.exp_month, exp_year: found.exp_year };
        // Of concurrent first calls, the unique key lets one record its outcome; the others read that one.
        charge =
          (await db
            .insertInto('sandbox_charges')
            .values({
              id: `ch_${newPublicId()}`,
              idempotency_key: idempotencyKey,
              card_ref: cardRef,
              amount,
              description,
              status: chargeOutcome(card, siteToday(clock)),
              created_at: clock.now(),
            })
            .onConflict((oc) => oc.column('idempotency_key').doNothing())
            .returning(['id', 'status', 'card_ref', 'amount'])
            .executeTakeFirst()) ?? (await firstCharge.executeTakeFirstOrThrow());
      }
      if (charge.card_ref !== cardRef || charge.amount !== amount) {
        throw new Error(`idempotency key ${idempotencyKey} was first used for another charge`);
      }
      if (charge.status !== 'succeeded') throw new PaymentDeclinedError(charge.status as DeclineCode);
      return { chargeRef: charge.id, status: 'succeeded' };
    },

    async refund({ chargeRef, amount, idempotencyKey }) {
      assertYen(amount);
      return db.transaction().execute(async (trx) => {
        // The charge's row lock serialises refunds of one charge, so together they never exceed it.
        const charge = await trx
          .selectFrom('sandbox_charges')
          .select(['amount', 'status'])
          .where('id', '=', chargeRef)
          .forUpdate()
          .executeTakeFirst();
        if (charge?.status !== 'succeeded') throw new RangeError(`no succeeded charge ${chargeRef}`);
        const earlier = await trx
          .selectFrom('sandbox_refunds')
          .select(['id', 'charge_ref'])
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
        if (earlier?.charge_ref === chargeRef) return { refundRef: earlier.id };
        if (earlier) throw new Error(`idempotency key ${idempotencyKey} was first used for another refund`);
        const { refunded } = await trx
          .selectFrom('sandbox_refunds')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('refunded'))
          .where('charge_ref', '=', chargeRef)
          .executeTakeFirstOrThrow();
        if (amount > charge.amount - refunded) {
          throw new RangeError(`refund of ${amount} exceeds what is left of charge ${chargeRef}`);
        }
        const refundRef = `re_${newPublicId()}`;
        await trx
          .insertInto('sandbox_refunds')
          .values({
            id: refundRef,
            idempotency_key: idempotencyKey,
            charge_ref: chargeRef,
            amount,
            created_at: clock.now(),
          })
          .execute();
        return { refundRef };
      });
    },
  };
}

/** Counts what the sandbox has charged (for tests that must see exactly one charge). */
export async function sandboxChargeCount(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from sandbox_charges`.execute(db);
  return row.rows[0]?.n ?? 0;
}
