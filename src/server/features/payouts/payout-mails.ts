import type { Kysely } from 'kysely';
import type { SiteInfo } from '../../../core/contract/site.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplateMail } from '../../mail/send-template-mail.ts';

/** A payout as its supplier is told of it: the figures of the item and the days of its batch. */
export interface PayoutTold {
  supplierId: string;
  amount: number;
  transferFee: number;
  net: number;
  accountNumber: string;
  closingDate: string;
  payoutDate: string;
}

const yen = (amount: number) => amount.toLocaleString('ja-JP');

/**
 * Tells a supplier of their payout (docs/money.md, "Earnings"): when a closing fixes it
 * (`payoutScheduled`) and when the bank has made it (`payoutPaid`), with what left the balance, the
 * transfer fee, what reaches the account, the days and the page that lists the payouts. Queued in the
 * transaction that makes the change (`mailer` is the outbox's view of it), so a change that rolls back
 * mails nothing; a withdrawn or suspended account is not mailed.
 */
export async function mailPayout(
  trx: Kysely<Database>,
  mailer: Mailer,
  context: { site: SiteInfo; appOrigin: string },
  template: 'payoutScheduled' | 'payoutPaid',
  payout: PayoutTold,
): Promise<void> {
  const supplier = await trx
    .selectFrom('accounts')
    .select(['type', 'email', 'locale'])
    .where('id', '=', payout.supplierId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!supplier) return;
  await sendTemplateMail(mailer, {
    to: supplier.email,
    locale: supplier.locale,
    site: context.site,
    template,
    params: {
      closingDate: payout.closingDate,
      payoutDate: payout.payoutDate,
      amount: yen(payout.amount),
      fee: yen(payout.transferFee),
      net: yen(payout.net),
      accountEnding: payout.accountNumber.slice(-3),
      url: `${context.appOrigin}/${supplier.type}/sales?tab=supplier-payments`,
    },
  });
}
