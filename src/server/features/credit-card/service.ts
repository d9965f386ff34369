import type { Kysely } from 'kysely';
import type { CardTokenizer, SavedCard } from '../../../core/contract/credit-card.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import {
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../payments/payment-provider.ts';

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
    const saved = await saveAtProvider(accountId, token);
    const previous = await db.transaction().execute(async (trx) => {
      // The account's row lock orders concurrent saves, so each replaced card is seen and deleted once.
      await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
      const replaced = await trx
        .selectFrom('payment_cards')
        .select(['customer_ref', 'card_ref'])
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
      await trx
        .insertInto('payment_cards')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      return replaced;
    });
    if (previous) {
      await provider.deleteCard({ customerRef: previous.customer_ref, cardRef: previous.card_ref });
    }
    return { brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
  }

  /** The provider's refusals become a message on the token field; its outages a 503 to retry. */
  async function saveAtProvider(accountId: string, token: string) {
    try {
      return await provider.saveCard({ accountId, token });
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        const key: ServerMessageKey = `creditCard.${error.code}`;
        throw AppError.validation({ token: [{ key }] }, key);
      }
      if (error instanceof PaymentProviderUnavailableError) {
        throw new AppError('unavailable', 'creditCard.unavailable');
      }
      throw error;
    }
  }

  /** The references a charge needs, or null when no card is saved. */
  async function savedCardOf(accountId: string): Promise<{ customerRef: string; cardRef: string } | null> {
    const row = await db
      .selectFrom('payment_cards')
      .select(['customer_ref', 'card_ref'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row ? { customerRef: row.customer_ref, cardRef: row.card_ref } : null;
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

  /** What the browser tokenises with: the provider's own script when it has one, else the sandbox. */
  function tokenizer(): CardTokenizer {
    return provider.browser
      ? { provider: provider.browser.provider, publicKey: provider.browser.publicKey }
      : { provider: 'sandbox' };
  }

  return { get, save, savedCardOf, deleteCardOfAccount, tokenizer };
}
export type CreditCardService = ReturnType<typeof createCreditCardService>;
