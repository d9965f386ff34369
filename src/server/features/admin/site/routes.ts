import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSiteResponse,
  siteDraftBody,
  siteImageResponse,
  sitePreviewResponse,
} from '../../../../core/contract/admin/site.ts';
import { errorBody, validationErrorBody } from '../../../../core/contract/common.ts';
import { AppError } from '../../../app-error.ts';
import { tooLarge } from '../../uploads/service.ts';
import type { AdminContext } from '../context.ts';
import { createSiteAdmin, SITE_IMAGE_MAX_BYTES } from './service.ts';

const tags = ['admin'];

export function adminSiteRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  const siteAdmin = createSiteAdmin(ctx);
  return async (app) => {
    app.get(
      '/admin/site',
      {
        schema: {
          tags,
          summary: 'The published site settings and the unpublished draft (null when none)',
          response: { 200: adminSiteResponse },
        },
      },
      async () => ({ data: await siteAdmin.readSite() }),
    );

    app.put(
      '/admin/site',
      {
        schema: {
          tags,
          summary: 'Save the whole draft of the site settings (the public site does not change)',
          body: siteDraftBody,
          response: { 200: adminSiteResponse, 422: validationErrorBody },
        },
      },
      async (request) => ({ data: await siteAdmin.saveDraft(request.operator, request.body) }),
    );

    app.delete(
      '/admin/site/draft',
      {
        schema: {
          tags,
          summary: 'Discard the draft and its preview links',
          response: { 200: adminSiteResponse, 409: errorBody },
        },
      },
      async (request) => ({ data: await siteAdmin.discardDraft(request.operator) }),
    );

    app.post(
      '/admin/site/preview',
      {
        schema: {
          tags,
          summary: 'A /view link that shows the draft in the browser that opens it (409 without a draft)',
          response: { 200: sitePreviewResponse, 409: errorBody },
        },
      },
      async (request) => ({ data: await siteAdmin.previewDraft(request.operator) }),
    );

    app.post(
      '/admin/site/publish',
      {
        schema: {
          tags,
          summary: 'Make the draft the live settings for everyone (409 without a draft)',
          response: { 200: adminSiteResponse, 409: errorBody },
        },
      },
      async (request) => ({ data: await siteAdmin.publishDraft(request.operator) }),
    );

    app.post(
      '/admin/site/images',
      {
        schema: {
          tags,
          summary: 'Upload an image for the site, such as the OGP image (multipart: file)',
          response: { 201: siteImageResponse, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const part = await request.file({ limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1 } });
        if (!part) throw AppError.validation({ file: [{ key: 'uploads.fileMissing' }] });
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw tooLarge(SITE_IMAGE_MAX_BYTES);
          throw error;
        }
        return reply.status(201).send({ data: await siteAdmin.uploadImage(request.operator, bytes) });
      },
    );
  };
}
