import type { RefundSummary } from '../../../../core/contract/admin/money.ts';
import { paginate } from '../../../http/pagination.ts';
import type { AdminContext } from '../context.ts';

/** Every refund an operator gave (failed and pending attempts included), newest first. */
export function createRefundsList(ctx: AdminContext) {
  async function listRefunds(query: { page: number; perPage: number }) {
    const select = ctx.db
      .selectFrom('entry_refunds as r')
      .innerJoin('entries as e', 'e.id', 'r.entry_id')
      .innerJoin('services as s', 's.id', 'e.service_id')
      .innerJoin('accounts as p', 'p.id', 'r.payer_id')
      .innerJoin('accounts as q', 'q.id', 'r.supplier_id')
      .leftJoin('operators as o', 'o.id', 'r.operator_id')
      .select([
        'r.id',
        'r.entry_id',
        's.title',
        'p.id as payer_id',
        'p.nickname as payer_nickname',
        'p.type as payer_type',
        'q.id as supplier_id',
        'q.nickname as supplier_nickname',
        'q.type as supplier_type',
        'r.amount',
        'r.tax_back',
        'r.fee_back',
        'r.reason',
        'o.name as operator_name',
        'r.status',
        'r.created_at',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id');
    const { rows, meta } = await paginate(select, query);
    const data: RefundSummary[] = rows.map((row) => ({
      id: row.id,
      entryId: row.entry_id,
      service: row.title,
      payer: { id: row.payer_id, nickname: row.payer_nickname, type: row.payer_type },
      supplier: { id: row.supplier_id, nickname: row.supplier_nickname, type: row.supplier_type },
      amount: row.amount,
      taxBack: row.tax_back,
      feeBack: row.fee_back,
      reason: row.reason,
      operatorName: row.operator_name,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    }));
    return { data, meta };
  }
  return { listRefunds };
}
