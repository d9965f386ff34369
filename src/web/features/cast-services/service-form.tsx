import { type FormEvent, useState } from 'react';
import type { OwnService, SaveServiceBody } from '../../../core/contract/services.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { initialValues, SchemaFields } from '../../ui/form/schema-fields/schema-fields.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useSite } from '../site/site-query.ts';
import { BookingRulesFields, bookingRulesOf } from './booking-rules-fields.tsx';
import { ServicePhotosField } from './service-photos-field.tsx';

/** What the service form edits: everything but the status, which the publish control owns. */
export type ServiceFields = Omit<SaveServiceBody, 'status'>;

/**
 * The fixed fields of a service, the operator's custom fields, the photos and, where entries book a time,
 * how bookings are taken.
 */
export function ServiceForm({
  saved,
  pending,
  error,
  onSubmit,
}: {
  saved?: OwnService;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ServiceFields) => void;
}) {
  const t = useT();
  const site = useSite();
  const fields = useFormSchema(saved ? '/schemas/service/edit' : '/schemas/service/create');
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, saved?.values));
  const [imageIds, setImageIds] = useState<string[]>(saved?.imageIds ?? []);
  const [chargeMethod, setChargeMethod] = useState<ChargeMethod>(
    saved?.chargeMethod ?? site.service.chargeMethods[0] ?? 'none',
  );
  const errors = error instanceof ValidationError ? error.errors : {};
  const booksTimes = site.service.serviceHourType === 'other';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      chargeMethod,
      imageIds,
      values,
      // Absent where no time is booked: the server keeps the rules the service has.
      booking: booksTimes ? bookingRulesOf(form) : undefined,
    });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('castServices.title')}
        name="title"
        defaultValue={saved?.title}
        required
        errors={errors.title}
      />
      <TextAreaField
        label={t('castServices.description')}
        name="description"
        rows={6}
        defaultValue={saved?.description}
        errors={errors.description}
      />
      <div className="field">
        <label className="field__label" htmlFor="service-charge">
          {t('castServices.chargeMethod')}
        </label>
        <select
          id="service-charge"
          className="field__input"
          value={chargeMethod}
          onChange={(e) => setChargeMethod(e.target.value as ChargeMethod)}
        >
          {site.service.chargeMethods.map((method) => (
            <option key={method} value={method}>
              {t(`castServices.chargeMethod.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <SchemaFields fields={fields} values={values} onChange={setValues} errors={errors} prefix="values" />
      <ServicePhotosField value={imageIds} onChange={setImageIds} errors={errors.imageIds ?? []} />
      {booksTimes && <BookingRulesFields saved={saved?.booking} errors={errors} />}
      <button type="submit" className="button button--primary" disabled={pending}>
        {saved ? t('castServices.save') : t('castServices.saveDraft')}
      </button>
    </form>
  );
}
