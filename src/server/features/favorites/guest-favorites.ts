import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';

type AccountsEb = ExpressionBuilder<Database & { a: Database['accounts'] }, 'a'>;

/** Whether the guest `a` is among the cast's favorites (false for anyone else: a guest, a visitor). */
export function favoritedByCast(castId: string | null) {
  return (eb: AccountsEb) =>
    castId
      ? eb
          .exists(
            eb
              .selectFrom('guest_favorites as gf')
              .select('gf.guest_id')
              .whereRef('gf.guest_id', '=', 'a.id')
              .where('gf.cast_id', '=', castId),
          )
          .as('favorited')
      : sql<boolean>`false`.as('favorited');
}

/**
 * A cast's favorite guests. Adding or removing twice is harmless; only an active guest can be added
 * (the list, in the guest directory, shows active guests only).
 */
export function createGuestFavorites(db: Kysely<Database>, clock: Clock) {
  async function add(castId: string, guestId: string) {
    const guest = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', guestId)
      .where('type', '=', 'guest')
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!guest) throw AppError.notFound();
    await db
      .insertInto('guest_favorites')
      .values({ cast_id: castId, guest_id: guestId, created_at: clock.now() })
      .onConflict((oc) => oc.columns(['cast_id', 'guest_id']).doNothing())
      .execute();
  }

  async function remove(castId: string, guestId: string) {
    await db
      .deleteFrom('guest_favorites')
      .where('cast_id', '=', castId)
      .where('guest_id', '=', guestId)
      .execute();
  }

  return { add, remove };
}
export type GuestFavorites = ReturnType<typeof createGuestFavorites>;
