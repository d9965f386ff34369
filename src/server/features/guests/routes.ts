import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { guestsQuery, publicGuestsResponse } from '../../../core/contract/guests.ts';
import { requireAccount } from '../../http/session.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { GuestDirectory } from './service.ts';

export function guestsRoutes(guests: GuestDirectory, schemas: FormSchemas): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/guests',
      {
        schema: {
          tags: ['guests'],
          summary: "Guests for casts to browse: search by the guests' search form, sort and page",
          querystring: guestsQuery,
          response: { 200: publicGuestsResponse, 401: errorBody, 403: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => {
        const cast = await requireAccount(request, 'cast');
        const shown = await guests.publicKeys();
        const filters = await schemas.searchFilters(
          'guests/search',
          (key) => shown.has(key),
          request.query.custom,
        );
        return guests.list(request.query, filters, cast.id);
      },
    );
  };
}
