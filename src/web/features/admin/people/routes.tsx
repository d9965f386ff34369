import type { ConsoleRoute } from '../shell/console-route.ts';

export const peopleRoutes: ConsoleRoute[] = [
  {
    path: 'customers',
    lazy: async () => ({ Component: (await import('./customers-page.tsx')).CustomersPage }),
    nav: { labelKey: 'people.nav.customers', section: 'people' },
  },
  {
    path: 'customers/:accountId',
    lazy: async () => ({ Component: (await import('./customer-page.tsx')).CustomerPage }),
  },
  {
    path: 'identifications',
    lazy: async () => ({ Component: (await import('./identifications-page.tsx')).IdentificationsPage }),
    nav: { labelKey: 'people.nav.identifications', section: 'people' },
  },
  {
    path: 'identifications/:accountId',
    lazy: async () => ({ Component: (await import('./identification-page.tsx')).IdentificationPage }),
  },
];
