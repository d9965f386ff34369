import type { Kysely } from 'kysely';
import type { AuditLogEntry, AuditLogQuery } from '../../../../core/contract/admin/audit-log.ts';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { PaginationMeta } from '../../../../core/contract/common.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { paginate } from '../../../http/pagination.ts';

/** What one console change did: `action` is a verb-noun key such as `site.publish`. */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** Secrets never enter the log, whatever a caller passes in `before` or `after`. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'token_hash']);
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, inner]) =>
        SECRET_KEYS.has(key) ? [] : [[key, withoutSecrets(inner)]],
      ),
    );
  }
  return value;
}
const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(withoutSecrets(value)));

/**
 * The console's audit log: every change an operator makes is written here, in the same transaction as
 * the change itself (so a change without its record, or a record without its change, cannot exist).
 */
export function createAuditLog(db: Kysely<Database>, clock: Clock) {
  async function record(trx: Kysely<Database>, operator: Operator, change: AuditChange): Promise<void> {
    await trx
      .insertInto('audit_log')
      .values({
        operator_id: operator.id,
        operator_name: operator.name,
        action: change.action,
        target_type: change.targetType,
        target_id: change.targetId ?? '',
        before: asJson(change.before),
        after: asJson(change.after),
        created_at: clock.now(),
      })
      .execute();
  }

  async function list(query: AuditLogQuery): Promise<{ data: AuditLogEntry[]; meta: PaginationMeta }> {
    let select = db.selectFrom('audit_log').selectAll();
    if (query.targetType) select = select.where('target_type', '=', query.targetType);
    if (query.targetId) select = select.where('target_id', '=', query.targetId);
    if (query.action) select = select.where('action', '=', query.action);
    const { rows, meta } = await paginate(select.orderBy('id', 'desc'), query);
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        at: row.created_at.toISOString(),
        operatorName: row.operator_name,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: row.before,
        after: row.after,
      })),
      meta,
    };
  }

  return { record, list };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
