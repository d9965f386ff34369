import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/api-client.ts';
import { AppProviders } from '../../../app/app-providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { createLocaleStore } from '../../../i18n/locale-store.ts';
import { createFakeApi, json } from '../../../testing/fake-api.ts';
import { siteInfo } from '../../../testing/fixtures.ts';
import { apiUploader } from '../../../ui/form/schema-fields/uploader-context.tsx';
import { createNoticeStore } from '../../../ui/notices/notice-store.ts';
import { createConsoleRoutes } from './console-router.tsx';

afterEach(cleanup);
// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

const LOADED = { timeout: 5000 };

/** The console at a path with no page of its own, so that only its frame talks to the server. */
function renderConsole() {
  const api = createFakeApi({
    'GET /admin/me': json(200, { data: { id: 'op1', email: 'operator@example.com', name: '運営担当' } }),
    'GET /site': json(200, { data: siteInfo() }),
    'PUT /admin/me/locale': json(200, { data: { locale: 'en' } }),
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
    initialEntries: ['/admin/nowhere'],
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

describe("the console's language switch", () => {
  it("keeps the signed-in operator's choice on the server (PUT /admin/me/locale), not an account's", async () => {
    const api = renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'English' }, LOADED));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/admin/me/locale', body: { locale: 'en' } }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    // An operator's session is no account's: the frame never asks who the account is.
    expect(api.calls.filter((call) => call.path === '/me')).toEqual([]);
  });
});
