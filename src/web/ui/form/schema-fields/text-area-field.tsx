import { useId } from 'react';
import { FieldErrors, invalidProps } from './field-errors.tsx';
import { FieldHelp, FieldLabelText } from './field-label.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

export function TextAreaField(props: SchemaFieldProps<string | null>) {
  const { field, value, onChange, name } = props;
  const id = useId();
  const messages = ownErrors(props);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FieldLabelText field={field} />
      </label>
      <FieldHelp id={`${id}-help`} field={field} />
      <textarea
        id={id}
        name={name}
        className="field__input"
        rows={5}
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
