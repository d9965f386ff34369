import type { AddressValue, NameValue } from './field-values.ts';
import type { FormField } from './form-schema.ts';

/**
 * A stored answer as one line of text for a reader (an operator's review screen): choices by their
 * labels, names and addresses joined, prices in yen. Empty answers read as ''. A value that no longer
 * fits its field (a choice since removed) is shown as stored rather than hidden.
 */
export function describeValue(field: Pick<FormField, 'type' | 'options'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  const choice = (v: unknown) => field.options.find((o) => o.value === v)?.label ?? String(v);
  switch (field.type) {
    case 'radio_button':
    case 'pull_down':
      return choice(value);
    case 'check_box':
      return Array.isArray(value) ? value.map(choice).join('、') : String(value);
    case 'file_upload':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'price':
      return typeof value === 'number' ? `${value.toLocaleString('ja-JP')}円` : String(value);
    case 'name': {
      const n = value as Partial<NameValue>;
      const kana = [n.lastNameKana, n.firstNameKana].filter(Boolean).join(' ');
      const name = [n.lastName, n.firstName].filter(Boolean).join(' ');
      return kana ? `${name}（${kana}）` : name;
    }
    case 'address': {
      const a = value as Partial<AddressValue>;
      return [a.postalCode ? `〒${a.postalCode}` : '', a.prefecture, a.city, a.line1, a.line2]
        .filter(Boolean)
        .join(' ');
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
