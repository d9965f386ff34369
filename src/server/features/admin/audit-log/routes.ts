import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuery, auditLogResponse } from '../../../../core/contract/admin/audit-log.ts';
import type { AuditLog } from './service.ts';

export function adminAuditLogRoutes(auditLog: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/audit-log',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every change made in the console, newest first',
          querystring: auditLogQuery,
          response: { 200: auditLogResponse },
        },
      },
      async (request) => auditLog.list(request.query),
    );
  };
}
