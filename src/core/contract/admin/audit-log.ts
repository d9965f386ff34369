import { z } from 'zod';
import { listEnvelope, pageQuery } from '../common.ts';

/** One change made in the console. `before` and `after` are the target's state around the change. */
export const auditLogEntry = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** GET /admin/audit-log: newest first; narrowed to one kind of target or one target. */
export const auditLogQuery = pageQuery.extend({
  targetType: z.string().max(60).optional(),
  targetId: z.string().max(120).optional(),
  action: z.string().max(60).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export const auditLogResponse = listEnvelope(auditLogEntry);
