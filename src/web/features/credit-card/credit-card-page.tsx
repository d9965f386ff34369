import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { SavedCard } from '../../../core/contract/credit-card.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { CardTokenError, tokenizeCard } from '../../payments/sandbox-tokenizer.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { useSite } from '../site/site-query.ts';

const PATH = '/customers/me/credit-card';

/**
 * The saved card. The number goes from the browser to the payment provider only; this site's server
 * receives the provider's token and keeps brand, last four digits and expiry.
 */
export function CreditCardPage() {
  const t = useT();
  const site = useSite();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const [cardErrors, setCardErrors] = useState<Record<string, readonly string[]>>({});
  const saved = useSuspenseQuery({
    queryKey: queryKeys.creditCard,
    queryFn: async ({ signal }) => (await client.get<{ data: SavedCard | null }>(PATH, { signal })).data,
  }).data;
  const [tokenizing, setTokenizing] = useState(false);
  const save = useMutation({
    mutationFn: async (token: string) => (await client.put<{ data: SavedCard }>(PATH, { token })).data,
    onSuccess: (card) => {
      queryClient.setQueryData(queryKeys.creditCard, card);
      notify({ type: 'success', message: t('creditCard.saved') });
    },
  });
  const serverErrors = save.error instanceof ValidationError ? save.error.errors : {};
  // The server's refusal of the token is about the card as a whole: shown under the number.
  const errors: Record<string, readonly string[] | undefined> = {
    ...cardErrors,
    ...(serverErrors.token ? { number: serverErrors.token } : {}),
  };

  /** First the provider turns the card into a token (its refusals are field messages), then the API saves it. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [month = '', year = ''] = String(form.get('expiry') ?? '')
      .split('/')
      .map((p) => p.trim());
    setCardErrors({});
    save.reset();
    setTokenizing(true);
    try {
      const token = await tokenizeCard({
        publicKey: site.payment.providerApiPublicKey,
        number: String(form.get('number') ?? '').replace(/[\s-]/g, ''),
        expMonth: Number(month),
        expYear: 2000 + Number(year),
        cvc: String(form.get('cvc') ?? ''),
      });
      save.mutate(token);
    } catch (error) {
      if (!(error instanceof CardTokenError)) throw error;
      setCardErrors({ [error.field]: [t(`creditCard.error.${error.code}`)] });
    } finally {
      setTokenizing(false);
    }
  }

  return (
    <div className="narrow">
      <PageHeading>{t('creditCard.title')}</PageHeading>
      {saved && (
        <p className="callout">
          {t('creditCard.current', {
            brand: saved.brand,
            last4: saved.last4,
            expiry: `${String(saved.expMonth).padStart(2, '0')}/${String(saved.expYear).slice(-2)}`,
          })}
        </p>
      )}
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
        <button type="submit" className="button button--primary" disabled={tokenizing || save.isPending}>
          {saved ? t('creditCard.replace') : t('creditCard.save')}
        </button>
      </form>
    </div>
  );
}
