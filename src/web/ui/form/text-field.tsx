import type { InputHTMLAttributes } from 'react';
import { ControlFrame } from './control-frame.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** The server's messages for this field (a 422's `errors[name]`). */
  errors?: readonly string[] | undefined;
}

/** A labelled input whose errors are tied to it, so a screen reader reads them with the field. */
export function TextField({ label, name, errors, ...inputProps }: TextFieldProps) {
  return (
    <ControlFrame label={label} errors={errors}>
      {(control) => <input {...inputProps} {...control} name={name} className="field__input" />}
    </ControlFrame>
  );
}
