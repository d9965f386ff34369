import { type FormEvent, useState } from 'react';
import type { FormValues } from '../../../core/forms/field-values.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { initialValues, SchemaFields } from '../../ui/form/schema-fields/schema-fields.tsx';
import { useSaveBelonging } from './use-belongings.ts';

export function BelongingForm({
  fields,
  id,
  saved,
  onDone,
}: {
  fields: readonly FormField[];
  id?: string;
  saved?: Record<string, unknown>;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveBelonging();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, saved));
  const errors = save.error instanceof ValidationError ? save.error.errors : {};
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ ...(id ? { id } : {}), values }, { onSuccess: onDone });
  }
  return (
    <form className="form card" noValidate onSubmit={submit}>
      <SchemaFields fields={fields} values={values} onChange={setValues} errors={errors} prefix="values" />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('belongings.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('belongings.cancel')}
        </button>
      </div>
    </form>
  );
}
