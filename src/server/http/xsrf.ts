import { createHmac, createSecretKey, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE } from './cookie-names.ts';
import { hookList } from './route-hooks.ts';

export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const NONCE_BYTES = 24;
/**
 * Every cookie-less call gets a token, so nonces are cut from a block of random bytes drawn 256 at a
 * time: a draw per token cost more than the rest of a cookie-less `GET /api/site`.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;
function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64url', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Double-submit XSRF protection. The server sets a readable `XSRF-TOKEN` cookie signed with the
 * session secret; the client echoes it in `X-XSRF-TOKEN`. A cross-site page can make the browser send
 * the cookie but cannot read it to set the header. State-changing calls must also carry
 * `X-Requested-With: XMLHttpRequest`, which a plain cross-site form cannot add.
 *
 * The signature covers the session token too, so a token is good only with the session it was issued
 * for: one read from another session (or from before signing in) is refused.
 */
export function createXsrf(secret: string, secureCookies: boolean, appOrigin: string) {
  const key = createSecretKey(Buffer.from(secret));
  const sign = (nonce: string, sessionToken: string | null) =>
    createHmac('sha256', key)
      .update(`${nonce}.${sessionToken ?? ''}`)
      .digest('base64url');

  function isValid(token: string | undefined, sessionToken: string | null): token is string {
    if (!token) return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(sign(nonce, sessionToken));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Sets a fresh token for this session (none: signed out): on first contact, at login and at logout. */
  function issue(reply: FastifyReply, sessionToken: string | null): string {
    const nonce = newNonce();
    const token = `${nonce}.${sign(nonce, sessionToken)}`;
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      httpOnly: false,
    });
    return token;
  }

  /** Sets a fresh token when the call carries none valid for its session; says whether it did carry one. */
  function handOut(request: FastifyRequest, reply: FastifyReply): boolean {
    const sessionToken = request.cookies[SESSION_COOKIE] ?? null;
    const valid = isValid(request.cookies[XSRF_COOKIE], sessionToken);
    if (!valid) issue(reply, sessionToken);
    return valid;
  }

  /** Answers a refused call itself and returns true; returns false when the call may go on. */
  function refuse(request: FastifyRequest, reply: FastifyReply): boolean {
    const cookie = request.cookies[XSRF_COOKIE];
    const valid = handOut(request, reply);
    if (SAFE_METHODS.has(request.method)) return false;
    // A browser names the page that makes a write; only our own pages write (the app's public origin,
    // or the host the request came to, which is the dev server's when it proxies).
    const origin = request.headers.origin;
    if (origin && origin !== appOrigin && origin !== `${request.protocol}://${request.host}`) {
      reply.status(403).send({ message: request.t('errors.crossOrigin') });
      return true;
    }
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      reply.status(403).send({ message: request.t('errors.requestedWithMissing') });
      return true;
    }
    const header = request.headers[XSRF_HEADER];
    const echoed = typeof header === 'string' ? header : undefined;
    if (!valid || echoed !== cookie) {
      // 419 "page expired", as Laravel answers a token mismatch; the client reloads the token.
      reply.status(419).send({ message: request.t('errors.xsrfMismatch') });
      return true;
    }
    return false;
  }

  return { issue, handOut, refuse };
}
export type Xsrf = ReturnType<typeof createXsrf>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False on a public read that every page makes beside `GET /api/me`, which hands the token out
     * (the web app's session loader calls it before any page, and a page drawn on the server carries
     * what its own call set): such a read issues no token, so its answer is the same for every visitor.
     */
    xsrfToken?: false;
  }
}

/**
 * Each route checks its calls before anything else of its own runs (the rate limit among them); a path no
 * route serves answers 404 whatever its method, so it needs no token either.
 */
export function registerXsrf(api: FastifyInstance, xsrf: Xsrf) {
  const check: onRequestHookHandler = (request, reply, done) => {
    // A refused call has been answered: the request goes no further.
    if (!xsrf.refuse(request, reply)) done();
  };
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const readsOnly = methods.every((method) => SAFE_METHODS.has(method));
    if (readsOnly && route.config?.xsrfToken === false) return;
    route.onRequest = [check, ...hookList(route.onRequest as onRequestHookHandler | undefined)];
  });
}
