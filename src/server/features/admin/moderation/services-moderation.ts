import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type {
  AdminServiceDetail,
  AdminServiceSummary,
  AdminServicesQuery,
} from '../../../../core/contract/admin/moderation.ts';
import { priceWithTax } from '../../../../core/money.ts';
import { AppError } from '../../../app-error.ts';
import { paginate } from '../../../http/pagination.ts';
import { IN_PROGRESS_STATUSES } from '../../entries/service.ts';
import { escapeLike } from '../../form-schemas/search-sql.ts';
import type { CustomerTeller, Tidings } from '../../notices/tell-customers.ts';
import type { AdminContext } from '../context.ts';

const summaryOf = (row: {
  id: string;
  title: string;
  status: AdminServiceSummary['status'];
  cast_id: string;
  cast_nickname: string;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}): AdminServiceSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  cast: { id: row.cast_id, nickname: row.cast_nickname },
  publishedAt: row.published_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * Services as the console sees them: every cast's, whatever their status (deleted ones aside), and the
 * operator's unpublish. Unpublishing keeps the cast's own rule (docs/catalogue.md): the status becomes
 * `unpublish` and the service leaves the catalogue at once; a running listing is left as it is, exactly
 * as when the cast unpublishes (the cast may fix the service and publish it again).
 */
export function createServicesModeration(ctx: AdminContext, teller: CustomerTeller) {
  const { db } = ctx;

  function selectServices() {
    return db
      .selectFrom('services as s')
      .innerJoin('accounts as c', 'c.id', 's.cast_id')
      .where('s.deleted_at', 'is', null)
      .select([
        's.id',
        's.title',
        's.status',
        's.cast_id',
        'c.nickname as cast_nickname',
        's.published_at',
        's.created_at',
        's.updated_at',
      ]);
  }

  async function searchServices(query: AdminServicesQuery) {
    let select = selectServices();
    if (query.keyword) select = select.where('s.title', 'ilike', `%${escapeLike(query.keyword)}%`);
    if (query.status) select = select.where('s.status', '=', query.status);
    if (query.cast) {
      const cast = query.cast;
      select = select.where((eb) =>
        eb.or([eb('c.id', '=', cast), eb('c.nickname', 'ilike', `%${escapeLike(cast)}%`)]),
      );
    }
    const { rows, meta } = await paginate(select.orderBy('s.created_at', 'desc').orderBy('s.id'), query);
    return { data: rows.map(summaryOf), meta };
  }

  /** Keys of the service and menu fields marked private, on either form that writes them. */
  async function privateFieldKeys(): Promise<Set<string>> {
    const schemas = await Promise.all(
      (['service/create', 'service/edit', 'service-menus/create', 'service-menus/edit'] as const).map((key) =>
        ctx.schemas.getFields(key),
      ),
    );
    return new Set(schemas.flat().flatMap((field) => (field.private ? [field.key] : [])));
  }

  async function getService(serviceId: string): Promise<AdminServiceDetail> {
    const row = await selectServices()
      .select([
        's.description',
        's.charge_method',
        's.values',
        's.listing_ends_at',
        'c.email as cast_email',
        'c.status as cast_status',
      ])
      .where('s.id', '=', serviceId)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    const [menus, inProgress, lastUnpublish, privateKeys, site] = await Promise.all([
      db
        .selectFrom('service_menus')
        .selectAll()
        .where('service_id', '=', serviceId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('service_id', '=', serviceId)
        .where('status', 'in', IN_PROGRESS_STATUSES)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('audit_log')
        .select(['created_at', 'operator_name', 'after'])
        .where('action', '=', 'services.unpublish')
        .where('target_type', '=', 'service')
        .where('target_id', '=', serviceId)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
      privateFieldKeys(),
      ctx.site.getSite(),
    ]);
    const moderated = async (key: 'service/edit' | 'service-menus/edit', values: Record<string, unknown>) =>
      (await ctx.schemas.labelledValues(key, values)).map((value) => ({
        ...value,
        private: privateKeys.has(value.key),
      }));
    const reason = (lastUnpublish?.after as { reason?: unknown } | null)?.reason;
    return {
      ...summaryOf(row),
      description: row.description,
      chargeMethod: row.charge_method,
      cast: { id: row.cast_id, nickname: row.cast_nickname, email: row.cast_email, status: row.cast_status },
      listingEndsAt: row.listing_ends_at?.toISOString() ?? null,
      values: await moderated('service/edit', row.values),
      menus: await Promise.all(
        menus.map(async (menu) => ({
          id: menu.id,
          name: menu.name,
          price: priceWithTax(menu.price, site.payment.taxRate),
          unit: menu.unit,
          description: menu.description,
          values: await moderated('service-menus/edit', menu.values),
        })),
      ),
      entriesInProgress: Number(inProgress.n),
      lastOperatorUnpublish: lastUnpublish
        ? {
            at: lastUnpublish.created_at.toISOString(),
            operatorName: lastUnpublish.operator_name,
            reason: typeof reason === 'string' ? reason : '',
          }
        : null,
    };
  }

  /** 404 unknown, 409 when not published; the cast is told the reason (notice, then e-mail). */
  async function unpublishService(operator: Operator, serviceId: string, reason: string) {
    const now = ctx.clock.now();
    const changed = await db.transaction().execute(async (trx) => {
      const service = await trx
        .selectFrom('services')
        .select(['id', 'title', 'status', 'cast_id'])
        .where('id', '=', serviceId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!service) throw AppError.notFound();
      if (service.status !== 'publish') throw AppError.conflict('services.notPublished');
      await trx
        .updateTable('services')
        .set({ status: 'unpublish', updated_at: now })
        .where('id', '=', service.id)
        .execute();
      await ctx.auditLog.record(trx, operator, {
        action: 'services.unpublish',
        targetType: 'service',
        targetId: service.id,
        before: { status: service.status },
        after: { status: 'unpublish', reason },
      });
      const tidings: Tidings = {
        notice: {
          title: 'console.moderation.serviceUnpublished.title',
          body: 'console.moderation.serviceUnpublished.body',
        },
        mail: 'serviceUnpublishedByOperator',
        params: { service: service.title, reason },
        pathFor: () => `/cast/services/${serviceId}`,
      };
      await teller.notify(trx, [service.cast_id], tidings);
      return { castId: service.cast_id, tidings };
    });
    await teller.mail([changed.castId], changed.tidings);
    return getService(serviceId);
  }

  return { searchServices, getService, unpublishService };
}
