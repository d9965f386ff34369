import type { ConsoleRoute } from '../shell/console-route.ts';

export const mailOutboxRoutes: ConsoleRoute[] = [
  {
    path: 'mail-outbox',
    lazy: async () => ({ Component: (await import('./mail-outbox-page.tsx')).MailOutboxPage }),
    nav: { labelKey: 'console.nav.mailOutbox', section: 'records' },
  },
];
