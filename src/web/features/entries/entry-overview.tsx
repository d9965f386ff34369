import type { Ref } from 'react';
import { Link } from 'react-router';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { castProfilePath, guestProfilePath } from '../profiles/profile-paths.ts';
import { Yen } from '../services/yen.tsx';
import { useFeatureOn } from '../site/feature-switch.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { useEntryLabels } from './entry-labels.ts';
import { usePartyNames } from './entry-parties.ts';
import { EntryProgress } from './entry-progress.tsx';
import { ENTRY_SCHEMA_PATH } from './entry-schema.ts';
import { EntryTime } from './entry-time.tsx';
import { pendingEstimate } from './pending-estimate.ts';
import './entries.css';

/**
 * Where the entry stands: its progress and whose move it is, status, the viewer's part in it, counterpart, menu, reservation, amount and
 * deadline, and what the guest wrote. Its heading takes the focus after a step, so the new status is read out.
 */
export function EntryOverview({
  entry,
  role,
  headingRef,
}: {
  entry: EntryDetail;
  role: AccountType;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const site = useSite();
  const labels = useEntryLabels();
  const fields = useFormSchema(ENTRY_SCHEMA_PATH);
  const names = usePartyNames(entry);
  const counterpartRole: AccountType = role === 'cast' ? 'guest' : 'cast';
  const counterpart = role === 'cast' ? entry.guest : entry.cast;
  const profilePath = role === 'cast' ? guestProfilePath(counterpart.id) : castProfilePath(counterpart.id);
  const messagesOn = useFeatureOn('message');
  return (
    <section className="card" aria-labelledby="entry-overview">
      <h2 id="entry-overview" ref={headingRef} tabIndex={-1}>
        {t('entries.overview')}
      </h2>
      <EntryProgress entry={entry} />
      <dl className="field-values">
        <div>
          <dt>{t('entries.status')}</dt>
          <dd>
            {labels.status(entry.status)}
            {entry.actionRequired && <span className="badge">{t('entries.actionRequired')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('entries.yourPart')}</dt>
          <dd>{t(`entries.yourPart.${entry.viewerParty}`, names)}</dd>
        </div>
        <div>
          <dt>{roleLabel(site, counterpartRole)}</dt>
          <dd>
            <Link to={profilePath}>{counterpart.nickname}</Link>
            {messagesOn && (
              <>
                {' '}
                <Link to={`/messages/${counterpart.id}`}>
                  {t('entries.sendMessage', { name: counterpart.nickname })}
                </Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('entries.menu')}</dt>
          <dd>
            {entry.menu ? (
              <>
                {entry.menu.name} <Yen amount={entry.menu.price.includingTax} />
                {/* The units or hours booked: the menu's price is per one of them. */}
                {entry.quantity > 1 && t('entries.quantityTimes', { quantity: entry.quantity })}{' '}
                {t('entries.taxIncluded')}
              </>
            ) : (
              t('entries.notSpecified')
            )}
          </dd>
        </div>
        {/* A booked time has its own section (entry-appointment.tsx); a desired date beside it would repeat it. */}
        {!entry.appointment && (
          <div>
            <dt>{t('entries.reservationAt')}</dt>
            <dd>
              {entry.reservationAt ? <EntryTime iso={entry.reservationAt} /> : t('entries.notSpecified')}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('entries.amount')}</dt>
          <dd>
            {entry.amount === null ? (
              <EstimatedAmount entry={entry} />
            ) : (
              <>
                <Yen amount={entry.amount} /> {t('entries.taxIncluded')}
              </>
            )}
          </dd>
        </div>
        {entry.deadlineAt && (
          <div>
            <dt>{t('entries.deadline')}</dt>
            <dd>
              <EntryTime iso={entry.deadlineAt} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('entries.enteredAt')}</dt>
          <dd>
            <EntryTime iso={entry.enteredAt} />
          </dd>
        </div>
        {entry.cancelReason && (
          <div>
            <dt>{t('entries.cancelReasonShown')}</dt>
            <dd className="pre-wrap">{entry.cancelReason}</dd>
          </div>
        )}
      </dl>
      <FieldValuesList fields={fields} values={entry.values} includePrivate />
    </section>
  );
}

/** Before matching fixes the amount, the supplier's estimate that waits ("見積額 ¥20,900"), if there is one. */
function EstimatedAmount({ entry }: { entry: EntryDetail }) {
  const t = useT();
  const estimate = pendingEstimate(entry);
  if (!estimate) return <>{t('entries.amountPending')}</>;
  return (
    <>
      {t('entries.amountEstimate')} <Yen amount={estimate.total} /> {t('entries.taxIncluded')}
    </>
  );
}
