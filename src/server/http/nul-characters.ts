import type { FastifyInstance } from 'fastify';
import { AppError, type Message } from '../app-error.ts';

/** Where, in a parsed body or query, a string holds a NUL character (dotted paths, as field errors name them). */
export function pathsWithNul(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [[...path, key].join('.')] : []),
      ...pathsWithNul(item, [...path, key]),
    ]);
  }
  return [];
}

/**
 * Refuses text with a NUL character, wherever it sits, with a 422 naming the field. No form has a use
 * for it, and PostgreSQL cannot store it in text or jsonb: it would otherwise fail as a 500 mid-write.
 */
export function registerNulRefusal(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const paths = [
      ...pathsWithNul(request.query),
      ...pathsWithNul(request.params),
      ...pathsWithNul(request.body),
    ];
    if (paths.length === 0) return;
    const message: Message = { key: 'validation.nulCharacter' };
    throw AppError.validation(Object.fromEntries(paths.map((path) => [path, [message]])));
  });
}
