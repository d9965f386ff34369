import type { ConsoleRoute } from '../shell/console-route.ts';

export const siteRoutes: ConsoleRoute[] = [
  {
    path: 'site',
    lazy: async () => ({ Component: (await import('./site-settings-page.tsx')).SiteSettingsPage }),
    nav: { labelKey: 'site.nav', section: 'site' },
  },
];
