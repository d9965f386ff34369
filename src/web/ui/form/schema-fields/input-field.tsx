import type { FormFieldType } from '../../../../core/enums.ts';
import { FieldFrame } from './field-frame.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

const INPUT_TYPES: Partial<Record<FormFieldType, { type: string; autoComplete?: string }>> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  date: { type: 'date' },
  birthday: { type: 'date', autoComplete: 'bday' },
  time: { type: 'time' },
};

/** One-line fields: text, e-mail, date, birthday and time. Their value is a string (empty = null). */
export function InputField(props: SchemaFieldProps<string | null>) {
  const { field, value, onChange, name } = props;
  const input = INPUT_TYPES[field.type] ?? { type: 'text' };
  return (
    <FieldFrame field={field} messages={ownErrors(props)}>
      {(control) => (
        <input
          {...control}
          name={name}
          className="field__input"
          type={input.type}
          autoComplete={input.autoComplete}
          maxLength={field.maxLength}
          required={field.required}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
