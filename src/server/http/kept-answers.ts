import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { negotiateEncoding } from './compression.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';

/** The levels at which Fastify logs every request it answers ('incoming request', 'request completed'). */
const LEVELS_LOGGING_ANSWERS = new Set(['info', 'debug', 'trace']);

/** An answer that is the same bytes for every caller it is handed to, kept by its route. */
export interface KeptAnswer {
  /** Its own headers (content type, caching), as its route sends them. */
  headers: Readonly<Record<string, string>>;
  identity: Buffer;
  /** Its compressed forms; absent while they are being made, or when it is too small to compress. */
  compressed?: { br: Buffer; gzip: Buffer };
}

/** The kept answer for this request, or undefined when the request needs its route (a preview, say). */
export type KeptAnswerOf = (request: IncomingMessage) => KeptAnswer | undefined;

/**
 * Answers the busiest public read (`GET /api/site`, on every page load) from the bytes its route keeps,
 * in the server's request listener, before Fastify routes the request: a cookie-less or signed-in call
 * to it otherwise cost twice a bare Fastify route's CPU, most of it the hooks every `/api` request
 * passes through, which have nothing to do for it. What those hooks give every answer is given here from
 * the same sources: the request id (`X-Request-Id`, honouring a proxy's), the API's security headers, the
 * route's own headers (its Cache-Control among them), compression by `Accept-Encoding`, and the count
 * in `/metrics` under the route's pattern. A request its route says it must see, a path or method not
 * kept, or one not kept yet goes to Fastify as before; so does every request while the log writes a line
 * per answer (`info` and below: those lines are Fastify's), and once the app closes.
 */
export function createKeptAnswers(options: {
  securityHeaders: Readonly<Record<string, string>>;
  /** Counts an answer under its route's pattern (http/metrics.ts). */
  answered: (method: string, route: string, status: number, seconds: number) => void;
  /** The app's log level (none: no log). */
  logLevel: string | undefined;
}) {
  const kept = new Map<string, KeptAnswerOf>();
  const logsEachAnswer = options.logLevel !== undefined && LEVELS_LOGGING_ANSWERS.has(options.logLevel);
  let closing = false;

  /**
   * Each body's headers but the request id, as the flat list of names and values Node writes without
   * copying them into an object first: an object made per answer, with the id and the spread sets,
   * cost Node's header loop its fast property access.
   */
  const headersOfBody = new WeakMap<Buffer, string[]>();
  function headersOf(found: KeptAnswer, body: Buffer, encoding: 'br' | 'gzip' | null | undefined) {
    let headers = headersOfBody.get(body);
    if (headers === undefined) {
      headers = Object.entries({
        ...options.securityHeaders,
        ...found.headers,
        ...(encoding && { 'content-encoding': encoding, vary: 'accept-encoding' }),
        'content-length': String(body.length),
      }).flat();
      headersOfBody.set(body, headers);
    }
    return headers;
  }

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || kept.size === 0 || logsEachAnswer || closing) return false;
    const answerOf = request.url === undefined ? undefined : kept.get(request.url);
    const found = answerOf?.(request);
    if (!found) return false;
    const started = performance.now();
    const encoding = found.compressed && negotiateEncoding(request.headers['accept-encoding']);
    const body = encoding ? (found.compressed?.[encoding] as Buffer) : found.identity;
    response.writeHead(200, [REQUEST_ID_HEADER, requestIdOf(request), ...headersOf(found, body, encoding)]);
    response.end(body);
    options.answered('GET', request.url as string, 200, (performance.now() - started) / 1000);
    return true;
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with the kept answers in front. The
   * timeouts are the ones Fastify sets on its own server.
   */
  const serverFactory: FastifyServerFactory = (handler, settings) => {
    const timeouts = settings as Record<'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout', number>;
    const server = createServer((request, response) => {
      if (!answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };

  return {
    serverFactory,
    /** The route at this exact path (no query) keeps its answers here. */
    keep(path: string, answerOf: KeptAnswerOf) {
      kept.set(path, answerOf);
    },
    /**
     * From the app's close on, Fastify answers everything: while the server drains it answers 503 and
     * closes each connection, which a kept answer would otherwise keep alive.
     */
    close() {
      closing = true;
    },
  };
}
export type KeptAnswers = ReturnType<typeof createKeptAnswers>;
