import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/i18n-context.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useNoticeStore } from './notice-context.tsx';
import type { Notice } from './notice-store.ts';
import './notices.css';

/**
 * The notice stack, shown as toasts. Two live regions that exist before any notice arrives (a region
 * added together with its text is often not announced): danger notices interrupt (role="alert"), the
 * others wait their turn (role="status"). The stack is a child of <body> that an open dialog or sheet
 * leaves live (data-outside-modal, ui/dialog/use-modal.ts), so that what happens while one is open is
 * still announced and can be dismissed. Where it sits, so that it never covers a dialog's or a sheet's
 * buttons: notices.css.
 */
export function NoticeList() {
  const store = useNoticeStore();
  const notices = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const t = useT();
  const hydrated = useHydrated();
  const urgent = notices.filter((notice) => notice.type === 'danger');
  const polite = notices.filter((notice) => notice.type !== 'danger');
  if (!hydrated) return null;
  return createPortal(
    <section className="notices" aria-label={t('notices.region')} data-outside-modal="">
      <div role="alert" className="notices__region">
        {urgent.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={store.dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="notices__region">
        {polite.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={store.dismiss} />
        ))}
      </div>
    </section>,
    document.body,
  );
}

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const t = useT();
  return (
    <div className={`notice notice--${notice.type}`}>
      <p className="notice__message">{notice.message}</p>
      <button type="button" className="notice__dismiss" onClick={() => onDismiss(notice.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('notices.dismiss')}</span>
      </button>
    </div>
  );
}
