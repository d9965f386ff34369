import { z } from 'zod';
import { dataEnvelope } from './common.ts';

/** What the site keeps of a card: never its number, only what identifies it to its owner. */
export const savedCard = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int(),
});
export type SavedCard = z.infer<typeof savedCard>;

/** GET /customers/me/credit-card */
export const creditCardResponse = dataEnvelope(savedCard.nullable());

/** PUT /customers/me/credit-card: the token the browser got from the payment provider. */
export const saveCreditCardBody = z.object({ token: z.string().min(1).max(200) });

/**
 * GET /customers/me/credit-card/tokenizer: how the browser turns a card into a token on this site: the
 * sandbox's endpoint (with the site's `payment.providerApiPublicKey`), or Stripe.js with this key.
 */
export const cardTokenizer = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publicKey: z.string() }),
]);
export type CardTokenizer = z.infer<typeof cardTokenizer>;
export const cardTokenizerResponse = dataEnvelope(cardTokenizer);
