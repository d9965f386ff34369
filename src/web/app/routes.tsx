import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { ApiClient } from '../api/api-client.ts';
import { siteQueryOptions } from '../features/site/site-query.ts';
import { NOT_FOUND_PATH } from '../paths.ts';
import { PageSkeleton } from '../ui/skeleton/skeleton.tsx';
import { PAGE_ROUTES } from './page-routes.tsx';
import { PageErrorPage, RootErrorPage } from './route-error-page.tsx';
import { createSessionLoader } from './session-loader.ts';
import { Layout } from './shell/layout.tsx';

/** What a server-rendered page's route carries (read by entry-server.tsx to link the page's files). */
export interface ServerRenderedHandle {
  module: string;
}

const DEV_UI_ROUTE: RouteObject = {
  path: '/dev/ui',
  lazy: async () => ({ Component: (await import('../ui/dev-ui/dev-ui-page.tsx')).DevUiPage }),
};

/**
 * The route tree: the root loads the site settings (the layout and the theme need them); every page
 * first passes the session loader; a path the router does not know goes to /404 after the same check,
 * so that an unknown page under a protected area still asks for a login first.
 */
export function createRoutes(deps: { apiClient: ApiClient; queryClient: QueryClient }): RouteObject[] {
  const sessionLoader = createSessionLoader(deps);
  const notFoundLoader = async (args: LoaderFunctionArgs) => {
    await sessionLoader(args);
    return redirect(NOT_FOUND_PATH);
  };
  return [
    {
      id: 'root',
      loader: async () => {
        await deps.queryClient.ensureQueryData(siteQueryOptions(deps.apiClient));
        return null;
      },
      element: <Layout />,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        {
          errorElement: <PageErrorPage />,
          children: [
            ...PAGE_ROUTES.map(({ path, lazy, module }) => ({
              path,
              lazy,
              loader: sessionLoader,
              ...(module && { handle: { module } satisfies ServerRenderedHandle }),
            })),
            // The component page is for development only: the condition is false in a production build,
            // which then drops the route and its chunk.
            ...(import.meta.env.DEV ? [DEV_UI_ROUTE] : []),
            // The loader always redirects; the null element only says that nothing renders here.
            { path: '*', loader: notFoundLoader, element: null },
          ],
        },
      ],
    },
  ];
}
