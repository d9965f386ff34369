import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, noContent, pageQuery } from '../../../core/contract/common.ts';
import { guestFavoriteParams, publicGuestsResponse } from '../../../core/contract/guests.ts';
import { publicServicesResponse, serviceParams } from '../../../core/contract/services.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { RequireFeature } from '../../http/feature-switch.ts';
import { requireAccount } from '../../http/session.ts';
import type { GuestDirectory } from '../guests/service.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { GuestFavorites } from './guest-favorites.ts';
import type { Favorites } from './service.ts';

/** Guests' favorite services and casts' favorite guests, both behind the `favorite` feature. */
export function favoritesRoutes(deps: {
  favorites: Favorites;
  guestFavorites: GuestFavorites;
  catalogue: Catalogue;
  guestDirectory: GuestDirectory;
  requireFeature: RequireFeature;
}): FastifyPluginAsyncZod {
  const { favorites, guestFavorites } = deps;
  /** The signed-in account of the role, once the feature is on (401 and 403 for the role come first). */
  const favoriter = async (request: Parameters<typeof requireAccount>[0], type: AccountType) => {
    const account = await requireAccount(request, type);
    await deps.requireFeature(request, 'favorite');
    return account;
  };
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
        await favorites.add((await favoriter(request, 'guest')).id, request.params.serviceId);
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
        await favorites.remove((await favoriter(request, 'guest')).id, request.params.serviceId);
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
      async (request) => deps.catalogue.favoritesOf((await favoriter(request, 'guest')).id, request.query),
    );

    app.put(
      '/casts/me/guests/:guestId/favorite',
      {
        schema: {
          tags,
          summary: 'Favorite a guest',
          params: guestFavoriteParams,
          response: { 204: noContent, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await guestFavorites.add((await favoriter(request, 'cast')).id, request.params.guestId);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      '/casts/me/guests/:guestId/favorite',
      {
        schema: {
          tags,
          summary: 'Remove a favorite guest',
          params: guestFavoriteParams,
          response: { 204: noContent, 401: errorBody, 403: errorBody },
        },
      },
      async (request, reply) => {
        await guestFavorites.remove((await favoriter(request, 'cast')).id, request.params.guestId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/casts/me/guests/favorites',
      {
        schema: {
          tags,
          summary: 'My favorite guests, most recently favorited first',
          querystring: pageQuery,
          response: { 200: publicGuestsResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) =>
        deps.guestDirectory.favoritesOf((await favoriter(request, 'cast')).id, request.query),
    );
  };
}
