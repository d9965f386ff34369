import type { ReactNode } from 'react';
import type { FormField } from '../../../../core/forms/form-schema.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

/** The label text with the required mark; operator-written labels are shown as written. */
export function FieldLabelText({ field }: { field: FormField }): ReactNode {
  const t = useT();
  return (
    <>
      {field.label}
      {field.required && <span className="field__required"> {t('form.required')}</span>}
    </>
  );
}

export function FieldHelp({ id, field }: { id: string; field: FormField }) {
  if (!field.helpText) return null;
  return (
    <p id={id} className="field__help">
      {field.helpText}
    </p>
  );
}
