import { type InputHTMLAttributes, useId } from 'react';

interface SiteFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  help?: string | undefined;
  errors?: readonly string[] | undefined;
  /** Shown after the input, e.g. 日 for a number of days. */
  unit?: string | undefined;
}

/** A labelled input with help text and the server's messages, both read with it by a screen reader. */
export function SiteField({ label, name, help, errors = [], unit, ...inputProps }: SiteFieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  const describedBy = [help && `${id}-help`, invalid && `${id}-errors`].filter(Boolean).join(' ');
  const input = (
    <input
      {...inputProps}
      id={id}
      name={name}
      className="field__input"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {unit ? (
        <span className="site-unit">
          {input}
          <span aria-hidden="true">{unit}</span>
        </span>
      ) : (
        input
      )}
      {help && (
        <p id={`${id}-help`} className="site-help">
          {help}
        </p>
      )}
      {invalid && (
        <ul id={`${id}-errors`} className="field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
