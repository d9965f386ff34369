import type { ConsoleRoute } from '../shell/console-route.ts';

/** The console's index page; the frame links to it as "ダッシュボード", so it has no menu entry of its own. */
export const dashboardRoutes: ConsoleRoute[] = [
  {
    path: '',
    lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
  },
];
