import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { ApiClientProvider } from '../api/api-client-context.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { UploaderProvider } from '../ui/form/schema-fields/uploader-context.tsx';
import { NoticeStoreProvider } from '../ui/notices/notice-context.tsx';
import { NoticeList } from '../ui/notices/notice-list.tsx';
import type { App as AppInstance } from './create-app.ts';

/**
 * The providers every page relies on, then the router. The notices sit outside the router so that they
 * also show on the error screen drawn when the site settings cannot be loaded. On the server
 * (entry-server.tsx) the router is a static one, given with the context of the request it answers.
 */
export function App({ app, staticContext }: { app: AppInstance; staticContext?: StaticHandlerContext }) {
  return (
    <I18nProvider localeStore={app.localeStore}>
      <NoticeStoreProvider store={app.noticeStore}>
        <ApiClientProvider client={app.apiClient}>
          <QueryClientProvider client={app.queryClient}>
            <UploaderProvider uploader={app.uploader}>
              {staticContext ? (
                // The router's state goes to the browser with the rest of the handed-over data
                // (entry-server.tsx), not as the provider's own inline script.
                <StaticRouterProvider router={app.router} context={staticContext} hydrate={false} />
              ) : (
                <RouterProvider router={app.router} />
              )}
            </UploaderProvider>
            <NoticeList />
          </QueryClientProvider>
        </ApiClientProvider>
      </NoticeStoreProvider>
    </I18nProvider>
  );
}
