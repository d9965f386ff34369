import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldFrame } from './field-frame.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

export function PullDownField(props: SchemaFieldProps<string | null>) {
  const { field, value, onChange, name } = props;
  const t = useT();
  return (
    <FieldFrame field={field} messages={ownErrors(props)}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="field__input"
          required={field.required}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
