import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { CardTokenError } from '../../payments/card-token-error.ts';
import { tokenizeCard } from '../../payments/sandbox-tokenizer.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import type { CardFormProps } from './card-form.ts';

/** Number, expiry and CVC, sent to the sandbox provider's endpoint (with the site's public key) for a token. */
export function SandboxCardForm({
  publicKey,
  onToken,
  tokenErrors,
  saving,
  submitLabel,
}: CardFormProps & { publicKey: string }) {
  const t = useT();
  const [cardErrors, setCardErrors] = useState<Record<string, readonly string[]>>({});
  const [tokenizing, setTokenizing] = useState(false);
  const errors: Record<string, readonly string[] | undefined> = {
    ...cardErrors,
    ...(tokenErrors ? { number: tokenErrors } : {}),
  };

  /** The provider's refusals are field messages; its token goes to the page to save. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [month = '', year = ''] = String(form.get('expiry') ?? '')
      .split('/')
      .map((p) => p.trim());
    setCardErrors({});
    setTokenizing(true);
    try {
      onToken(
        await tokenizeCard({
          publicKey,
          number: String(form.get('number') ?? '').replace(/[\s-]/g, ''),
          expMonth: Number(month),
          expYear: 2000 + Number(year),
          cvc: String(form.get('cvc') ?? ''),
        }),
      );
    } catch (error) {
      if (!(error instanceof CardTokenError)) throw error;
      setCardErrors({ [error.field]: [t(`creditCard.error.${error.code}`)] });
    } finally {
      setTokenizing(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('creditCard.number')}
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        errors={errors.number}
      />
      <TextField
        label={t('creditCard.expiry')}
        name="expiry"
        placeholder="MM/YY"
        autoComplete="cc-exp"
        required
        errors={errors.expiry}
      />
      <TextField
        label={t('creditCard.cvc')}
        name="cvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        errors={errors.cvc}
      />
      <button type="submit" className="button button--primary" disabled={tokenizing || saving}>
        {submitLabel}
      </button>
    </form>
  );
}
