import type { ReactNode } from 'react';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { LifecycleAction } from '../../../core/entries/lifecycle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { Yen } from '../services/yen.tsx';
import { useEntryLabels } from './entry-labels.ts';
import { usePartyNames } from './entry-parties.ts';
import { EntryTime } from './entry-time.tsx';
import { pendingEstimate } from './pending-estimate.ts';

/** The amount a step commits to: the fixed amount, else the menu's price it accepts, else the estimate that waits. */
function stepAmount(
  entry: EntryDetail,
  action: LifecycleAction,
): { total: number; estimated: boolean } | null {
  if (entry.amount !== null) return { total: entry.amount, estimated: false };
  if (action === 'acceptDirectly' && entry.menu)
    return { total: entry.menu.price.includingTax, estimated: false };
  const estimate = pendingEstimate(entry);
  return estimate ? { total: estimate.total, estimated: true } : null;
}

/**
 * Asks before a step that binds the viewer (approve, order, pay, cancel…): what it does and whom it
 * reaches, the amount with tax, the card that will be charged and the deadline, then the step or "not now".
 */
export function StepDialog({
  entry,
  action,
  card,
  reason,
  pending,
  onConfirm,
  onClose,
}: {
  entry: EntryDetail;
  action: LifecycleAction;
  /** The card `pay` charges, as the page names it ("Visa 下4桁 4242"). */
  card?: string | null;
  /** The reason a pass, decline or cancellation gives the other party. */
  reason?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const labels = useEntryLabels();
  const names = usePartyNames(entry);
  const name = labels.action(action);
  const amount = stepAmount(entry, action);
  const rows: Array<[string, ReactNode]> = [];
  if (amount) {
    rows.push([
      t(amount.estimated ? 'entries.amountEstimate' : 'entries.dialog.amount'),
      <>
        <Yen amount={amount.total} /> {t('entries.taxIncluded')}
      </>,
    ]);
  }
  if (card) rows.push([t('entries.dialog.card'), card]);
  if (entry.deadlineAt)
    rows.push([t('entries.deadline'), <EntryTime key="deadline" iso={entry.deadlineAt} />]);
  if (reason)
    rows.push([
      t('entries.cancelReason', { action: name }),
      <span key="reason" className="pre-wrap">
        {reason}
      </span>,
    ]);
  const stops = action === 'cancel' || action === 'pass' || action === 'decline';
  return (
    <Dialog title={name} onClose={onClose}>
      <p>{t(`entries.effect.${action}`, names)}</p>
      {rows.length > 0 && (
        <dl className="field-values entry-dialog__figures">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={pending}>
          {t('entries.dialog.back')}
        </button>
        <button
          type="button"
          className={`button ${stops ? 'button--danger' : 'button--primary'}`}
          onClick={onConfirm}
          disabled={pending}
        >
          {name}
        </button>
      </div>
    </Dialog>
  );
}
