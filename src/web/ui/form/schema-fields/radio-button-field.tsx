import { FieldGroup } from './choice-group.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

export function RadioButtonField(props: SchemaFieldProps<string | null>) {
  const { field, value, onChange, name } = props;
  const messages = ownErrors(props);
  return (
    <FieldGroup field={field} messages={messages}>
      {() =>
        field.options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={messages.length > 0 || undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))
      }
    </FieldGroup>
  );
}
