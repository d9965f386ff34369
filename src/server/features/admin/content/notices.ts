import type { Kysely, Selectable } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type {
  AdminNotice,
  NoticeBody,
  OperatorNoticeAudience,
} from '../../../../core/contract/admin/content.ts';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import { newPublicId } from '../../../db/ids.ts';
import type { Database, NoticesTable } from '../../../db/schema.ts';
import { paginate } from '../../../http/pagination.ts';
import type { AuditLog } from '../audit-log/service.ts';

/**
 * The notices an operator writes for everyone, for casts or for guests. Personal (`account`) notices are
 * made by other console actions through notifyAccount and are neither listed nor editable here.
 */
export function createNoticesEditor(deps: { db: Kysely<Database>; clock: Clock; auditLog: AuditLog }) {
  const { db, clock, auditLog } = deps;
  const written = () => db.selectFrom('notices').selectAll().where('audience', '!=', 'account');

  const toNotice = (row: Selectable<NoticesTable>): AdminNotice => ({
    id: row.id,
    audience: row.audience as OperatorNoticeAudience,
    title: row.title,
    body: row.body,
    titleEn: row.title_en,
    bodyEn: row.body_en,
    publishedAt: row.published_at.toISOString(),
    scheduled: row.published_at > clock.now(),
  });

  async function listNotices(query: { page: number; perPage: number; audience?: OperatorNoticeAudience }) {
    let select = written();
    if (query.audience) select = select.where('audience', '=', query.audience);
    const { rows, meta } = await paginate(select.orderBy('published_at', 'desc').orderBy('id'), query);
    return { data: rows.map(toNotice), meta };
  }

  async function findRow(trx: Kysely<Database>, noticeId: string, lock = false) {
    let select = trx
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', noticeId)
      .where('audience', '!=', 'account');
    if (lock) select = select.forUpdate();
    const row = await select.executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  const getNotice = async (noticeId: string) => toNotice(await findRow(db, noticeId));

  async function createNotice(operator: Operator, body: NoticeBody) {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('notices')
        .values({
          id: newPublicId(),
          audience: body.audience,
          title: body.title,
          body: body.body,
          title_en: body.titleEn,
          body_en: body.bodyEn,
          published_at: new Date(body.publishedAt),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const notice = toNotice(row);
      await auditLog.record(trx, operator, {
        action: 'notice.create',
        targetType: 'notice',
        targetId: notice.id,
        after: notice,
      });
      return notice;
    });
  }

  async function updateNotice(operator: Operator, noticeId: string, body: NoticeBody) {
    return db.transaction().execute(async (trx) => {
      const before = toNotice(await findRow(trx, noticeId, true));
      const row = await trx
        .updateTable('notices')
        .set({
          audience: body.audience,
          title: body.title,
          body: body.body,
          title_en: body.titleEn,
          body_en: body.bodyEn,
          published_at: new Date(body.publishedAt),
        })
        .where('id', '=', noticeId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toNotice(row);
      await auditLog.record(trx, operator, {
        action: 'notice.update',
        targetType: 'notice',
        targetId: noticeId,
        before,
        after,
      });
      return after;
    });
  }

  async function deleteNotice(operator: Operator, noticeId: string) {
    await db.transaction().execute(async (trx) => {
      const before = toNotice(await findRow(trx, noticeId, true));
      await trx.deleteFrom('notices').where('id', '=', noticeId).execute();
      await auditLog.record(trx, operator, {
        action: 'notice.delete',
        targetType: 'notice',
        targetId: noticeId,
        before,
      });
    });
  }

  return { listNotices, getNotice, createNotice, updateNotice, deleteNotice };
}
