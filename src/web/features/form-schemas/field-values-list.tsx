import type { ReactNode } from 'react';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from '../services/yen.tsx';

function optionLabel(field: FormField, value: unknown): string {
  return field.options.find((option) => option.value === value)?.label ?? String(value);
}

/**
 * Whether a stored value has these text parts. Read with a plain check rather than the zod schemas of
 * core/forms/field-values.ts, which public pages would otherwise carry only for this.
 */
function hasTexts<K extends string>(value: unknown, keys: readonly K[]): value is Record<K, string> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string');
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
    case 'name':
      return hasTexts(value, ['lastName', 'firstName']) ? `${value.lastName} ${value.firstName}` : '';
    case 'address': {
      if (!hasTexts(value, ['postalCode', 'prefecture', 'city', 'line1'])) return '';
      const { prefecture, city, line1 } = value;
      const line2 = hasTexts(value, ['line2']) ? value.line2 : '';
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
