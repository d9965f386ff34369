import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType, EntryStatus } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { EstimateForm } from './estimate-form.tsx';

/** While the price is being agreed the payer may write an estimate of its own (a budget or counter-proposal). */
const OPEN_STATUSES: readonly EntryStatus[] = ['entered', 'estimated', 'last_estimated'];

export function canProposeCounter(entry: EntryDetail): boolean {
  return entry.viewerParty === 'payer' && OPEN_STATUSES.includes(entry.status);
}

/** The payer's own initial estimate, folded away: writing one is optional and moves nothing. */
export function CounterProposal({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const own = entry.estimates.find((e) => e.authorType === role && e.kind === 'initial');
  const title = t(own ? 'entries.counter.revise' : 'entries.counter.write');
  return (
    <details className="card counter-proposal">
      <summary>{title}</summary>
      <p>{t('entries.counter.lead')}</p>
      <EstimateForm
        key={own?.updatedAt ?? 'new'}
        entryId={entry.id}
        role={role}
        kind="initial"
        method={own ? 'PUT' : 'POST'}
        title={title}
        saved={own}
        onSaved={() => {}}
      />
    </details>
  );
}
