import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Operator } from '../../../core/contract/admin/auth.ts';
import { requireOperator } from '../../http/session.ts';
import { adminAuditLogRoutes } from './audit-log/routes.ts';
import { adminAuthRoutes, adminOperatorRoutes } from './auth/routes.ts';
import type { OperatorAuth } from './auth/service.ts';
import { adminContentRoutes } from './content/routes.ts';
import type { AdminContext } from './context.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { adminMailOutboxRoutes } from './mail-outbox/routes.ts';
import { adminModerationRoutes } from './moderation/routes.ts';
import { adminMoneyRoutes } from './money/routes.ts';
import { adminPeopleRoutes } from './people/routes.ts';
import { adminSchemasRoutes } from './schemas/routes.ts';
import { adminSiteRoutes } from './site/routes.ts';

/**
 * The console's API under /api/admin. Sign-in is open; every other route sits behind one guard that runs
 * before the body is read: 401 for anonymous callers, 403 for casts and guests.
 */
export function adminRoutes(
  ctx: AdminContext,
  operatorAuth: OperatorAuth,
  loginRateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(adminAuthRoutes(operatorAuth, ctx.sessions, loginRateLimitPerMinute));
    await api.register(async (console) => {
      console.decorateRequest('operator', null as unknown as Operator);
      console.addHook('onRequest', async (request) => {
        request.operator = await operatorAuth.find(await requireOperator(request));
      });
      await console.register(adminOperatorRoutes(operatorAuth));
      await console.register(adminAuditLogRoutes(ctx.auditLog));
      await console.register(adminDashboardRoutes(ctx));
      await console.register(adminSiteRoutes(ctx));
      await console.register(adminSchemasRoutes(ctx));
      await console.register(adminContentRoutes(ctx));
      await console.register(adminPeopleRoutes(ctx));
      await console.register(adminModerationRoutes(ctx));
      await console.register(adminMoneyRoutes(ctx));
      await console.register(adminMailOutboxRoutes(ctx));
    });
  };
}
