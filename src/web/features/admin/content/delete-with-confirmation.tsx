import { useEffect, useRef, useState } from 'react';
import { useAdminT } from '../shell/admin-i18n.ts';

/**
 * A delete button that asks first, inline (never window.confirm): the question takes the focus, and
 * "cancel" gives it back to the delete button.
 */
export function DeleteWithConfirmation({
  question,
  onDelete,
  pending,
}: {
  question: string;
  onDelete: () => void;
  pending: boolean;
}) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={start} type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        {t('content.delete')}
      </button>
    );
  }
  return (
    <fieldset className="confirm-step">
      <legend className="visually-hidden">{t('content.delete')}</legend>
      <p>{question}</p>
      <button
        ref={confirm}
        type="button"
        className="button button--danger"
        disabled={pending}
        onClick={onDelete}
      >
        {t('content.deleteConfirm')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        {t('console.cancel')}
      </button>
    </fieldset>
  );
}
