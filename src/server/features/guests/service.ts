import { type Kysely, sql } from 'kysely';
import type { PaginationMeta } from '../../../core/contract/common.ts';
import type { GuestsQuery, PublicGuest } from '../../../core/contract/guests.ts';
import type { SearchFilter } from '../../../core/forms/search-filter.ts';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import { favoritedByCast } from '../favorites/guest-favorites.ts';
import { valuesCondition } from '../form-schemas/search-sql.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import { publicAccountColumns, publicKeysOf, toPublicAccount } from '../profiles/public-account.ts';

/**
 * Guests as casts browse them: active guests only, and of their profile only the public values
 * (profiles/public-account.ts), each marked when the browsing cast has them among their favorites.
 */
export function createGuestDirectory(db: Kysely<Database>, schemas: FormSchemas) {
  /** The keys of a guest's profile that others see; the search filters on no other. */
  const publicKeys = () => publicKeysOf(schemas, 'guestProfile');

  function activeGuests(viewerId: string | null) {
    return db
      .selectFrom('accounts as a')
      .where('a.type', '=', 'guest')
      .where('a.status', '=', 'active')
      .select(publicAccountColumns)
      .select(favoritedByCast(viewerId));
  }

  async function toPage({
    rows,
    meta,
  }: {
    rows: Array<Parameters<typeof toPublicAccount>[0] & { favorited: boolean | number }>;
    meta: PaginationMeta;
  }) {
    const shown = await publicKeys();
    const data: PublicGuest[] = rows.map((row) => ({
      ...toPublicAccount(row, shown),
      favorited: Boolean(row.favorited),
    }));
    return { data, meta };
  }

  async function list(query: GuestsQuery, filters: SearchFilter[], viewerId: string | null) {
    let q = activeGuests(viewerId);
    if (query.type) q = q.where('a.customer_account_type', '=', query.type);
    for (const filter of filters) q = q.where(valuesCondition('a.profile', filter));
    if (query.orderBy === 'rating') q = q.orderBy(sql`rating_average desc nulls last`);
    return toPage(await paginate(q.orderBy('a.created_at', 'desc').orderBy('a.id'), query));
  }

  /** A cast's favorite guests that are still active, most recently favorited first. */
  async function favoritesOf(castId: string, page: { page: number; perPage: number }) {
    const q = activeGuests(castId)
      .innerJoin('guest_favorites as f', (join) =>
        join.onRef('f.guest_id', '=', 'a.id').on('f.cast_id', '=', castId),
      )
      .orderBy('f.created_at', 'desc')
      .orderBy('a.id');
    return toPage(await paginate(q, page));
  }

  return { publicKeys, list, favoritesOf };
}
export type GuestDirectory = ReturnType<typeof createGuestDirectory>;
