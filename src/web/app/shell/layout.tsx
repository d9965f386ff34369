import { Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSite } from '../../features/site/site-query.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { HydrateLater } from '../../ui/hydrate-later.tsx';
import { TextSkeleton } from '../../ui/skeleton/skeleton.tsx';
import { SiteTheme } from '../../ui/theme/site-theme.tsx';
import { useFocusOnNavigate } from '../../ui/use-focus-on-navigate.ts';
import { PreviewBanner } from './preview-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

const MAIN_ID = 'main';

/** The frame of every page: skip link, header, the page in <main>, footer; and the site's theme. */
export function Layout() {
  const t = useT();
  const site = useSite();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <>
      <SiteTheme themeId={site.design.siteThemeId} />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      {site.preview && <PreviewBanner />}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main ref={main} id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={<TextSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {/* The header and the footer come to life each in a task of their own, apart from the page's. */}
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <ScrollRestoration />
    </>
  );
}
