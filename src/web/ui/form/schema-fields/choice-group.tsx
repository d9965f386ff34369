import { type ReactNode, useId } from 'react';
import type { FormField } from '../../../../core/forms/form-schema.ts';
import { FieldErrors } from './field-errors.tsx';
import { FieldHelp, FieldLabelText } from './field-label.tsx';

/**
 * A fieldset whose legend is the field's label: radio buttons, check boxes and the parts of a
 * composite field are read as one group, with the group's messages.
 */
export function FieldGroup({
  field,
  messages,
  children,
}: {
  field: FormField;
  messages: readonly string[];
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy = [messages.length > 0 ? `${id}-errors` : '', field.helpText ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="field field--group" aria-describedby={describedBy || undefined}>
      <legend className="field__label">
        <FieldLabelText field={field} />
      </legend>
      <FieldHelp id={`${id}-help`} field={field} />
      {children(describedBy || undefined)}
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </fieldset>
  );
}
