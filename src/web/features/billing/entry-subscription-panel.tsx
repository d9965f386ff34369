import { Suspense, useId } from 'react';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { usePartyNames } from '../entries/entry-parties.ts';
import { formatEntryTime } from '../entries/entry-time.tsx';
import { CancelStep } from './cancel-step.tsx';
import { ChargeHistory, SubscriptionFigures, SubscriptionStatus } from './subscription-figures.tsx';
import { useCancelEntrySubscription, useEntrySubscription } from './use-billing.ts';
import './billing.css';

/**
 * The monthly subscription of an entry billed by subscription (docs/entries.md), for either party: where
 * it stands, what is charged next, every charge, and a cancel that stops the renewal at the period end.
 */
export function EntrySubscriptionPanel({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  if (!entry.bySubscription) return null;
  return (
    <Suspense fallback={<PanelLoading />}>
      <Panel entry={entry} role={role} />
    </Suspense>
  );
}

function PanelLoading() {
  const t = useT();
  return <p>{t('app.loading')}</p>;
}

function Panel({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNoticeStore();
  const names = usePartyNames(entry);
  const view = useEntrySubscription(role, entry.id);
  const cancel = useCancelEntrySubscription(role, entry.id);
  const headingId = useId();
  const historyId = useId();
  const lead = entry.viewerParty === 'payer' ? 'billing.entry.leadPayer' : 'billing.entry.leadSupplier';
  return (
    <section className="card subscription-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billing.entry.title')}</h2>
      <SubscriptionStatus view={view} />
      {view.status === 'active' && <p>{t(lead, names)}</p>}
      <SubscriptionFigures view={view} />
      <ChargeHistory view={view} id={historyId} />
      {view.canCancel && (
        <CancelStep
          label={t('billing.entry.cancel')}
          question={t('billing.entry.cancelQuestion', { date: formatEntryTime(view.periodEnd, locale) })}
          pending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => notify({ type: 'success', message: t('billing.entry.canceled') }),
            })
          }
        />
      )}
    </section>
  );
}
