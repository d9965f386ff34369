import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLIC_PROFILE_AREAS, SIGNED_IN_AREAS } from '../../../core/site-paths.ts';
import { SITEMAP_MAX_AGE_SECONDS, SITEMAP_PAGES_PATH, type Sitemap } from './sitemap.ts';

const sitemapFile = z.object({
  listing: z.enum(['services', 'casts']),
  number: z.coerce.number().int().min(1).max(100_000),
});

/**
 * GET /robots.txt and GET /sitemap.xml (docs/seo.md). Robots stay out of the signed-in areas (but may
 * read the public profiles listed under two of them), the operator console, the preview link and the
 * API; the sitemap names what they should read: /sitemap.xml is its index, of /sitemap-pages.xml and the
 * numbered files of services and cast profiles (sitemap.ts).
 */
export function registerSeoRoutes(app: FastifyInstance, sitemap: Sitemap, appOrigin: string) {
  const robots = [
    'User-agent: *',
    ...PUBLIC_PROFILE_AREAS.map((area) => `Allow: ${area}/`),
    ...[...SIGNED_IN_AREAS, '/admin', '/view', '/api/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', appOrigin)}`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  const xmlReply = (reply: FastifyReply, body: string | null) =>
    body === null
      ? reply.status(404).type('text/plain; charset=utf-8').send('Not Found')
      : reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`)
          .send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    xmlReply(reply, await sitemap.index()),
  );
  app.get(SITEMAP_PAGES_PATH, { schema: { hide: true } }, async (_request, reply) =>
    xmlReply(reply, await sitemap.pages()),
  );
  app.get(
    '/sitemap-:listing(^[a-z]+)-:number(^\\d+).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const params = sitemapFile.safeParse(request.params);
      return xmlReply(
        reply,
        params.success ? await sitemap.file(params.data.listing, params.data.number) : null,
      );
    },
  );
}
