import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Compiled once per contract schema and shared by every app in the process (tests build many): the
 * compilation costs milliseconds, a serialisation with it about a microsecond.
 */
const compiled = new WeakMap<ZodType, Serialize>();

function fastSerializer(schema: ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Writes each answer with a serialiser compiled from its route's contract schema (fast-json-stringify):
 * like zod's encoding, only the contract's fields leave, but without checking every value on every
 * request (zod's encoding cost 16 µs of `/api/site` against about 1 µs).
 *
 * With `check` (development and every test), each answer is also encoded by zod, which refuses one that
 * breaks its contract (a 500 naming the route), and the two serialisations must read the same: the
 * tests thereby prove that what production sends is what the contract says.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const schema = route.schema as ZodType;
    // Compiled on first use: a route never called (most of them, in a test file) costs nothing.
    let fast: Serialize | undefined;
    const serialize: Serialize = (data) => {
      fast ??= fastSerializer(schema);
      return fast(data);
    };
    if (!check) return serialize;
    const contract = contractSerializerCompiler(route) as Serialize;
    return (data) => {
      const expected = contract(data);
      const written = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serialiser wrote ${written}, the contract ${expected}`,
        );
      }
      return written;
    };
  };
}
