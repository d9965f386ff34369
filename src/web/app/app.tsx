import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { ApiClientProvider } from '../api/api-client-context.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { UploaderProvider } from '../ui/form/schema-fields/uploader-context.tsx';
import { NoticeStoreProvider } from '../ui/notices/notice-context.tsx';
import { NoticeList } from '../ui/notices/notice-list.tsx';
import { PageSkeleton } from '../ui/skeleton/skeleton.tsx';
import type { App as AppInstance } from './create-app.ts';

/**
 * The providers every page relies on, then the router. The notices sit outside the router so that they
 * also show on the error screen drawn when the site settings cannot be loaded. The server
 * (entry-server.tsx) gives its own router view (a static one), which the browser's script then need not
 * carry.
 */
export function App({ app, routerView }: { app: AppInstance; routerView?: ReactNode }) {
  return (
    <I18nProvider localeStore={app.localeStore}>
      <NoticeStoreProvider store={app.noticeStore}>
        <ApiClientProvider client={app.apiClient}>
          <QueryClientProvider client={app.queryClient}>
            <UploaderProvider uploader={app.uploader}>
              <Suspense fallback={<PageSkeleton />}>
                {routerView ?? <RouterProvider router={app.router} />}
              </Suspense>
            </UploaderProvider>
            <NoticeList />
          </QueryClientProvider>
        </ApiClientProvider>
      </NoticeStoreProvider>
    </I18nProvider>
  );
}
