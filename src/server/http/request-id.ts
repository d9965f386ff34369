import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front of us chose is kept, so one request reads the same in its logs and ours. */
const TRUSTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * This process's own ids are a random prefix and a counter: unique across processes and restarts
 * (the prefix is drawn at each start), and cheaper per request than a UUID.
 */
const prefix = randomBytes(6).toString('base64url');
let counter = 0;

/**
 * The id of each request (Fastify's `genReqId`): every log line of the request carries it as
 * `requestId`, and every answer names it in `X-Request-Id`, so a user's report leads to its log lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && TRUSTED_ID.test(incoming)) return incoming;
  counter += 1;
  return `${prefix}-${counter.toString(36)}`;
}

export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
