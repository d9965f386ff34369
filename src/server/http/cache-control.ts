import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './cookie-names.ts';

/**
 * No cache keeps an API answer unless its route says it may: an answer without its own Cache-Control
 * is `no-store`, and a JSON answer to a signed-in caller is `no-store` whatever the route said,
 * since it may hold what only that caller may read (a shared cache or the back button would show it).
 * Uploaded images keep their own caching: a private one is `private, no-store` already.
 */
export function registerCacheControl(api: FastifyInstance) {
  api.addHook('onSend', (request, reply, payload, done) => {
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
    if (!reply.hasHeader('cache-control') || (json && signedIn)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
