import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, noContent, pageQuery, validationErrorBody } from '../../../core/contract/common.ts';
import {
  createServiceBody,
  ownServiceResponse,
  ownServicesResponse,
  type PublicService,
  publicServiceResponse,
  publicServicesResponse,
  serviceParams,
  servicesQuery,
  updateServiceBody,
} from '../../../core/contract/services.ts';
import { SESSION_COOKIE } from '../../http/cookie-names.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { requireAccount } from '../../http/session.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { Catalogue } from './catalogue.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { ServicesService } from './service.ts';

export function servicesRoutes(
  services: ServicesService,
  catalogue: Catalogue,
  schemas: FormSchemas,
  /** Writes a catalogue page's answer (`createListAnswers` of `publicService`). */
  pages: ListAnswers<PublicService>,
  /** Signed-out visitors' catalogue answers, encoded (./catalogue-changes.ts); absent: each is made. */
  kept?: CatalogueCache<Buffer>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['services'];
    const viewerOf = async (request: Parameters<typeof requireAccount>[0]) =>
      (await request.session())?.account?.id ?? null;
    // A signed-out answer is the same for everyone asking the same URL in the same language.
    const keptKey = (request: FastifyRequest) => `${request.locale} ${request.url}`;
    const JSON_TYPE = 'application/json; charset=utf-8';

    app.get(
      '/services',
      {
        schema: {
          tags,
          summary: 'The public catalogue: search, filter, sort and page',
          querystring: servicesQuery,
          response: { 200: publicServicesResponse, 422: validationErrorBody },
        },
        // A read every visitor makes alike: GET /api/me, which every page makes, hands out the XSRF token.
        config: { xsrfToken: false },
        // A kept answer goes out before the query is validated again: only a valid query's answer is kept.
        // A caller with a session cookie may be signed in, and goes to the handler.
        ...(kept && {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            if (request.cookies[SESSION_COOKIE]) return;
            const answer = kept.peek(keptKey(request));
            if (answer) return reply.type(JSON_TYPE).send(answer);
          },
        }),
      },
      async (request, reply) => {
        // Written from each service's kept encoding (http/list-answers.ts), checked against the contract
        // in tests like every answer.
        const page = async (viewerId: string | null) => {
          const hidden = await catalogue.privateKeys();
          const filters = await schemas.searchFilters(
            'service/search',
            (key) => !hidden.has(key),
            request.query.custom,
          );
          const { keys, ...answer } = await catalogue.list(request.query, filters, viewerId);
          return pages(answer, keys);
        };
        const viewerId = await viewerOf(request);
        const untyped = reply.type(JSON_TYPE) as FastifyReply;
        if (viewerId || !kept) return untyped.send(await page(viewerId));
        return untyped.send(await kept.get(keptKey(request), () => page(null)));
      },
    );
    app.post(
      '/services',
      {
        schema: {
          tags,
          summary: 'Create a service (draft, or published with at least one priced menu)',
          body: createServiceBody,
          response: {
            201: ownServiceResponse,
            401: errorBody,
            403: errorBody,
            409: errorBody,
            422: validationErrorBody,
          },
        },
      },
      async (request, reply) => {
        const cast = await requireAccount(request, 'cast');
        return reply.status(201).send({ data: await services.create(cast, request.body) });
      },
    );
    app.get(
      '/services/:serviceId',
      {
        schema: {
          tags,
          summary: 'A published service with its menus',
          params: serviceParams,
          response: { 200: publicServiceResponse, 404: errorBody },
        },
      },
      async (request) => ({
        data: await catalogue.detail(request.params.serviceId, await viewerOf(request)),
      }),
    );
    app.put(
      '/services/:serviceId',
      {
        schema: {
          tags,
          summary: 'Edit one of my services (without status it keeps its own)',
          params: serviceParams,
          body: updateServiceBody,
          response: {
            200: ownServiceResponse,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationErrorBody,
          },
        },
      },
      async (request) => ({
        data: await services.update(
          await requireAccount(request, 'cast'),
          request.params.serviceId,
          request.body,
        ),
      }),
    );
    app.delete(
      '/services/:serviceId',
      {
        schema: {
          tags,
          summary: 'Delete one of my services',
          params: serviceParams,
          response: { 204: noContent, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        await services.remove(await requireAccount(request, 'cast'), request.params.serviceId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/services/:serviceId/unpublish',
      {
        schema: {
          tags,
          summary: 'Hide a published service at once',
          params: serviceParams,
          response: { 200: ownServiceResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => ({
        data: await services.unpublish(await requireAccount(request, 'cast'), request.params.serviceId),
      }),
    );
    app.post(
      '/services/:serviceId/cancel-listing',
      {
        schema: {
          tags,
          summary: 'End the paid listing at the end of its month',
          params: serviceParams,
          response: { 200: ownServiceResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => ({
        data: await services.cancelListing(await requireAccount(request, 'cast'), request.params.serviceId),
      }),
    );
    app.get(
      '/casts/me/services',
      {
        schema: {
          tags,
          summary: 'My services',
          querystring: pageQuery,
          response: { 200: ownServicesResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => services.listOwn(await requireAccount(request, 'cast'), request.query),
    );
    app.get(
      '/casts/me/services/:serviceId',
      {
        schema: {
          tags,
          summary: 'One of my services',
          params: serviceParams,
          response: { 200: ownServiceResponse, 404: errorBody },
        },
      },
      async (request) => ({
        data: await services.getOwn(await requireAccount(request, 'cast'), request.params.serviceId),
      }),
    );
  };
}
