import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteResponse, type SiteInfo, siteImageParams } from '../../../core/contract/site.ts';
import { COMPRESSION_THRESHOLD_BYTES, compressOnce, negotiateEncoding } from '../../http/compression.ts';
import type { KeptAnswer, KeptAnswers } from '../../http/kept-answers.ts';
import { PREVIEW_COOKIE, PREVIEW_HEADER } from '../../http/request-context.ts';
import { encodedAnswer } from '../../http/response-serializer.ts';
import type { SiteService } from './service.ts';

/** The published settings' answer: the same for every caller, so no cache keeps it but the server's. */
const ANSWER_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

interface Kept {
  /** The settings object it was made from: the service hands out one until they change. */
  settings: SiteInfo;
  answer: KeptAnswer;
  /** Resolves once `answer.compressed` is set; absent when the answer is too small to compress. */
  compressing: Promise<KeptAnswer['compressed']> | undefined;
}

export function siteRoutes(site: SiteService, keptAnswers: KeptAnswers): FastifyPluginAsyncZod {
  /**
   * Every page load asks for the settings, and every visitor gets the same published ones: their
   * answer is kept encoded, as bytes (the Japanese texts would otherwise be encoded to UTF-8 again on
   * every answer), and compressed once in each encoding. The service hands out a new settings object
   * when they may have changed (a save, a publish, or on PostgreSQL its cache's expiry each second), so
   * the answer is encoded again then, and compressed again only when its bytes differ. A preview answer
   * is one operator's browser's: it is encoded each time, and sent as it is.
   */
  let kept: Kept | undefined;

  function keptFor(settings: SiteInfo, reply: FastifyReply): Kept {
    if (kept?.settings === settings) return kept;
    // The route's own serialiser, so the answer is the contract's (and checked against it in tests).
    const identity = encodedAnswer(reply, { data: settings });
    if (kept?.answer.identity.equals(identity)) {
      kept = { ...kept, settings };
      return kept;
    }
    const answer: KeptAnswer = { headers: ANSWER_HEADERS, identity };
    const compressing =
      answer.identity.length < COMPRESSION_THRESHOLD_BYTES
        ? undefined
        : compressOnce(answer.identity).then((compressed) => {
            answer.compressed = compressed;
            return compressed;
          });
    kept = { settings, answer, compressing };
    return kept;
  }

  /**
   * What the server answers before Fastify (http/kept-answers.ts): the kept answer while the service
   * still hands out the settings it was made from, for a caller without a preview token (the only part
   * of a request this route reads). Anything else comes to the route below.
   */
  function keptAnswerOf(request: IncomingMessage): KeptAnswer | undefined {
    const { cookie } = request.headers;
    if (request.headers[PREVIEW_HEADER] !== undefined || cookie?.includes(PREVIEW_COOKIE)) return undefined;
    if (kept === undefined || kept.settings !== site.keptPublished()) return undefined;
    return kept.compressing && !kept.answer.compressed ? undefined : kept.answer;
  }

  return async (app) => {
    keptAnswers.keep(`${app.prefix}/site`, keptAnswerOf);

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
        const untyped = (reply as FastifyReply).headers(ANSWER_HEADERS);
        const { answer, compressing } = keptFor(settings, untyped);
        const compressed = answer.compressed ?? (await compressing);
        const encoding = compressed && negotiateEncoding(request.headers['accept-encoding']);
        if (!compressed || !encoding) return untyped.send(answer.identity);
        return untyped
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(compressed[encoding]);
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
