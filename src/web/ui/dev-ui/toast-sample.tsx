import { useState } from 'react';
import { NOTICE_TYPES } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { useNoticeStore } from '../notices/notice-context.tsx';

/** The toasts of each type, and one shown over an open dialog, to check that it keeps clear of its buttons. */
export function ToastSample() {
  const t = useT();
  const { notify } = useNoticeStore();
  const [dialogOpen, setDialogOpen] = useState(false);
  const sample = () => t('devUi.toast.message');
  return (
    <section className="dev-ui__theme" aria-labelledby="dev-ui-toasts">
      <h2 id="dev-ui-toasts">{t('devUi.toasts')}</h2>
      <p className="actions">
        {NOTICE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button button--secondary"
            onClick={() => notify({ type, message: sample() })}
          >
            {t(`devUi.toast.${type}`)}
          </button>
        ))}
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setDialogOpen(true);
            notify({ type: 'success', message: sample() });
          }}
        >
          {t('devUi.toast.withDialog')}
        </button>
      </p>
      {dialogOpen && (
        <Dialog title={t('devUi.toasts')} onClose={() => setDialogOpen(false)}>
          <p>{t('devUi.sample')}</p>
          <p className="actions">
            <button type="button" className="button button--primary" onClick={() => setDialogOpen(false)}>
              {t('dialog.close')}
            </button>
          </p>
        </Dialog>
      )}
    </section>
  );
}
