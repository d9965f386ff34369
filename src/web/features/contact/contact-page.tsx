import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CONTACT_KINDS, ContactBody } from '../../../core/contract/content.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

function ContactPage({ kind, titleKey }: { kind: (typeof CONTACT_KINDS)[number]; titleKey: MessageKey }) {
  const t = useT();
  const site = useSite();
  const client = useApiClient();
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: (body: ContactBody) => client.post<undefined>('/contact', body),
    onSuccess: () => setSent(true),
  });
  const errors = send.error instanceof ValidationError ? send.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    send.mutate({
      kind,
      name: text('name'),
      email: text('email'),
      company: text('company'),
      body: text('body'),
    });
  }

  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t(titleKey, siteMessageParams(site))}</PageHeading>
      {sent ? (
        <p className="callout" role="status">
          {t('contact.sent')}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            required
            errors={errors.name}
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            errors={errors.email}
          />
          {kind !== 'contact' && (
            <TextField
              label={t('contact.company')}
              name="company"
              autoComplete="organization"
              errors={errors.company}
            />
          )}
          <TextAreaField label={t('contact.body')} name="body" rows={8} required errors={errors.body} />
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t('contact.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

export const ContactFormPage = () => <ContactPage kind="contact" titleKey="page.contact" />;
export const LpContactPage = () => <ContactPage kind="lp" titleKey="page.lpContact" />;
export const SupplierContactPage = () => <ContactPage kind="supplier" titleKey="page.supplierContact" />;
