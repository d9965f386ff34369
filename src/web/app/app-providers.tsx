import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ApiClientProvider } from '../api/api-client-context.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { UploaderProvider } from '../ui/form/schema-fields/uploader-context.tsx';
import { NoticeStoreProvider } from '../ui/notices/notice-context.tsx';
import { NoticeList } from '../ui/notices/notice-list.tsx';
import { PageSkeleton } from '../ui/skeleton/skeleton.tsx';
import type { App } from './create-app.ts';

/**
 * The providers every screen relies on, the public site's and the operator console's alike, around the
 * router view. The notices sit outside the router so that they also show on the error screen drawn when
 * the site settings cannot be loaded.
 */
export function AppProviders({ app, children }: { app: Omit<App, 'router'>; children: ReactNode }) {
  return (
    <I18nProvider localeStore={app.localeStore}>
      <NoticeStoreProvider store={app.noticeStore}>
        <ApiClientProvider client={app.apiClient}>
          <QueryClientProvider client={app.queryClient}>
            <UploaderProvider uploader={app.uploader}>
              <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
            </UploaderProvider>
            <NoticeList />
          </QueryClientProvider>
        </ApiClientProvider>
      </NoticeStoreProvider>
    </I18nProvider>
  );
}
