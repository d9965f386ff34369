import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEntriesQuery,
  adminEntriesResponse,
  adminEntryParams,
  adminEntryResponse,
  adminServiceParams,
  adminServiceResponse,
  adminServicesQuery,
  adminServicesResponse,
  moderationReasonBody,
  refundBody,
} from '../../../../core/contract/admin/moderation.ts';
import { createCustomerTeller } from '../../notices/tell-customers.ts';
import type { AdminContext } from '../context.ts';
import { createEntriesModeration } from './entries-moderation.ts';
import { createEntryRefund } from './entry-refund.ts';
import { createServicesModeration } from './services-moderation.ts';

/** The console's services and entries: search, read, unpublish a service, cancel an entry. */
export function adminModerationRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  return async (app) => {
    const teller = createCustomerTeller({
      ...ctx,
      log: (error) => app.log.error(error, 'moderation mail failed'),
    });
    const services = createServicesModeration(ctx, teller);
    const entries = createEntriesModeration(ctx, teller);
    const refunds = createEntryRefund(ctx, teller, (error) => app.log.error(error, 'refund refused'));

    app.get(
      '/admin/services',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every service, newest first: by title keyword, status and cast',
          querystring: adminServicesQuery,
          response: { 200: adminServicesResponse },
        },
      },
      async (request) => services.searchServices(request.query),
    );

    app.get(
      '/admin/services/:serviceId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One service with its owner, menus and labelled custom values',
          params: adminServiceParams,
          response: { 200: adminServiceResponse },
        },
      },
      async (request) => ({ data: await services.getService(request.params.serviceId) }),
    );

    app.post(
      '/admin/services/:serviceId/unpublish',
      {
        schema: {
          tags: ['admin'],
          summary: 'Unpublish a published service with a reason; the cast is told (notice and e-mail)',
          params: adminServiceParams,
          body: moderationReasonBody,
          response: { 200: adminServiceResponse },
        },
      },
      async (request) => ({
        data: await services.unpublishService(
          request.operator,
          request.params.serviceId,
          request.body.reason,
        ),
      }),
    );

    app.get(
      '/admin/entries',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every entry, newest first: by statuses, service title, cast, guest and entry date',
          querystring: adminEntriesQuery,
          response: { 200: adminEntriesResponse },
        },
      },
      async (request) => entries.searchEntries(request.query),
    );

    app.get(
      '/admin/entries/:entryId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One entry with its parties, amounts, estimates and timeline',
          params: adminEntryParams,
          response: { 200: adminEntryResponse },
        },
      },
      async (request) => ({ data: await entries.getEntry(request.params.entryId) }),
    );

    app.post(
      '/admin/entries/:entryId/cancel',
      {
        schema: {
          tags: ['admin'],
          summary: 'Cancel an unpaid entry with a reason; both parties are told (notice and e-mail)',
          params: adminEntryParams,
          body: moderationReasonBody,
          response: { 200: adminEntryResponse },
        },
      },
      async (request) => ({
        data: await entries.cancelEntry(request.operator, request.params.entryId, request.body.reason),
      }),
    );

    app.post(
      '/admin/entries/:entryId/refund',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Cancel a paid entry with a full or partial refund and a reason; both parties are told (notice and e-mail)',
          params: adminEntryParams,
          body: refundBody,
          response: { 200: adminEntryResponse },
        },
      },
      async (request) => {
        await refunds.refundEntry(request.operator, request.params.entryId, request.body);
        return { data: await entries.getEntry(request.params.entryId) };
      },
    );
  };
}
