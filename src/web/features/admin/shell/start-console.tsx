import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DEFAULT_LOCALE } from '../../../../core/i18n.ts';
import { getTheme } from '../../../../core/themes.ts';
import { createApiClient } from '../../../api/api-client.ts';
import { AppProviders } from '../../../app/app-providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { loadCatalogue } from '../../../i18n/catalogues.ts';
import { createLocaleStore } from '../../../i18n/locale-store.ts';
import { apiUploader } from '../../../ui/form/schema-fields/uploader-context.tsx';
import { createNoticeStore } from '../../../ui/notices/notice-store.ts';
import { applyTheme } from '../../../ui/theme/apply-theme.ts';
import { loadThemeFont } from '../../../ui/theme/theme-fonts.ts';
import { adminTranslatorFor } from './admin-i18n.ts';
import { createConsoleRoutes } from './console-router.tsx';
import { handleConsoleError } from './handle-console-error.ts';
import './console.css';

/**
 * The operator console's entry: its own router, query client and error handling beside the public
 * site's. main.tsx loads this module only under /admin, so the public pages never download it.
 */
export function startConsole(options: {
  rootElement: HTMLElement;
  apiBase: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}) {
  // The console keeps one plain look whatever the site's theme is: the first business theme and its font.
  const consoleTheme = getTheme('business_color01');
  applyTheme(document.documentElement, consoleTheme);
  loadThemeFont(consoleTheme.family);
  const noticeStore = createNoticeStore();
  const localeStore = createLocaleStore(options.storage);
  const apiClient = createApiClient({
    baseUrl: options.apiBase,
    fetch: window.fetch.bind(window),
    getLocale: localeStore.get,
  });
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const queryClient = createQueryClient((error) =>
    handleConsoleError(error, {
      notify: noticeStore.notify,
      navigate: (to) => void router?.navigate(to),
      pathname: router?.state.location.pathname ?? window.location.pathname,
      t: adminTranslatorFor(localeStore.get()),
    }),
  );
  router = createBrowserRouter(createConsoleRoutes({ apiClient, queryClient }));

  const app = { apiClient, queryClient, noticeStore, localeStore, uploader: apiUploader(apiClient) };
  const draw = () =>
    createRoot(options.rootElement).render(
      <StrictMode>
        <AppProviders app={app}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  // The operator's language is drawn from the first frame; if its messages cannot be fetched, the
  // console opens in Japanese.
  void loadCatalogue(localeStore.get())
    .catch(() => loadCatalogue(DEFAULT_LOCALE))
    .then(draw);
}
