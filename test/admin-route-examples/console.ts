import type { RouteExamples } from './route-example.ts';

/** The console's own routes: the signed-in operator, the audit log and the mail outbox. */
export const consoleExamples: RouteExamples = {
  'GET /admin/me': {},
  'GET /admin/audit-log': { query: 'page=1' },
  'GET /admin/mail-outbox': {},
};
