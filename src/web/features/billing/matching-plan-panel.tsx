import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { formatEntryTime } from '../entries/entry-time.tsx';
import { formatYen } from '../services/yen.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { CancelStep } from './cancel-step.tsx';
import { ChargeHistory, SubscriptionFigures, SubscriptionStatus } from './subscription-figures.tsx';
import { useMatchingPlan, useMatchingPlanChange } from './use-billing.ts';
import './billing.css';

/**
 * The cast's matching plan (the site charges matching by a monthly plan): shown on the cast's my page
 * only on such a site. Subscribing pays the first month with the saved card; a cancel stops the renewal
 * at the period end and can be taken back until then.
 */
export function MatchingPlanPanel() {
  const site = useSite();
  if (site.payment.castMatchingFeeType !== 'subscription') return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}

function Panel() {
  const t = useT();
  const site = useSite();
  const { locale } = useLocale();
  const { notify } = useNoticeStore();
  const { plan, monthlyFee, active } = useMatchingPlan();
  const change = useMatchingPlanChange();
  const headingId = useId();
  const historyId = useId();
  const amount = formatYen(monthlyFee, locale);
  const run = (kind: 'subscribe' | 'cancel', message: string) =>
    change.mutate(kind, { onSuccess: () => notify({ type: 'success', message }) });
  return (
    <section className="card subscription-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billing.plan.title')}</h2>
      <p>{t('billing.plan.lead', { guest: roleLabel(site, 'guest'), amount })}</p>
      {plan && <SubscriptionStatus view={plan} />}
      {active && plan ? (
        <>
          <SubscriptionFigures view={plan} />
          {plan.retrying && (
            <p className="callout callout--danger">
              {t('billing.plan.retrying')}{' '}
              <Link to="/cast/account-info/credit-card">{t('billing.changeCard')}</Link>
            </p>
          )}
          {plan.endsAt ? (
            <div className="actions">
              <button
                type="button"
                className="button button--primary"
                disabled={change.isPending}
                onClick={() => run('subscribe', t('billing.plan.resumed'))}
              >
                {t('billing.plan.resume')}
              </button>
            </div>
          ) : (
            <CancelStep
              label={t('billing.plan.cancel')}
              question={t('billing.plan.cancelQuestion', { date: formatEntryTime(plan.periodEnd, locale) })}
              pending={change.isPending}
              onConfirm={() => run('cancel', t('billing.plan.canceled'))}
            />
          )}
        </>
      ) : (
        <>
          <p>{t('billing.plan.inactive')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={change.isPending}
              onClick={() => run('subscribe', t('billing.plan.subscribed'))}
            >
              {t('billing.plan.subscribe', { amount })}
            </button>
            <Link className="button button--secondary" to="/cast/account-info/credit-card">
              {t('billing.changeCard')}
            </Link>
          </div>
        </>
      )}
      {plan && plan.history.length > 0 && (
        <details className="subscription-panel__history">
          <summary>{t('billing.history.title')}</summary>
          <ChargeHistory view={plan} id={historyId} />
        </details>
      )}
    </section>
  );
}
