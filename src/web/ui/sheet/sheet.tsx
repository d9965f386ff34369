import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from '../dialog/modal-header.tsx';
import { useModal } from '../dialog/use-modal.ts';
import './sheet.css';

/**
 * A panel that slides over the page: a drawer from the side (a menu) or a sheet from the bottom (filters
 * on a phone). It is modal like the Dialog (same focus rules through useModal); a tap on the shade
 * closes it too. The caller mounts it while it is open.
 */
export function Sheet({
  title,
  side = 'bottom',
  onClose,
  children,
}: {
  title: string;
  side?: 'bottom' | 'end';
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal({ root, panel, start: '.sheet__body', onClose });

  return createPortal(
    <div ref={root} className="sheet-root">
      <div className="sheet-shade" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={`sheet sheet--${side}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <ModalHeader block="sheet" titleId={titleId} title={title} onClose={onClose} />
        <div className="sheet__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
