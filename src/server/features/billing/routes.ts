import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchingPlanResponse } from '../../../core/contract/billing.ts';
import { errorBody } from '../../../core/contract/common.ts';
import { requireAccount } from '../../http/session.ts';
import type { MatchingPlans } from './matching-plans.ts';

/** The cast's matching plan (fee type `subscription`). Entries' subscriptions live under the entries routes. */
export function billingRoutes(plans: MatchingPlans): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['billing'];
    const refusals = { 401: errorBody, 403: errorBody };
    app.get(
      '/casts/me/matching-plan',
      {
        schema: {
          tags,
          summary: 'The matching plan the cast holds to be matched, and its charges',
          response: { 200: matchingPlanResponse, ...refusals },
        },
      },
      async (request) => ({ data: await plans.get(await requireAccount(request, 'cast')) }),
    );
    app.post(
      '/casts/me/matching-plan',
      {
        schema: {
          tags,
          summary: 'Subscribe (the first month is charged to the saved card), or take back a cancel',
          response: { 200: matchingPlanResponse, ...refusals, 409: errorBody, 503: errorBody },
        },
      },
      async (request) => ({ data: await plans.subscribe(await requireAccount(request, 'cast')) }),
    );
    app.post(
      '/casts/me/matching-plan/cancel',
      {
        schema: {
          tags,
          summary: 'Stop the renewal: the plan ends at its period end',
          response: { 200: matchingPlanResponse, ...refusals, 409: errorBody },
        },
      },
      async (request) => ({ data: await plans.cancel(await requireAccount(request, 'cast')) }),
    );
  };
}
