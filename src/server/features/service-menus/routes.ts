import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, noContent, validationErrorBody } from '../../../core/contract/common.ts';
import {
  menuParams,
  menuResponse,
  menusResponse,
  saveMenuBody,
  serviceParams,
} from '../../../core/contract/services.ts';
import { AppError } from '../../app-error.ts';
import { requireAccount } from '../../http/session.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { ServicesService } from '../services/service.ts';
import type { ServiceMenus } from './service.ts';

export function serviceMenusRoutes(
  menus: ServiceMenus,
  catalogue: Catalogue,
  services: ServicesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['service-menus'];
    app.get(
      '/services/:serviceId/menus',
      {
        schema: {
          tags,
          summary: "A published service's menus",
          params: serviceParams,
          response: { 200: menusResponse, 404: errorBody },
        },
      },
      async (request) => {
        // Anyone reads a published service's menus; its owner also reads them while it is a draft.
        if (!(await catalogue.isVisible(request.params.serviceId))) {
          const account = (await request.session())?.account;
          if (account?.type !== 'cast') throw AppError.notFound();
          await services.ownRow(account, request.params.serviceId);
        }
        const data = await menus.list(request.params.serviceId);
        return {
          data,
          meta: { currentPage: 1, lastPage: 1, perPage: Math.max(1, data.length), total: data.length },
        };
      },
    );
    app.post(
      '/services/:serviceId/menus',
      {
        schema: {
          tags,
          summary: 'Add a menu to my service',
          params: serviceParams,
          body: saveMenuBody,
          response: { 201: menuResponse, 401: errorBody, 404: errorBody, 422: validationErrorBody },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await menus.create(
            await requireAccount(request, 'cast'),
            request.params.serviceId,
            request.body,
          ),
        }),
    );
    app.put(
      '/service-menus/:serviceMenuId',
      {
        schema: {
          tags,
          summary: 'Edit a menu of my service',
          params: menuParams,
          body: saveMenuBody,
          response: { 200: menuResponse, 401: errorBody, 404: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await menus.update(
          await requireAccount(request, 'cast'),
          request.params.serviceMenuId,
          request.body,
        ),
      }),
    );
    app.delete(
      '/service-menus/:serviceMenuId',
      {
        schema: {
          tags,
          summary: 'Remove a menu of my service',
          params: menuParams,
          response: { 204: noContent, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await menus.remove(await requireAccount(request, 'cast'), request.params.serviceMenuId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/casts/me/service-menus/:serviceMenuId',
      {
        schema: {
          tags,
          summary: 'A menu of my service',
          params: menuParams,
          response: { 200: menuResponse, 404: errorBody },
        },
      },
      async (request) => ({
        data: await menus.getOwn(await requireAccount(request, 'cast'), request.params.serviceMenuId),
      }),
    );
  };
}
