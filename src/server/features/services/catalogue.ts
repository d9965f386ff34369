import { type ExpressionBuilder, sql } from 'kysely';
import type { PublicService, ServicesQuery } from '../../../core/contract/services.ts';
import type { SearchFilter } from '../../../core/forms/search-filter.ts';
import { priceWithTax } from '../../../core/money.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createShapedStatements } from '../../db/shaped-statements.ts';
import { paginate } from '../../http/pagination.ts';
import { bounded, escapeLike, valuesCondition } from '../form-schemas/search-sql.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { SiteService } from '../site/service.ts';
import { createCachedTotals } from './cached-totals.ts';
import { facetValue } from './facet-indexes.ts';
import { bookingRulesOf, castOfService, imageUrl, toMenu } from './to-service.ts';

/** Pages up to this one carry their offset as a literal: each is its own statement, planned once. */
const PAGES_WITH_LITERAL_OFFSETS = 10;

/** Bounds of ids: from `from` (included) up to `to` (excluded), either open. */
export interface IdRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** What a catalogue search asks for, as its statements use it: LIKE patterns, ids, filters. */
interface Search {
  now: Date;
  patterns: string[];
  serviceIds: string[] | null;
  filters: SearchFilter[];
}

/** A page of a search: its order, size and offset, where it starts (`after`) and who looks. */
interface Page extends Search {
  orderBy: ServicesQuery['orderBy'];
  perPage: number;
  /** The offset of the first pages, written into the statement. */
  literalOffset: number | null;
  /** The offset of deeper pages, a parameter. */
  offset: number | null;
  after: string | null;
  viewerId: string | null;
}

/**
 * A UTC time as PostgreSQL writes a `timestamp` (`2026-11-02 07:00:00.123456`, ISO DateStyle) as the
 * API writes times (`2026-11-02T07:00:00.123Z`, as `Date.toISOString` does: milliseconds, truncated).
 */
export function isoTimeOf(utc: string): string {
  const dot = utc.indexOf('.', 19);
  const milliseconds = dot < 0 ? '000' : `${utc.slice(dot + 1, dot + 4)}00`.slice(0, 3);
  return `${utc.slice(0, 10)}T${utc.slice(11, 19)}.${milliseconds}Z`;
}

/** What a service without a publication time shows as one: the epoch. */
const NEVER_PUBLISHED = new Date(0).toISOString();

/** A service's values without the private fields' (`hidden`): the row's own object when it holds none. */
function publicValues(values: Record<string, unknown>, hidden: ReadonlySet<string>) {
  for (const key of hidden) {
    if (Object.hasOwn(values, key)) {
      return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name)));
    }
  }
  return values;
}

type ServicesEb = ExpressionBuilder<
  Database & { s: Database['services']; a: Database['accounts'] },
  's' | 'a'
>;

/**
 * A price field of the service search filters by the lowest menu price, a choice by the expression its
 * facet index is built on (./facet-indexes.ts), every other field by its value.
 */
function filterCondition(filter: SearchFilter) {
  switch (filter.kind) {
    case 'range':
      return bounded(sql.ref('s.min_price'), filter.min, filter.max);
    case 'equals':
      return sql<boolean>`${facetValue(filter.key)} = ${filter.value}`;
    default:
      return valuesCondition('s.values', filter);
  }
}

/**
 * The public catalogue: only published, undeleted services whose listing has not ended (a cast who
 * withdraws has their services unpublished). Search by keywords (every word must appear; works for Japanese since it is a substring match),
 * by the search schema's filters and by ids.
 */
