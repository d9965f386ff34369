import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject } from 'react-router';
import type { Me } from '../../core/contract/auth.ts';
import { type ApiClient, createApiClient } from '../api/api-client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { translatorFor } from '../i18n/catalogues.ts';
import { createLocaleStore, type LocaleStore } from '../i18n/locale-store.ts';
import { apiUploader, type Uploader } from '../ui/form/schema-fields/uploader-context.tsx';
import { createNoticeStore, type NoticeStore } from '../ui/notices/notice-store.ts';
import { handleApiError } from './handle-api-error.ts';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './routes.tsx';

export interface AppPartsOptions {
  apiBase: string;
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages (navigator.languages): the first language until one is chosen. */
  preferredLanguages?: readonly string[];
  readCookies?: () => string;
  /**
   * On the server a failed call is not shown or navigated from: the page is then drawn by the browser
   * (entry-server.tsx), whose own call reports it.
   */
  serverRender?: boolean;
}

export interface AppOptions extends AppPartsOptions {
  /** createBrowserRouter in the browser; a memory router in tests. */
  createRouter: (routes: RouteObject[]) => DataRouter;
}

export interface App {
  apiClient: ApiClient;
  queryClient: QueryClient;
  router: DataRouter;
  noticeStore: NoticeStore;
  localeStore: LocaleStore;
  uploader: Uploader;
}

/** Everything but the router, and the routes to build one from (the browser's, a static one, a memory one). */
export interface AppParts extends Omit<App, 'router'> {
  routes: RouteObject[];
  withRouter(router: DataRouter): App;
}

/**
 * Builds the app's long-lived objects and wires them together. The error handler needs the router
 * (to navigate) and the router's loaders need the query client, so the handler reads the router
 * lazily, when an error actually happens.
 */
export function createAppParts(options: AppPartsOptions): AppParts {
  const noticeStore = createNoticeStore();
  const localeStore = createLocaleStore(options.storage, options.preferredLanguages);
  const apiClient = createApiClient({
    baseUrl: options.apiBase,
    fetch: options.fetch,
    getLocale: localeStore.get,
    ...(options.readCookies && { readCookies: options.readCookies }),
  });

  let router: DataRouter | undefined;
  const queryClient: QueryClient = createQueryClient((error) => {
    if (options.serverRender) return;
    handleApiError(error, {
      notify: noticeStore.notify,
      navigate: (to) => void router?.navigate(to),
      userType: queryClient.getQueryData<Me | null>(queryKeys.me)?.type ?? null,
      // During a navigation the page being opened is the one the failed call belongs to.
      pathname: router ? (router.state.navigation.location ?? router.state.location).pathname : '/',
      t: translatorFor(localeStore.get()),
      forgetUser: () => queryClient.setQueryData(queryKeys.me, null),
    });
  });
  const parts = { apiClient, queryClient, noticeStore, localeStore, uploader: apiUploader(apiClient) };
  return {
    ...parts,
    routes: createRoutes({ apiClient, queryClient }),
    withRouter(created) {
      router = created;
      return { ...parts, router: created };
    },
  };
}

export function createApp(options: AppOptions): App {
  const parts = createAppParts(options);
  return parts.withRouter(options.createRouter(parts.routes));
}
