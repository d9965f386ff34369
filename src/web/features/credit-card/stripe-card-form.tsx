import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import {
  cardErrorCodeOf,
  loadStripeJs,
  type StripeCardElement,
  type StripeJs,
} from '../../payments/stripe-js.ts';
import type { CardFormProps } from './card-form.ts';

/**
 * Stripe's card field (number, expiry and CVC in Stripe's frame), turned into a PaymentMethod by
 * Stripe.js; its id is the token the page saves.
 */
export function StripeCardForm({
  publicKey,
  onToken,
  tokenErrors,
  saving,
  submitLabel,
}: CardFormProps & { publicKey: string }) {
  const t = useT();
  const { locale } = useLocale();
  const errorId = useId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; card: StripeCardElement } | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let gone = false;
    loadStripeJs().then(
      (Stripe) => {
        if (gone || !mountPoint.current) return;
        const js = Stripe(publicKey, { locale });
        card = js.elements().create('card', { hidePostalCode: true });
        card.mount(mountPoint.current);
        setStripe({ js, card });
      },
      () => {
        if (!gone) setUnreachable(true);
      },
    );
    return () => {
      gone = true;
      card?.destroy();
    };
  }, [publicKey, locale]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe) return;
    setCardError(null);
    setTokenizing(true);
    try {
      const made = await stripe.js.createPaymentMethod({ type: 'card', card: stripe.card });
      if (made.paymentMethod) onToken(made.paymentMethod.id);
      else setCardError(t(`creditCard.error.${cardErrorCodeOf(made.error ?? { type: 'api_error' })}`));
    } finally {
      setTokenizing(false);
    }
  }

  const errors = [
    ...(unreachable ? [t('creditCard.error.unavailable')] : []),
    ...(cardError ? [cardError] : []),
    ...(tokenErrors ?? []),
  ];
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {/* Stripe mounts its card frame in the div: the fieldset names it and carries its errors. */}
      <fieldset className="field field--group" aria-describedby={errors.length > 0 ? errorId : undefined}>
        <legend className="field__label">{t('creditCard.card')}</legend>
        <div ref={mountPoint} className="field__input stripe-card" />
        {errors.length > 0 && (
          <ul id={errorId} className="field__errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={!stripe || tokenizing || saving}>
        {submitLabel}
      </button>
    </form>
  );
}
