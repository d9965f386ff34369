import { useId } from 'react';
import type { FormFieldType } from '../../../../core/enums.ts';
import { FieldErrors, invalidProps } from './field-errors.tsx';
import { FieldHelp, FieldLabelText } from './field-label.tsx';
import type { SchemaFieldProps } from './field-props.ts';
import { ownErrors } from './field-props.ts';

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
  const id = useId();
  const messages = ownErrors(props);
  const input = INPUT_TYPES[field.type] ?? { type: 'text' };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FieldLabelText field={field} />
      </label>
      <FieldHelp id={`${id}-help`} field={field} />
      <input
        id={id}
        name={name}
        className="field__input"
        type={input.type}
        autoComplete={input.autoComplete}
        maxLength={field.maxLength}
        required={field.required}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        {...invalidProps(`${id}-errors`, messages, field.helpText ? `${id}-help` : undefined)}
      />
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
}
