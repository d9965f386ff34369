import { type Kysely, sql } from 'kysely';
import type { Menu, SaveMenuBody } from '../../../core/contract/services.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { ServicesService } from '../services/service.ts';
import { toMenu } from '../services/to-service.ts';
import type { SiteService } from '../site/service.ts';
import { menuColumns } from './menu-columns.ts';

/**
 * Menus of a service: name, price excluding tax (integer yen), unit, description, and the values of the
 * operator's menu fields. The service keeps its lowest menu price, which the catalogue sorts and filters by.
 */
export function createServiceMenus(
  db: Kysely<Database>,
  clock: Clock,
  site: SiteService,
  services: ServicesService,
  schemas: FormSchemas,
) {
  const taxRate = async () => (await site.getSite()).payment.taxRate;

  async function refreshMinPrice(trx: Kysely<Database>, serviceId: string) {
    await trx
      .updateTable('services')
      .set((eb) => ({
        min_price: eb
          .selectFrom('service_menus')
          .select((m) => m.fn.min<number>('price').as('p'))
          .where('service_id', '=', serviceId),
        updated_at: clock.now(),
      }))
      .where('id', '=', serviceId)
      .execute();
  }

  async function hasMenu(trx: Kysely<Database>, serviceId: string) {
    const row = await trx
      .selectFrom('service_menus')
      .select('id')
      .where('service_id', '=', serviceId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function ownMenu(cast: AccountRow, menuId: string) {
    const row = await db
      .selectFrom('service_menus as m')
      .innerJoin('services as s', 's.id', 'm.service_id')
      .selectAll('m')
      .where('m.id', '=', menuId)
      .where('s.cast_id', '=', cast.id)
      .where('s.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  async function list(serviceId: string): Promise<Menu[]> {
    const rate = await taxRate();
    const rows = await db
      .selectFrom('service_menus')
      .selectAll()
      .where('service_id', '=', serviceId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => toMenu(row, rate));
  }

  async function create(cast: AccountRow, serviceId: string, body: SaveMenuBody): Promise<Menu> {
    const service = await services.ownRow(cast, serviceId);
    const columns = await menuColumns(schemas, body, 'service-menus/create', 'values', cast.id);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('service_menus')
        .values({ id: newPublicId(), service_id: service.id, ...columns, created_at: clock.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await refreshMinPrice(trx, service.id);
      return inserted;
    });
    return toMenu(row, await taxRate());
  }

  async function update(cast: AccountRow, menuId: string, body: SaveMenuBody): Promise<Menu> {
    const menu = await ownMenu(cast, menuId);
    const columns = await menuColumns(schemas, body, 'service-menus/edit', 'values', cast.id);
    const row = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('service_menus')
        // Answers to fields the form no longer asks (retired by an operator) are kept, not dropped.
        .set({ ...columns, values: sql`"values" || ${columns.values}::jsonb` })
        .where('id', '=', menu.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await refreshMinPrice(trx, menu.service_id);
      return updated;
    });
    return toMenu(row, await taxRate());
  }

  /**
   * A published service keeps at least one priced menu (docs/catalogue.md): its last menu is refused
   * (409) rather than leaving a priceless service in the catalogue; unpublishing first allows it.
   */
  async function remove(cast: AccountRow, menuId: string): Promise<void> {
    const menu = await ownMenu(cast, menuId);
    await db.transaction().execute(async (trx) => {
      // Locking the service row orders this against a concurrent publish or removal of its other menus.
      const service = await trx
        .selectFrom('services')
        .select('status')
        .where('id', '=', menu.service_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('service_menus').where('id', '=', menu.id).execute();
      await refreshMinPrice(trx, menu.service_id);
      if (service.status === 'publish' && !(await hasMenu(trx, menu.service_id))) {
        throw AppError.conflict('serviceMenus.lastOfPublished');
      }
    });
  }

  async function getOwn(cast: AccountRow, menuId: string): Promise<Menu> {
    return toMenu(await ownMenu(cast, menuId), await taxRate());
  }

  return { list, create, update, remove, getOwn };
}
export type ServiceMenus = ReturnType<typeof createServiceMenus>;
