import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PREVIEW_COOKIE } from '../../http/request-context.ts';
import type { SiteService } from './service.ts';

const PREVIEW_SECONDS = 12 * 3600;
const viewQuery = z.object({ token: z.string().max(200).optional(), end: z.literal('1').optional() });

/**
 * GET /view?token=…: the operator console's preview link. A valid token becomes the preview cookie,
 * which every later call carries, so the whole site shows the draft settings; /view?end=1 leaves.
 * The cookie is readable by the page because the API client echoes it in X-Preview-Token.
 */
export function registerPreviewRoute(app: FastifyInstance, site: SiteService, secureCookies: boolean) {
  app.get('/view', { schema: { hide: true } }, async (request, reply) => {
    // The preview is never a page of its own to search engines (docs/seo.md).
    reply.header('x-robots-tag', 'noindex, nofollow');
    const query = viewQuery.safeParse(request.query);
    const token = query.success && !query.data.end ? query.data.token : undefined;
    if (token && (await site.isPreviewToken(token))) {
      reply.setCookie(PREVIEW_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: PREVIEW_SECONDS,
      });
      return reply.redirect('/');
    }
    reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
    return reply.redirect(token ? '/?preview=invalid' : '/');
  });
}
