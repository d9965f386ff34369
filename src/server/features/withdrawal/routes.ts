import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, noContent } from '../../../core/contract/common.ts';
import { ACCOUNT_TYPES } from '../../../core/enums.ts';
import { requireAccount, type Sessions } from '../../http/session.ts';
import type { WithdrawalService } from './service.ts';

export function withdrawalRoutes(withdrawal: WithdrawalService, sessions: Sessions): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of ACCOUNT_TYPES) {
      app.patch(
        `/${type}s/me/withdraw`,
        {
          schema: {
            tags: ['withdrawal'],
            summary: `Close the signed-in ${type}'s account`,
            response: { 204: noContent, 401: errorBody, 403: errorBody, 409: errorBody },
          },
        },
        async (request, reply) => {
          await withdrawal.withdraw(await requireAccount(request, type));
          await sessions.end(request, reply);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
