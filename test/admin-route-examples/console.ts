import type { RouteExamples } from './route-example.ts';

/** The console's own routes: the signed-in operator and the audit log. */
export const consoleExamples: RouteExamples = {
  'GET /admin/me': {},
  'GET /admin/audit-log': { query: 'page=1' },
};
