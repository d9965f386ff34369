import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, noContent, pageQuery } from '../../../core/contract/common.ts';
import { publicServicesResponse, serviceParams } from '../../../core/contract/services.ts';
import { requireAccount } from '../../http/session.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { Favorites } from './service.ts';

export function favoritesRoutes(favorites: Favorites, catalogue: Catalogue): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['favorites'];
    app.put(
      '/guests/me/services/:serviceId/favorite',
      {
        schema: {
          tags,
          summary: 'Favorite a service',
          params: serviceParams,
          response: { 204: noContent, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await favorites.add((await requireAccount(request, 'guest')).id, request.params.serviceId);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      '/guests/me/services/:serviceId/favorite',
      {
        schema: {
          tags,
          summary: 'Remove a favorite',
          params: serviceParams,
          response: { 204: noContent, 401: errorBody, 403: errorBody },
        },
      },
      async (request, reply) => {
        await favorites.remove((await requireAccount(request, 'guest')).id, request.params.serviceId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/guests/me/services/favorites',
      {
        schema: {
          tags,
          summary: 'My favorite services',
          querystring: pageQuery,
          response: { 200: publicServicesResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => catalogue.favoritesOf((await requireAccount(request, 'guest')).id, request.query),
    );
  };
}
