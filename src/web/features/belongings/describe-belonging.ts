import type { FormField } from '../../../core/forms/form-schema.ts';

/**
 * A belonging's values as "label: value" lines, choices shown by their labels and several joined by the
 * reader's list separator (t('list.separator')).
 */
export function describeBelonging(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  separator: string,
): string[] {
  return fields.flatMap((f) => {
    const value = values[f.key];
    if (
      value === null ||
      value === undefined ||
      (Array.isArray(value) && value.length === 0) ||
      f.type === 'file_upload'
    ) {
      return [];
    }
    const label = (v: unknown) => f.options.find((o) => o.value === v)?.label ?? String(v);
    const text = Array.isArray(value)
      ? value.map(label).join(separator)
      : typeof value === 'object'
        ? Object.values(value).filter(Boolean).join(' ')
        : label(value);
    return [`${f.label}: ${text}`];
  });
}
