import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../core/contract/common.ts';
import {
  castProfileParams,
  castProfileResponse,
  guestProfileParams,
  guestProfileResponse,
} from '../../../core/contract/profiles.ts';
import type { Profiles } from './service.ts';

/** Profiles are open to anyone (signed in or not); a signed-in viewer sees their own favorites marked. */
export function profilesRoutes(profiles: Profiles): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profiles'];
    app.get(
      '/guests/casts/:castId',
      {
        schema: {
          tags,
          summary: "A cast's public profile: public values, rating, published services, newest reviews",
          params: castProfileParams,
          response: { 200: castProfileResponse, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = (await request.session())?.account ?? null;
        return { data: await profiles.castProfile(request.params.castId, viewer?.id ?? null) };
      },
    );
    app.get(
      '/casts/guests/:guestId',
      {
        schema: {
          tags,
          summary: "A guest's public profile: public values, rating, belongings' public values",
          params: guestProfileParams,
          response: { 200: guestProfileResponse, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = (await request.session())?.account ?? null;
        return { data: await profiles.guestProfile(request.params.guestId, viewer) };
      },
    );
  };
}
