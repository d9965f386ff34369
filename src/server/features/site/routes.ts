import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteResponse, type SiteInfo, siteImageParams } from '../../../core/contract/site.ts';
import type { SiteService } from './service.ts';

export function siteRoutes(site: SiteService): FastifyPluginAsyncZod {
  /**
   * Every page load asks for the settings. The service hands out one object for the published settings
   * until they change (a save or a publish replaces it), so its encoded answer is kept beside it and a
   * change needs no invalidation of its own. A preview answer is encoded each time: it is one browser's.
   */
  const encoded = new WeakMap<SiteInfo, Buffer>();
  return async (app) => {
    app.get(
      '/site',
      {
        schema: { tags: ['site'], summary: 'The site settings', response: { 200: getSiteResponse } },
        // Every page asks for it beside GET /api/me, which hands out the XSRF token (http/xsrf.ts).
        config: { xsrfToken: false },
      },
      async (request, reply) => {
        const settings = await site.getSite(request.previewToken);
        if (settings.preview) return { data: settings };
        let body = encoded.get(settings);
        if (body === undefined) {
          // The route's own serialiser, so the answer is the contract's (and checked against it in tests).
          // As bytes: the Japanese texts would otherwise be encoded to UTF-8 again on every answer.
          body = Buffer.from(String(reply.serialize({ data: settings })));
          encoded.set(settings, body);
        }
        // Already encoded: the typed reply would only take the object.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      },
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
