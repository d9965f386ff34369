import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AccountInfo, UpdateAccountInfoBody } from '../../../core/contract/account-info.ts';
import { type AccountType, NOTIFICATION_TIMINGS, type NotificationTiming } from '../../../core/enums.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { initialValues, SchemaFields } from '../../ui/form/schema-fields/schema-fields.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { accountInfoKey, accountInfoPath, useAccountInfo } from './use-account-info.ts';

/** The account's nickname, e-mail notification timing and the operator's profile fields. */
export function AccountInfoForm({ role }: { role: AccountType }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const info = useAccountInfo(role);
  const fields = useFormSchema(role === 'cast' ? '/schemas/casts/edit' : '/schemas/guests/edit');
  const [profile, setProfile] = useState<FormValues>(() => initialValues(fields, info.profile));
  const [timing, setTiming] = useState<NotificationTiming>(info.notificationTiming);
  const save = useMutation({
    mutationFn: async (body: UpdateAccountInfoBody) =>
      (await client.put<{ data: AccountInfo }>(accountInfoPath(role), body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountInfoKey(role), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      notify({ type: 'success', message: t('accountInfo.saved') });
    },
  });
  const errors = save.error instanceof ValidationError ? save.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      nickname: String(new FormData(event.currentTarget).get('nickname') ?? ''),
      notificationTiming: timing,
      profile,
    });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>
        {t('accountInfo.email')}: {info.email}
      </p>
      <TextField
        label={t('signup.nickname')}
        name="nickname"
        defaultValue={info.nickname}
        autoComplete="nickname"
        required
        errors={errors.nickname}
      />
      <fieldset className="field field--group">
        <legend className="field__label">{t('accountInfo.notificationTiming')}</legend>
        {NOTIFICATION_TIMINGS.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="notificationTiming"
              value={value}
              checked={timing === value}
              onChange={() => setTiming(value)}
            />
            {t(`accountInfo.notificationTiming.${value}`)}
          </label>
        ))}
      </fieldset>
      <SchemaFields fields={fields} values={profile} onChange={setProfile} errors={errors} prefix="profile" />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('accountInfo.save')}
      </button>
    </form>
  );
}
