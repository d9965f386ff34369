import fc from 'fast-check';
import type { Agent } from './test-app.ts';

/** The part of JSON Schema that the contract's zod schemas produce in the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOperation {
  /** `METHOD /path/{param}` as the document names it, without the `/api` prefix. */
  route: string;
  method: HttpMethod;
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body's schema; undefined for a route without one (or with a multipart body). */
  body?: JsonSchema;
  multipart: boolean;
}

interface DocumentOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  summary?: string;
}

/** Every operation of GET /api/openapi.json (the document generated from the routes). */
export async function apiOperations(agent: Agent): Promise<ApiOperation[]> {
  const document = (await agent.get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, DocumentOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([lower, operation]) => {
      const method = lower.toUpperCase() as HttpMethod;
      const parameters = (where: string) =>
        Object.fromEntries(
          (operation.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]),
        );
      return {
        route: `${method} ${path}`,
        method,
        path,
        pathParams: parameters('path'),
        query: parameters('query'),
        body: operation.requestBody?.content['application/json']?.schema,
        multipart: /multipart/.test(operation.summary ?? '') || path.endsWith('/images'),
      };
    }),
  );
}

/** The `/api` URL of an operation with its path parameters filled in (each value URL-encoded). */
export function urlOf(operation: ApiOperation, params: Record<string, string>, query = '') {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePathSegment(params[name] ?? 'unknownid1'),
  );
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** Encodes a path segment; a lone surrogate (which encodeURIComponent refuses) is sent as its raw bytes. */
function encodePathSegment(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

const typeOf = (schema: JsonSchema) =>
  (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ??
  (schema.properties ? 'object' : undefined);

/** A small value that the schema accepts: required properties only, the first of each choice. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sampleOf(choice.find((s) => s.type !== 'null') ?? {});
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(
        Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1),
        schema.maximum ?? 1,
      );
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return {};
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-12-05T10:00:00+09:00';
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return '2026-12-05';
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  return 'a1'.repeat(Math.max(1, Math.ceil((schema.minLength ?? 1) / 2)));
}

/** Values no schema asks for: out of range, wrong type, NUL, huge, deeply nested, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    1e308,
    -1,
    -2_147_483_649,
    2 ** 53 + 1,
    0.5,
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '9'.repeat(40),
    '',
    '\u0000',
    'a\u0000b',
    '0001-01-01',
    '0000-00-00T00:00:00Z',
    '275760-09-13T00:00:01Z',
    '9999-12-31T23:59:59+09:00',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\ud800',
    '𠮷😀'.repeat(2000),
    'x'.repeat(100_000),
    null,
    true,
    [],
    {},
    { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.nat({ max: 3000 }).map(deepArray),
);

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Values shaped like the schema (most of the time) with hostile ones at every level. */
export function fuzzOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: shapedBy(schema) }, { weight: 1, arbitrary: hostileValue });
}

function shapedBy(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return fc.oneof(...choice.map(fuzzOf));
  switch (typeOf(schema)) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fuzzOf(property)]),
      );
      return fc
        .tuple(
          fc.record(properties, { requiredKeys: schema.required ?? [] }),
          // Extra keys now and then: most calls should reach the checks behind the schema.
          fc.oneof(
            { weight: 4, arbitrary: fc.constant({}) },
            {
              weight: 1,
              arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 2 }),
            },
          ),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'array':
      return fc.array(fuzzOf(schema.items ?? {}), { maxLength: 4 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-'))
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      return fc.string({ unit: 'grapheme', maxLength: Math.min(schema.maxLength ?? 30, 300) });
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
