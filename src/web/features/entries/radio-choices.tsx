import { type ReactNode, useId } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';

/** One choice among a few, or none: radio buttons in a fieldset whose legend names the group. */
export function RadioChoices({
  legend,
  name,
  options,
  value,
  onChange,
  errors = [],
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  value: string | null;
  onChange: (value: string | null) => void;
  errors?: readonly string[] | undefined;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-errors`;
  const choices: ReadonlyArray<{ value: string; label: ReactNode }> = [
    { value: '', label: t('entries.form.none') },
    ...options,
  ];
  return (
    <fieldset className="field field--group" aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={(value ?? '') === choice.value}
            onChange={() => onChange(choice.value === '' ? null : choice.value)}
          />
          {choice.label}
        </label>
      ))}
      {errors.length > 0 && (
        <ul id={errorId} className="field__errors">
          {errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
