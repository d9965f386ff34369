import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** True on the few writes a signed-out caller makes: signing in or up, codes, resets, contact. */
    signedOut?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed-out write is refused with 401 before its body is looked at. Otherwise a stranger would get
 * a 422 listing the call's rules, and a client whose session expired would show field errors instead
 * of sending its user to sign in. The routes' own `requireAccount` still decides the role (403).
 */
export function registerAuthenticateFirst(api: FastifyInstance) {
  api.addHook('preValidation', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.is404 || request.routeOptions.config.signedOut)
      return done();
    request.session().then((session) => {
      // An operator's session holds no account, so outside the console it is a visitor's (session.ts); the
      // console's own guard (features/admin/routes.ts) has let only operators reach its routes.
      const inConsole = request.routeOptions.url?.startsWith('/api/admin/') ?? false;
      done(!session || (!session.account && !inConsole) ? AppError.unauthenticated() : undefined);
    }, done);
  });
}
