import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeResponse, updateLocaleBody } from '../../../../core/contract/account-info.ts';
import { adminLoginBody, adminMeResponse } from '../../../../core/contract/admin/auth.ts';
import { errorBody, validationErrorBody } from '../../../../core/contract/common.ts';
import { requireOperator, type Sessions } from '../../../http/session.ts';
import type { OperatorAuth } from './service.ts';

/** Sign-in and sign-out of the console; the only /admin routes open to a caller who is not an operator. */
export function adminAuthRoutes(
  auth: OperatorAuth,
  sessions: Sessions,
  loginRateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/login',
      {
        config: { signedOut: true, rateLimit: { max: loginRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary: 'Sign in as an operator',
          body: adminLoginBody,
          response: { 200: adminMeResponse, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const operator = await auth.authenticate(request.body, request.locale);
        await sessions.start(request, reply, { operatorId: operator.id });
        return { data: operator };
      },
    );

    app.post(
      '/admin/logout',
      { config: { signedOut: true }, schema: { tags: ['admin'], summary: 'Sign out of the console' } },
      async (request, reply) => {
        await sessions.end(request, reply);
        return reply.status(204).send();
      },
    );

    app.get(
      '/admin/me',
      {
        schema: {
          tags: ['admin'],
          summary: 'The signed-in operator',
          response: { 200: adminMeResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => ({ data: await auth.find(await requireOperator(request)) }),
    );
  };
}

/**
 * The signed-in operator's own settings, registered behind the console's guard (features/admin/routes.ts).
 */
export function adminOperatorRoutes(auth: OperatorAuth): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/admin/me/locale',
      {
        schema: {
          tags: ['admin'],
          summary: "Set the signed-in operator's language (the mails to the operator follow it)",
          body: updateLocaleBody,
          response: { 200: localeResponse, 401: errorBody, 403: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({ data: await auth.setLocale(request.operator.id, request.body.locale) }),
    );
  };
}
