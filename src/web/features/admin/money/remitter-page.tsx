import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Remitter, RemitterBody, remitterResponse } from '../../../../core/contract/admin/money.ts';
import { BANK_ACCOUNT_TYPES } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useFieldErrors } from '../content/use-field-errors.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import './money.css';

type RemitterResponse = z.infer<typeof remitterResponse>;
const TEXT_FIELDS = [
  ['companyCode', 'money.remitter.companyCode', 'numeric'],
  ['companyName', 'money.remitter.companyName', 'text'],
  ['bankCode', 'money.remitter.bankCode', 'numeric'],
  ['bankName', 'money.remitter.bankName', 'text'],
  ['branchCode', 'money.remitter.branchCode', 'numeric'],
  ['branchName', 'money.remitter.branchName', 'text'],
] as const;

/** The company that sends the payouts, as the Zengin file's header names it. */
export function RemitterPage() {
  const t = useAdminT();
  const api = useApiClient();
  const remitter = useQuery({
    queryKey: ['admin', 'money', 'remitter'],
    queryFn: async () => (await api.get<RemitterResponse>('/admin/money/remitter')).data,
  });
  return (
    <>
      <ConsoleHeading lead={t('money.remitter.lead')}>{t('money.remitter.title')}</ConsoleHeading>
      {remitter.isSuccess && <RemitterForm saved={remitter.data} />}
    </>
  );
}

function RemitterForm({ saved }: { saved: Remitter | null }) {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const fieldErrors = useFieldErrors();
  const save = useMutation({
    mutationFn: (body: RemitterBody) => api.put<RemitterResponse>('/admin/money/remitter', body),
    onSuccess: (response) => {
      fieldErrors.clear();
      queryClient.setQueryData(['admin', 'money', 'remitter'], response.data);
      notify({ type: 'success', message: t('money.remitter.saved') });
    },
    onError: fieldErrors.onError,
  });
  return (
    <form
      className="card form money-remitter"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(Object.fromEntries(new FormData(event.currentTarget)) as unknown as RemitterBody);
      }}
    >
      <p className="muted">
        {saved
          ? t('money.remitter.updatedAt', { at: format.dateTime(saved.updatedAt) })
          : t('money.remitter.notSet')}
      </p>
      {TEXT_FIELDS.map(([name, label, mode]) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          inputMode={mode}
          required={name !== 'bankName' && name !== 'branchName'}
          defaultValue={saved?.[name] ?? ''}
          errors={fieldErrors.errors[name]}
          onChange={() => fieldErrors.edited(name)}
        />
      ))}
      <fieldset className="money-remitter__types">
        <legend className="field__label">{t('money.remitter.accountType')}</legend>
        {BANK_ACCOUNT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="accountType"
              value={type}
              defaultChecked={(saved?.accountType ?? 'futsu') === type}
            />{' '}
            {t(`money.accountType.${type}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('money.remitter.accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        required
        defaultValue={saved?.accountNumber ?? ''}
        errors={fieldErrors.errors.accountNumber}
        onChange={() => fieldErrors.edited('accountNumber')}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('money.remitter.saving') : t('money.remitter.save')}
        </button>
      </div>
    </form>
  );
}
