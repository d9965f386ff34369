import { useId } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldErrors, invalidProps } from './field-errors.tsx';
import { FieldHelp, FieldLabelText } from './field-label.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

/** An amount in whole yen. Anything that is not a whole number is sent as typed, so the server names it. */
export function PriceField(props: SchemaFieldProps<number | string | null>) {
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
      <div className="field__affix">
        <input
          id={id}
          name={name}
          className="field__input"
          inputMode="numeric"
          required={field.required}
          value={value ?? ''}
          onChange={(event) => {
            const text = event.target.value.trim();
            onChange(text === '' ? null : /^\d+$/.test(text) ? Number(text) : text);
          }}
          {...invalidProps(`${id}-errors`, messages, field.helpText ? `${id}-help` : undefined)}
        />
        <span aria-hidden="true">{t('form.yen')}</span>
      </div>
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
}
