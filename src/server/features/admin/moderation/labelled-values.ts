import type { LabelledValue } from '../../../../core/contract/admin/moderation.ts';
import type { FieldValue, FormValues } from '../../../../core/forms/field-values.ts';
import type { FormField } from '../../../../core/forms/form-schema.ts';

function asText(field: FormField | undefined, value: FieldValue): string {
  if (value === null || value === undefined) return '';
  const choice = (item: string) => field?.options.find((option) => option.value === item)?.label ?? item;
  if (Array.isArray(value)) return value.map(choice).join('、');
  if (typeof value === 'object') return Object.values(value).filter(Boolean).join(' ');
  return choice(String(value));
}

/**
 * A service's (or a menu's) custom values as an operator reads them: each with its field's label and
 * choices shown by their labels. A value whose field has since been removed keeps its key as the label,
 * so nothing a cast wrote is hidden from the operator.
 */
export function labelValues(fields: FormField[], values: FormValues): LabelledValue[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const known = fields.filter((field) => field.key in values);
  const retired = Object.keys(values).filter((key) => !byKey.has(key));
  return [
    ...known.map((field) => ({
      key: field.key,
      label: field.label,
      display: asText(field, values[field.key] ?? null),
      private: field.private,
    })),
    ...retired.map((key) => ({
      key,
      label: key,
      display: asText(undefined, values[key] ?? null),
      private: false,
    })),
  ].filter((value) => value.display !== '');
}

/** The fields of the create and edit forms together (a value may come from either); edit wins. */
export function mergeFields(...schemas: FormField[][]): FormField[] {
  const merged = new Map<string, FormField>();
  for (const fields of schemas.reverse()) for (const field of fields) merged.set(field.key, field);
  return [...merged.values()];
}
