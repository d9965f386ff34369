import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageHeads } from '../features/seo/page-head.ts';
import { renderDocument } from './document.ts';

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
 * HTML document with that page's head (../features/seo/page-head.ts), so deep links, crawlers and link
 * previews get the right HTML. Paths under /admin get the operator console's own document (admin.html).
 * Documents that are never to be indexed say so in `X-Robots-Tag` too.
 */
export async function registerSpa(app: FastifyInstance, pageHead: PageHeads, webDist = WEB_DIST) {
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
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname;
    if (consoleDocument && (path === '/admin' || path.startsWith('/admin/'))) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(consoleDocument);
    }
    // Shared links read the site's texts in the caller's language (docs/i18n.md).
    const head = await pageHead({
      path,
      query: url.searchParams,
      locale: request.locale,
      previewToken: request.previewToken,
      t: request.t,
    });
    if (head.noindex) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(renderDocument(template, head));
  });
}
