import type { ReactNode } from 'react';
import { addressValue, nameValue } from '../../../core/forms/field-values.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from '../services/yen.tsx';

function optionLabel(field: FormField, value: unknown): string {
  return field.options.find((option) => option.value === value)?.label ?? String(value);
}

/** One stored value as a reader sees it: option labels instead of codes, yen grouped, names in order. */
function FieldValueText({ field, value }: { field: FormField; value: unknown }): ReactNode {
  const t = useT();
  switch (field.type) {
    case 'radio_button':
    case 'pull_down':
      return optionLabel(field, value);
    case 'check_box':
      return Array.isArray(value) ? value.map((v) => optionLabel(field, v)).join(t('list.separator')) : '';
    case 'price':
      return typeof value === 'number' ? <Yen amount={value} /> : '';
    case 'name': {
      const name = nameValue.safeParse(value);
      return name.success ? `${name.data.lastName} ${name.data.firstName}` : '';
    }
    case 'address': {
      const address = addressValue.safeParse(value);
      if (!address.success) return '';
      const { prefecture, city, line1, line2 } = address.data;
      return `${prefecture}${city}${line1}${line2 ? ` ${line2}` : ''}`;
    }
    case 'file_upload':
      // Uploads are shown by the blocks that know what they are (images), not as a value.
      return '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Custom fields as label and value, in the order given (a layout's). Private fields (unless the reader
 * is one of the few who may see them: `includePrivate`) and empty values are left out, so a card never
 * shows a bare label.
 */
export function FieldValuesList({
  fields,
  values,
  includePrivate = false,
}: {
  fields: readonly FormField[];
  values: Record<string, unknown>;
  includePrivate?: boolean;
}) {
  const shown = fields.filter(
    (field) =>
      (includePrivate || !field.private) && field.type !== 'file_upload' && !isEmpty(values[field.key]),
  );
  if (shown.length === 0) return null;
  return (
    <dl className="field-values">
      {shown.map((field) => (
        <div key={field.key}>
          <dt>{field.label}</dt>
          <dd>
            <FieldValueText field={field} value={values[field.key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
