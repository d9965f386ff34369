import type { Kysely, Transaction } from 'kysely';
import type { CreateServiceBody, OwnService, UpdateServiceBody } from '../../../core/contract/services.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import type { Listings } from '../billing/listings.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { IdentificationService } from '../identification/service.ts';
import { menuColumns } from '../service-menus/menu-columns.ts';
import type { SiteService } from '../site/service.ts';
import type { UploadsService } from '../uploads/service.ts';
import { bookingColumns, searchTextOf, toOwnService } from './to-service.ts';

/** Whether a service has entries in progress (the entries feature answers; none exist before it). */
export type EntriesInProgress = (serviceId: string) => Promise<boolean>;

/**
 * A cast's services (docs/catalogue.md): draft → publish ⇄ unpublish, soft delete. Publishing needs
 * identification when the site requires it for casts and at least one priced menu, and starts a paid
 * listing (first month charged) when the site charges a listing fee.
 */
export function createServicesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  schemas: FormSchemas;
  uploads: UploadsService;
  identification: IdentificationService;
  hasEntriesInProgress: EntriesInProgress;
  /** The listing fee: publishing pays its first month, cancel-listing stops its renewal. */
  listings: Listings;
}) {
  const { db, clock, site } = deps;

  async function ownRow(cast: AccountRow, serviceId: string) {
    const row = await db
      .selectFrom('services')
      .selectAll()
      .where('id', '=', serviceId)
      .where('cast_id', '=', cast.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  async function validate(
    cast: AccountRow,
    body: UpdateServiceBody,
    schemaKey: 'service/create' | 'service/edit',
  ) {
    const settings = await site.getSite();
    if (!settings.service.chargeMethods.includes(body.chargeMethod)) {
      throw AppError.validation({ chargeMethod: [{ key: 'validation.choice' }] });
    }
    if ((await deps.uploads.unownedIds(cast.id, body.imageIds)).length > 0) {
      throw AppError.validation({ imageIds: [{ key: 'validation.choice' }] });
    }
    const values = await deps.schemas.validate(schemaKey, body.values, 'values', cast.id);
    if (body.status === 'publish' && (await deps.identification.statusOf(cast)) === 'required') {
      throw AppError.conflict('services.identificationRequired');
    }
    // Private values stay out of the keyword search, whose matches would reveal them.
    const hidden = new Set(
      (await deps.schemas.getFields(schemaKey)).filter((f) => f.private).map((f) => f.key),
    );
    const publicValues = Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key)));
    return { values, settings, searchText: searchTextOf(body.title, body.description, publicValues) };
  }

  async function create(cast: AccountRow, body: CreateServiceBody): Promise<OwnService> {
    const { values, settings, searchText } = await validate(cast, body, 'service/create');
    const menus = await Promise.all(
      body.menus.map((menu, index) =>
        menuColumns(deps.schemas, menu, 'service-menus/create', `menus.${index}.values`, cast.id),
      ),
    );
    if (body.status === 'publish' && menus.length === 0) throw AppError.conflict('services.menuRequired');
    const now = clock.now();
    const id = newPublicId();
    const insert = async (trx: Transaction<Database>) => {
      const row = await trx
        .insertInto('services')
        .values({
          id,
          cast_id: cast.id,
          status: body.status,
          title: body.title,
          description: body.description,
          charge_method: body.chargeMethod,
          hour_type: settings.service.serviceHourType,
          image_ids: JSON.stringify(body.imageIds),
          values: JSON.stringify(values),
          search_text: searchText,
          min_price: menus.length > 0 ? Math.min(...menus.map((menu) => menu.price)) : null,
          ...(body.booking ? bookingColumns(body.booking) : {}),
          published_at: body.status === 'publish' ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // One created_at per menu, a millisecond apart, keeps them in the order they were given.
      for (const [index, menu] of menus.entries()) {
        await trx
          .insertInto('service_menus')
          .values({ id: newPublicId(), service_id: id, ...menu, created_at: new Date(now.getTime() + index) })
          .execute();
      }
      return row;
    };
    const row =
      body.status === 'publish'
        ? await deps.listings.publish(cast.id, id, insert)
        : await db.transaction().execute(insert);
    return toOwnService(row, settings.payment.taxRate);
  }

  async function update(cast: AccountRow, serviceId: string, body: UpdateServiceBody): Promise<OwnService> {
    const current = await ownRow(cast, serviceId);
    const { values, settings, searchText } = await validate(cast, body, 'service/edit');
    const now = clock.now();
    const write = async (trx: Transaction<Database>) => {
      const row = await trx
        .updateTable('services')
        .set({
          status: body.status ?? current.status,
          title: body.title,
          description: body.description,
          charge_method: body.chargeMethod,
          image_ids: JSON.stringify(body.imageIds),
          // Answers to fields the form no longer asks (retired by an operator) are kept, not dropped.
          values: JSON.stringify({ ...current.values, ...values }),
          search_text: searchText,
          ...(body.booking ? bookingColumns(body.booking) : {}),
          published_at: body.status === 'publish' ? (current.published_at ?? now) : current.published_at,
          // Publishing again after cancel-listing starts a new listing.
          listing_ends_at: body.status === 'publish' ? null : current.listing_ends_at,
          updated_at: now,
        })
        .where('id', '=', current.id)
        // Checked in the write itself, so a menu removed meanwhile cannot leave it published priceless.
        .$if(body.status === 'publish', (qb) => qb.where('min_price', 'is not', null))
        .returningAll()
        .executeTakeFirst();
      if (!row) throw AppError.conflict('services.menuRequired');
      return row;
    };
    if (body.status === 'publish' && current.min_price === null)
      throw AppError.conflict('services.menuRequired');
    const row =
      body.status === 'publish'
        ? await deps.listings.publish(cast.id, current.id, write)
        : await db.transaction().execute(write);
    return toOwnService(row, settings.payment.taxRate);
  }

  async function unpublish(cast: AccountRow, serviceId: string): Promise<OwnService> {
    const current = await ownRow(cast, serviceId);
    if (current.status !== 'publish') throw AppError.conflict('services.notPublished');
    const row = await db
      .updateTable('services')
      .set({ status: 'unpublish', updated_at: clock.now() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOwnService(row, (await site.getSite()).payment.taxRate);
  }

  /** Ends the paid listing at the end of its current month; the service leaves the catalogue then. */
  async function cancelListing(cast: AccountRow, serviceId: string): Promise<OwnService> {
    const current = await ownRow(cast, serviceId);
    const row = await db.transaction().execute(async (trx) => {
      const endsAt = await deps.listings.cancel(trx, cast.id, current.id);
      return trx
        .updateTable('services')
        .set({ listing_ends_at: endsAt, updated_at: clock.now() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toOwnService(row, (await site.getSite()).payment.taxRate);
  }

  async function remove(cast: AccountRow, serviceId: string): Promise<void> {
    const current = await ownRow(cast, serviceId);
    if (await deps.hasEntriesInProgress(current.id)) throw AppError.conflict('services.entriesInProgress');
    await db.updateTable('services').set({ deleted_at: clock.now() }).where('id', '=', current.id).execute();
  }

  async function getOwn(cast: AccountRow, serviceId: string): Promise<OwnService> {
    return toOwnService(await ownRow(cast, serviceId), (await site.getSite()).payment.taxRate);
  }

  async function listOwn(cast: AccountRow, page: { page: number; perPage: number }) {
    const query = db
      .selectFrom('services')
      .selectAll()
      .where('cast_id', '=', cast.id)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id');
    const { rows, meta } = await paginate(query, page);
    const { taxRate } = (await site.getSite()).payment;
    return { data: rows.map((row) => toOwnService(row, taxRate)), meta };
  }

  /** Takes a cast's services out of the catalogue (withdrawal). */
  async function unpublishAllOf(accountId: string) {
    await db
      .updateTable('services')
      .set({ status: 'unpublish', updated_at: clock.now() })
      .where('cast_id', '=', accountId)
      .where('status', '=', 'publish')
      .execute();
  }

  return {
    create,
    update,
    unpublish,
    cancelListing,
    remove,
    getOwn,
    listOwn,
    ownRow,
    unpublishAllOf,
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
