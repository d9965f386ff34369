import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFormSchemaResponse, registersSchemaQuery } from '../../../core/contract/form-schemas.ts';
import type { SchemaKey } from '../../../core/forms/form-schema.ts';
import type { FormSchemas } from './service.ts';

/** The schema routes whose path is the schema's key. */
const PLAIN_SCHEMAS: SchemaKey[] = [
  'casts/edit',
  'guests/edit',
  'guests/search',
  'guests/belongings/edit',
  'service/create',
  'service/edit',
  'service/search',
  'service-menus/create',
  'service-menus/edit',
  'entries/create',
];

export function formSchemaRoutes(schemas: FormSchemas): FastifyPluginAsyncZod {
  return async (app) => {
    for (const key of PLAIN_SCHEMAS) {
      app.get(
        `/schemas/${key}`,
        {
          schema: { tags: ['schemas'], summary: `The ${key} form`, response: { 200: getFormSchemaResponse } },
        },
        async () => ({ data: { fields: await schemas.getFields(key) } }),
      );
    }
    app.get(
      '/schemas/customer-accounts/registers',
      {
        schema: {
          tags: ['schemas'],
          summary: 'The registration form of a role and account type',
          querystring: registersSchemaQuery,
          response: { 200: getFormSchemaResponse },
        },
      },
      async (request) => {
        const { type, customerAccountType } = request.query;
        const key = `customer-accounts/registers/${type}/${customerAccountType}` as const;
        return { data: { fields: await schemas.getFields(key) } };
      },
    );
  };
}
