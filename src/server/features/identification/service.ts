import type { Kysely } from 'kysely';
import type {
  IDENTITY_DOCUMENT_TYPES,
  Identification,
  SubmitIdentificationBody,
} from '../../../core/contract/identification.ts';
import type { AccountType, IdentificationState } from '../../../core/enums.ts';
import { hasFeature } from '../../../core/site-features.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailOperator } from '../../mail/operator-mail.ts';
import type { SiteService } from '../site/service.ts';
import type { UploadsService } from '../uploads/service.ts';

type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

/** The site feature that makes a role verify its identity before acting (product decisions section 4). */
export const IDENTIFICATION_FEATURE: Record<AccountType, string> = {
  cast: 'identification_cast',
  guest: 'identification_guest',
};

export function createIdentificationService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  uploads: UploadsService;
  mailer: Mailer;
  appOrigin: string;
}) {
  const { db, clock, site, uploads } = deps;

  const selectSubmission = (accountId: string) =>
    db.selectFrom('identifications').selectAll().where('account_id', '=', accountId).executeTakeFirst();

  async function statusOf(account: Pick<AccountRow, 'id' | 'type'>): Promise<IdentificationState> {
    const submission = await selectSubmission(account.id);
    if (submission?.review_status === 'approved') return 'registered';
    return hasFeature(await site.getSite(), IDENTIFICATION_FEATURE[account.type])
      ? 'required'
      : 'not_required';
  }

  async function get(account: AccountRow): Promise<Identification> {
    const submission = await selectSubmission(account.id);
    return {
      status: await statusOf(account),
      submission: submission
        ? {
            documentType: submission.document_type as IdentityDocumentType,
            reviewStatus: submission.review_status,
            reason: submission.reason,
            submittedAt: submission.submitted_at.toISOString(),
          }
        : null,
    };
  }

  /**
   * Records a submission for review; a new one replaces a pending or returned one. The operator is mailed
   * when it starts to wait for them, not again for one that replaces a submission already waiting.
   */
  async function submit(account: AccountRow, body: SubmitIdentificationBody): Promise<Identification> {
    const previous = (await selectSubmission(account.id))?.review_status;
    if (previous === 'approved') {
      throw AppError.conflict('identification.alreadyRegistered');
    }
    if ((await uploads.unownedIds(account.id, body.uploadIds, { privateOnly: true })).length > 0) {
      throw AppError.validation({ uploadIds: [{ key: 'identification.documentsInvalid' }] });
    }
    const values = {
      document_type: body.documentType,
      upload_ids: JSON.stringify(body.uploadIds),
      review_status: 'pending' as const,
      reason: '',
      submitted_at: clock.now(),
      reviewed_at: null,
    };
    const written = await db
      .insertInto('identifications')
      .values({ account_id: account.id, ...values })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet(values).where('identifications.review_status', '<>', 'approved'),
      )
      .returning('account_id')
      .executeTakeFirst();
    if (written && previous !== 'pending') {
      await mailOperator(deps, {
        site: await site.getSite(),
        template: 'identificationSubmitted',
        consolePath: `identifications/${account.id}`,
        params: (texts) => ({
          nickname: account.nickname,
          role: account.type === 'cast' ? texts.castName : texts.guestName,
        }),
      });
    }
    return get(account);
  }

  /**
   * Operator review, in the console's transaction: approve (→ registered) or send back with the reason
   * the customer will read (stays required). Only a pending submission can be reviewed (409 otherwise).
   */
  async function review(
    trx: Kysely<Database>,
    accountId: string,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    const reviewed = await trx
      .updateTable('identifications')
      .set({
        review_status: decision.approve ? 'approved' : 'returned',
        reason: decision.approve ? '' : decision.reason,
        reviewed_at: clock.now(),
      })
      .where('account_id', '=', accountId)
      .where('review_status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!reviewed) throw AppError.conflict('identification.notPending');
    return reviewed;
  }

  return { statusOf, get, submit, review };
}
export type IdentificationService = ReturnType<typeof createIdentificationService>;
