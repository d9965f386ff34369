import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SiteInfo } from '../core/contract/site.ts';
import type { ServerRender } from '../core/server-render.ts';
import { getTheme } from '../core/themes.ts';
import { queryKeys } from './api/query-keys.ts';
import { App } from './app/app.tsx';
import { createAppParts } from './app/create-app.ts';
import type { ServerRenderedHandle } from './app/routes.tsx';
import { handoverJson } from './app/server-handover.ts';
import { loadCatalogue } from './i18n/catalogues.ts';
import { themeVariables } from './ui/theme/apply-theme.ts';

/**
 * Draws the tree once every query it suspends on has its data (React's `prerender`), so the markup is
 * whole, every boundary in its place: a boundary sent later would need React's inline script to be revealed,
 * which the site's Content-Security-Policy blocks, and the data handed to the browser is complete only
 * then anyway (docs/decisions/0007-react.md). An error anywhere, even one a boundary caught, rejects it,
 * so a page with a hole is never what a crawler gets: the whole page goes to the browser instead.
 */
async function renderToHtml(element: React.ReactElement): Promise<string> {
  let failed: unknown = null;
  const { prelude } = await prerender(element, {
    // React sends a boundary larger than this after the rest, revealed by an inline script: every
    // boundary is to be in its place in the one piece of markup.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error;
    },
  });
  if (failed) throw failed;
  return await new Response(prelude).text();
}

/**
 * The server entry of the web app (built by `vite build --ssr`, loaded by src/server/spa/server-render.ts):
 * draws a public page with its data, for the reader who asked, and returns the markup with the data to
 * hand over. Anything else (a redirect, a page that is not drawn on the server, an error) is left to
 * the browser.
 */
export const render: ServerRender = async ({ url, locale, cookie, fetch }) => {
  const parts = createAppParts({
    apiBase: '/api',
    fetch,
    storage: null,
    preferredLanguages: [locale],
    readCookies: () => cookie ?? '',
    serverRender: true,
  });
  await loadCatalogue(locale);
  const handler = createStaticHandler(parts.routes);
  const context = await handler.query(new Request(url, { headers: cookie ? { cookie } : {} }));
  if (context instanceof Response) return { kind: 'browser', reason: `answered ${context.status}` };
  if (context.errors) return { kind: 'browser', reason: 'a loader failed' };
  const modules = context.matches.flatMap(
    (match) => (match.route.handle as ServerRenderedHandle | undefined)?.module ?? [],
  );
  if (modules.length === 0) return { kind: 'browser', reason: 'not a server-drawn page' };

  const app = parts.withRouter(createStaticRouter(handler.dataRoutes, context));
  const html = await renderToHtml(
    <StrictMode>
      <App
        app={app}
        routerView={
          // The router's state goes to the browser with the rest of the handed-over data, not as the
          // provider's own inline script (which the Content-Security-Policy would block).
          <StaticRouterProvider router={app.router} context={context} hydrate={false} />
        }
      />
    </StrictMode>,
  );
  const site = parts.queryClient.getQueryData<SiteInfo>(queryKeys.site);
  const theme = getTheme(site?.design.siteThemeId);
  return {
    kind: 'rendered',
    html,
    handover: handoverJson({
      locale,
      queries: dehydrate(parts.queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    }),
    modules,
    themeVariables: themeVariables(theme),
    themeFamily: theme.family,
  };
};
