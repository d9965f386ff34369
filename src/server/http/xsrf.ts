import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit XSRF protection. The server sets a readable `XSRF-TOKEN` cookie signed with the
 * session secret; the client echoes it in `X-XSRF-TOKEN`. A cross-site page can make the browser send
 * the cookie but cannot read it to set the header. State-changing calls must also carry
 * `X-Requested-With: XMLHttpRequest`, which a plain cross-site form cannot add.
 */
export function createXsrf(secret: string, secureCookies: boolean) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');

  function isValid(token: string | undefined): token is string {
    if (!token) return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(sign(nonce));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Sets a fresh token: on first contact, and whenever the session changes (login, logout). */
  function issue(reply: FastifyReply): string {
    const nonce = randomBytes(24).toString('base64url');
    const token = `${nonce}.${sign(nonce)}`;
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      httpOnly: false,
    });
    return token;
  }

  /** Answers a refused call itself and returns true; returns false when the call may go on. */
  function refuse(request: FastifyRequest, reply: FastifyReply): boolean {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!isValid(cookie)) issue(reply);
    if (SAFE_METHODS.has(request.method)) return false;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      reply.status(403).send({ message: request.t('errors.requestedWithMissing') });
      return true;
    }
    const header = request.headers[XSRF_HEADER];
    const echoed = typeof header === 'string' ? header : undefined;
    if (!isValid(cookie) || echoed !== cookie) {
      // 419 "page expired", as Laravel answers a token mismatch; the client reloads the token.
      reply.status(419).send({ message: request.t('errors.xsrfMismatch') });
      return true;
    }
    return false;
  }

  return { issue, refuse };
}
export type Xsrf = ReturnType<typeof createXsrf>;

export function registerXsrf(api: FastifyInstance, xsrf: Xsrf) {
  api.addHook('onRequest', async (request, reply) => {
    if (xsrf.refuse(request, reply)) return reply;
  });
}
