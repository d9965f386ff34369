import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ValidationError } from '../../../api/errors.ts';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useAdminT } from './admin-i18n.ts';

/**
 * A console change that asks first, on the page itself (never `window.confirm`): a button opens the
 * step, which says what will happen and, with `reasonLabel`, asks for the reason the customer is told;
 * confirming sends it. Focus moves into the step when it opens and back to its button when the operator
 * goes back.
 */
export function ConfirmStep(props: {
  startLabel: string;
  /** The start button's look: a change that takes something away is `danger`. */
  tone?: 'danger' | 'primary' | 'secondary';
  /** Present when the change needs a reason; its 422 messages show under the field. */
  reasonLabel?: string;
  question: string;
  confirmLabel: string;
  sendingLabel?: string;
  pending: boolean;
  /** The last failure of the change, if any. */
  error?: unknown;
  onConfirm: (reason: string) => void;
  /** The operator edits the reason after a failure: its messages no longer apply. */
  onEdit?: () => void;
}) {
  const t = useAdminT();
  const tone = props.tone ?? 'danger';
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const questionId = useId();
  const startButton = useRef<HTMLButtonElement>(null);
  const step = useRef<HTMLFieldSetElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open) (step.current?.querySelector('textarea') ?? confirmButton.current)?.focus();
    else if (wasOpen.current) startButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <button
        ref={startButton}
        type="button"
        className={`button button--${tone}`}
        onClick={() => setOpen(true)}
      >
        {props.startLabel}
      </button>
    );
  }
  const errors = props.error instanceof ValidationError ? props.error.errors.reason : undefined;
  return (
    // A fieldset rather than a form: the step may sit inside the form of the thing it changes.
    <fieldset ref={step} className="form confirm-step" aria-describedby={questionId}>
      <legend className="visually-hidden">{props.startLabel}</legend>
      {props.reasonLabel && (
        <TextAreaField
          label={props.reasonLabel}
          name="reason"
          rows={4}
          maxLength={1000}
          required
          value={reason}
          errors={errors}
          onChange={(event) => {
            setReason(event.target.value);
            if (props.error) props.onEdit?.();
          }}
        />
      )}
      <p id={questionId} className="confirm-step__question">
        {props.question}
      </p>
      <div className="actions">
        <button
          ref={confirmButton}
          type="button"
          className={`button button--${tone === 'secondary' ? 'danger' : tone}`}
          disabled={props.pending}
          onClick={() => props.onConfirm(reason)}
        >
          {props.pending && props.sendingLabel ? props.sendingLabel : props.confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t('console.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
