import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { siteInLocale } from '../../core/contract/site.ts';
import type { SiteService } from '../features/site/service.ts';
import { type DocumentMeta, renderDocument } from './document.ts';

/** The title and description of one page, for crawlers that do not run scripts (null: the site's own). */
export type PageMeta = (path: string) => Promise<Pick<DocumentMeta, 'title' | 'description'> | null>;

function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const WEB_DIST = join(packageRoot(), 'dist', 'web');

/**
 * Serves the built single-page app: hashed assets with long caching, and for every other page path the
 * HTML document with the site's title and description, so deep links and crawlers get the right HTML.
 * Paths under /admin get the operator console's own document (admin.html), never indexed.
 */
export async function registerSpa(
  app: FastifyInstance,
  site: SiteService,
  pageMeta: PageMeta,
  webDist = WEB_DIST,
) {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`${indexPath} is missing: run "npm run build" to serve the web app`);
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const consolePath = join(webDist, 'admin.html');
  const consoleDocument = existsSync(consolePath) ? readFileSync(consolePath, 'utf8') : null;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // The build's .br and .gz twins (scripts/precompress.mjs), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, path) => {
      if (path.includes(`${join(webDist, 'assets')}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: request.t('errors.notFound') });
    }
    const path = request.url.split('?')[0] ?? '/';
    if (consoleDocument && (path === '/admin' || path.startsWith('/admin/'))) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(consoleDocument);
    }
    // Shared links read the site's texts in the caller's language (docs/i18n.md).
    const settings = siteInLocale(await site.getSite(request.previewToken), request.locale);
    const page = await pageMeta(path);
    const meta = {
      title: page ? `${page.title} | ${settings.name}` : settings.ogp.title || settings.name,
      description: page?.description ?? settings.ogp.description,
      siteName: settings.name,
      imageUrl: settings.ogp.imageUrl,
    };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(renderDocument(template, meta));
  });
}
