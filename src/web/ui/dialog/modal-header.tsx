import { useT } from '../../i18n/i18n-context.tsx';
import './modal-header.css';

/**
 * The heading that names a modal panel (its `titleId` is the panel's aria-labelledby) and the button that
 * closes it: the same for the Dialog and the Sheet, which style the row by their own `block` class.
 */
export function ModalHeader({
  block,
  titleId,
  title,
  onClose,
}: {
  block: 'dialog' | 'sheet';
  titleId: string;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div className={`${block}__header`}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <button type="button" className="modal-close" aria-label={t('dialog.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
