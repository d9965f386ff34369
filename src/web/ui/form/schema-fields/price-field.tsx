import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldFrame } from './field-frame.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';

/** An amount in whole yen. Anything that is not a whole number is sent as typed, so the server names it. */
export function PriceField(props: SchemaFieldProps<number | string | null>) {
  const { field, value, onChange, name } = props;
  const t = useT();
  return (
    <FieldFrame field={field} messages={ownErrors(props)}>
      {(control) => (
        <div className="field__affix">
          <input
            {...control}
            name={name}
            className="field__input"
            inputMode="numeric"
            required={field.required}
            value={value ?? ''}
            onChange={(event) => {
              const text = event.target.value.trim();
              onChange(text === '' ? null : /^\d+$/.test(text) ? Number(text) : text);
            }}
          />
          <span aria-hidden="true">{t('form.yen')}</span>
        </div>
      )}
    </FieldFrame>
  );
}
