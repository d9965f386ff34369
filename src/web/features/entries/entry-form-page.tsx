import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { HttpError, ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { initialValues } from '../../ui/form/schema-fields/schema-fields.tsx';
import { chosenSlotOf } from '../availability/chosen-slot.ts';
import { BELONGING_SCHEMA_PATH, useBelongings } from '../belongings/use-belongings.ts';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useService } from '../services/use-services.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { EntryConfirmStep } from './entry-confirm-step.tsx';
import { type EntryDraft, entryBody, newIdempotencyKey } from './entry-draft.ts';
import { EntryInputStep } from './entry-input-step.tsx';
import { ENTRY_SCHEMA_PATH } from './entry-schema.ts';
import { useCreateEntry } from './use-entries.ts';

type Step = 'input' | 'confirm' | 'done';

/**
 * Applying for a service: the form, a confirm step showing what will be sent, then the link to the new
 * entry. The idempotency key is chosen when the form opens, so a retry never makes a second entry. A
 * slot chosen on the service's calendar arrives in the query string with its menu, and is the entry's time.
 */
export function EntryFormPage() {
  const t = useT();
  const site = useSite();
  const { serviceId = '' } = useParams();
  const [query] = useSearchParams();
  const service = useService(serviceId);
  const [slot] = useState(() => chosenSlotOf(query));
  const belongings = useBelongings();
  const belongingFields = useFormSchema(BELONGING_SCHEMA_PATH);
  const fields = useFormSchema(ENTRY_SCHEMA_PATH);
  const create = useCreateEntry(serviceId);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<Step>('input');
  const [draft, setDraft] = useState<EntryDraft>(() => ({
    serviceMenuId: service.menus.find((menu) => menu.id === slot?.serviceMenuId)?.id ?? null,
    belongingId: null,
    reservationAt: '',
    appointmentStartsAt: slot?.startsAt ?? null,
    hours: slot?.hours ?? null,
    quantity: '1',
    values: initialValues(fields),
  }));
  // Someone booked the chosen slot meanwhile (409): said where the guest can choose another.
  const slotTaken = slot !== null && create.error instanceof HttpError && create.error.status === 409;
  const errors =
    create.error instanceof ValidationError
      ? create.error.errors
      : slotTaken && create.error
        ? { appointmentStartsAt: [create.error.message] }
        : {};

  // Each new step's heading takes the focus, so that the change of step is read out.
  const focusHeading = useRef(false);
  const goTo = (next: Step) => {
    focusHeading.current = true;
    setStep(next);
  };
  const stepHeading = (node: HTMLHeadingElement | null) => {
    if (node && focusHeading.current) {
      focusHeading.current = false;
      node.focus();
    }
  };

  function send() {
    create.mutate(entryBody(draft, idempotencyKey, service.chargeMethod), {
      onSuccess: () => goTo('done'),
      // The messages of a refused field (or a slot taken meanwhile) are shown next to it, on the form.
      onError: (error) => {
        if (error instanceof ValidationError || (slot && error instanceof HttpError && error.status === 409))
          goTo('input');
      },
    });
  }

  const stepTitle = {
    input: t('entries.form.step.input'),
    confirm: t('entries.form.step.confirm'),
    done: t('entries.form.step.done'),
  }[step];

  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('entries.form.title', { title: service.title })}</PageHeading>
      <p>
        <Link to={`/guest/services/${service.id}`}>{t('entries.form.backToService')}</Link>
      </p>
      <section className="card" aria-labelledby="entry-step">
        <h2 id="entry-step" ref={stepHeading} tabIndex={-1}>
          {stepTitle}
        </h2>
        {step === 'input' && (
          <p>{t(`entries.form.flow.${site.payment.flowType}`, siteMessageParams(site))}</p>
        )}
        {step === 'input' && (
          <EntryInputStep
            draft={draft}
            onChange={setDraft}
            onNext={() => goTo('confirm')}
            serviceId={service.id}
            chargeMethod={service.chargeMethod}
            booksTime={service.hourType === 'other'}
            slot={slot}
            menus={service.menus}
            belongings={belongings}
            belongingFields={belongingFields}
            fields={fields}
            errors={errors}
          />
        )}
        {step === 'confirm' && (
          <EntryConfirmStep
            draft={draft}
            slot={slot}
            chargeMethod={service.chargeMethod}
            menus={service.menus}
            belongings={belongings}
            belongingFields={belongingFields}
            fields={fields}
            pending={create.isPending}
            onBack={() => goTo('input')}
            onSend={send}
          />
        )}
        {step === 'done' && create.data && (
          <>
            <p>
              {create.data.status === 'matched'
                ? t('entries.form.doneLead.matched')
                : t(`entries.form.doneLead.${create.data.flowType}`, siteMessageParams(site))}
            </p>
            <p>
              <Link className="button button--primary" to={`/guest/entries/${create.data.id}`}>
                {t('entries.form.viewEntry')}
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
