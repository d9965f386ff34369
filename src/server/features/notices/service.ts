import type { Kysely, Selectable } from 'kysely';
import type { Notice } from '../../../core/contract/notices.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, NoticeAudience, NoticesTable } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';

/** The notice in the reader's language: its English title and body when written, else the Japanese. */
const toNotice = (row: Selectable<NoticesTable>, locale: Locale): Notice => ({
  id: row.id,
  audience: row.audience,
  title: (locale === 'en' && row.title_en) || row.title,
  body: (locale === 'en' && row.body_en) || row.body,
  publishedAt: row.published_at.toISOString(),
});

/** What a reader may see: public notices, plus those for their role. Scheduled ones wait for their time. */
const audiencesFor = (role: AccountType): NoticeAudience[] => ['public', role];

export function createNoticesService(db: Kysely<Database>, clock: Clock) {
  /** A role's notices, and the reader's own (`account`) when someone is signed in. */
  async function list(
    role: AccountType,
    page: { page: number; perPage: number },
    readerId: string | null,
    locale: Locale,
  ) {
    const query = db
      .selectFrom('notices')
      .selectAll()
      .where((eb) =>
        readerId
          ? eb.or([eb('audience', 'in', audiencesFor(role)), eb('account_id', '=', readerId)])
          : eb('audience', 'in', audiencesFor(role)),
      )
      .where('published_at', '<=', clock.now())
      .orderBy('published_at', 'desc')
      .orderBy('id');
    const { rows, meta } = await paginate(query, page);
    return { data: rows.map((row) => toNotice(row, locale)), meta };
  }

  async function get(
    noticeId: string,
    viewer: { id: string; type: AccountType } | null,
    locale: Locale,
  ): Promise<Notice> {
    const row = await db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', noticeId)
      .where('published_at', '<=', clock.now())
      .executeTakeFirst();
    // Public and guest notices are readable by anyone (their list is public); cast notices by casts only;
    // an account's own notice by that account only.
    if (!row || (row.audience === 'cast' && viewer?.type !== 'cast')) throw AppError.notFound();
    if (row.audience === 'account' && row.account_id !== viewer?.id) throw AppError.notFound();
    return toNotice(row, locale);
  }

  /**
   * Tells one customer something (the console returned their identification, unpublished a service).
   * Runs in the caller's transaction, so the notice exists exactly when the change does.
   */
  async function notifyAccount(
    trx: Kysely<Database>,
    notice: { accountId: string; title: string; body: string },
  ): Promise<void> {
    await trx
      .insertInto('notices')
      .values({
        id: newPublicId(),
        audience: 'account',
        account_id: notice.accountId,
        title: notice.title,
        body: notice.body,
        published_at: clock.now(),
      })
      .execute();
  }

  return { list, get, notifyAccount };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
