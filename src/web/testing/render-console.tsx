import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createConsoleRoutes } from '../features/admin/shell/console-router.tsx';
import { createLocaleStore } from '../i18n/locale-store.ts';
import { apiUploader } from '../ui/form/schema-fields/uploader-context.tsx';
import { createNoticeStore } from '../ui/notices/notice-store.ts';
import { createFakeApi, type FakeAnswer, type FakeHandler, json } from './fake-api.ts';
import { siteInfo } from './fixtures.ts';

afterEach(cleanup);

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

/**
 * The operator console at `path`, signed in, talking to a fake API: the console's frame (who the operator
 * is, the site) is answered, and `handlers` answer the page's own calls.
 */
export function renderConsole(path: string, handlers: Record<string, FakeHandler | FakeAnswer> = {}) {
  const api = createFakeApi({
    'GET /admin/me': json(200, { data: { id: 'op1', email: 'operator@example.com', name: '運営担当' } }),
    'GET /site': json(200, { data: siteInfo() }),
    ...handlers,
  });
  const localeStore = createLocaleStore(null);
  const apiClient = createApiClient({
    baseUrl: '/api',
    fetch: api.fetch,
    getLocale: localeStore.get,
    readCookies: () => 'XSRF-TOKEN=token%3D1',
  });
  const queryClient = createQueryClient(() => {});
  const router = createMemoryRouter(createConsoleRoutes({ apiClient, queryClient }), {
    initialEntries: [path],
  });
  const app = {
    apiClient,
    queryClient,
    localeStore,
    noticeStore: createNoticeStore(),
    uploader: apiUploader(apiClient),
  };
  render(
    <AppProviders app={app}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}