export function createCatalogue(
  database: Pick<DatabaseHandle, 'db' | 'read'>,
  clock: Clock,
  site: SiteService,
  schemas: FormSchemas,
) {
  const { db } = database;
  const totals = createCachedTotals();
  /** Fields an operator marked private never leave the server on public pages. */
  const privateKeys = () => schemas.privateKeys('service/create');

  /**
   * Published, undeleted services whose listing has not ended. Withdrawn casts' services are unpublished
   * when they leave (withdrawal) and suspended casts' are flagged `owner_suspended` while the suspension
   * lasts, so no join to the accounts is needed to filter, only to show names.
   *
   * The fixed conditions are literals, not parameters: a prepared statement (db/statement-names.ts) is
   * then planned once for all calls, on the partial indexes these conditions define, where a parameter
   * in their place would have PostgreSQL plan it anew on every call (docs/performance.md).
   */
  function visible(now: Date = clock.now()) {
    return db
      .selectFrom('services as s')
      .where('s.status', '=', sql.lit('publish'))
      .where('s.deleted_at', 'is', null)
      .where('s.owner_suspended', '=', sql.lit(false))
      .where((eb) => eb.or([eb('s.listing_ends_at', 'is', null), eb('s.listing_ends_at', '>', now)]));
  }

  /** The services a search finds: what its page and its total are both read from. */
  function found(search: Search) {
    let q = visible(search.now);
    for (const pattern of search.patterns) q = q.where('s.search_text', 'like', pattern);
    if (search.serviceIds) q = q.where('s.id', 'in', search.serviceIds);
    for (const filter of search.filters) q = q.where(filterCondition(filter));
    return q;
  }

  // As text, in UTC: parsing it into a Date to write it again cost a catalogue page about 13 µs of Node.
  const publishedAt = sql<string | null>`(${sql.ref('s.published_at')} at time zone 'UTC')::text`;
  // The versions of the two rows a service's answer is read from: every update of a row gives it a new
  // `xmin` (kept as it was when a row is frozen), so an answer written from these rows is the same bytes
  // for as long as both stay the same (http/list-answers.ts).
  const rowVersions = sql<string>`${sql.ref('s.xmin')}::text || '.' || ${sql.ref('a.xmin')}::text`;
  const columns = [
    's.id',
    's.title',
    's.description',
    's.charge_method',
    's.image_ids',
    's.values',
    's.min_price',
    's.favorite_count',
    's.review_count',
    's.rating_average',
    publishedAt.as('published_at'),
    's.cast_id',
    'a.nickname',
    'a.avatar_image_id',
  ] as const;

  function favoritedBy(viewerId: string | null) {
    return (eb: ServicesEb) =>
      viewerId !== null
        ? eb
            .exists(
              eb
                .selectFrom('service_favorites as f')
                .select('f.service_id')
                .whereRef('f.service_id', '=', 's.id')
                .where('f.account_id', '=', viewerId),
            )
            .as('favorited')
        : sql<boolean>`false`.as('favorited');
  }

  function toPublic(
    row: {
      id: string;
      title: string;
      description: string;
      charge_method: PublicService['chargeMethod'];
      image_ids: string[];
      values: Record<string, unknown>;
      min_price: number | null;
      favorite_count: number;
      review_count: number;
      rating_average: number | null;
      published_at: string | null;
      cast_id: string;
      nickname: string;
      avatar_image_id: string | null;
      favorited: boolean | number;
    },
    taxRate: number,
    hiddenKeys: ReadonlySet<string>,
  ): PublicService {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      chargeMethod: row.charge_method,
      imageUrls: row.image_ids.map(imageUrl),
      values: publicValues(row.values, hiddenKeys),
      minPrice: row.min_price === null ? null : priceWithTax(row.min_price, taxRate),
      cast: castOfService(row),
      favoriteCount: row.favorite_count,
      favorited: Boolean(row.favorited),
      rating: { average: row.rating_average, count: row.review_count },
      publishedAt: row.published_at === null ? NEVER_PUBLISHED : isoTimeOf(row.published_at),
    };
  }

  /**
   * Keyset condition of the newest order (published_at desc, id): the services after `serviceId`, read
   * from its own row so the cursor is an id and compares at the database's precision.
   */
  function afterInNewest(serviceId: string) {
    return (eb: ExpressionBuilder<Database & { s: Database['services'] }, 's'>) => {
      const anchor = eb
        .selectFrom('services as anchor')
        .select('anchor.published_at')
        .where('anchor.id', '=', serviceId);
      // The first bound is what lets the index start at the anchor; the second breaks the tie by id.
      return eb.and([
        eb('s.published_at', '<=', anchor),
        eb.or([eb('s.published_at', '<', anchor), eb('s.id', '>', serviceId)]),
      ]);
    };
  }

  /**
   * A page of a search, compiled once per shape of search (../../db/shaped-statements.ts): the sort,
   * the page's size and literal offset, the filters' fields and kinds, and which parts are there.
   */
  const pageOf = createShapedStatements(
    (page: Page) => {
      let ordered = (page.after !== null ? found(page).where(afterInNewest(page.after)) : found(page))
        .innerJoin('accounts as a', 'a.id', 's.cast_id')
        .select(columns)
        .select(rowVersions.as('row_versions'))
        .select(favoritedBy(page.viewerId));
      switch (page.orderBy) {
        case 'price_asc':
          ordered = ordered.orderBy(sql`s.min_price asc nulls last`);
          break;
        case 'price_desc':
          ordered = ordered.orderBy(sql`s.min_price desc nulls last`);
          break;
        case 'rating':
          ordered = ordered.orderBy(sql`s.rating_average desc nulls last`);
          break;
        // Booked most, then best rated, then most favorited: what guests did before what they said.
        case 'popularity':
          ordered = ordered
            .orderBy('s.booking_count', 'desc')
            .orderBy(sql`s.rating_average desc nulls last`)
            .orderBy('s.favorite_count', 'desc');
          break;
        default:
          break;
      }
      return ordered
        .orderBy('s.published_at', 'desc')
        .orderBy('s.id')
        .limit(sql.lit(page.perPage))
        .$if(page.literalOffset !== null, (q) => q.offset(sql.lit(page.literalOffset ?? 0)))
        .$if(page.offset !== null, (q) => q.offset(page.offset ?? 0));
    },
    { shapeKeys: ['orderBy', 'perPage', 'literalOffset', 'key', 'kind'] },
  );

  async function list(query: ServicesQuery, filters: SearchFilter[], viewerId: string | null) {
    if (query.after && query.orderBy !== 'newest') {
      throw AppError.validation({ after: [{ key: 'validation.invalid' }] });
    }
    const words = (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const search: Search = {
      now: clock.now(),
      patterns: words.map((word) => `%${escapeLike(word)}%`),
      serviceIds: query.serviceIds ? query.serviceIds.split(',') : null,
      filters,
    };
    const totalKey = JSON.stringify([query.keyword ?? '', query.serviceIds ?? '', filters]);
    const total = await totals(totalKey, async () => {
      const countRow = await found(search)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return Number(countRow?.total ?? 0);
    });
    // The page size and the first pages' offsets are literals, for the same reason as visible()'s:
    // PostgreSQL guesses a parameter's offset as a tenth of the table, which makes the plan made once for
    // every call cost too much to be kept. Deeper pages (rare; `after` is their fast way) keep a parameter,
    // so a crawl cannot name a statement for each page.
    const offset = query.after ? 0 : (query.page - 1) * query.perPage;
    const literal = query.page <= PAGES_WITH_LITERAL_OFFSETS;
    // The page alone, the statement every uncached request runs, takes the database's shortest way.
    const rows = await database.read(
      pageOf({
        ...search,
        orderBy: query.orderBy,
        perPage: query.perPage,
        literalOffset: offset > 0 && literal ? offset : null,
        offset: offset > 0 && !literal ? offset : null,
        after: query.after || null,
        viewerId,
      }),
    );
    const { taxRate } = (await site.getSite()).payment;
    const hidden = await privateKeys();
    // What else a service's answer is made from: the tax rate, the private fields, the viewer's favorite.
    const made = `${taxRate}|${[...hidden].join(',')}|`;
    return {
      data: rows.map((row) => toPublic(row, taxRate, hidden)),
      /** For each service, a key that changes whenever its answer could (`listAnswer` keeps it by). */
      keys: rows.map((row) => `${made}${row.id}.${row.row_versions}${row.favorited ? '+' : '-'}`),
      meta: {
        currentPage: query.page,
        lastPage: Math.max(1, Math.ceil(total / query.perPage)),
        perPage: query.perPage,
        total,
      },
    };
  }

  async function detail(serviceId: string, viewerId: string | null) {
    const row = await visible()
      .innerJoin('accounts as a', 'a.id', 's.cast_id')
      .where('s.id', '=', serviceId)
      .select(columns)
      .select(favoritedBy(viewerId))
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    const { taxRate } = (await site.getSite()).payment;
    const [menus, booking] = await Promise.all([
      db
        .selectFrom('service_menus')
        .selectAll()
        .where('service_id', '=', serviceId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('services as s')
        .select(['s.hour_type', 's.lead_minutes', 's.buffer_minutes', 's.horizon_days', 's.instant_booking'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('cast_availability as a')
                .select('a.cast_id')
                .whereRef('a.cast_id', '=', 's.cast_id'),
            )
            .as('cast_has_hours'),
        )
        .where('s.id', '=', serviceId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      ...toPublic(row, taxRate, await privateKeys()),
      menus: menus.map((menu) => toMenu(menu, taxRate)),
      // An entry books a time only once the cast has opening hours (docs/appointments.md).
      hourType:
        booking.hour_type === 'other' && booking.cast_has_hours ? ('other' as const) : ('none' as const),
      booking: bookingRulesOf(booking),
    };
  }

  /** Whether a service is in the public catalogue (favorites and entries refer only to those). */
  async function isVisible(serviceId: string) {
    return Boolean(await visible().where('s.id', '=', serviceId).select('s.id').executeTakeFirst());
  }

  /** A guest's favorites that are in the catalogue, most recently favorited first. */
  async function favoritesOf(guestId: string, page: { page: number; perPage: number }) {
    const query = visible()
      .innerJoin('service_favorites as f', (join) =>
        join.onRef('f.service_id', '=', 's.id').on('f.account_id', '=', guestId),
      )
      .innerJoin('accounts as a', 'a.id', 's.cast_id')
      .select(columns)
      .select(sql<boolean>`true`.as('favorited'))
      .orderBy('f.created_at', 'desc')
      .orderBy('s.id');
    const { rows, meta } = await paginate(query, page);
    const { taxRate } = (await site.getSite()).payment;
    const hidden = await privateKeys();
    return { data: rows.map((row) => toPublic(row, taxRate, hidden)), meta };
  }

  /** A cast's services in the catalogue, newest first (their public profile lists them all). */
  async function ofCast(castId: string, viewerId: string | null) {
    const rows = await visible()
      .innerJoin('accounts as a', 'a.id', 's.cast_id')
      .where('s.cast_id', '=', castId)
      .select(columns)
      .select(favoritedBy(viewerId))
      .orderBy('s.published_at', 'desc')
      .orderBy('s.id')
      .execute();
    const { taxRate } = (await site.getSite()).payment;
    const hidden = await privateKeys();
    return rows.map((row) => toPublic(row, taxRate, hidden));
  }

  /**
   * The catalogue's services within a range of ids, the first `limit` of them in id order, each with when
   * it last changed: the sitemap reads the catalogue by such ranges (keyset through the primary key, never
   * an offset; docs/seo.md) and builds its statements on the query, so it is returned unexecuted.
   */
  function listed(range: IdRange & { limit: number }) {
    return visible()
      .select(['s.id', 's.updated_at as lastmod'])
      .$if(range.from !== undefined, (query) => query.where('s.id', '>=', range.from as string))
      .$if(range.to !== undefined, (query) => query.where('s.id', '<', range.to as string))
      .orderBy('s.id')
      .limit(range.limit);
  }

  return { list, detail, isVisible, favoritesOf, ofCast, privateKeys, listed };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
