import type { TextareaHTMLAttributes } from 'react';
import { ControlFrame } from './control-frame.tsx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The server's messages for this field (a 422's `errors[name]`). */
  errors?: readonly string[] | undefined;
}

/** A labelled multi-line input whose errors are tied to it, like TextField. */
export function TextAreaField({ label, errors, ...textareaProps }: TextAreaFieldProps) {
  return (
    <ControlFrame label={label} errors={errors}>
      {(control) => <textarea {...textareaProps} {...control} className="field__input" />}
    </ControlFrame>
  );
}
