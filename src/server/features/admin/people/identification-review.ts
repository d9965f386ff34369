import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type {
  IdentificationDetail,
  IdentificationSummary,
  IdentificationsQuery,
  ReturnIdentificationBody,
} from '../../../../core/contract/admin/people.ts';
import type { PaginationMeta } from '../../../../core/contract/common.ts';
import { AppError } from '../../../app-error.ts';
import { paginate } from '../../../http/pagination.ts';
import { serverTranslator } from '../../../i18n/index.ts';
import { sendTemplateMail } from '../../../mail/send-template-mail.ts';
import type { AdminContext } from '../context.ts';

type DocumentType = IdentificationSummary['documentType'];

const documentUrl = (accountId: string, uploadId: string) =>
  `/api/admin/identifications/${accountId}/documents/${uploadId}`;

/** What the audit log keeps of a submission around a review. */
const reviewState = (row: { review_status: string; reason: string; reviewed_at: Date | null }) => ({
  reviewStatus: row.review_status,
  reason: row.reason,
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
});

/**
 * The identification queue: submissions waiting for an operator, their documents (private uploads the
 * console may read), and the review. A returned submission tells the customer why, by a notice and an
 * e-mail, in the same transaction as the review; the customer then resubmits (back to pending).
 */
export function createIdentificationReview(ctx: AdminContext) {
  const { db } = ctx;
  const t = serverTranslator('ja');

  const submissions = () =>
    db
      .selectFrom('identifications as i')
      .innerJoin('accounts as a', 'a.id', 'i.account_id')
      .select([
        'i.account_id',
        'i.document_type',
        'i.review_status',
        'i.reason',
        'i.upload_ids',
        'i.submitted_at',
        'i.reviewed_at',
        'a.nickname',
        'a.email',
        'a.type',
        'a.status',
      ]);
  type SubmissionRow = Awaited<ReturnType<ReturnType<typeof submissions>['executeTakeFirstOrThrow']>>;

  const toSummary = (row: SubmissionRow): IdentificationSummary => ({
    accountId: row.account_id,
    nickname: row.nickname,
    email: row.email,
    type: row.type,
    documentType: row.document_type as DocumentType,
    reviewStatus: row.review_status,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  });

  async function listIdentifications(
    query: IdentificationsQuery,
  ): Promise<{ data: IdentificationSummary[]; meta: PaginationMeta }> {
    let select = submissions()
      .where('i.review_status', '=', query.status)
      .where('a.status', '<>', 'withdrawn');
    // Waiting ones first come, first served; reviewed ones latest first.
    select =
      query.status === 'pending'
        ? select.orderBy('i.submitted_at', 'asc')
        : select.orderBy('i.reviewed_at', 'desc').orderBy('i.submitted_at', 'desc');
    const { rows, meta } = await paginate(select.orderBy('i.account_id'), query);
    return { data: rows.map(toSummary), meta };
  }

  async function findSubmission(accountId: string): Promise<SubmissionRow> {
    const row = await submissions().where('i.account_id', '=', accountId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  async function getIdentification(accountId: string): Promise<IdentificationDetail> {
    const row = await findSubmission(accountId);
    const documents =
      row.upload_ids.length === 0
        ? []
        : await db
            .selectFrom('uploads')
            .select(['id', 'mime', 'size', 'width', 'height'])
            .where('id', 'in', row.upload_ids)
            .where('owner_account_id', '=', accountId)
            .execute();
    const order = (id: string) => row.upload_ids.indexOf(id);
    return {
      ...toSummary(row),
      reason: row.reason,
      accountStatus: row.status,
      documents: documents
        .sort((a, b) => order(a.id) - order(b.id))
        .map((d) => ({ ...d, url: documentUrl(accountId, d.id) })),
    };
  }

  /** A document of the submission, read as its owner would: anything else is a 404. */
  async function openDocument(accountId: string, uploadId: string) {
    const row = await findSubmission(accountId);
    if (!row.upload_ids.includes(uploadId)) throw AppError.notFound();
    return ctx.uploads.open(uploadId, accountId);
  }

  /** 404 when there is no submission; the review itself refuses one that is not pending (409). */
  async function lockSubmission(trx: typeof db, accountId: string) {
    const row = await trx
      .selectFrom('identifications')
      .selectAll()
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  async function approveIdentification(operator: Operator, accountId: string): Promise<IdentificationDetail> {
    await db.transaction().execute(async (trx) => {
      const before = await lockSubmission(trx, accountId);
      const after = await ctx.identification.review(trx, accountId, { approve: true });
      await ctx.notices.notifyAccount(trx, {
        accountId,
        title: t('identification.approvedNotice.title'),
        body: t('identification.approvedNotice.body'),
      });
      await record(trx, operator, 'identification.approve', accountId, before, after);
    });
    return getIdentification(accountId);
  }

  async function returnIdentification(
    operator: Operator,
    accountId: string,
    body: ReturnIdentificationBody,
  ): Promise<IdentificationDetail> {
    const site = await ctx.site.getSite();
    await db.transaction().execute(async (trx) => {
      const before = await lockSubmission(trx, accountId);
      const after = await ctx.identification.review(trx, accountId, { approve: false, reason: body.reason });
      const account = await trx
        .selectFrom('accounts')
        .select(['email', 'type', 'locale'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      await ctx.notices.notifyAccount(trx, {
        accountId,
        title: t('identification.returnedNotice.title'),
        body: t('identification.returnedNotice.body', { reason: body.reason }),
      });
      await record(trx, operator, 'identification.return', accountId, before, after);
      // Queued in the review's transaction: a review that rolls back sends nothing.
      await sendTemplateMail(ctx.mailer.within(trx), {
        to: account.email,
        locale: account.locale,
        site,
        template: 'identificationReturned',
        params: { reason: body.reason, url: `${ctx.appOrigin}/${account.type}/account-info/identification` },
      });
    });
    ctx.mailer.wake();
    return getIdentification(accountId);
  }

  function record(
    trx: typeof db,
    operator: Operator,
    action: string,
    accountId: string,
    before: Parameters<typeof reviewState>[0],
    after: Parameters<typeof reviewState>[0],
  ) {
    return ctx.auditLog.record(trx, operator, {
      action,
      targetType: 'identification',
      targetId: accountId,
      before: reviewState(before),
      after: reviewState(after),
    });
  }

  return {
    listIdentifications,
    getIdentification,
    openDocument,
    approveIdentification,
    returnIdentification,
  };
}
export type IdentificationReview = ReturnType<typeof createIdentificationReview>;
