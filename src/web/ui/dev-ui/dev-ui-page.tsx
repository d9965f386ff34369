import { type CSSProperties, useState } from 'react';
import { getTheme, THEME_IDS, type ThemeId } from '../../../core/themes.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Badge } from '../badge/badge.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Sheet } from '../sheet/sheet.tsx';
import { CardGridSkeleton, TextSkeleton } from '../skeleton/skeleton.tsx';
import { Tabs } from '../tabs/tabs.tsx';
import { themeVariables } from '../theme/apply-theme.ts';
import { ImageSample } from './image-sample.tsx';
import { ToastSample } from './toast-sample.tsx';
import './dev-ui.css';

/** Which overlay one theme's sample has open. */
type Open = 'sheet' | 'drawer' | 'dialog' | null;

function ThemeSample({ themeId }: { themeId: ThemeId }) {
  const t = useT();
  const theme = getTheme(themeId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section
      className="dev-ui__theme"
      aria-labelledby={`dev-ui-${themeId}`}
      data-theme-family={theme.family}
      style={{ ...themeVariables(theme), fontFamily: 'var(--font-family)' } as CSSProperties}
    >
      <h2 id={`dev-ui-${themeId}`}>{themeId}</h2>
      <p className="actions">
        <button type="button" className="button button--primary" onClick={() => setOpen('sheet')}>
          {t('devUi.openSheet')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen('drawer')}>
          {t('devUi.openDrawer')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen('dialog')}>
          {t('devUi.openDialog')}
        </button>
      </p>
      <p>
        <Badge>{t('entries.actionRequired')}</Badge>
        <Badge tone="primary">{t('messages.unread', { count: 2 })}</Badge>
        <Badge tone="neutral">{t('top.recentReviews')}</Badge>
        <Badge tone="success">{t('signup.registered')}</Badge>
      </p>
      <Tabs
        label={themeId}
        tabs={[
          { id: 'one', label: t('devUi.tabOne'), content: <p className="card">{t('devUi.sample')}</p> },
          { id: 'two', label: t('devUi.tabTwo'), content: <TextSkeleton /> },
        ]}
      />
      <CardGridSkeleton count={2} />
      <EmptyState
        title={t('favorites.empty')}
        text={t('devUi.sample')}
        action={{ to: '/guest/services', label: t('top.findServices') }}
      />
      {open === 'sheet' && (
        <Sheet title={t('devUi.openSheet')} onClose={close}>
          <p>{t('devUi.sample')}</p>
        </Sheet>
      )}
      {open === 'drawer' && (
        <Sheet side="end" title={t('layout.menu')} onClose={close}>
          <p>{t('devUi.sample')}</p>
        </Sheet>
      )}
      {open === 'dialog' && (
        <Dialog title={themeId} onClose={close}>
          <p>{t('devUi.sample')}</p>
        </Dialog>
      )}
    </section>
  );
}

/** /dev/ui: every shared component in each of the twelve themes. Routed only in development. */
export function DevUiPage() {
  const t = useT();
  return (
    <>
      <h1>{t('devUi.title')}</h1>
      <p className="lead">{t('devUi.lead')}</p>
      <ToastSample />
      <ImageSample />
      {THEME_IDS.map((id) => (
        <ThemeSample key={id} themeId={id} />
      ))}
    </>
  );
}
