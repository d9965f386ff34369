import type { Message } from '../app-error.ts';

/**
 * Turns a zod issue (as fastify-type-provider-zod reports it: code and the issue's other fields)
 * into a catalogue message. `value` is what the caller sent at the issue's path, so that a missing
 * value reads "required" rather than "wrong type".
 */
export function zodIssueMessage(code: string, params: Record<string, unknown>, value: unknown): Message {
  const origin = params.origin;
  switch (code) {
    case 'invalid_type':
      if (value === undefined || value === null || value === '') return { key: 'validation.required' };
      return { key: params.expected === 'int' ? 'validation.integer' : 'validation.invalidType' };
    case 'too_small': {
      const minimum = Number(params.minimum);
      if (origin === 'string') {
        // A value of spaces only is trimmed away by the contract: it was left empty.
        return value === undefined || (typeof value === 'string' && value.trim() === '')
          ? { key: 'validation.required' }
          : { key: 'validation.stringTooShort', params: { minimum } };
      }
      if (origin === 'array' || origin === 'set')
        return { key: 'validation.arrayTooShort', params: { minimum } };
      return { key: 'validation.numberTooSmall', params: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(params.maximum);
      if (origin === 'string') return { key: 'validation.stringTooLong', params: { maximum } };
      if (origin === 'array' || origin === 'set')
        return { key: 'validation.arrayTooLong', params: { maximum } };
      return { key: 'validation.numberTooLarge', params: { maximum } };
    }
    case 'invalid_format':
      if (params.format === 'email') return { key: 'validation.email' };
      if (params.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.choice' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}
