import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '../../../../core/contract/admin/dashboard.ts';
import type { AdminContext } from '../context.ts';
import { createDashboard } from './service.ts';

export function adminDashboardRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  const dashboard = createDashboard(ctx.db, ctx.clock);
  return async (app) => {
    app.get(
      '/admin/dashboard',
      {
        schema: {
          tags: ['admin'],
          summary: 'What waits for an operator, and the counts of the last 30 days',
          response: { 200: dashboardResponse },
        },
      },
      async () => ({ data: await dashboard.getDashboard() }),
    );
  };
}
