import { type FormEvent, useState } from 'react';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { EntryEndpoint } from '../../../core/entries/lifecycle.ts';
import type { AccountType } from '../../../core/enums.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { actionOf, type EstimateEndpoint, endpointRequest, isEstimateEndpoint } from './entry-endpoints.ts';
import { useEntryLabels } from './entry-labels.ts';
import { usePartyNames } from './entry-parties.ts';
import { EstimateForm } from './estimate-form.tsx';
import { StepDialog } from './step-dialog.tsx';
import { useEntryAction } from './use-entries.ts';
import { useStepDialog } from './use-step-dialog.ts';

/**
 * The steps the viewer may take now, exactly those of `entry.actions`: buttons that open a dialog
 * summarising the step first, the estimate form when an estimate is due, and a pass, decline or
 * cancellation with its reason.
 */
export function EntryActions({
  entry,
  role,
  onDone,
}: {
  entry: EntryDetail;
  role: AccountType;
  onDone: () => void;
}) {
  const t = useT();
  const labels = useEntryLabels();
  const { notify } = useNoticeStore();
  const action = useEntryAction(role, entry.id);
  const [reason, setReason] = useState('');
  // The reason is required (as the server says): a blank one is refused on the form, before the dialog.
  const [reasonMissing, setReasonMissing] = useState(false);
  const label = (endpoint: EntryEndpoint) => labels.action(actionOf(entry, role, endpoint));
  const names = usePartyNames(entry);
  // Paying has its own step, with the amount and the card (entry-payment.tsx).
  const steps = entry.actions.filter(
    (endpoint) => !isEstimateEndpoint(endpoint) && endpoint !== 'cancel' && endpoint !== 'pay',
  );
  const canCancel = entry.actions.includes('cancel');
  const estimateEndpoint = entry.actions.find(isEstimateEndpoint);
  const errors = action.error instanceof ValidationError ? action.error.errors : {};

  const dialog = useStepDialog<EntryEndpoint>(onDone);

  if (steps.length === 0 && !canCancel && !estimateEndpoint) return null;

  function run(endpoint: EntryEndpoint) {
    const name = label(endpoint);
    action.mutate(endpoint === 'cancel' ? { endpoint, reason } : { endpoint }, {
      onSuccess: () => {
        notify({ type: 'success', message: t('entries.actionDone', { action: name }) });
        setReason('');
        dialog.taken();
      },
      // A refused reason is shown next to its field, under the closed dialog.
      onSettled: dialog.close,
    });
  }

  function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const blank = reason.trim() === '';
    setReasonMissing(blank);
    if (blank) event.currentTarget.querySelector('textarea')?.focus();
    else dialog.ask('cancel');
  }

  return (
    <section className="card" aria-labelledby="entry-actions">
      <h2 id="entry-actions">{t('entries.actions')}</h2>
      {steps.map((endpoint) => (
        <div key={endpoint} className="entry-step">
          <p id={`entry-step-${endpoint}`}>{t(`entries.effect.${actionOf(entry, role, endpoint)}`, names)}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              aria-describedby={`entry-step-${endpoint}`}
              disabled={action.isPending}
              onClick={() => dialog.ask(endpoint)}
            >
              {label(endpoint)}
            </button>
          </div>
        </div>
      ))}
      {estimateEndpoint && (
        <EstimateStep
          entry={entry}
          role={role}
          endpoint={estimateEndpoint}
          title={label(estimateEndpoint)}
          onSaved={onDone}
        />
      )}
      {canCancel && (
        <form className="form entry-cancel" noValidate onSubmit={cancel} aria-label={label('cancel')}>
          <TextAreaField
            label={t('entries.cancelReason', { action: label('cancel') })}
            name="reason"
            rows={3}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            errors={reasonMissing ? [t('entries.form.issue.required')] : errors.reason}
          />
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={action.isPending}>
              {label('cancel')}
            </button>
          </div>
        </form>
      )}
      {dialog.asking && (
        <StepDialog
          entry={entry}
          action={actionOf(entry, role, dialog.asking)}
          reason={dialog.asking === 'cancel' ? reason : undefined}
          pending={action.isPending}
          onConfirm={() => dialog.asking && run(dialog.asking)}
          onClose={dialog.close}
        />
      )}
    </section>
  );
}

/** The supplier's estimate that the entry waits for: a revision starts from the estimate it revises. */
function EstimateStep({
  entry,
  role,
  endpoint,
  title,
  onSaved,
}: {
  entry: EntryDetail;
  role: AccountType;
  endpoint: EstimateEndpoint;
  title: string;
  onSaved: () => void;
}) {
  const t = useT();
  const names = usePartyNames(entry);
  const { method, path } = endpointRequest(endpoint);
  const kind = path === 'estimates/last' ? 'last' : 'initial';
  const own = (k: 'initial' | 'last') => entry.estimates.find((e) => e.authorType === role && e.kind === k);
  return (
    <EstimateForm
      lead={t('entries.estimate.lead', names)}
      key={`${endpoint}-${entry.updatedAt}`}
      entryId={entry.id}
      role={role}
      kind={kind}
      method={method}
      title={title}
      saved={own(kind) ?? own('initial')}
      onSaved={onSaved}
    />
  );
}
