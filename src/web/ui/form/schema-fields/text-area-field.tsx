import { FieldFrame } from './field-frame.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

export function TextAreaField(props: SchemaFieldProps<string | null>) {
  const { field, value, onChange, name } = props;
  return (
    <FieldFrame field={field} messages={ownErrors(props)}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          className="field__input"
          rows={5}
          maxLength={field.maxLength}
          required={field.required}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
