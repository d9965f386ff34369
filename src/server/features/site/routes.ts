import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteResponse, type SiteInfo, siteImageParams } from '../../../core/contract/site.ts';
import { COMPRESSION_THRESHOLD_BYTES, compressOnce, negotiateEncoding } from '../../http/compression.ts';
import type { SiteService } from './service.ts';

interface KeptAnswer {
  /** The settings object it was made from: the service hands out one until they change. */
  settings: SiteInfo;
  json: string;
  identity: Buffer;
  /** Absent when the answer is too small to be worth compressing. */
  compressed: Promise<{ br: Buffer; gzip: Buffer }> | undefined;
}

export function siteRoutes(site: SiteService): FastifyPluginAsyncZod {
  /**
   * Every page load asks for the settings, and every visitor gets the same published ones: their
   * answer is kept encoded, as bytes (the Japanese texts would otherwise be encoded to UTF-8 again on
   * every answer), and compressed once in each encoding. The service hands out a new settings object
   * when they may have changed (a save, a publish, or its cache's expiry each second), so the answer is
   * encoded again then, and compressed again only when its text differs. A preview answer is one
   * operator's browser's: it is encoded each time, and sent as it is.
   */
  let kept: KeptAnswer | undefined;

  function keptAnswer(settings: SiteInfo, reply: FastifyReply): KeptAnswer {
    if (kept?.settings === settings) return kept;
    // The route's own serialiser, so the answer is the contract's (and checked against it in tests).
    const json = String(reply.serialize({ data: settings }));
    if (kept?.json === json) {
      kept = { ...kept, settings };
      return kept;
    }
    const identity = Buffer.from(json);
    const compressed = identity.length < COMPRESSION_THRESHOLD_BYTES ? undefined : compressOnce(identity);
    kept = { settings, json, identity, compressed };
    return kept;
  }

  return async (app) => {
    app.get(
      '/site',
      {
        schema: { tags: ['site'], summary: 'The site settings', response: { 200: getSiteResponse } },
        // Every page asks for it beside GET /api/me, which hands out the XSRF token (http/xsrf.ts).
        config: { xsrfToken: false },
        // Compressed once per change here, rather than per answer by the plugin (http/compression.ts).
        compress: false,
      },
      async (request, reply) => {
        const settings = await site.getSite(request.previewToken);
        if (settings.preview) return { data: settings };
        const untyped = reply as FastifyReply;
        const answer = keptAnswer(settings, untyped);
        const encoding = answer.compressed && negotiateEncoding(request.headers['accept-encoding']);
        untyped.type('application/json; charset=utf-8');
        if (!answer.compressed || !encoding) return untyped.send(answer.identity);
        const body = (await answer.compressed)[encoding];
        return untyped.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
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
