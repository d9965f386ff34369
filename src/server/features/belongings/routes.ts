import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  belongingParams,
  belongingResponse,
  belongingsResponse,
  saveBelongingBody,
} from '../../../core/contract/belongings.ts';
import { errorBody, noContent, validationErrorBody } from '../../../core/contract/common.ts';
import { requireAccount } from '../../http/session.ts';
import type { BelongingsService } from './service.ts';

export function belongingsRoutes(belongings: BelongingsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['belongings'];
    app.get(
      '/guests/me/belongings',
      {
        schema: {
          tags,
          summary: "The guest's belongings",
          response: { 200: belongingsResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const data = await belongings.list((await requireAccount(request, 'guest')).id);
        return {
          data,
          meta: { currentPage: 1, lastPage: 1, perPage: Math.max(data.length, 1), total: data.length },
        };
      },
    );
    app.post(
      '/guests/me/belongings',
      {
        schema: {
          tags,
          summary: 'Add a belonging',
          body: saveBelongingBody,
          response: { 201: belongingResponse, 401: errorBody, 403: errorBody, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request, 'guest');
        return reply.status(201).send({ data: await belongings.create(account.id, request.body.values) });
      },
    );
    app.put(
      '/guests/me/belongings/:belongingId',
      {
        schema: {
          tags,
          summary: 'Edit a belonging',
          params: belongingParams,
          body: saveBelongingBody,
          response: { 200: belongingResponse, 401: errorBody, 404: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => {
        const account = await requireAccount(request, 'guest');
        return { data: await belongings.update(account.id, request.params.belongingId, request.body.values) };
      },
    );
    app.delete(
      '/guests/me/belongings/:belongingId',
      {
        schema: {
          tags,
          summary: 'Remove a belonging',
          params: belongingParams,
          response: { 204: noContent, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request, 'guest');
        await belongings.remove(account.id, request.params.belongingId);
        return reply.status(204).send(null);
      },
    );
  };
}
