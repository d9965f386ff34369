import type { ConsoleRoute } from '../shell/console-route.ts';

export const auditLogRoutes: ConsoleRoute[] = [
  {
    path: 'audit-log',
    lazy: async () => ({ Component: (await import('./audit-log-page.tsx')).AuditLogPage }),
    nav: { labelKey: 'console.nav.auditLog', section: 'records' },
  },
];
