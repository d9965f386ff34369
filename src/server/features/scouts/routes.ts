import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, pageQuery, validationErrorBody } from '../../../core/contract/common.ts';
import { guestProfileParams } from '../../../core/contract/profiles.ts';
import { scoutBody, scoutResponse, scoutsResponse } from '../../../core/contract/scouts.ts';
import type { RequireFeature } from '../../http/feature-switch.ts';
import { requireAccount } from '../../http/session.ts';
import type { Scouts } from './service.ts';

export function scoutsRoutes(scouts: Scouts, requireFeature: RequireFeature): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['scouts'];
    app.post(
      '/casts/guests/:guestId/scout',
      {
        schema: {
          tags,
          summary: 'Scout a guest with one of my published services and a message (limits: docs/people.md)',
          params: guestProfileParams,
          body: scoutBody,
          response: {
            201: scoutResponse,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationErrorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const cast = await requireAccount(request, 'cast');
        await requireFeature(request, 'scout');
        const scout = await scouts.send(cast, request.params.guestId, request.body);
        return reply.status(201).send({ data: scout });
      },
    );
    app.get(
      '/guests/me/scouts',
      {
        schema: {
          tags,
          summary: 'The scouts I received, newest first',
          querystring: pageQuery,
          response: { 200: scoutsResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const guest = await requireAccount(request, 'guest');
        await requireFeature(request, 'scout');
        return scouts.received(guest.id, request.query);
      },
    );
  };
}
