/**
 * Card tokenisation in the browser: the card number goes to the payment provider, never to this site's
 * API. This is the sandbox provider's endpoint; a Stripe adapter would call Stripe.js here instead and
 * return its token the same way.
 */
export type CardField = 'number' | 'expiry' | 'cvc';
export type CardTokenErrorCode =
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'invalid_public_key'
  | 'unavailable';

export class CardTokenError extends Error {
  constructor(
    readonly field: CardField,
    readonly code: CardTokenErrorCode,
  ) {
    super(`card tokenisation failed: ${code}`);
    this.name = 'CardTokenError';
  }
}

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
