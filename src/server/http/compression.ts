import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a compressed header and frame would cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
