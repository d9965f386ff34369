import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, pageQuery } from '../../../core/contract/common.ts';
import {
  recentReviewsQuery,
  recentReviewsResponse,
  reviewsResponse,
} from '../../../core/contract/reviews.ts';
import { serviceParams } from '../../../core/contract/services.ts';
import type { RequireFeature } from '../../http/feature-switch.ts';
import type { Reviews } from './service.ts';

export function reviewsRoutes(reviews: Reviews, requireFeature: RequireFeature): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/services/:serviceId/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "A public service's published reviews, newest first",
          params: serviceParams,
          querystring: pageQuery,
          response: { 200: reviewsResponse, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        await requireFeature(request, 'review');
        return reviews.listOfService(request.params.serviceId, request.query);
      },
    );

    app.get(
      '/reviews/recent',
      {
        schema: {
          tags: ['reviews'],
          summary: 'The newest published reviews of public services, for the top page',
          querystring: recentReviewsQuery,
          response: { 200: recentReviewsResponse, 403: errorBody },
        },
      },
      async (request) => {
        await requireFeature(request, 'review');
        return { data: await reviews.recent(request.query.limit) };
      },
    );
  };
}
