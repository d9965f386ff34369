import './schema-fields.css';
import type { ComponentType } from 'react';
import type { FormFieldType } from '../../../../core/enums.ts';
import type { FieldValue, FormValues } from '../../../../core/forms/field-values.ts';
import type { FormField } from '../../../../core/forms/form-schema.ts';
import { AddressField } from './address-field.tsx';
import { CheckBoxField } from './check-box-field.tsx';
import type { SchemaFieldProps } from './field-props.ts';
import { FileUploadField } from './file-upload-field.tsx';
import { InputField } from './input-field.tsx';
import { NameField } from './name-field.tsx';
import { PriceField } from './price-field.tsx';
import { PullDownField } from './pull-down-field.tsx';
import { RadioButtonField } from './radio-button-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

// Each component narrows the value type it handles; the table maps the 13 types of the specification.
const COMPONENTS = {
  text: InputField,
  email: InputField,
  date: InputField,
  time: InputField,
  birthday: InputField,
  text_area: TextAreaField,
  price: PriceField,
  pull_down: PullDownField,
  radio_button: RadioButtonField,
  check_box: CheckBoxField,
  file_upload: FileUploadField,
  name: NameField,
  address: AddressField,
} as Record<FormFieldType, ComponentType<SchemaFieldProps>>;

/** The value a field starts with when nothing was entered yet. */
export function emptyValue(field: FormField): FieldValue {
  return field.type === 'check_box' || field.type === 'file_upload' ? [] : null;
}

export function initialValues(fields: readonly FormField[], saved: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(
    fields.map((f) => [f.key, (saved[f.key] as FieldValue | undefined) ?? emptyValue(f)]),
  );
}

/**
 * Renders an operator-defined form (the fields of a /schemas/* answer). `errors` are the 422's errors;
 * `prefix` is the path the server reports the fields under (e.g. "profile" → "profile.fullName").
 */
export function SchemaFields({
  fields,
  values,
  onChange,
  errors,
  prefix,
}: {
  fields: readonly FormField[];
  values: FormValues;
  onChange: (values: FormValues) => void;
  errors: Record<string, readonly string[]>;
  prefix: string;
}) {
  const own = Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, messages]) => [path.slice(prefix.length + 1), messages]),
  );
  return (
    <>
      {fields.map((field) => {
        const Component = COMPONENTS[field.type];
        return (
          <Component
            key={field.key}
            field={field}
            name={`${prefix}.${field.key}`}
            value={values[field.key] ?? emptyValue(field)}
            onChange={(value) => onChange({ ...values, [field.key]: value })}
            errors={own}
          />
        );
      })}
    </>
  );
}
