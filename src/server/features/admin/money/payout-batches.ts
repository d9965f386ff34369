import { type Kysely, sql } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { PayoutBatchDetail, PayoutBatchSummary } from '../../../../core/contract/admin/money.ts';
import { AppError } from '../../../app-error.ts';
import type { Database } from '../../../db/schema.ts';
import { paginate } from '../../../http/pagination.ts';
import { postLedger } from '../../ledger/ledger.ts';
import { mailPayout } from '../../payouts/payout-mails.ts';
import { payoutPaidLines } from '../../payouts/service.ts';
import { ZenginFieldError, zenginTransferFile } from '../../payouts/zengin-file.ts';
import { ZenginCharacterError } from '../../payouts/zengin-kana.ts';
import type { AdminContext } from '../context.ts';
import { readRemitter } from './remitter.ts';

/**
 * The payout batches the scheduler builds (features/payouts/), as the operator works them: review,
 * export the Zengin transfer file for the bank (the batch becomes `exported`), and once the bank has
 * made the transfers, mark the batch paid (each transfer leaves `payouts_due` in the ledger).
 */
export function createPayoutBatches(ctx: AdminContext) {
  const { db } = ctx;

  function selectBatches(from: Kysely<Database>) {
    return from
      .selectFrom('payout_batches as b')
      .leftJoin('payout_items as i', 'i.batch_id', 'b.id')
      .selectAll('b')
      .select([
        sql<number>`count(i.id)`.as('item_count'),
        sql<number>`coalesce(sum(i.amount), 0)`.as('total_amount'),
        sql<number>`coalesce(sum(i.net), 0)`.as('total_net'),
      ])
      .groupBy('b.id');
  }
  type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['executeTakeFirstOrThrow']>>;
  const summaryOf = (row: BatchRow): PayoutBatchSummary => ({
    id: row.id,
    settingIndex: row.setting_index,
    closingDate: row.closing_date,
    closedAt: row.closed_at.toISOString(),
    payoutDate: row.payout_date,
    transferFee: row.transfer_fee,
    minimumAmount: row.minimum_amount,
    status: row.status,
    exportedAt: row.exported_at?.toISOString() ?? null,
    paidAt: row.paid_at?.toISOString() ?? null,
    items: Number(row.item_count),
    amount: Number(row.total_amount),
    net: Number(row.total_net),
  });

  async function listBatches(query: { page: number; perPage: number }) {
    const { rows, meta } = await paginate(
      selectBatches(db).orderBy('b.closing_date', 'desc').orderBy('b.setting_index'),
      query,
    );
    return { data: rows.map(summaryOf), meta };
  }

  function selectItems(from: Kysely<Database>, batchId: string) {
    return from
      .selectFrom('payout_items as i')
      .innerJoin('accounts as a', 'a.id', 'i.supplier_id')
      .selectAll('i')
      .select(['a.nickname', 'a.type'])
      .where('i.batch_id', '=', batchId)
      .orderBy('a.nickname')
      .orderBy('i.id')
      .execute();
  }

  async function getBatch(batchId: string): Promise<PayoutBatchDetail> {
    const row = await selectBatches(db).where('b.id', '=', batchId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    const [items, paidBy] = await Promise.all([
      selectItems(db, batchId),
      row.paid_by
        ? db.selectFrom('operators').select('name').where('id', '=', row.paid_by).executeTakeFirst()
        : undefined,
    ]);
    return {
      ...summaryOf(row),
      paidBy: paidBy?.name ?? null,
      itemList: items.map((item) => ({
        id: item.id,
        supplier: { id: item.supplier_id, nickname: item.nickname, type: item.type },
        amount: item.amount,
        transferFee: item.transfer_fee,
        net: item.net,
        bankCode: item.bank_code,
        branchCode: item.branch_code,
        accountType: item.account_type === 'toza' ? 'toza' : 'futsu',
        accountNumber: item.account_number,
        holderName: item.holder_name,
        paidAt: item.paid_at?.toISOString() ?? null,
      })),
    };
  }

  async function lockBatch(trx: Kysely<Database>, batchId: string) {
    const batch = await trx
      .selectFrom('payout_batches')
      .selectAll()
      .where('id', '=', batchId)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) throw AppError.notFound();
    return batch;
  }

  /**
   * The batch's Zengin file (404 unknown; 409 without a remitter, without transfers, or with a value the
   * format cannot carry). The first export makes an open batch `exported`; each export is audited.
   */
  async function exportBatch(operator: Operator, batchId: string) {
    const now = ctx.clock.now();
    return db.transaction().execute(async (trx) => {
      const batch = await lockBatch(trx, batchId);
      const remitter = await readRemitter(trx);
      if (!remitter) throw AppError.conflict('console.money.remitterMissing');
      const items = await selectItems(trx, batchId);
      if (items.length === 0) throw AppError.conflict('console.money.batchEmpty');
      let file: Buffer;
      try {
        file = zenginTransferFile({
          remitter,
          transferDate: batch.payout_date,
          transfers: items.map((item) => ({
            bankCode: item.bank_code,
            // Bank accounts keep these names as their owners typed them (often kanji): the format lets
            // them be blank, and banks route by the codes.
            bankName: '',
            branchCode: item.branch_code,
            branchName: '',
            accountType: item.account_type === 'toza' ? 'toza' : 'futsu',
            accountNumber: item.account_number,
            holderName: item.holder_name,
            amount: item.net,
          })),
        });
      } catch (error) {
        if (error instanceof ZenginFieldError || error instanceof ZenginCharacterError) {
          throw AppError.conflict('console.money.transferFileInvalid');
        }
        throw error;
      }
      const status = batch.status === 'open' ? 'exported' : batch.status;
      await trx
        .updateTable('payout_batches')
        .set({ status, exported_at: batch.exported_at ?? now })
        .where('id', '=', batchId)
        .execute();
      await ctx.auditLog.record(trx, operator, {
        action: 'money.exportPayoutBatch',
        targetType: 'payout_batch',
        targetId: batchId,
        before: { status: batch.status },
        after: { status, transfers: items.length, total: items.reduce((sum, item) => sum + item.net, 0) },
      });
      return { file, fileName: `zengin-${batch.payout_date.replaceAll('-', '')}-${batchId}.txt` };
    });
  }

  /**
   * The bank made the transfers: each item's transfer leaves `payouts_due` (ledger `payout_paid`) and is
   * stamped paid, and so is the batch. 409 before the file was exported, or when it is paid already.
   */
  async function markPaid(operator: Operator, batchId: string) {
    const now = ctx.clock.now();
    // Read before the transaction: on the embedded database a query outside it would wait for it.
    const site = await ctx.site.getSite();
    await db.transaction().execute(async (trx) => {
      const batch = await lockBatch(trx, batchId);
      if (batch.status === 'paid') throw AppError.conflict('console.money.batchPaid');
      if (batch.status !== 'exported') throw AppError.conflict('console.money.exportFirst');
      const items = await selectItems(trx, batchId);
      for (const item of items) {
        await postLedger(trx, {
          kind: 'payout_paid',
          sourceId: item.id,
          idempotencyKey: `payout-paid-${item.id}`,
          occurredAt: now,
          lines: payoutPaidLines({ supplierId: item.supplier_id, net: item.net }),
        });
        await mailPayout(trx, ctx.mailer.within(trx), { site, appOrigin: ctx.appOrigin }, 'payoutPaid', {
          supplierId: item.supplier_id,
          amount: item.amount,
          transferFee: item.transfer_fee,
          net: item.net,
          accountNumber: item.account_number,
          closingDate: batch.closing_date,
          payoutDate: batch.payout_date,
        });
      }
      await trx.updateTable('payout_items').set({ paid_at: now }).where('batch_id', '=', batchId).execute();
      await trx
        .updateTable('payout_batches')
        .set({ status: 'paid', paid_at: now, paid_by: operator.id })
        .where('id', '=', batchId)
        .execute();
      await ctx.auditLog.record(trx, operator, {
        action: 'money.markPayoutBatchPaid',
        targetType: 'payout_batch',
        targetId: batchId,
        before: { status: batch.status, paidAt: null },
        after: { status: 'paid', paidAt: now.toISOString(), transfers: items.length },
      });
    });
    ctx.mailer.wake();
    return getBatch(batchId);
  }

  return { listBatches, getBatch, exportBatch, markPaid };
}
