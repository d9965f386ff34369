import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { BankAccount } from '../../../core/contract/bank-account.ts';
import { BANK_ACCOUNT_TYPES } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';

const PATH = '/customers/me/bank-account';

const TEXT_FIELDS = [
  { name: 'bankCode', inputMode: 'numeric', maxLength: 4 },
  { name: 'bankName' },
  { name: 'branchCode', inputMode: 'numeric', maxLength: 3 },
  { name: 'branchName' },
] as const;

/** The account payouts go to (Japanese bank rules; the full number is never shown back). */
export function BankAccountPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const saved = useSuspenseQuery({
    queryKey: queryKeys.bankAccount,
    queryFn: async ({ signal }) => (await client.get<{ data: BankAccount | null }>(PATH, { signal })).data,
  }).data;
  const save = useMutation({
    mutationFn: async (body: Record<string, string>) =>
      (await client.put<{ data: BankAccount }>(PATH, body)).data,
    onSuccess: (account) => {
      queryClient.setQueryData(queryKeys.bankAccount, account);
      notify({ type: 'success', message: t('bankAccount.saved') });
    },
  });
  const errors = save.error instanceof ValidationError ? save.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)])));
  }

  return (
    <div className="narrow">
      <PageHeading>{t('bankAccount.title')}</PageHeading>
      {saved && (
        <p className="callout">
          {t('bankAccount.current', {
            bank: saved.bankName,
            branch: saved.branchName,
            number: saved.accountNumberMasked,
          })}
        </p>
      )}
      <form className="form" noValidate onSubmit={submit}>
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={t(`bankAccount.${f.name}`)}
            name={f.name}
            defaultValue={saved?.[f.name] ?? ''}
            required
            {...('inputMode' in f ? { inputMode: f.inputMode, maxLength: f.maxLength } : {})}
            errors={errors[f.name]}
          />
        ))}
        <fieldset className="field field--group">
          <legend className="field__label">{t('bankAccount.accountType')}</legend>
          {BANK_ACCOUNT_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="accountType"
                value={type}
                defaultChecked={(saved?.accountType ?? 'futsu') === type}
              />
              {t(`bankAccount.accountType.${type}`)}
            </label>
          ))}
          {errors.accountType && <p className="field__errors">{errors.accountType.join(' ')}</p>}
        </fieldset>
        <TextField
          label={t('bankAccount.accountNumber')}
          name="accountNumber"
          inputMode="numeric"
          maxLength={7}
          required
          errors={errors.accountNumber}
        />
        <TextField
          label={t('bankAccount.holderName')}
          name="holderName"
          defaultValue={saved?.holderName ?? ''}
          required
          errors={errors.holderName}
        />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('bankAccount.save')}
        </button>
      </form>
    </div>
  );
}
