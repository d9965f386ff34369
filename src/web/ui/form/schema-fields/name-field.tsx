import type { NameValue } from '../../../../core/forms/field-values.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldGroup } from './choice-group.tsx';
import { ownErrors, partErrors, type SchemaFieldProps } from './field-props.ts';
import { PartInput } from './part-input.tsx';

const EMPTY: NameValue = { lastName: '', firstName: '', lastNameKana: '', firstNameKana: '' };

/** A Japanese full name: family name first, and the readings in katakana. */
export function NameField(props: SchemaFieldProps<NameValue | null>) {
  const { field, onChange, name } = props;
  const t = useT();
  const value = { ...EMPTY, ...props.value };
  const part = (key: keyof NameValue, autoComplete?: string) => (
    <PartInput
      label={t(`form.name.${key}`)}
      name={`${name}.${key}`}
      value={value[key]}
      onChange={(text) => onChange({ ...value, [key]: text })}
      messages={partErrors(props, key)}
      autoComplete={autoComplete}
      required={field.required && (key === 'lastName' || key === 'firstName')}
    />
  );
  return (
    <FieldGroup field={field} messages={ownErrors(props)}>
      {() => (
        <div className="field__parts">
          {part('lastName', 'family-name')}
          {part('firstName', 'given-name')}
          {part('lastNameKana')}
          {part('firstNameKana')}
        </div>
      )}
    </FieldGroup>
  );
}
