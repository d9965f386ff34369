import { Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { useMe } from '../session/me-query.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { ScoutForm } from './scout-form.tsx';

/** "スカウトする" for a signed-in cast while scouting is on: opens the scout form in a dialog. */
export function ScoutButton({ guestId, nickname }: { guestId: string; nickname: string }) {
  const t = useT();
  const me = useMe();
  const on = useFeatureOn('scout');
  const [open, setOpen] = useState(false);
  if (me?.type !== 'cast' || !on) return null;
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('scouts.open')}
      </button>
      {open && (
        <Dialog title={t('scouts.title', { name: nickname })} onClose={close}>
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <ScoutForm guestId={guestId} nickname={nickname} onDone={close} onCancel={close} />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
