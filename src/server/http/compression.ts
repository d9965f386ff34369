import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a compressed header and frame would cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The better of brotli and gzip that an Accept-Encoding header accepts (by its q-values), or null. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

/**
 * Compresses API answers and HTML documents by content negotiation (brotli, then gzip). Brotli runs at a
 * middling quality here because it runs per request; the built assets were compressed at the highest
 * quality beforehand (scripts/precompress.mjs) and are served as they are. Request bodies are never
 * inflated: nothing we accept is worth a decompression bomb. Registered before the static files, which
 * @fastify/compress needs to see their streams.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  // @fastify/compress hooks each route, but the pages' HTML documents come from the not-found handler
  // (spa/serve-spa.ts), which is no route: they are compressed here, by the same rules. A callback, so
  // that the routes' answers, which this hook also sees, cost no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.is404 || typeof payload !== 'string' || reply.hasHeader('content-encoding'))
      return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    const compressed =
      encoding === 'br' ? brotliAsync(payload, BROTLI_OPTIONS) : gzipAsync(payload, GZIP_OPTIONS);
    compressed.then((body) => done(null, body), done);
  });
}

/**
 * An answer sent many times as the same bytes (the public site settings) is compressed once, at the
 * highest quality, in both encodings; its route answers by `negotiateEncoding` with `compress: false`.
 */
export async function compressOnce(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}
