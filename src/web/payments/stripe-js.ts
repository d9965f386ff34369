import type { CardTokenErrorCode } from './card-token-error.ts';

/**
 * Stripe.js, for a site whose provider is Stripe. Stripe requires it to be loaded from js.stripe.com
 * (never bundled); it draws the card fields in its own frames, so the card never touches this page, and
 * makes a PaymentMethod whose id goes to PUT /customers/me/credit-card as the sandbox's token does.
 * Only the few calls the card page makes are typed here.
 */
export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
}

export interface StripeJs {
  elements(): { create(type: 'card', options: { hidePostalCode: boolean }): StripeCardElement };
  createPaymentMethod(input: { type: 'card'; card: StripeCardElement }): Promise<{
    paymentMethod?: { id: string };
    error?: { type: string; code?: string };
  }>;
}

export type StripeFactory = (publishableKey: string, options: { locale: string }) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const SCRIPT_URL = 'https://js.stripe.com/v3/';
let loading: Promise<StripeFactory> | undefined;

/** Adds Stripe's script to the page once; a failed load may be tried again. */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js is missing'));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Stripe.js's refusal of what was typed, as the card messages name it (creditCard.error.<code>). */
export function cardErrorCodeOf(error: { type: string; code?: string }): CardTokenErrorCode {
  const code = error.code ?? '';
  if (code.includes('number')) return 'invalid_number';
  if (code.includes('expiry')) return 'invalid_expiry';
  if (code.includes('cvc')) return 'invalid_cvc';
  return 'unavailable';
}
