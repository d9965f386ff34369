import type { FieldOption } from '../../../../core/forms/form-schema.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';

/** The choices of a radio, check-box or drop-down field: a value (stored) and a label (shown) each. */
export function OptionsEditor({
  options,
  errors,
  onChange,
}: {
  options: FieldOption[];
  errors: Record<string, string[]>;
  onChange: (options: FieldOption[]) => void;
}) {
  const t = useAdminT();
  const update = (index: number, change: Partial<FieldOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...change } : option)));
  return (
    <fieldset className="schema-options">
      <legend>{t('schemas.field.options')}</legend>
      {errors.options && (
        <ul className="field__errors">
          {errors.options.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <ol className="schema-options__list">
        {options.map((option, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its position while its value is typed
            <li key={index} className="schema-options__row">
              <TextField
                label={t('schemas.field.optionLabel', { n })}
                name={`options.${index}.label`}
                value={option.label}
                errors={errors[`options.${index}.label`]}
                onChange={(event) => update(index, { label: event.target.value })}
              />
              <TextField
                label={t('schemas.field.optionLabelEn', { n })}
                name={`options.${index}.translations.en.label`}
                lang="en"
                value={option.translations?.en?.label ?? ''}
                errors={errors[`options.${index}.translations.en.label`]}
                onChange={(event) => update(index, { translations: { en: { label: event.target.value } } })}
              />
              <TextField
                label={t('schemas.field.optionValue', { n })}
                name={`options.${index}.value`}
                value={option.value}
                errors={errors[`options.${index}.value`]}
                onChange={(event) => update(index, { value: event.target.value })}
              />
              <button
                type="button"
                className="button button--secondary schema-small-button schema-options__remove"
                aria-label={t('schemas.field.optionRemove', { n })}
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...options, { value: `option${options.length + 1}`, label: '' }])}
      >
        {t('schemas.field.optionAdd')}
      </button>
    </fieldset>
  );
}
