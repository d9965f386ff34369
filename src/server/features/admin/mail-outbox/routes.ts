import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxResponse } from '../../../../core/contract/admin/mail-outbox.ts';
import type { AdminContext } from '../context.ts';
import { mailOutboxOverview } from './service.ts';

export function adminMailOutboxRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/mail-outbox',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mails waiting to leave or given up on, and the latest mails (bodies never shown)',
          response: { 200: mailOutboxResponse },
        },
      },
      async () => ({ data: await mailOutboxOverview(ctx.db) }),
    );
  };
}
