import type { Kysely, Selectable } from 'kysely';
import type { Notice } from '../../../core/contract/notices.ts';
import type { AccountType } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, NoticeAudience, NoticesTable } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';

const toNotice = (row: Selectable<NoticesTable>): Notice => ({
  id: row.id,
  audience: row.audience,
  title: row.title,
  body: row.body,
  publishedAt: row.published_at.toISOString(),
});

/** What a reader may see: public notices, plus those for their role. Scheduled ones wait for their time. */
const audiencesFor = (role: AccountType): NoticeAudience[] => ['public', role];

export function createNoticesService(db: Kysely<Database>, clock: Clock) {
  async function list(role: AccountType, page: { page: number; perPage: number }) {
    const query = db
      .selectFrom('notices')
      .selectAll()
      .where('audience', 'in', audiencesFor(role))
      .where('published_at', '<=', clock.now())
      .orderBy('published_at', 'desc')
      .orderBy('id');
    const { rows, meta } = await paginate(query, page);
    return { data: rows.map(toNotice), meta };
  }

  async function get(noticeId: string, viewer: AccountType | null): Promise<Notice> {
    const row = await db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', noticeId)
      .where('published_at', '<=', clock.now())
      .executeTakeFirst();
    // Public and guest notices are readable by anyone (their list is public); cast notices by casts only.
    if (!row || (row.audience === 'cast' && viewer !== 'cast')) throw AppError.notFound();
    return toNotice(row);
  }

  return { list, get };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
