import { type FormEvent, useState } from 'react';
import type { Menu, SaveMenuBody } from '../../../core/contract/services.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { initialValues, SchemaFields } from '../../ui/form/schema-fields/schema-fields.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useSite } from '../site/site-query.ts';

/**
 * A menu's fields (name, price excluding tax, unit, description, and its duration where entries book a
 * time) and the operator's menu fields: empty to add one, filled from `saved` to edit it.
 */
export function MenuForm({
  saved,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  saved?: Menu;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (body: SaveMenuBody, form: HTMLFormElement) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const site = useSite();
  const booksTimes = site.service.serviceHourType === 'other';
  const fields = useFormSchema(saved ? '/schemas/service-menus/edit' : '/schemas/service-menus/create');
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, saved?.values));
  const errors = error instanceof ValidationError ? error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const price = String(form.get('price') ?? '').trim();
    // Without the field (a site that books no time) the saved duration stays as it is.
    const duration = booksTimes
      ? String(form.get('durationMinutes') ?? '').trim()
      : String(saved?.durationMinutes ?? '');
    onSubmit(
      {
        name: String(form.get('name') ?? ''),
        // Anything but whole yen goes to the server as typed, which answers with the field's message.
        price: /^\d+$/.test(price) ? Number(price) : (price as unknown as number),
        unit: String(form.get('unit') ?? ''),
        description: String(form.get('description') ?? ''),
        // Blank: no duration of its own; anything but whole minutes goes as typed, for the server's message.
        durationMinutes:
          duration === ''
            ? null
            : /^\d+$/.test(duration)
              ? Number(duration)
              : (duration as unknown as number),
        values,
      },
      formElement,
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('castServices.menuName')}
        name="name"
        required
        defaultValue={saved?.name}
        errors={errors.name}
      />
      <TextField
        label={t('castServices.menuPrice')}
        name="price"
        inputMode="numeric"
        required
        defaultValue={saved?.price.excludingTax}
        errors={errors.price}
      />
      <TextField
        label={t('castServices.menuUnit')}
        name="unit"
        defaultValue={saved?.unit}
        errors={errors.unit}
      />
      <TextAreaField
        label={t('castServices.menuDescription')}
        name="description"
        rows={3}
        defaultValue={saved?.description}
        errors={errors.description}
      />
      {booksTimes && (
        <TextField
          label={t('castServices.menuDuration')}
          name="durationMinutes"
          inputMode="numeric"
          defaultValue={saved?.durationMinutes ?? ''}
          errors={errors.durationMinutes}
        />
      )}
      <SchemaFields fields={fields} values={values} onChange={setValues} errors={errors} prefix="values" />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('castServices.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
