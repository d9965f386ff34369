import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET as a plain HTTP client sends it: the body as it travelled, still encoded. */
function get(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

let server: SiteServer;
let scriptUrl: string;
let stylesheetUrl: string;

beforeAll(async () => {
  server = await startSiteServer();
  const html = (await get(`${server.url}/`)).bytes.toString('utf8');
  scriptUrl = server.url + (/<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? 'missing');
  stylesheetUrl = server.url + (/<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1] ?? 'missing');
});
afterAll(() => server?.close());

describe('compression', () => {
  it.each([
    ['the main script', () => scriptUrl],
    ['the stylesheet', () => stylesheetUrl],
  ])(
    'sends %s as brotli to a browser, gzip to a gzip-only client, plain to one that asks for neither',
    async (_, url) => {
      const brotli = await get(url(), 'gzip, deflate, br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await get(url(), 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await get(url());
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 2);
    },
  );

  it('compresses a large API answer, and leaves a small answer as it is', async () => {
    const catalogue = await get(`${server.url}/api/services?perPage=50`, 'br, gzip');
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers['content-encoding']).toBe('br');
    expect(catalogue.headers.vary).toMatch(/accept-encoding/i);
    const gzipOnly = await get(`${server.url}/api/services?perPage=50`, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const small = await get(`${server.url}/api/health`, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
