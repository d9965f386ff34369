import { type Kysely, sql } from 'kysely';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { type Clock, siteToday, startOfSiteDay } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SweepTask } from '../../jobs/scheduler.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { mailOperator } from '../../mail/operator-mail.ts';
import { type LedgerLineInput, postLedger } from '../ledger/ledger.ts';
import type { SiteService } from '../site/service.ts';
import { lastClosingBefore, payoutDateOf } from './closing-dates.ts';
import { mailPayout } from './payout-mails.ts';

/**
 * A transfer decided (batch built): the supplier's balance goes down by the transfer and its fee, the
 * platform earns the fee, and the transfer waits in `payouts_due` until it is made.
 */
export function payoutLines(item: {
  supplierId: string;
  net: number;
  transferFee: number;
}): LedgerLineInput[] {
  return [
    { account: 'supplier', partyId: item.supplierId, kind: 'payout', amount: item.net },
    { account: 'supplier', partyId: item.supplierId, kind: 'transfer_fee', amount: item.transferFee },
    { account: 'platform', partyId: item.supplierId, kind: 'transfer_fee', amount: -item.transferFee },
    { account: 'payouts_due', partyId: item.supplierId, kind: 'payout', amount: -item.net },
  ];
}

/** A transfer made (batch marked paid): the money leaves the provider's account. */
export function payoutPaidLines(item: { supplierId: string; net: number }): LedgerLineInput[] {
  return [
    { account: 'payouts_due', partyId: item.supplierId, kind: 'payout', amount: item.net },
    { account: 'provider', partyId: item.supplierId, kind: 'payout', amount: -item.net },
  ];
}

/**
 * Payouts (product decisions section 3): each payout schedule closes its period at the end of its
 * closing day (Japan time), and the sweep then builds that closing's batch once (unique per schedule and
 * closing day): every supplier owed something at the closing instant (their ledger balance then) is paid
 * it, less the schedule's transfer fee. A supplier owed less than the minimum, or without a bank account,
 * or whose transfer the fee would eat, is left out and carries the balance to the next closing.
 * A batch with transfers waits for the operator (the Zengin file, then "paid"): they are mailed.
 */
export function createPayouts(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  mailer: MailOutbox;
  appOrigin: string;
}) {
  const { db } = deps;

  async function buildBatch(
    site: SiteInfo,
    settingIndex: number,
    setting: { closingDay: number; payoutDay: number; transferFee: number; minimumAmount: number },
    closingDate: string,
  ): Promise<boolean> {
    const closedAt = startOfSiteDay(closingDate, 1);
    const payoutDate = payoutDateOf(closingDate, setting.payoutDay);
    const built = await db.transaction().execute(async (trx) => {
      const batch = await trx
        .insertInto('payout_batches')
        .values({
          id: newPublicId(),
          setting_index: settingIndex,
          closing_date: closingDate,
          closed_at: closedAt,
          payout_date: payoutDate,
          transfer_fee: setting.transferFee,
          minimum_amount: setting.minimumAmount,
          status: 'open',
          created_at: deps.clock.now(),
        })
        .onConflict((oc) => oc.columns(['setting_index', 'closing_date']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!batch) return false;
      const owed = await trx
        .selectFrom('ledger_lines as l')
        .innerJoin('ledger_transactions as tx', 'tx.id', 'l.transaction_id')
        .innerJoin('bank_accounts as b', 'b.account_id', 'l.party_id')
        .select([
          'l.party_id as supplierId',
          sql<number>`-sum(l.amount)`.as('balance'),
          'b.bank_code',
          'b.branch_code',
          'b.account_type',
          'b.account_number',
          'b.holder_name',
        ])
        .where('l.account', '=', 'supplier')
        .where('tx.occurred_at', '<', closedAt)
        .groupBy([
          'l.party_id',
          'b.bank_code',
          'b.branch_code',
          'b.account_type',
          'b.account_number',
          'b.holder_name',
        ])
        .having(sql`-sum(l.amount)`, '>=', Math.max(1, setting.minimumAmount))
        .having(sql`-sum(l.amount)`, '>', setting.transferFee)
        .orderBy('l.party_id')
        .execute();
      let transfers = 0;
      for (const row of owed) {
        const supplierId = row.supplierId as string;
        const item = {
          id: newPublicId(),
          batch_id: batch.id,
          supplier_id: supplierId,
          amount: row.balance,
          transfer_fee: setting.transferFee,
          net: row.balance - setting.transferFee,
          bank_code: row.bank_code,
          branch_code: row.branch_code,
          account_type: row.account_type,
          account_number: row.account_number,
          holder_name: row.holder_name,
          paid_at: null,
        };
        await trx.insertInto('payout_items').values(item).execute();
        transfers += item.net;
        await mailPayout(
          trx,
          deps.mailer.within(trx),
          { site, appOrigin: deps.appOrigin },
          'payoutScheduled',
          {
            supplierId,
            amount: item.amount,
            transferFee: item.transfer_fee,
            net: item.net,
            accountNumber: item.account_number,
            closingDate,
            payoutDate,
          },
        );
        await postLedger(trx, {
          kind: 'payout',
          sourceId: item.id,
          idempotencyKey: `payout-${item.id}`,
          // At the closing instant: the next closing's balance starts from here.
          occurredAt: closedAt,
          lines: payoutLines({ supplierId, net: item.net, transferFee: item.transfer_fee }),
        });
      }
      if (owed.length > 0) {
        // Queued with the batch: a batch that rolls back mails nothing, one that commits cannot miss its mail.
        await mailOperator(
          { db: trx, mailer: deps.mailer.within(trx), appOrigin: deps.appOrigin },
          {
            site,
            template: 'payoutBatchBuilt',
            consolePath: `money/payouts/${batch.id}`,
            params: () => ({
              closingDate,
              payoutDate,
              count: owed.length,
              net: transfers.toLocaleString('ja-JP'),
            }),
          },
        );
      }
      return true;
    });
    if (built) deps.mailer.wake();
    return built;
  }

  /** Builds the batch of each schedule's last closing that has none yet; returns how many it built. */
  async function closeDuePeriods(): Promise<number> {
    const site = await deps.site.getSite();
    const today = siteToday(deps.clock);
    let built = 0;
    for (const [index, setting] of site.payment.paymentToSupplierSettings.entries()) {
      if (await buildBatch(site, index, setting, lastClosingBefore(today, setting.closingDay))) built += 1;
    }
    return built;
  }

  const closingTask: SweepTask = { name: 'payouts.close', run: closeDuePeriods };
  return { closingTask };
}
