import { useLayoutEffect, useRef, useState } from 'react';
import type { AdminSite } from '../../../../core/contract/admin/site.ts';
import type { SiteSettings } from '../../../../core/contract/site.ts';
import type { FieldErrors } from '../../../api/errors.ts';
import { ValidationError } from '../../../api/errors.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { BasicSection } from './basic-section.tsx';
import { EnglishSection } from './english-section.tsx';
import { LifecycleSection } from './lifecycle-section.tsx';
import { OgpSection } from './ogp-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { type Outcome, PublishBar } from './publish-bar.tsx';
import { FeaturesSection, ServiceSection } from './service-section.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { useAdminSite } from './use-admin-site.ts';
import './site.css';

/** The site settings as a draft: edit, save, preview in this browser, publish for everyone. */
export function SiteSettingsPage() {
  const t = useAdminT();
  const { site } = useAdminSite();
  return (
    <>
      <ConsoleHeading lead={t('site.lead')}>{t('site.title')}</ConsoleHeading>
      {site.data ? <SiteSettingsForm loaded={site.data.data} /> : <p>{t('site.loading')}</p>}
    </>
  );
}

function SiteSettingsForm({ loaded }: { loaded: AdminSite }) {
  const { saveDraft } = useAdminSite();
  const [form, setForm] = useState<SiteSettings>(loaded.draft ?? loaded.published);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saved = loaded.draft ?? loaded.published;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  // After a refusal, take the keyboard to the first field the server named.
  useLayoutEffect(() => {
    if (Object.keys(errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const settle = (next: AdminSite, done: Outcome) => {
    setForm(next.draft ?? next.published);
    setErrors({});
    setOutcome(done);
  };
  async function save() {
    try {
      settle(await saveDraft.mutateAsync(form), 'saved');
    } catch (error) {
      if (!(error instanceof ValidationError)) return;
      setErrors(error.errors);
      setOutcome('invalid');
    }
  }

  const section = {
    site: form,
    change: (patch: Partial<SiteSettings>) => {
      setForm((current) => ({ ...current, ...patch }));
      setOutcome(null);
    },
    errorsOf: (path: string) => errors[path],
  };
  return (
    <form
      ref={formRef}
      className="site-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <BasicSection {...section} />
      <ThemePicker {...section} />
      <OgpSection {...section} />
      <EnglishSection {...section} />
      <PaymentSection {...section} />
      <ServiceSection {...section} />
      <FeaturesSection {...section} />
      <LifecycleSection {...section} />
      <PublishBar
        hasDraft={loaded.draft !== null}
        dirty={dirty}
        saving={saveDraft.isPending}
        outcome={outcome}
        onSettled={settle}
      />
    </form>
  );
}
