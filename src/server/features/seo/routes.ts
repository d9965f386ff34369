import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC_PROFILE_AREAS, SIGNED_IN_AREAS } from '../../../core/site-paths.ts';
import type { Sitemap } from './sitemap.ts';

const sitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });

/**
 * GET /robots.txt and GET /sitemap.xml (docs/seo.md). Robots stay out of the signed-in areas (but may
 * read the public profiles listed under two of them), the operator console, the preview link and the
 * API; the sitemap names what they should read.
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

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const query = sitemapQuery.safeParse(request.query);
    const body = query.success ? await sitemap.render(query.data.page) : null;
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(body);
  });
}
