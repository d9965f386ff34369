import { useId } from 'react';
import { FieldErrors, invalidProps } from './field-errors.tsx';

/** One part of a composite field (family name, postal code…), labelled on its own. */
export function PartInput({
  label,
  name,
  value,
  onChange,
  messages,
  autoComplete,
  required,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  messages: readonly string[];
  autoComplete?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="field field--part">
      <label className="field__label field__label--part" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(`${id}-errors`, messages)}
      />
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
}
