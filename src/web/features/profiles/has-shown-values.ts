import type { FormField } from '../../../core/forms/form-schema.ts';

/**
 * Whether a profile has anything for FieldValuesList to show among `fields`, so that a section can say
 * "nothing shown yet" instead of standing empty.
 */
export function hasShownValues(fields: readonly FormField[], values: Record<string, unknown>): boolean {
  return fields.some((field) => {
    const value = values[field.key];
    if (field.private || field.type === 'file_upload' || value === null || value === undefined) return false;
    return value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}
