import { useId } from 'react';
import type { EntrySubscription } from '../../../core/contract/billing.ts';
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
  return entry.bySubscription ? <Panel entry={entry} role={role} /> : null;
}

function Panel({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const view = useEntrySubscription(role, entry.id);
  const headingId = useId();
  return (
    <section className="card subscription-panel" aria-labelledby={headingId} aria-busy={!view}>
      <h2 id={headingId}>{t('billing.entry.title')}</h2>
      {view ? <Details entry={entry} role={role} view={view} /> : <p>{t('app.loading')}</p>}
    </section>
  );
}

function Details({ entry, role, view }: { entry: EntryDetail; role: AccountType; view: EntrySubscription }) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNoticeStore();
  const names = usePartyNames(entry);
  const cancel = useCancelEntrySubscription(role, entry.id);
  const historyId = useId();
  const lead = entry.viewerParty === 'payer' ? 'billing.entry.leadPayer' : 'billing.entry.leadSupplier';
  return (
    <>
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
    </>
  );
}
