import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availability,
  availabilityResponse,
  slotsQuery,
  slotsResponse,
} from '../../../core/contract/availability.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { serviceParams } from '../../../core/contract/services.ts';
import { requireAccount } from '../../http/session.ts';
import type { Availability } from './service.ts';

export function availabilityRoutes(availabilityService: Availability): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['availability'];
    app.get(
      '/casts/me/availability',
      {
        schema: {
          tags,
          summary: "My weekly opening hours and changed days, in the site's time zone",
          response: { 200: availabilityResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => ({
        data: await availabilityService.get((await requireAccount(request, 'cast')).id),
      }),
    );
    app.put(
      '/casts/me/availability',
      {
        schema: {
          tags,
          summary: 'Save my opening hours (a changed day without hours is a day off)',
          body: availability,
          response: { 200: availabilityResponse, 401: errorBody, 403: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await availabilityService.save((await requireAccount(request, 'cast')).id, request.body),
      }),
    );
    app.get(
      '/services/:serviceId/slots',
      {
        schema: {
          tags,
          summary: "A service's free slots for each day of a range",
          params: serviceParams,
          querystring: slotsQuery,
          response: { 200: slotsResponse, 404: errorBody, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({ data: await availabilityService.slots(request.params.serviceId, request.query) }),
    );
  };
}
