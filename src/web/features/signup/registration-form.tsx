import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Me } from '../../../core/contract/auth.ts';
import type { RegisterBody } from '../../../core/contract/signup.ts';
import { type AccountType, CUSTOMER_ACCOUNT_TYPES, type CustomerAccountType } from '../../../core/enums.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { myPagePath, termsPath } from '../../paths.ts';
import { initialValues, SchemaFields } from '../../ui/form/schema-fields/schema-fields.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { TextSkeleton } from '../../ui/skeleton/skeleton.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { replaceSessionUser } from '../session/replace-session-user.ts';
import './signup.css';

function useRegister() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const t = useT();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      (await client.post<{ data: Me }>('/customers/registers', body)).data,
    onSuccess: async (me) => {
      replaceSessionUser(queryClient, me);
      notify({ type: 'success', message: t('signup.registered') });
      await navigate(myPagePath(me.type));
    },
  });
}

function ProfileFields({
  role,
  customerAccountType,
  values,
  onChange,
  errors,
}: {
  role: AccountType;
  customerAccountType: CustomerAccountType;
  values: FormValues | null;
  onChange: (values: FormValues) => void;
  errors: Record<string, readonly string[]>;
}) {
  const fields = useFormSchema('/schemas/customer-accounts/registers', { customerAccountType, type: role });
  return (
    <SchemaFields
      fields={fields}
      values={values ?? initialValues(fields)}
      onChange={onChange}
      errors={errors}
      prefix="profile"
    />
  );
}

/** Step three of sign-up: account type, nickname, password and the operator's registration fields. */
export function RegistrationForm({
  role,
  registrationToken,
}: {
  role: AccountType;
  registrationToken: string;
}) {
  const t = useT();
  const register = useRegister();
  const [customerAccountType, setCustomerAccountType] = useState<CustomerAccountType>('individual');
  const [profile, setProfile] = useState<FormValues | null>(null);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentErrorId = useId();
  const errors = register.error instanceof ValidationError ? register.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The registration call has no consent field: the form holds the account back until it is ticked
    // (docs/design.md).
    if (form.get('consent') !== 'on') {
      setConsentMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="consent"]')?.focus();
      return;
    }
    register.mutate({
      registrationToken,
      customerAccountType,
      nickname: String(form.get('nickname') ?? ''),
      password: String(form.get('password') ?? ''),
      profile: profile ?? {},
    });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      {errors.token && <p className="callout callout--danger">{errors.token.join(' ')}</p>}
      <fieldset className="field field--group">
        <legend className="field__label">{t('signup.customerAccountType')}</legend>
        {CUSTOMER_ACCOUNT_TYPES.map((type) => (
          <label key={type} className="choice">
            <input
              type="radio"
              name="customerAccountType"
              value={type}
              checked={customerAccountType === type}
              onChange={() => {
                setCustomerAccountType(type);
                setProfile(null);
              }}
            />
            {t(`signup.customerAccountType.${type}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('signup.nickname')}
        name="nickname"
        autoComplete="nickname"
        required
        errors={errors.nickname}
      />
      <TextField
        label={t('signup.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.password}
      />
      <Suspense fallback={<TextSkeleton lines={4} />}>
        <ProfileFields
          role={role}
          customerAccountType={customerAccountType}
          values={profile}
          onChange={setProfile}
          errors={errors}
        />
      </Suspense>
      <div className="field consent">
        <p className="consent__terms">
          <a href={termsPath(role)} target="_blank" rel="noopener">
            {t('signup.terms')}
          </a>
        </p>
        <label className="consent__label">
          <input
            type="checkbox"
            name="consent"
            aria-invalid={consentMissing || undefined}
            aria-describedby={consentMissing ? consentErrorId : undefined}
            onChange={(event) => event.target.checked && setConsentMissing(false)}
          />
          {t('signup.consent')}
        </label>
        {consentMissing && (
          <p id={consentErrorId} className="field__errors">
            {t('signup.consentRequired')}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={register.isPending}>
        {t('signup.submit')}
      </button>
    </form>
  );
}
