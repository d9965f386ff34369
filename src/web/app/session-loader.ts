import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { ApiClient } from '../api/api-client.ts';
import { meQueryOptions } from '../features/session/me-query.ts';
import { decideAccess } from './route-access.ts';

/**
 * Runs before every page: loads the session (GET /me once, then from the cache) and applies the
 * route-access rules, redirecting before the page or its data is touched.
 */
export function createSessionLoader(deps: { apiClient: ApiClient; queryClient: QueryClient }) {
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await deps.queryClient.ensureQueryData(meQueryOptions(deps.apiClient));
    const decision = decideAccess(new URL(request.url).pathname, me);
    if (decision !== 'allow') throw redirect(decision.redirect);
    return null;
  };
}
