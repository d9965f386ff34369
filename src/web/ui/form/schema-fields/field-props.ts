import type { FieldValue } from '../../../../core/forms/field-values.ts';
import type { FormField } from '../../../../core/forms/form-schema.ts';

/** What every field component of the schema form receives. */
export interface SchemaFieldProps<V extends FieldValue = FieldValue> {
  field: FormField;
  value: V;
  onChange: (value: V) => void;
  /** The server's messages keyed by the field's own path ("fullName") or a part of it ("fullName.lastName"). */
  errors: Record<string, readonly string[]>;
  /** The name the inputs submit under, e.g. "profile.fullName". */
  name: string;
}

/** Messages of the field itself (not of its parts). */
export function ownErrors(props: Pick<SchemaFieldProps, 'errors' | 'field'>): readonly string[] {
  return props.errors[props.field.key] ?? [];
}

/** Messages of one part of a composite field (name, address). */
export function partErrors(
  props: Pick<SchemaFieldProps, 'errors' | 'field'>,
  part: string,
): readonly string[] {
  return props.errors[`${props.field.key}.${part}`] ?? [];
}
