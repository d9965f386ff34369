import type { Kysely } from 'kysely';
import type { SavedCard } from '../../../core/contract/credit-card.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import { PaymentDeclinedError, type PaymentProvider } from '../../payments/payment-provider.ts';

/** The card an account pays with: saved at the provider, referenced here. */
export function createCreditCardService(db: Kysely<Database>, clock: Clock, provider: PaymentProvider) {
  async function get(accountId: string): Promise<SavedCard | null> {
    const row = await db
      .selectFrom('payment_cards')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row
      ? { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year }
      : null;
  }

  /** Saves the card behind a token, replacing (and deleting at the provider) any previous one. */
  async function save(accountId: string, token: string): Promise<SavedCard> {
    let saved: Awaited<ReturnType<PaymentProvider['saveCard']>>;
    try {
      saved = await provider.saveCard({ accountId, token });
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        const key = `creditCard.${error.code}` as ServerMessageKey;
        throw AppError.validation({ token: [{ key }] }, key);
      }
      throw error;
    }
    const previous = await db
      .selectFrom('payment_cards')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    const values = {
      customer_ref: saved.customerRef,
      card_ref: saved.cardRef,
      brand: saved.brand,
      last4: saved.last4,
      exp_month: saved.expMonth,
      exp_year: saved.expYear,
      updated_at: clock.now(),
    };
    await db
      .insertInto('payment_cards')
      .values({ account_id: accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    if (previous)
      await provider.deleteCard({ customerRef: previous.customer_ref, cardRef: previous.card_ref });
    return (await get(accountId))!;
  }

  /** The references a charge needs, or null when no card is saved. */
  async function savedCardOf(accountId: string) {
    return db
      .selectFrom('payment_cards')
      .select(['customer_ref', 'card_ref'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  /** Removes the card here and at the provider (withdrawal). */
  async function deleteCardOfAccount(accountId: string) {
    const row = await db
      .deleteFrom('payment_cards')
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
    if (row) await provider.deleteCard({ customerRef: row.customer_ref, cardRef: row.card_ref });
  }

  return { get, save, savedCardOf, deleteCardOfAccount };
}
export type CreditCardService = ReturnType<typeof createCreditCardService>;
