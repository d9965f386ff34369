import { useId } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldErrors, invalidProps } from './field-errors.tsx';
import { FieldHelp, FieldLabelText } from './field-label.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

export function PullDownField(props: SchemaFieldProps<string | null>) {
  const { field, value, onChange, name } = props;
  const t = useT();
  const id = useId();
  const messages = ownErrors(props);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FieldLabelText field={field} />
      </label>
      <FieldHelp id={`${id}-help`} field={field} />
      <select
        id={id}
        name={name}
        className="field__input"
        required={field.required}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        {...invalidProps(`${id}-errors`, messages, field.helpText ? `${id}-help` : undefined)}
      >
        <option value="">{t('form.choose')}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
}
