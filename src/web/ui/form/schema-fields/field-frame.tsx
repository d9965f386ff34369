import { type ReactNode, useId } from 'react';
import type { FormField } from '../../../../core/forms/form-schema.ts';
import { FieldErrors, invalidProps } from './field-errors.tsx';
import { FieldHelp, FieldLabelText } from './field-label.tsx';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, help text and messages around one control, tied to it by id for screen readers. */
export function FieldFrame({
  field,
  messages,
  children,
}: {
  field: FormField;
  messages: readonly string[];
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const helpId = field.helpText ? `${id}-help` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FieldLabelText field={field} />
      </label>
      <FieldHelp id={`${id}-help`} field={field} />
      {children({ id, ...invalidProps(`${id}-errors`, messages, helpId) })}
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
}
