import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { ApiClient } from '../../../api/api-client.ts';
import { HttpError } from '../../../api/errors.ts';
import { siteQueryOptions } from '../../site/site-query.ts';
import { useAdminT } from './admin-i18n.ts';
import { ConsoleErrorPage } from './console-error-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { CONSOLE_ROOT, consoleLoginPath } from './console-paths.ts';
import { CONSOLE_ROUTES } from './console-routes.ts';
import { operatorQueryOptions } from './operator-query.ts';

function ConsoleLoading() {
  return <p className="loading-screen">{useAdminT()('console.loading')}</p>;
}

function ConsoleNotFound() {
  return <p className="callout callout--danger">{useAdminT()('console.notFound')}</p>;
}

/**
 * The console's route tree: the sign-in page, and every other page inside the console frame behind a
 * loader that asks who is signed in; anyone but an operator is sent to the sign-in with `from`.
 */
export function createConsoleRoutes(deps: { apiClient: ApiClient; queryClient: QueryClient }): RouteObject[] {
  const requireOperator = async ({ request }: LoaderFunctionArgs) => {
    try {
      await Promise.all([
        deps.queryClient.ensureQueryData(operatorQueryOptions(deps.apiClient)),
        // The console's messages name the roles as the site does.
        deps.queryClient.ensureQueryData(siteQueryOptions(deps.apiClient)),
      ]);
      return null;
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        throw redirect(consoleLoginPath(new URL(request.url).pathname));
      }
      throw error;
    }
  };
  return [
    {
      path: `${CONSOLE_ROOT}/login`,
      lazy: async () => ({ Component: (await import('./admin-login-page.tsx')).AdminLoginPage }),
      hydrateFallbackElement: <ConsoleLoading />,
    },
    {
      path: CONSOLE_ROOT,
      loader: requireOperator,
      element: <ConsoleLayout />,
      errorElement: <ConsoleErrorPage />,
      hydrateFallbackElement: <ConsoleLoading />,
      children: [
        {
          errorElement: <ConsoleErrorPage />,
          children: [
            ...CONSOLE_ROUTES.map(({ path, lazy }) => (path === '' ? { index: true, lazy } : { path, lazy })),
            { path: '*', element: <ConsoleNotFound /> },
          ],
        },
      ],
    },
    { path: '*', loader: () => redirect(CONSOLE_ROOT) },
  ];
}
