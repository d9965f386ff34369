import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from './notice-context.tsx';
import type { Notice } from './notice-store.ts';
import './notices.css';

/**
 * The notice stack. Two live regions that exist before any notice arrives (a region added together with
 * its text is often not announced): danger notices interrupt (role="alert"), the others wait their turn
 * (role="status").
 */
export function NoticeList() {
  const store = useNoticeStore();
  const notices = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const t = useT();
  const urgent = notices.filter((notice) => notice.type === 'danger');
  const polite = notices.filter((notice) => notice.type !== 'danger');
  return (
    <section className="notices" aria-label={t('notices.region')}>
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
    </section>
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
