import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, type Locale } from '../../core/i18n.ts';
import { SESSION_COOKIE } from '../http/cookie-names.ts';
import type { Xsrf } from '../http/xsrf.ts';
import { type DrawnPage, renderDocument, styleHashSource, themeStyle } from './document.ts';
import type { KeptPage, KeptPages } from './kept-pages.ts';
import type { PageHeads } from './page-head.ts';
import { loadPageRenderer, type PageRenderer } from './server-render.ts';

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
 * HTML document with that page's head (as `pageHead` writes it: page-head.ts), so deep links, crawlers and link
 * previews get the right HTML. Paths under /admin get the operator console's own document (admin.html).
 * Documents that are never to be indexed say so in `X-Robots-Tag` too.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    pageHead: PageHeads;
    /** Pages kept for signed-out readers (kept-pages.ts); none: every page is drawn for its request. */
    keptPages: KeptPages | undefined;
    /** Hands a kept page's reader the XSRF token the drawing's own API calls would have set. */
    xsrf: Pick<Xsrf, 'handOut'>;
    webDist?: string;
  },
) {
  const { pageHead, keptPages, xsrf, webDist = WEB_DIST } = options;
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`${indexPath} is missing: run "npm run build" to serve the web app`);
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const consolePath = join(webDist, 'admin.html');
  const consoleDocument = existsSync(consolePath) ? readFileSync(consolePath, 'utf8') : null;
  const renderer = await loadPageRenderer(app, webDist);
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
    // The reader's chosen language (kept in a cookie by the web app), else the browser's (docs/i18n.md).
    const chosen = request.cookies[LOCALE_COOKIE];
    const locale: Locale = isLocale(chosen) ? chosen : request.locale;
    const answer = async (setCookies: string[]): Promise<KeptPage> => {
      const head = await pageHead({
        path,
        query: url.searchParams,
        locale,
        previewToken: request.previewToken,
        t: request.t,
      });
      const page = renderer && !head.noindex ? await drawPage(renderer, request, locale) : undefined;
      if (page) setCookies.push(...page.setCookies);
      return {
        document: renderDocument(template, head, page?.drawn),
        themeStyle: page && themeStyle(page.drawn.themeVariables),
        noindex: head.noindex,
      };
    };
    // A signed-out reader gets the page every signed-out reader of the language gets (the path names
    // all it shows): kept, and the XSRF token its drawing would have handed out set here.
    const signedOut = !request.cookies[SESSION_COOKIE] && !request.previewToken;
    let page: KeptPage;
    if (keptPages && signedOut) {
      page = await keptPages.take(`${locale} ${request.locale} ${request.url}`, () => answer([]));
      xsrf.handOut(request, reply);
    } else {
      const setCookies: string[] = [];
      page = await answer(setCookies);
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
    }
    if (page.noindex) reply.header('x-robots-tag', 'noindex, nofollow');
    if (page.themeStyle) allowInlineStyle(reply, page.themeStyle);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .send(page.document);
  });
}

/**
 * Draws a public page on the server (docs/server-rendering.md). Whatever goes wrong leaves the page to
 * the browser, as it was before server rendering: a reader never gets a blank page from it.
 */
async function drawPage(
  renderer: PageRenderer,
  request: FastifyRequest,
  locale: Locale,
): Promise<{ drawn: DrawnPage; setCookies: string[] } | undefined> {
  try {
    const { outcome, setCookies } = await renderer.render({
      url: new URL(request.url, 'http://localhost').href,
      locale,
      cookie: request.headers.cookie,
    });
    if (outcome.kind === 'browser') return undefined;
    const { html, handover, modules, themeVariables, themeFamily } = outcome;
    return {
      drawn: { html, handover, locale, themeVariables, themeFamily, files: renderer.filesOf(modules) },
      setCookies,
    };
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed: the browser draws the page');
    return undefined;
  }
}

/** Adds the hash of the theme's inline style to the page's Content-Security-Policy (see security-headers.ts). */
function allowInlineStyle(reply: FastifyReply, style: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(
      /style-src ([^;]*)/,
      (_, sources: string) => `style-src ${sources} ${styleHashSource(style)}`,
    ),
  );
}
