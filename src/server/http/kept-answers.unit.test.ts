import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeptAnswers, type KeptAnswer, type KeptAnswerOf } from './kept-answers.ts';

const SECURITY = { 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' };
const BODY = JSON.stringify({ data: 'x'.repeat(2000) });

interface Setup {
  logLevel?: string;
  answerOf?: KeptAnswerOf;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server from the factory, with a stand-in for Fastify that answers 299 and notes what reached it. */
async function serve(setup: Setup = {}) {
  const answered: [string, string, number, number][] = [];
  const reachedFastify: string[] = [];
  const kept = createKeptAnswers({
    securityHeaders: SECURITY,
    answered: (...counted) => answered.push(counted),
    logLevel: setup.logLevel,
  });
  const identity = Buffer.from(BODY);
  const answer: KeptAnswer = {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    identity,
    compressed: { br: Buffer.from('br-bytes'), gzip: Buffer.from('gzip-bytes') },
  };
  kept.keep('/api/site', setup.answerOf ?? (() => answer));
  const server = kept.serverFactory(
    (request, response) => {
      reachedFastify.push(`${request.method} ${request.url}`);
      response.writeHead(299).end();
    },
    { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 },
  ) as Server;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, answered, reachedFastify, server, kept };
}

describe('kept answers', () => {
  it('answers a kept path itself, with the request id, the security headers and its own, and counts it', async () => {
    const { origin, answered, reachedFastify, server } = await serve();
    expect(server.keepAliveTimeout).toBe(72_000);
    const response = await fetch(`${origin}/api/site`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BODY);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      ...SECURITY,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(BODY)),
      'x-request-id': expect.stringMatching(/^[\w-]+-[0-9a-z]+$/),
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    const proxied = await fetch(`${origin}/api/site`, { headers: { 'x-request-id': 'from-the-proxy-1' } });
    expect(proxied.headers.get('x-request-id')).toBe('from-the-proxy-1');
    expect(reachedFastify).toEqual([]);
    expect(answered).toEqual([
      ['GET', '/api/site', 200, expect.any(Number)],
      ['GET', '/api/site', 200, expect.any(Number)],
    ]);
  });

  it('sends the compressed form the caller accepts best, and says it varies by Accept-Encoding', async () => {
    const { origin } = await serve();
    // fetch would decompress the body and hide the encoding's length.
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${origin}/api/site`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('gzip, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(br.body.toString()).toBe('br-bytes');
    const gzip = await raw('gzip;q=1, br;q=0.5');
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-length': '10' });
    expect(gzip.body.toString()).toBe('gzip-bytes');
  });

  it('leaves to Fastify what is not kept: other methods, paths, queries and requests the route must see', async () => {
    const { origin, answered, reachedFastify } = await serve({
      answerOf: (request) =>
        request.headers['x-preview-token'] ? undefined : { headers: {}, identity: Buffer.from('{}') },
    });
    for (const [path, init] of [
      ['/api/site', { method: 'HEAD' }],
      ['/api/site?x=1', {}],
      ['/api/me', {}],
      ['/api/site', { headers: { 'x-preview-token': 'draft' } }],
    ] as const)
      expect((await fetch(`${origin}${path}`, init)).status).toBe(299);
    expect(reachedFastify).toEqual(['HEAD /api/site', 'GET /api/site?x=1', 'GET /api/me', 'GET /api/site']);
    expect(answered).toEqual([]);
  });

  it('leaves every request to Fastify once the app closes (its 503 closes each connection)', async () => {
    const { origin, kept, reachedFastify } = await serve();
    kept.close();
    expect((await fetch(`${origin}/api/site`)).status).toBe(299);
    expect(reachedFastify).toEqual(['GET /api/site']);
  });

  it('leaves every request to Fastify while the log writes a line per answer', async () => {
    for (const [logLevel, toFastify] of [
      ['info', true],
      ['debug', true],
      ['warn', false],
      [undefined, false],
    ] as const) {
      const { origin, reachedFastify } = await serve({ ...(logLevel && { logLevel }) });
      await fetch(`${origin}/api/site`);
      expect(reachedFastify.length, String(logLevel)).toBe(toFastify ? 1 : 0);
    }
  });
});
