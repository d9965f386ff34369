import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerParams,
  customerResponse,
  customersQuery,
  customersResponse,
  identificationDocumentParams,
  identificationParams,
  identificationResponse,
  identificationsQuery,
  identificationsResponse,
  returnIdentificationBody,
  suspendCustomerBody,
} from '../../../../core/contract/admin/people.ts';
import { errorBody, validationErrorBody } from '../../../../core/contract/common.ts';
import type { AdminContext } from '../context.ts';
import { createIdentificationReview } from './identification-review.ts';
import { createCustomersService } from './service.ts';

/** Customers (search, one customer, suspension) and the identification queue. */
export function adminPeopleRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  const customers = createCustomersService(ctx);
  const identifications = createIdentificationReview(ctx);
  return async (app) => {
    const tags = ['admin'];

    app.get(
      '/admin/customers',
      {
        schema: {
          tags,
          summary: 'Customers by keyword (nickname, e-mail, id), role and status, newest first',
          querystring: customersQuery,
          response: { 200: customersResponse, 422: validationErrorBody },
        },
      },
      async (request) => customers.searchCustomers(request.query),
    );
    app.get(
      '/admin/customers/:accountId',
      {
        schema: {
          tags,
          summary: 'One customer: account, profile, services, recent entries, identification, payments',
          params: customerParams,
          response: { 200: customerResponse, 404: errorBody },
        },
      },
      async (request) => ({ data: await customers.getCustomer(request.params.accountId) }),
    );
    app.post(
      '/admin/customers/:accountId/suspend',
      {
        schema: {
          tags,
          summary: 'Suspend a customer: no sign-in, sessions ended, services out of the catalogue',
          params: customerParams,
          body: suspendCustomerBody,
          response: { 200: customerResponse, 404: errorBody, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await customers.suspendCustomer(request.operator, request.params.accountId, request.body),
      }),
    );
    app.post(
      '/admin/customers/:accountId/restore',
      {
        schema: {
          tags,
          summary: 'Restore a suspended customer, with their services as they were',
          params: customerParams,
          response: { 200: customerResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => ({
        data: await customers.restoreCustomer(request.operator, request.params.accountId),
      }),
    );

    app.get(
      '/admin/identifications',
      {
        schema: {
          tags,
          summary: 'Identification submissions by review status (pending: oldest first)',
          querystring: identificationsQuery,
          response: { 200: identificationsResponse, 422: validationErrorBody },
        },
      },
      async (request) => identifications.listIdentifications(request.query),
    );
    app.get(
      '/admin/identifications/:accountId',
      {
        schema: {
          tags,
          summary: "One customer's identification submission and its documents",
          params: identificationParams,
          response: { 200: identificationResponse, 404: errorBody },
        },
      },
      async (request) => ({ data: await identifications.getIdentification(request.params.accountId) }),
    );
    app.get(
      '/admin/identifications/:accountId/documents/:uploadId',
      {
        schema: {
          tags,
          // No response schema: the answer is the document's bytes, or the error handler's JSON 404.
          summary: 'The bytes of one identification document (never cached)',
          params: identificationDocumentParams,
        },
      },
      async (request, reply) => {
        const { upload, bytes } = await identifications.openDocument(
          request.params.accountId,
          request.params.uploadId,
        );
        return reply
          .type(upload.mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', upload.kind === 'image' ? 'inline' : 'attachment')
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
    app.post(
      '/admin/identifications/:accountId/approve',
      {
        schema: {
          tags,
          summary: 'Approve a pending identification (the customer is registered)',
          params: identificationParams,
          response: { 200: identificationResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => ({
        data: await identifications.approveIdentification(request.operator, request.params.accountId),
      }),
    );
    app.post(
      '/admin/identifications/:accountId/return',
      {
        schema: {
          tags,
          summary: 'Send a pending identification back with a reason (notice and e-mail to the customer)',
          params: identificationParams,
          body: returnIdentificationBody,
          response: { 200: identificationResponse, 404: errorBody, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await identifications.returnIdentification(
          request.operator,
          request.params.accountId,
          request.body,
        ),
      }),
    );
  };
}
