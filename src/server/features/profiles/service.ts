import type { Kysely } from 'kysely';
import type { CastProfile, GuestProfile } from '../../../core/contract/profiles.ts';
import type { AccountType } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { favoritedByCast } from '../favorites/guest-favorites.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { Reviews } from '../reviews/service.ts';
import type { Catalogue } from '../services/catalogue.ts';
import { onlyKeys, publicAccountColumns, publicKeysOf, toPublicAccount } from './public-account.ts';

const YEAR_MS = 365 * 86_400_000;

/** How many of the newest reviews a cast's profile shows (`rating.count` is the total). */
const PROFILE_REVIEWS = 10;

/**
 * Public profiles, open to anyone: what a cast or a guest shows of themselves (public values only:
 * ./public-account.ts). A withdrawn or suspended account, or an id of the other role, is not found.
 */
export function createProfiles(deps: {
  db: Kysely<Database>;
  clock: Clock;
  schemas: FormSchemas;
  catalogue: Catalogue;
  reviews: Reviews;
}) {
  const { db, schemas } = deps;

  async function activeAccount(id: string, type: AccountType, viewerId: string | null) {
    const row = await db
      .selectFrom('accounts as a')
      .where('a.id', '=', id)
      .where('a.type', '=', type)
      .where('a.status', '=', 'active')
      .select(publicAccountColumns)
      .select(favoritedByCast(viewerId))
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  /** The matched entries the cast cancelled (their own `cancel` from `matched`) in the last 365 days. */
  async function cancellationsLastYear(castId: string): Promise<number> {
    const row = await db
      .selectFrom('entry_transitions as t')
      .innerJoin('entries as e', 'e.id', 't.entry_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('e.cast_id', '=', castId)
      .where('t.from_status', '=', 'matched')
      .where('t.to_status', '=', 'cast_canceled')
      .where('t.actor_type', '=', 'cast')
      .where('t.created_at', '>=', new Date(deps.clock.now().getTime() - YEAR_MS))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A cast's profile with their published services and the newest reviews guests wrote about them. */
  async function castProfile(castId: string, viewerId: string | null): Promise<CastProfile> {
    const row = await activeAccount(castId, 'cast', null);
    const [shown, services, reviews, cancellations] = await Promise.all([
      publicKeysOf(schemas, 'castProfile'),
      deps.catalogue.ofCast(castId, viewerId),
      deps.reviews.listAbout(castId, { page: 1, perPage: PROFILE_REVIEWS }),
      cancellationsLastYear(castId),
    ]);
    return {
      ...toPublicAccount(row, shown),
      services,
      cancellationsLastYear: cancellations,
      reviews: reviews.data,
    };
  }

  /**
   * A guest's profile with the public values of their belongings; `favorited` says whether the viewer,
   * when a cast, has the guest among their favorites.
   */
  async function guestProfile(guestId: string, viewer: { id: string; type: AccountType } | null) {
    const row = await activeAccount(guestId, 'guest', viewer?.type === 'cast' ? viewer.id : null);
    const [shown, shownOfBelongings, belongings] = await Promise.all([
      publicKeysOf(schemas, 'guestProfile'),
      publicKeysOf(schemas, 'belongings'),
      db
        .selectFrom('guest_belongings')
        .select(['id', 'values'])
        .where('account_id', '=', guestId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    const profile: GuestProfile = {
      ...toPublicAccount(row, shown),
      belongings: belongings.map((b) => ({ id: b.id, values: onlyKeys(b.values, shownOfBelongings) })),
      favorited: Boolean(row.favorited),
    };
    return profile;
  }

  return { castProfile, guestProfile };
}
export type Profiles = ReturnType<typeof createProfiles>;
