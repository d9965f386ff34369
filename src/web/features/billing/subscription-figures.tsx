import type { SubscriptionView } from '../../../core/contract/billing.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { EntryTime } from '../entries/entry-time.tsx';
import { Yen } from '../services/yen.tsx';

type Status = 'renewing' | 'retrying' | 'ending' | 'ended';

/** Where a subscription stands, in one word for its badge. */
export function statusOf(view: SubscriptionView): Status {
  if (view.status === 'ended') return 'ended';
  if (view.endsAt) return 'ending';
  return view.retrying ? 'retrying' : 'renewing';
}

export function SubscriptionStatus({ view }: { view: SubscriptionView }) {
  const t = useT();
  const status = statusOf(view);
  return (
    <p className={`subscription-status subscription-status--${status}`}>
      {t(`billing.status.${status}`)}
      {view.endReason && view.status === 'ended' && <> — {t(`billing.endReason.${view.endReason}`)}</>}
    </p>
  );
}

/** The figures of a subscription: the monthly amount, the paid months and what comes next. */
export function SubscriptionFigures({ view }: { view: SubscriptionView }) {
  const t = useT();
  return (
    <dl className="field-values subscription-figures">
      <div>
        <dt>{t('billing.monthly')}</dt>
        <dd>
          <Yen amount={view.amount} />
          {view.tax > 0 && (
            <span className="subscription-figures__note">
              {' '}
              {t('billing.taxIncluded')} <Yen amount={view.tax} />
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('billing.startedAt')}</dt>
        <dd>
          <EntryTime iso={view.startedAt} date />
        </dd>
      </div>
      <div>
        <dt>{t('billing.periodsPaid')}</dt>
        <dd>{t('billing.months', { count: view.periodsPaid })}</dd>
      </div>
      {view.nextChargeAt && (
        <div>
          <dt>{t(view.retrying ? 'billing.nextTry' : 'billing.nextCharge')}</dt>
          <dd>
            <EntryTime iso={view.nextChargeAt} />
          </dd>
        </div>
      )}
      {view.endsAt && (
        <div>
          <dt>{t('billing.endsAt')}</dt>
          <dd>
            <EntryTime iso={view.endsAt} />
          </dd>
        </div>
      )}
      {view.endedAt && (
        <div>
          <dt>{t('billing.endedAt')}</dt>
          <dd>
            <EntryTime iso={view.endedAt} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Every charge and retry, newest first. */
export function ChargeHistory({ view, id }: { view: SubscriptionView; id: string }) {
  const t = useT();
  if (view.history.length === 0) return <p>{t('billing.history.none')}</p>;
  return (
    <div className="subscription-history">
      <table className="table" aria-labelledby={id}>
        <caption id={id}>{t('billing.history.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.history.period')}</th>
            <th scope="col">{t('billing.history.at')}</th>
            <th scope="col">{t('billing.history.amount')}</th>
            <th scope="col">{t('billing.history.result')}</th>
          </tr>
        </thead>
        <tbody>
          {view.history.map((charge) => (
            <tr key={`${charge.period}-${charge.at}`}>
              <td data-label={t('billing.history.period')}>
                {t('billing.history.periodNumber', { period: charge.period })}
              </td>
              <td data-label={t('billing.history.at')}>
                <EntryTime iso={charge.at} />
              </td>
              <td data-label={t('billing.history.amount')}>
                <Yen amount={charge.amount} />
              </td>
              <td
                data-label={t('billing.history.result')}
                className={`subscription-history__${charge.status}`}
              >
                {t(`billing.charge.${charge.status}`)}
                {charge.declineCode && ` (${t(declineLabel(charge.declineCode))})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const DECLINES = [
  'no_card',
  'card_declined',
  'expired_card',
  'insufficient_funds',
  'authentication_required',
] as const;
type Decline = (typeof DECLINES)[number];
const isDecline = (code: string): code is Decline => (DECLINES as readonly string[]).includes(code);
const declineLabel = (code: string) => `billing.decline.${isDecline(code) ? code : 'other'}` as const;
