import type { EntryDetail, Transition } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { useEntryLabels } from './entry-labels.ts';
import { EntryTime } from './entry-time.tsx';

/** What each recorded action did, in words; the server's action names (lifecycle, timers, billing, console). */
const HAPPENED: Record<string, MessageKey> = {
  create: 'entries.history.create',
  postInitialEstimate: 'entries.history.postInitialEstimate',
  reviseInitialEstimate: 'entries.history.reviseInitialEstimate',
  acceptDirectly: 'entries.history.acceptDirectly',
  pass: 'entries.history.pass',
  approveInitialEstimate: 'entries.history.approveInitialEstimate',
  postLastEstimate: 'entries.history.postLastEstimate',
  decline: 'entries.history.decline',
  reviseLastEstimate: 'entries.history.reviseLastEstimate',
  order: 'entries.history.order',
  approveOrder: 'entries.history.approveOrder',
  cancel: 'entries.history.cancel',
  reportCompletion: 'entries.history.reportCompletion',
  pay: 'entries.history.pay',
  autoCharge: 'entries.history.autoCharge',
  review: 'entries.history.review',
  'expire:responseDeadline': 'entries.history.responseExpired',
  'expire:initialEstimateExpiresAt': 'entries.history.estimateExpired',
  'expire:lastEstimateApprovalDeadline': 'entries.history.approvalExpired',
  subscriptionEnded: 'entries.history.subscriptionEnded',
  operatorCancel: 'entries.history.operatorCancel',
};

/** Every step of the entry, oldest first: when, who (you, the counterpart, the site's timers or an operator), what happened. */
export function EntryTimeline({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const site = useSite();
  const labels = useEntryLabels();
  const who = (by: Transition['by']) =>
    by === 'system'
      ? t('entries.timeline.system')
      : by === 'operator'
        ? t('entries.timeline.operator')
        : by === role
          ? t('entries.timeline.you')
          : roleLabel(site, by);
  // An action this page does not know yet is still told, by the status it led to.
  const happened = (step: Transition) => {
    const key = HAPPENED[step.action];
    return key ? t(key) : t('entries.history.other', { status: labels.status(step.to) });
  };
  return (
    <section className="card" aria-labelledby="entry-timeline">
      <h2 id="entry-timeline">{t('entries.timeline')}</h2>
      <ol className="timeline">
        {entry.timeline.map((step) => (
          <li key={`${step.at}-${step.action}-${step.to}`}>
            <EntryTime iso={step.at} />{' '}
            {t('entries.timeline.step', { who: who(step.by), change: happened(step) })}
          </li>
        ))}
      </ol>
    </section>
  );
}
