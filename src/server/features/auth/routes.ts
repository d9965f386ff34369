import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, meResponse } from '../../../core/contract/auth.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { requireAccount, type Sessions } from '../../http/session.ts';
import { type AuthService, toMe } from './service.ts';

export function authRoutes(
  auth: AuthService,
  sessions: Sessions,
  loginRateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { signedOut: true, rateLimit: { max: loginRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Sign in as a cast or a guest',
          body: loginBody,
          response: { 200: meResponse, 422: validationErrorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const account = await auth.authenticate(request.body);
        await sessions.start(request, reply, { accountId: account.id });
        return { data: toMe(account) };
      },
    );

    app.post(
      '/logout',
      { config: { signedOut: true }, schema: { tags: ['auth'], summary: 'Sign out' } },
      async (request, reply) => {
        await sessions.end(request, reply);
        return reply.status(204).send();
      },
    );

    app.get(
      '/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in account',
          response: { 200: meResponse, 401: errorBody },
        },
      },
      async (request) => ({ data: toMe(await requireAccount(request)) }),
    );
  };
}
