import { type CardField, CardTokenError } from './card-token-error.ts';

/**
 * Card tokenisation in the browser with the sandbox provider: the card number goes to the sandbox's
 * endpoint (standing for the provider's host), never to this site's API. With Stripe, Stripe.js does
 * this instead (stripe-js.ts).
 */
export interface CardInput {
  publicKey: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const ENDPOINT = '/sandbox-provider/v1/tokens';

export async function tokenizeCard(
  card: CardInput,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
    });
  } catch {
    throw new CardTokenError('number', 'unavailable');
  }
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    error?: { field?: CardField; code?: string };
  } | null;
  if (response.ok && body?.id) return body.id;
  if (response.status === 401) throw new CardTokenError('number', 'invalid_public_key');
  const code = body?.error?.code;
  if (code === 'invalid_number' || code === 'invalid_expiry' || code === 'invalid_cvc') {
    throw new CardTokenError(body?.error?.field ?? 'number', code);
  }
  throw new CardTokenError('number', 'unavailable');
}
