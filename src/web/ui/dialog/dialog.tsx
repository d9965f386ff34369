import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './modal-header.tsx';
import { useModal } from './use-modal.ts';
import './dialog.css';

/**
 * A modal dialog: named by its heading, the rest of the page inert while it is open, Tab kept inside,
 * Escape and the close button call `onClose`, and the focus goes back where it was when it closes. The
 * caller shows it while it is open and unmounts it to close it.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal({ root: backdrop, panel, start: '.dialog__body', onClose });

  return createPortal(
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <ModalHeader block="dialog" titleId={titleId} title={title} onClose={onClose} />
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
