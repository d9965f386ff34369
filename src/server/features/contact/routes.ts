import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, noContent, validationErrorBody } from '../../../core/contract/common.ts';
import { contactBody } from '../../../core/contract/content.ts';
import type { ContactService } from './service.ts';

export function contactRoutes(contact: ContactService, rateLimitPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        config: { signedOut: true, rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['content'],
          summary: 'Send a contact form to the operators',
          body: contactBody,
          response: { 204: noContent, 422: validationErrorBody, 429: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        await contact.receive(request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
