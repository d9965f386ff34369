import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  layoutEditorResponse,
  layoutParams,
  layoutSlug,
  saveLayoutBody,
} from '../../../../core/contract/admin/layouts.ts';
import {
  answersParams,
  answersResponse,
  listSchemasResponse,
  saveSchemaBody,
  schemaDetailResponse,
  schemaParams,
} from '../../../../core/contract/admin/schemas.ts';
import { LAYOUT_KEYS, type LayoutKey } from '../../../../core/contract/layouts.ts';
import type { SchemaKey } from '../../../../core/forms/form-schema.ts';
import { schemaKeyOfSlug } from '../../../../core/forms/schema-keys.ts';
import { AppError } from '../../../app-error.ts';
import type { AdminContext } from '../context.ts';
import { createLayoutEditor } from './layouts-service.ts';
import { createSchemaEditor } from './service.ts';

function keyOf(slug: string): SchemaKey {
  const key = schemaKeyOfSlug(slug);
  if (!key) throw AppError.notFound();
  return key;
}
function layoutKeyOf(slug: string): LayoutKey {
  const key = LAYOUT_KEYS.find((k) => layoutSlug(k) === slug);
  if (!key) throw AppError.notFound();
  return key;
}

/** The custom-fields editor (/admin/schemas) and the layouts editor (/admin/layouts). */
export function adminSchemasRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  const editor = createSchemaEditor(ctx);
  const layoutEditor = createLayoutEditor(ctx);
  return async (app) => {
    app.get(
      '/admin/schemas',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every operator-defined form, with its purpose and number of fields',
          response: { 200: listSchemasResponse },
        },
      },
      async () => ({ data: await editor.listSchemas() }),
    );
    app.get(
      '/admin/schemas/:schemaSlug',
      {
        schema: {
          tags: ['admin'],
          summary: 'A form’s fields and its retired (removed) fields',
          params: schemaParams,
          response: { 200: schemaDetailResponse },
        },
      },
      async (request) => ({ data: await editor.getSchemaDetail(keyOf(request.params.schemaSlug)) }),
    );
    app.put(
      '/admin/schemas/:schemaSlug',
      {
        schema: {
          tags: ['admin'],
          summary: 'Replace a form’s ordered fields; fields left out are retired, their answers kept',
          params: schemaParams,
          body: saveSchemaBody,
          response: { 200: schemaDetailResponse },
        },
      },
      async (request) => ({
        data: await editor.saveSchema(request.operator, keyOf(request.params.schemaSlug), request.body),
      }),
    );
    app.get(
      '/admin/schemas/:schemaSlug/answers/:recordId',
      {
        schema: {
          tags: ['admin'],
          summary: 'A record’s stored answers with their labels, retired fields included',
          params: answersParams,
          response: { 200: answersResponse },
        },
      },
      async (request) => ({
        data: await editor.getAnswers(keyOf(request.params.schemaSlug), request.params.recordId),
      }),
    );
    app.get(
      '/admin/layouts/:layoutSlug',
      {
        schema: {
          tags: ['admin'],
          summary: 'A page’s layout, with the blocks and fields it can show',
          params: layoutParams,
          response: { 200: layoutEditorResponse },
        },
      },
      async (request) => ({
        data: await layoutEditor.getLayoutEditor(layoutKeyOf(request.params.layoutSlug)),
      }),
    );
    app.put(
      '/admin/layouts/:layoutSlug',
      {
        schema: {
          tags: ['admin'],
          summary: 'Replace a page’s blocks and fields',
          params: layoutParams,
          body: saveLayoutBody,
          response: { 200: layoutEditorResponse },
        },
      },
      async (request) => ({
        data: await layoutEditor.saveLayout(
          request.operator,
          layoutKeyOf(request.params.layoutSlug),
          request.body,
        ),
      }),
    );
  };
}
