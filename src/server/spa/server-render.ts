import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerRender, ServerRenderOutcome } from '../../core/server-render.ts';

/** Where `npm run build` puts the web app's server entry (src/web/entry-server.tsx), inside the web build. */
export const SERVER_ENTRY = join('.ssr', 'entry-server.mjs');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The web app's start (src/web/start-app.tsx), which the first script imports once a drawn page is painted:
 * its stylesheets, like the page's, are linked from the document so that the paint already has them.
 */
const APP_MODULE = 'start-app.tsx';

/** The stylesheets a drawn page needs beyond what index.html already links, from Vite's manifest. */
export interface PageFiles {
  stylesheets: string[];
}

export interface PageRenderer {
  render(input: {
    url: string;
    locale: Parameters<ServerRender>[0]['locale'];
    cookie: string | undefined;
  }): Promise<{ outcome: ServerRenderOutcome; setCookies: string[] }>;
  filesOf(modules: string[]): PageFiles;
}

/**
 * Answers the app's API calls inside this process (Fastify's inject): a page drawn on the server costs no
 * socket per call, and goes through the same routes, checks and caches as the browser's calls. The
 * cookies those answers set (the XSRF token) are kept for the page's own answer.
 */
function inProcessFetch(
  app: FastifyInstance,
  cookie: string | undefined,
  setCookies: string[],
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    // A browser sends the page's cookies with each call by itself (the session among them); here the
    // page request's Cookie header stands in for them.
    const headers = Object.fromEntries(new Headers(init?.headers));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: cookie ? { ...headers, cookie } : headers,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) {
        if (name === 'set-cookie') setCookies.push(one);
        else answerHeaders.append(name, one);
      }
    }
    const hasBody = answer.rawPayload.length > 0 && answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

function chunkStylesheets(manifest: Manifest, key: string, stylesheets: string[], seen: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const css of chunk.css ?? []) stylesheets.push(`/${css}`);
  for (const imported of chunk.imports ?? []) chunkStylesheets(manifest, imported, stylesheets, seen);
}

/**
 * The web build's server entry, or undefined when the build has none (then every page is drawn by the
 * browser, as before server rendering).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<PageRenderer | undefined> {
  const entryPath = join(webDist, SERVER_ENTRY);
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) {
    app.log.warn(`${entryPath} is missing: public pages are drawn in the browser only`);
    return undefined;
  }
  const { render } = (await import(pathToFileURL(entryPath).href)) as { render: ServerRender };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // What index.html links already (the entry and its static imports) is not linked twice.
  const alreadyLinked = new Set<string>();
  chunkStylesheets(manifest, 'index.html', [], alreadyLinked);

  return {
    async render({ url, locale, cookie }) {
      const setCookies: string[] = [];
      const outcome = await render({ url, locale, cookie, fetch: inProcessFetch(app, cookie, setCookies) });
      return { outcome, setCookies };
    },
    filesOf(modules) {
      const stylesheets: string[] = [];
      const seen = new Set(alreadyLinked);
      for (const module of [APP_MODULE, ...modules]) chunkStylesheets(manifest, module, stylesheets, seen);
      return { stylesheets };
    },
  };
}
