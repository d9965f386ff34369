import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { identificationResponse, submitIdentificationBody } from '../../../core/contract/identification.ts';
import { requireAccount } from '../../http/session.ts';
import type { IdentificationService } from './service.ts';

export function identificationRoutes(identification: IdentificationService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identification'];
    app.get(
      '/customers/me/identification',
      {
        schema: {
          tags,
          summary: 'Identity verification state',
          response: { 200: identificationResponse, 401: errorBody },
        },
      },
      async (request) => ({ data: await identification.get(await requireAccount(request)) }),
    );
    app.put(
      '/customers/me/identification',
      {
        schema: {
          tags,
          summary: 'Submit identity documents for review',
          body: submitIdentificationBody,
          response: { 200: identificationResponse, 401: errorBody, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({ data: await identification.submit(await requireAccount(request), request.body) }),
    );
  };
}
