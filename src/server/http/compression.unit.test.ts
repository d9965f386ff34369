import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

/** A page's document as serve-spa.ts sends it: from the not-found handler, with its own Vary. */
const DOCUMENT = `<!doctype html><html><body>${'<p>サービス一覧</p>'.repeat(400)}</body></html>`;
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  app.get('/api/big', async () => ({ items: Array.from({ length: 300 }, (_, i) => `item ${i}`) }));
  app.setNotFoundHandler((request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-language, cookie')
      .send(request.url === '/small' ? '<!doctype html><p>short</p>' : DOCUMENT),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression of the documents of pages (the not-found handler) and of routes', () => {
  it('sends a document in brotli to a browser, gzip to a gzip-only client, as it is to one that asks neither', async () => {
    const browser = await get('/guest/services', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-language, cookie, accept-encoding');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(DOCUMENT);

    const gzipOnly = await get('/guest/services', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(DOCUMENT);

    const refusesBrotli = await get('/guest/services', 'br;q=0, gzip;q=0.5');
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await get('/guest/services');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-language, cookie, accept-encoding');
    expect(plain.body).toBe(DOCUMENT);
  });

  it('leaves a document under the threshold as it is', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<!doctype html><p>short</p>');
  });

  it('compresses a route once (by @fastify/compress), not a second time', async () => {
    const answer = await get('/api/big', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString()).items).toHaveLength(300);
  });
});
