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
