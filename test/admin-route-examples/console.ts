import type { RouteExamples } from './route-example.ts';

/** The console's own routes: the signed-in operator and their language, the audit log, the mail outbox. */
export const consoleExamples: RouteExamples = {
  'GET /admin/me': {},
  'PUT /admin/me/locale': { body: { locale: 'ja' } },
  'GET /admin/audit-log': { query: 'page=1' },
  'GET /admin/mail-outbox': {},
};
