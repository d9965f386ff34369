import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import {
  conversationsQuery,
  conversationsResponse,
  sendMessageBody,
  sendMessageResponse,
  threadParams,
  threadQuery,
  threadResponse,
} from '../../../core/contract/messages.ts';
import type { RequireFeature } from '../../http/feature-switch.ts';
import { requireAccount } from '../../http/session.ts';
import type { MessagesService } from './service.ts';

export function messagesRoutes(
  messages: MessagesService,
  requireFeature: RequireFeature,
): FastifyPluginAsyncZod {
  /** The signed-in account, once the `message` feature is on (401 comes first). */
  const participant = async (request: Parameters<typeof requireAccount>[0]) => {
    const account = await requireAccount(request);
    await requireFeature(request, 'message');
    return account;
  };
  return async (app) => {
    const tags = ['messages'];
    app.get(
      '/messages',
      {
        schema: {
          tags,
          summary: 'My conversations',
          querystring: conversationsQuery,
          response: { 200: conversationsResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const { onlyUnread, page, perPage } = request.query;
        return messages.conversations(await participant(request), {
          onlyUnread: onlyUnread === 'true' || onlyUnread === '1',
          page,
          perPage,
        });
      },
    );
    app.get(
      '/messages/:customerAccountId',
      {
        schema: {
          tags,
          summary: 'The thread with one account (marks it read)',
          params: threadParams,
          querystring: threadQuery,
          response: { 200: threadResponse, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => ({
        data: await messages.thread(
          await participant(request),
          request.params.customerAccountId,
          request.query.lastMessageId,
        ),
      }),
    );
    app.post(
      '/messages/:customerAccountId',
      {
        schema: {
          tags,
          summary: 'Send a message',
          params: threadParams,
          body: sendMessageBody,
          response: {
            201: sendMessageResponse,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            422: validationErrorBody,
          },
        },
      },
      async (request, reply) => {
        const sent = await messages.send(
          await participant(request),
          request.params.customerAccountId,
          request.body.body,
        );
        return reply.status(201).send({ data: sent });
      },
    );
  };
}
