import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { AppError } from '../app-error.ts';
import { hookList } from './route-hooks.ts';

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
 * Only write routes get the check (a read has nothing to refuse here), before the route's other
 * checks of its input (http/nul-characters.ts is registered after this).
 */
export function registerAuthenticateFirst(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method)) || route.config?.signedOut) return;
    // An operator's session holds no account, so outside the console it is a visitor's (session.ts); the
    // console's own guard (features/admin/routes.ts) has let only operators reach its routes.
    const inConsole = route.url.startsWith('/api/admin/');
    const check: preValidationHookHandler = (request, _reply, done) => {
      request.session().then((session) => {
        done(!session || (!session.account && !inConsole) ? AppError.unauthenticated() : undefined);
      }, done);
    };
    route.preValidation = [...hookList(route.preValidation as preValidationHookHandler | undefined), check];
  });
}
