import type { ConsoleRoute } from '../shell/console-route.ts';

export const moderationRoutes: ConsoleRoute[] = [
  {
    path: 'services',
    lazy: async () => ({ Component: (await import('./services-page.tsx')).ServicesPage }),
    nav: { labelKey: 'moderation.nav.services', section: 'marketplace' },
  },
  {
    path: 'services/:serviceId',
    lazy: async () => ({ Component: (await import('./service-page.tsx')).ServicePage }),
  },
  {
    path: 'entries',
    lazy: async () => ({ Component: (await import('./entries-page.tsx')).EntriesPage }),
    nav: { labelKey: 'moderation.nav.entries', section: 'marketplace' },
  },
  {
    path: 'entries/:entryId',
    lazy: async () => ({ Component: (await import('./entry-page.tsx')).EntryPage }),
  },
];
