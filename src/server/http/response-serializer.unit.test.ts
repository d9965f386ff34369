import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const answer = z.object({
  data: z.object({ name: z.string(), at: z.iso.datetime({ offset: true }), note: z.string().nullable() }),
});

async function appAnswering(check: boolean, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler(check));
  app.get('/thing', { schema: { response: { 200: answer } } }, async () => data);
  const response = await app.inject('/thing');
  await app.close();
  return response;
}

const thing = { name: '名前', at: '2026-11-24T10:00:00+09:00', note: null };

describe('the response serialiser', () => {
  it("sends only the contract's fields, as zod would, with or without the check", async () => {
    for (const check of [false, true]) {
      const response = await appAnswering(check, { data: { ...thing, passwordHash: 'secret' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: thing });
    }
  });

  it('hands Fastify the answer as UTF-8 bytes, which it sends with their length', async () => {
    for (const check of [false, true]) {
      const serialize = responseSerializerCompiler(check)({
        schema: answer,
        method: 'GET',
        url: '/thing',
        httpStatus: '200',
      });
      const written: unknown = serialize({ data: thing });
      expect(Buffer.isBuffer(written)).toBe(true);
      expect(JSON.parse(String(written))).toEqual({ data: thing });
      const response = await appAnswering(check, { data: thing });
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
      expect(response.json()).toEqual({ data: thing });
    }
  });

  it('refuses an answer that breaks its contract when checking (development and tests)', async () => {
    const response = await appAnswering(true, { data: { ...thing, at: 'yesterday' } });
    expect(response.statusCode).toBe(500);
  });
});
