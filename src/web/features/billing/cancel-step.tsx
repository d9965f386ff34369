import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';

/**
 * Stopping a renewal in two steps: the first button opens a question that says what happens (and when),
 * the second confirms. Focus moves to the question and back to the first button when it is dismissed.
 */
export function CancelStep({
  label,
  question,
  pending,
  onConfirm,
}: {
  label: string;
  question: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useLayoutEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <div className="actions">
        <button
          ref={openRef}
          type="button"
          className="button button--secondary"
          onClick={() => setAsking(true)}
        >
          {label}
        </button>
      </div>
    );
  }
  return (
    <div className="callout callout--danger cancel-step">
      <p ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className="actions">
        <button type="button" className="button button--danger" disabled={pending} onClick={onConfirm}>
          {t('billing.cancel.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
          {t('billing.cancel.back')}
        </button>
      </div>
    </div>
  );
}
