import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { CardTokenizer, SavedCard } from '../../../core/contract/credit-card.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { useSite } from '../site/site-query.ts';
import type { CardFormProps } from './card-form.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { StripeCardForm } from './stripe-card-form.tsx';

const PATH = '/customers/me/credit-card';

/**
 * The saved card. The card goes from the browser to the payment provider only (the sandbox's endpoint,
 * or Stripe.js when the site's provider is Stripe); this site's server receives the provider's token and
 * keeps brand, last four digits and expiry.
 */
export function CreditCardPage() {
  const t = useT();
  const site = useSite();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const saved = useSuspenseQuery({
    queryKey: queryKeys.creditCard,
    queryFn: async ({ signal }) => (await client.get<{ data: SavedCard | null }>(PATH, { signal })).data,
  }).data;
  const tokenizer = useSuspenseQuery({
    queryKey: [...queryKeys.creditCard, 'tokenizer'],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: CardTokenizer }>(`${PATH}/tokenizer`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const save = useMutation({
    mutationFn: async (token: string) => (await client.put<{ data: SavedCard }>(PATH, { token })).data,
    onSuccess: (card) => {
      queryClient.setQueryData(queryKeys.creditCard, card);
      notify({ type: 'success', message: t('creditCard.saved') });
    },
  });
  const form: CardFormProps = {
    onToken: (token) => {
      save.reset();
      save.mutate(token);
    },
    tokenErrors: save.error instanceof ValidationError ? save.error.errors.token : undefined,
    saving: save.isPending,
    submitLabel: saved ? t('creditCard.replace') : t('creditCard.save'),
  };

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
      {tokenizer.provider === 'stripe' ? (
        <StripeCardForm publicKey={tokenizer.publicKey} {...form} />
      ) : (
        <SandboxCardForm publicKey={site.payment.providerApiPublicKey} {...form} />
      )}
    </div>
  );
}
