import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { Dialog } from './dialog.tsx';

/**
 * Asks before a step that is hard to take back (unpublish, delete…), saying what will happen: the step
 * runs only from its button, and the other one leaves everything as it was. Never the native confirm().
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  danger = false,
  pending,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What will happen, in plain words. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      <div className="actions">
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('dialog.keep')}
        </button>
      </div>
    </Dialog>
  );
}
