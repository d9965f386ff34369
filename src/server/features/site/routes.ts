import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteResponse, siteImageParams } from '../../../core/contract/site.ts';
import type { SiteService } from './service.ts';

export function siteRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site',
      { schema: { tags: ['site'], summary: 'The site settings', response: { 200: getSiteResponse } } },
      async (request) => ({ data: await site.getSite(request.previewToken) }),
    );

    app.get(
      '/site-images/:imageId',
      {
        schema: {
          tags: ['site'],
          // No response schema: the answer is the image's bytes, or the error handler's JSON 404.
          summary: 'An image of the site itself, such as the OGP image',
          params: siteImageParams,
        },
      },
      async (request, reply) => {
        const image = await site.openImage(request.params.imageId);
        return (
          reply
            .type(image.mime)
            .header('x-content-type-options', 'nosniff')
            // Other sites (social networks) fetch the OGP image, so it is not limited to this site.
            .header('cross-origin-resource-policy', 'cross-origin')
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(image.bytes)
        );
      },
    );
  };
}
