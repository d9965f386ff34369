import { sql } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type {
  CustomerDetail,
  CustomerSummary,
  CustomersQuery,
  SuspendCustomerBody,
} from '../../../../core/contract/admin/people.ts';
import type { PaginationMeta } from '../../../../core/contract/common.ts';
import { AppError } from '../../../app-error.ts';
import type { AccountRow } from '../../../db/schema.ts';
import { paginate } from '../../../http/pagination.ts';
import { resumeAfterSuspension } from '../../billing/suspension.ts';
import { escapeLike } from '../../form-schemas/search-sql.ts';
import type { AdminContext } from '../context.ts';

const RECENT_ENTRIES = 10;

const toSummary = (row: AccountRow): CustomerSummary => ({
  id: row.id,
  type: row.type,
  customerAccountType: row.customer_account_type,
  nickname: row.nickname,
  email: row.email,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

/** What the audit log keeps of an account around a suspension (never the password hash). */
const suspensionState = (row: AccountRow) => ({
  status: row.status,
  suspendedAt: row.suspended_at?.toISOString() ?? null,
  suspensionReason: row.suspension_reason,
});

/**
 * The console's customers: search, one customer's whole picture, and suspension. A suspended account
 * cannot sign in, loses its sessions, and its services leave the catalogue (they keep their own status,
 * flagged `owner_suspended`, so a restore brings back exactly what was published).
 */
export function createCustomersService(ctx: AdminContext) {
  const { db, clock } = ctx;

  async function searchCustomers(
    query: CustomersQuery,
  ): Promise<{ data: CustomerSummary[]; meta: PaginationMeta }> {
    let select = db.selectFrom('accounts').selectAll();
    if (query.keyword) {
      const pattern = `%${escapeLike(query.keyword)}%`;
      select = select.where((eb) =>
        eb.or([
          eb('nickname', 'ilike', pattern),
          eb('email', 'ilike', pattern),
          eb('id', '=', query.keyword ?? ''),
        ]),
      );
    }
    if (query.type) select = select.where('type', '=', query.type);
    if (query.status) select = select.where('status', '=', query.status);
    const { rows, meta } = await paginate(select.orderBy('created_at', 'desc').orderBy('id'), query);
    return { data: rows.map(toSummary), meta };
  }

  async function findAccount(accountId: string): Promise<AccountRow> {
    const row = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  async function getCustomer(accountId: string): Promise<CustomerDetail> {
    const account = await findAccount(accountId);
    const party = account.type === 'cast' ? 'e.cast_id' : 'e.guest_id';
    const counterpart = account.type === 'cast' ? 'e.guest_id' : 'e.cast_id';
    const [profile, identification, submission, services, entries, entriesTotal, paid] = await Promise.all([
      ctx.schemas.labelledValues(account.type === 'cast' ? 'casts/edit' : 'guests/edit', account.profile),
      ctx.identification.statusOf(account),
      db.selectFrom('identifications').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
      db
        .selectFrom('services')
        .select(['id', 'title', 'status', 'published_at', 'created_at'])
        .where('cast_id', '=', accountId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('entries as e')
        .innerJoin('services as s', 's.id', 'e.service_id')
        .innerJoin('accounts as c', 'c.id', counterpart)
        .select([
          'e.id',
          'e.status',
          'e.amount',
          'e.entered_at',
          's.title',
          'c.id as counterpart_id',
          'c.nickname',
        ])
        .where(party, '=', accountId)
        .orderBy('e.entered_at', 'desc')
        .orderBy('e.id')
        .limit(RECENT_ENTRIES)
        .execute(),
      db
        .selectFrom('entries as e')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where(party, '=', accountId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('entries as e')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<string>('e.amount'), sql<string>`0`).as('amount'),
        ])
        .where(party, '=', accountId)
        .where('e.paid_at', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      ...toSummary(account),
      notificationTiming: account.notification_timing,
      updatedAt: account.updated_at.toISOString(),
      withdrawnAt: account.withdrawn_at?.toISOString() ?? null,
      suspendedAt: account.suspended_at?.toISOString() ?? null,
      suspensionReason: account.suspension_reason,
      profile,
      identification: {
        status: identification,
        submission: submission
          ? {
              documentType: submission.document_type as NonNullable<
                CustomerDetail['identification']['submission']
              >['documentType'],
              reviewStatus: submission.review_status,
              reason: submission.reason,
              submittedAt: submission.submitted_at.toISOString(),
              reviewedAt: submission.reviewed_at?.toISOString() ?? null,
            }
          : null,
      },
      services: services.map((s) => ({
        id: s.id,
        title: s.title,
        status: s.status,
        publishedAt: s.published_at?.toISOString() ?? null,
        createdAt: s.created_at.toISOString(),
      })),
      recentEntries: entries.map((e) => ({
        id: e.id,
        serviceTitle: e.title,
        counterpart: { id: e.counterpart_id, nickname: e.nickname },
        status: e.status,
        amount: e.amount,
        enteredAt: e.entered_at.toISOString(),
      })),
      entriesTotal: Number(entriesTotal.count),
      paid: { count: Number(paid.count), amount: Number(paid.amount) },
    };
  }

  /** Locks the account for a state change; 404 when there is none, 409 for a withdrawn one. */
  async function lockAccount(trx: typeof db, accountId: string): Promise<AccountRow> {
    const row = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    if (row.status === 'withdrawn') throw AppError.conflict('people.withdrawnAccount');
    return row;
  }

  async function suspendCustomer(
    operator: Operator,
    accountId: string,
    body: SuspendCustomerBody,
  ): Promise<CustomerDetail> {
    await db.transaction().execute(async (trx) => {
      const before = await lockAccount(trx, accountId);
      if (before.status === 'suspended') throw AppError.conflict('people.alreadySuspended');
      const after = await trx
        .updateTable('accounts')
        .set({ status: 'suspended', suspended_at: clock.now(), suspension_reason: body.reason })
        .where('id', '=', accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('services')
        .set({ owner_suspended: true })
        .where('cast_id', '=', accountId)
        .execute();
      await ctx.auditLog.record(trx, operator, {
        action: 'customer.suspend',
        targetType: 'customer',
        targetId: accountId,
        before: suspensionState(before),
        after: suspensionState(after),
      });
    });
    // The session loader already refuses a suspended account; this also removes the rows.
    await ctx.sessions.endAllOfAccount(accountId);
    return getCustomer(accountId);
  }

  async function restoreCustomer(operator: Operator, accountId: string): Promise<CustomerDetail> {
    await db.transaction().execute(async (trx) => {
      const before = await lockAccount(trx, accountId);
      if (before.status !== 'suspended') throw AppError.conflict('people.notSuspended');
      const after = await trx
        .updateTable('accounts')
        .set({ status: 'active', suspended_at: null, suspension_reason: '' })
        .where('id', '=', accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('services')
        .set({ owner_suspended: false })
        .where('cast_id', '=', accountId)
        .execute();
      await resumeAfterSuspension(trx, accountId, clock.now());
      await ctx.auditLog.record(trx, operator, {
        action: 'customer.restore',
        targetType: 'customer',
        targetId: accountId,
        before: suspensionState(before),
        after: suspensionState(after),
      });
    });
    return getCustomer(accountId);
  }

  return { searchCustomers, getCustomer, suspendCustomer, restoreCustomer };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
