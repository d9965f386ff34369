import { FieldGroup } from './choice-group.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

export function CheckBoxField(props: SchemaFieldProps<string[] | null>) {
  const { field, onChange, name } = props;
  const value = props.value ?? [];
  const messages = ownErrors(props);
  return (
    <FieldGroup field={field} messages={messages}>
      {() =>
        field.options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              aria-invalid={messages.length > 0 || undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))
      }
    </FieldGroup>
  );
}
