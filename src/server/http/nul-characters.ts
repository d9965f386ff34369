import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { AppError, type Message } from '../app-error.ts';
import { hookList } from './route-hooks.ts';

/**
 * Deeper than any form nests its values (lists of objects a few levels down). A body nested deeper is
 * refused rather than walked: walking thousands of levels would exhaust the stack (a 500).
 */
export const MAX_INPUT_DEPTH = 32;

type Finding = [path: string, message: Message];

/**
 * Where, in a parsed body or query, a string holds a NUL character, or the value nests deeper than
 * MAX_INPUT_DEPTH (dotted paths, as field errors name them).
 */
export function inputFindings(value: unknown, path: readonly string[] = []): Finding[] {
  const at = (keys: readonly string[]) => keys.join('.') || '_';
  if (typeof value === 'string')
    return value.includes('\u0000') ? [[at(path), { key: 'validation.nulCharacter' }]] : [];
  if (!value || typeof value !== 'object') return [];
  if (path.length >= MAX_INPUT_DEPTH) return [[at(path), { key: 'validation.invalidType' }]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => inputFindings(item, [...path, String(index)]));
  return Object.entries(value).flatMap(([key, item]): Finding[] => [
    ...(key.includes('\u0000') ? [[at([...path, key]), { key: 'validation.nulCharacter' }] as Finding] : []),
    ...inputFindings(item, [...path, key]),
  ]);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses text with a NUL character, wherever it sits, with a 422 naming the field. No form has a use
 * for it, and PostgreSQL cannot store it in text or jsonb: it would otherwise fail as a 500 mid-write.
 * The same walk refuses a value nested deeper than MAX_INPUT_DEPTH. Only routes that take input get
 * it: a query, path parameters, or a body (a write); a read that takes none never looks at its URL.
 */
export function registerNulRefusal(api: FastifyInstance) {
  const refuse: preValidationHookHandler = (request, _reply, done) => {
    // The query and the path are text from the URL, where a NUL can only come percent-encoded: a read
    // without one has nothing to walk.
    if (request.body === undefined && !request.url.includes('%00')) return done();
    const findings = [
      ...inputFindings(request.query),
      ...inputFindings(request.params),
      ...inputFindings(request.body),
    ];
    if (findings.length === 0) return done();
    done(AppError.validation(Object.fromEntries(findings.map(([path, message]) => [path, [message]]))));
  };
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const takesInput =
      route.schema?.querystring !== undefined ||
      route.schema?.params !== undefined ||
      route.url.includes(':') ||
      route.url.includes('*') ||
      !methods.every((method) => SAFE_METHODS.has(method));
    if (!takesInput) return;
    route.preValidation = [...hookList(route.preValidation as preValidationHookHandler | undefined), refuse];
  });
}
