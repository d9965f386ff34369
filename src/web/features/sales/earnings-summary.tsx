import type { AccountType } from '../../../core/enums.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { formatYen, Yen } from '../services/yen.tsx';
import { BankAccountWarning } from './bank-account-warning.tsx';
import { formatSiteDay, SiteDay } from './site-day.tsx';
import { useEarnings } from './use-money-lists.ts';

/**
 * What a supplier is owed and when it reaches their bank (docs/money.md, "Earnings"): the balance the
 * next closing takes up and that closing's transfer day, a transfer already fixed, what was transferred,
 * and a warning while no bank account is registered (the balance is then carried over at every closing).
 */
export function EarningsSummary({ role }: { role: AccountType }) {
  const t = useT();
  const { locale } = useLocale();
  const earnings = useEarnings(role);
  const { nextPayout, scheduled } = earnings;
  return (
    <section className="card earnings" aria-labelledby="earnings-title">
      <h2 id="earnings-title">{t('sales.earnings.title')}</h2>
      {!earnings.hasBankAccount && <BankAccountWarning role={role} />}
      <dl className="earnings__figures">
        <div>
          <dt>{t('sales.earnings.balance')}</dt>
          <dd>
            <Yen amount={earnings.balance} />
          </dd>
        </div>
        <div>
          <dt>{t('sales.earnings.nextPayout')}</dt>
          <dd>{nextPayout ? <SiteDay date={nextPayout.payoutDate} /> : t('sales.earnings.noSchedule')}</dd>
        </div>
        {scheduled && (
          <div>
            <dt>{t('sales.earnings.scheduled')}</dt>
            <dd>
              <Yen amount={scheduled.net} />{' '}
              {t('sales.earnings.scheduledOn', { date: formatSiteDay(scheduled.payoutDate, locale) })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('sales.earnings.paid')}</dt>
          <dd>
            <Yen amount={earnings.paid} />
          </dd>
        </div>
      </dl>
      {nextPayout && (
        <p className="earnings__rule">
          {t('sales.earnings.rule', {
            closing: formatSiteDay(nextPayout.closingDate, locale),
            payout: formatSiteDay(nextPayout.payoutDate, locale),
            minimum: formatYen(nextPayout.minimumAmount, locale),
            fee: formatYen(nextPayout.transferFee, locale),
          })}
        </p>
      )}
    </section>
  );
}
