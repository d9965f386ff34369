import { useState } from 'react';
import { type FieldErrors, ValidationError } from '../../../api/errors.ts';

/**
 * The server's per-field messages of the last save, for the form to show under each input: set by a
 * 422, cleared by a success, and a field's own cleared as soon as it is edited (the message was about
 * the value it had). The console's error handler also shows the 422's summary as a notice.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    onError: (error: unknown) => {
      if (error instanceof ValidationError) setErrors(error.errors);
    },
    clear: () => setErrors({}),
    edited: (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _, ...rest } = current;
        return rest;
      }),
  };
}
