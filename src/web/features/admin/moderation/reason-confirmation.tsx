import { useEffect, useId, useRef, useState } from 'react';
import { ValidationError } from '../../../api/errors.ts';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';

/**
 * A change that customers are told about, in two steps on the page itself (never `window.confirm`):
 * a button opens the step, which asks for the reason and says what will happen; confirming sends it.
 * Focus moves into the step when it opens and back to its button when the operator goes back.
 */
export function ReasonConfirmation(props: {
  startLabel: string;
  reasonLabel: string;
  question: string;
  confirmLabel: string;
  sendingLabel: string;
  pending: boolean;
  /** The last failure: a 422 shows its messages under the reason. */
  error: unknown;
  onConfirm: (reason: string) => void;
  /** The operator edits the reason after a failure: its messages no longer apply. */
  onEdit: () => void;
}) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const questionId = useId();
  const startButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) form.current?.querySelector('textarea')?.focus();
    else if (wasOpen.current) startButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <button ref={startButton} type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {props.startLabel}
      </button>
    );
  }
  const errors = props.error instanceof ValidationError ? props.error.errors.reason : undefined;
  return (
    <form
      ref={form}
      className="form reason-step"
      aria-describedby={questionId}
      onSubmit={(event) => {
        event.preventDefault();
        props.onConfirm(reason);
      }}
    >
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
          if (props.error) props.onEdit();
        }}
      />
      <p id={questionId} className="reason-step__question">
        {props.question}
      </p>
      <div className="actions">
        <button type="submit" className="button button--danger" disabled={props.pending}>
          {props.pending ? props.sendingLabel : props.confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t('moderation.back')}
        </button>
      </div>
    </form>
  );
}
