import type { Kysely } from 'kysely';
import type { PaginationMeta } from '../../../core/contract/common.ts';
import type { RecentReview, Review } from '../../../core/contract/reviews.ts';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import type { Catalogue } from '../services/catalogue.ts';

interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  published_at: Date | null;
  nickname: string;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    author: { nickname: row.nickname },
    publishedAt: (row.published_at ?? new Date(0)).toISOString(),
  };
}

function toPage({ rows, meta }: { rows: ReviewRow[]; meta: PaginationMeta }) {
  return { data: rows.map(toReview), meta };
}

/**
 * Reviews as others read them. The entries feature writes them (rating 1–5 and a comment, blind until
 * published) and keeps each service's rating with `refreshServiceRating` (./service-rating.ts).
 */
export function createReviews(db: Kysely<Database>, catalogue: Catalogue) {
  /** The published reviews guests wrote about a public service's cast for that service, newest first. */
  async function listOfService(serviceId: string, page: { page: number; perPage: number }) {
    if (!(await catalogue.isVisible(serviceId))) throw AppError.notFound();
    const query = db
      .selectFrom('reviews as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .innerJoin('accounts as author', 'author.id', 'r.author_id')
      .where('r.service_id', '=', serviceId)
      .whereRef('r.subject_id', '=', 's.cast_id')
      .where('r.published_at', 'is not', null)
      .select(['r.id', 'r.rating', 'r.comment', 'r.published_at', 'author.nickname'])
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id');
    return toPage(await paginate(query, page));
  }

  /**
   * The published reviews about one account, newest first: a cast's own (from guests) or a guest's
   * (from casts, which casts read before scouting). An unknown or withdrawn guest is not found.
   */
  async function listAbout(
    subjectId: string,
    page: { page: number; perPage: number },
    subjectType?: 'guest',
  ) {
    if (subjectType) {
      const subject = await db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', subjectId)
        .where('type', '=', subjectType)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!subject) throw AppError.notFound();
    }
    const query = db
      .selectFrom('reviews as r')
      .innerJoin('accounts as author', 'author.id', 'r.author_id')
      .where('r.subject_id', '=', subjectId)
      .where('r.published_at', 'is not', null)
      .select(['r.id', 'r.rating', 'r.comment', 'r.published_at', 'author.nickname'])
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id');
    return toPage(await paginate(query, page));
  }

  /**
   * The newest published reviews guests wrote about a service's cast, across the catalogue (the top
   * page). Only services the catalogue shows count; it decides that one service at a time, so a few
   * more rows than asked are read to stand in for those it hides.
   */
  async function recent(limit: number): Promise<RecentReview[]> {
    const rows = await db
      .selectFrom('reviews as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .innerJoin('accounts as author', 'author.id', 'r.author_id')
      .whereRef('r.subject_id', '=', 's.cast_id')
      .where('r.published_at', 'is not', null)
      .select([
        'r.id',
        'r.rating',
        'r.comment',
        'r.published_at',
        'author.nickname',
        's.id as service_id',
        's.title',
      ])
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id')
      .limit(limit * 3)
      .execute();
    const shown = await Promise.all(rows.map((row) => catalogue.isVisible(row.service_id)));
    return rows
      .filter((_, index) => shown[index])
      .slice(0, limit)
      .map((row) => ({ ...toReview(row), service: { id: row.service_id, title: row.title } }));
  }

  return { listOfService, listAbout, recent };
}
export type Reviews = ReturnType<typeof createReviews>;
