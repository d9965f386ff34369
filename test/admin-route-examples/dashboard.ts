import type { RouteExamples } from './route-example.ts';

export const dashboardExamples: RouteExamples = {
  'GET /admin/dashboard': {},
};
