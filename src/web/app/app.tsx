import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import type { App as AppInstance } from './create-app.ts';

/**
 * The app's providers, then the router. The server (entry-server.tsx) gives its own router view (a
 * static one), which the browser's script then need not carry.
 */
export function App({ app, routerView }: { app: AppInstance; routerView?: ReactNode }) {
  return <AppProviders app={app}>{routerView ?? <RouterProvider router={app.router} />}</AppProviders>;
}
