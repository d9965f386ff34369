import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { GuestsQuery, PublicGuest } from '../../../core/contract/guests.ts';
import type { SearchFilter } from '../../../core/forms/search-filter.ts';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import { valuesCondition } from '../form-schemas/search-sql.ts';
import type { FormSchemas } from '../form-schemas/service.ts';

type AccountsEb = ExpressionBuilder<Database & { a: Database['accounts'] }, 'a'>;

/** Published reviews casts wrote about the guest. */
const reviewsOf = (eb: AccountsEb) =>
  eb.selectFrom('reviews as r').whereRef('r.subject_id', '=', 'a.id').where('r.published_at', 'is not', null);

/**
 * Guests as casts browse them: active guests only, and of their profile only the fields the
 * guests/edit form does not mark private.
 */
export function createGuestDirectory(db: Kysely<Database>, schemas: FormSchemas) {
  async function publicKeys() {
    return new Set((await schemas.getFields('guests/edit')).filter((f) => !f.private).map((f) => f.key));
  }

  async function list(query: GuestsQuery, filters: SearchFilter[]) {
    let q = db
      .selectFrom('accounts as a')
      .where('a.type', '=', 'guest')
      .where('a.status', '=', 'active')
      .select((eb) => [
        'a.id',
        'a.nickname',
        'a.customer_account_type',
        'a.profile',
        'a.created_at',
        reviewsOf(eb).select(sql<number | null>`round(avg(r.rating), 2)`.as('average')).as('rating_average'),
        reviewsOf(eb)
          .select((r) => r.fn.countAll<number>().as('count'))
          .as('review_count'),
      ]);
    if (query.type) q = q.where('a.customer_account_type', '=', query.type);
    for (const filter of filters) q = q.where(valuesCondition('a.profile', filter));
    if (query.orderBy === 'rating') q = q.orderBy(sql`rating_average desc nulls last`);
    const { rows, meta } = await paginate(q.orderBy('a.created_at', 'desc').orderBy('a.id'), query);

    const shown = await publicKeys();
    const data: PublicGuest[] = rows.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      customerAccountType: row.customer_account_type,
      values: Object.fromEntries(Object.entries(row.profile).filter(([key]) => shown.has(key))),
      rating: { average: row.rating_average, count: Number(row.review_count ?? 0) },
      registeredAt: row.created_at.toISOString(),
      favorited: false,
    }));
    return { data, meta };
  }

  return { list };
}
export type GuestDirectory = ReturnType<typeof createGuestDirectory>;
