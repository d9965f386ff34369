import { Suspense, useCallback, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { EntrySubscriptionPanel } from '../billing/entry-subscription-panel.tsx';
import { useFeatureOn } from '../site/feature-switch.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { CounterProposal, canProposeCounter } from './counter-proposal.tsx';
import { EntryActions } from './entry-actions.tsx';
import { EntryAppointment } from './entry-appointment.tsx';
import { EntryOverview } from './entry-overview.tsx';
import { EntryPayment, showsPayment } from './entry-payment.tsx';
import { EntryReviewSection } from './entry-review-section.tsx';
import { EntryTimeline } from './entry-timeline.tsx';
import { EstimatesView } from './estimates-view.tsx';
import { useEntry } from './use-entries.ts';

/** One entry as either party sees it: where it stands, what the viewer may do, estimates, reviews, history. */
function EntryDetailPage({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const { entryId = '' } = useParams();
  const entry = useEntry(role, entryId);
  const overviewHeading = useRef<HTMLHeadingElement>(null);
  const focusOverview = useCallback(() => overviewHeading.current?.focus(), []);
  const base = `/${role}`;
  const reviewsOn = useFeatureOn('review');
  const reviewable = reviewsOn && (entry.canReview || entry.status === 'paid' || entry.status === 'reviewed');
  return (
    <div className="entry-detail">
      <PageHeading>{entry.service.title}</PageHeading>
      <p>
        <Link to={`${base}/entries`}>{t('entries.backToList')}</Link>
      </p>
      {entry.paymentDeclined && entry.viewerParty === 'payer' && (
        <div className="callout callout--danger">
          <p>{t('entries.paymentDeclined')}</p>
          <Link to={`${base}/account-info/credit-card`}>{t('entries.changeCard')}</Link>
        </div>
      )}
      <EntryOverview entry={entry} role={role} headingRef={overviewHeading} />
      <EntryAppointment entry={entry} role={role} />
      <EntryActions entry={entry} role={role} onDone={focusOverview} />
      <EntrySubscriptionPanel entry={entry} role={role} />
      {showsPayment(entry) && !entry.bySubscription && (
        <EntryPayment entry={entry} role={role} onDone={focusOverview} />
      )}
      <EstimatesView entry={entry} />
      {canProposeCounter(entry) && <CounterProposal entry={entry} role={role} />}
      {reviewable && (
        <Suspense fallback={<p>{t('app.loading')}</p>}>
          <EntryReviewSection entry={entry} role={role} />
        </Suspense>
      )}
      <EntryTimeline entry={entry} role={role} />
    </div>
  );
}

export const CastEntryDetailPage = () => <EntryDetailPage accountType="cast" />;
export const GuestEntryDetailPage = () => <EntryDetailPage accountType="guest" />;
