import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../core/contract/common.ts';
import {
  noticeParams,
  noticeResponse,
  noticesQuery,
  noticesResponse,
} from '../../../core/contract/notices.ts';
import { requireAccount } from '../../http/session.ts';
import type { NoticesService } from './service.ts';

/**
 * Notices written by the operator. As the specification's screens say, notices for guests are public
 * (/guest/notices is open to anyone) while notices for casts need a cast's session.
 */
export function noticesRoutes(notices: NoticesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notices'];
    app.get(
      '/guests/notices',
      {
        schema: {
          tags,
          summary: 'Notices for guests and everyone',
          querystring: noticesQuery,
          response: { 200: noticesResponse },
        },
      },
      async (request) => {
        const reader = (await request.session())?.account;
        return notices.list(
          'guest',
          request.query,
          reader?.type === 'guest' ? reader.id : null,
          request.locale,
        );
      },
    );
    app.get(
      '/casts/notices',
      {
        schema: {
          tags,
          summary: 'Notices for casts and everyone',
          querystring: noticesQuery,
          response: { 200: noticesResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const cast = await requireAccount(request, 'cast');
        return notices.list('cast', request.query, cast.id, request.locale);
      },
    );
    app.get(
      '/notices/:noticeId',
      {
        schema: {
          tags,
          summary: 'One notice',
          params: noticeParams,
          response: { 200: noticeResponse, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = (await request.session())?.account ?? null;
        return { data: await notices.get(request.params.noticeId, viewer, request.locale) };
      },
    );
  };
}
