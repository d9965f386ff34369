import { type ReactNode, useId } from 'react';

export interface LabelledControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label and the server's messages around one control, tied to it by id so a screen reader reads them. */
export function ControlFrame({
  label,
  errors = [],
  children,
}: {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  children: (control: LabelledControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorId : undefined,
      })}
      {invalid && (
        <ul id={errorId} className="field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
