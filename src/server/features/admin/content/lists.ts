import type { Kysely } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { ManagementInfoBody, QuestionsBody } from '../../../../core/contract/admin/content.ts';
import type { Clock } from '../../../clock.ts';
import { newPublicId } from '../../../db/ids.ts';
import type { Database } from '../../../db/schema.ts';
import type { AuditLog } from '../audit-log/service.ts';

/**
 * The two ordered lists an operator edits as a whole: the Q&A and the commerce-law disclosure's rows.
 * Saving replaces the list, so reordering, adding and removing are one change with one audit record.
 */
export function createListsEditor(deps: { db: Kysely<Database>; clock: Clock; auditLog: AuditLog }) {
  const { db, clock, auditLog } = deps;

  const readQuestions = async (trx: Kysely<Database>): Promise<QuestionsBody> => ({
    questions: await trx
      .selectFrom('questions')
      .select(['question', 'answer', 'question_en as questionEn', 'answer_en as answerEn'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  });

  async function saveQuestions(operator: Operator, body: QuestionsBody) {
    return db.transaction().execute(async (trx) => {
      // Locks the whole table for the swap so that two operators' saves cannot interleave.
      await trx.selectFrom('questions').select('id').forUpdate().execute();
      const before = await readQuestions(trx);
      await trx.deleteFrom('questions').execute();
      if (body.questions.length > 0) {
        await trx
          .insertInto('questions')
          .values(
            body.questions.map(({ question, answer, questionEn, answerEn }, position) => ({
              id: newPublicId(),
              question,
              answer,
              question_en: questionEn,
              answer_en: answerEn,
              position,
            })),
          )
          .execute();
      }
      const after = await readQuestions(trx);
      await auditLog.record(trx, operator, {
        action: 'questions.update',
        targetType: 'questions',
        before,
        after,
      });
      return after;
    });
  }

  const readManagementInfo = async (trx: Kysely<Database>): Promise<ManagementInfoBody | undefined> => {
    const row = await trx.selectFrom('management_info').select('rows').where('id', '=', 1).executeTakeFirst();
    return row && { rows: row.rows };
  };

  async function saveManagementInfo(operator: Operator, body: ManagementInfoBody) {
    return db.transaction().execute(async (trx) => {
      const before = await readManagementInfo(trx);
      await trx
        .insertInto('management_info')
        .values({ id: 1, rows: JSON.stringify(body.rows), updated_at: clock.now() })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ rows: JSON.stringify(body.rows), updated_at: clock.now() }),
        )
        .execute();
      const after = { rows: body.rows };
      await auditLog.record(trx, operator, {
        action: 'managementInfo.update',
        targetType: 'managementInfo',
        before,
        after,
      });
      return after;
    });
  }

  return {
    getQuestions: () => readQuestions(db),
    saveQuestions,
    getManagementInfo: async (): Promise<ManagementInfoBody> =>
      (await readManagementInfo(db)) ?? { rows: [] },
    saveManagementInfo,
  };
}
