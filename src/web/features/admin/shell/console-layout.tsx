import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { LanguageChoice } from '../../../app/shell/language-switcher.tsx';
import { TextSkeleton } from '../../../ui/skeleton/skeleton.tsx';
import { useFocusOnNavigate } from '../../../ui/use-focus-on-navigate.ts';
import { siteQueryOptions } from '../../site/site-query.ts';
import { type AdminMessageKey, useAdminT } from './admin-i18n.ts';
import { consoleLoginPath, consolePath } from './console-paths.ts';
import type { ConsoleSection } from './console-route.ts';
import { CONSOLE_ROUTES } from './console-routes.ts';
import { useOperator } from './operator-query.ts';
import { RoleLabelsProvider } from './role-labels.tsx';

const SECTIONS: Array<{ section: ConsoleSection; labelKey: AdminMessageKey }> = [
  { section: 'site', labelKey: 'console.section.site' },
  { section: 'people', labelKey: 'console.section.people' },
  { section: 'marketplace', labelKey: 'console.section.marketplace' },
  { section: 'money', labelKey: 'console.section.money' },
  { section: 'content', labelKey: 'console.section.content' },
  { section: 'records', labelKey: 'console.section.records' },
];

const MAIN_ID = 'console-main';

/** The console frame: a top bar (who is signed in, language, sign-out), the menu, and the page. */
export function ConsoleLayout() {
  const t = useAdminT();
  const operator = useOperator();
  const api = useApiClient();
  const site = useSuspenseQuery(siteQueryOptions(api)).data;
  const roleLabels = useMemo(() => ({ cast: site.castName, guest: site.guestName }), [site]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  // On a phone the menu folds away behind a button, so a page starts at the top of the screen.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const logout = useMutation({
    mutationFn: () => api.post('/admin/logout'),
    onSuccess: () => {
      queryClient.clear();
      navigate(consoleLoginPath());
    },
  });

  return (
    <RoleLabelsProvider labels={roleLabels}>
      <div className="console">
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {t('console.title')}
        </a>
        <header className="console-bar">
          <NavLink to={consolePath()} end className="console-bar__title">
            {t('console.title')}
          </NavLink>
          <button
            type="button"
            className="button button--secondary console-bar__menu"
            aria-expanded={menuOpen}
            aria-controls="console-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('console.menu')}
          </button>
          <span className="console-bar__who">{t('console.signedInAs', { name: operator.name })}</span>
          <a className="console-bar__link" href="/" target="_blank" rel="noreferrer">
            {t('console.viewSite')}
          </a>
          {/* The frame is drawn for a signed-in operator only: their mails follow the choice at once. */}
          <LanguageChoice keepAt="/admin/me/locale" />
          <button type="button" className="button button--secondary" onClick={() => logout.mutate()}>
            {t('console.logout')}
          </button>
        </header>
        <nav
          id="console-nav"
          className={menuOpen ? 'console-nav console-nav--open' : 'console-nav'}
          aria-label={t('console.navLabel')}
        >
          <NavLink to={consolePath()} end className="console-nav__link">
            {t('console.nav.dashboard')}
          </NavLink>
          {SECTIONS.map(({ section, labelKey }) => {
            const links = CONSOLE_ROUTES.filter((route) => route.nav?.section === section);
            if (links.length === 0) return null;
            return (
              <div key={section} className="console-nav__section">
                <h2 className="console-nav__heading">{t(labelKey)}</h2>
                <ul>
                  {links.map(({ path, nav }) =>
                    nav ? (
                      <li key={path}>
                        <NavLink to={consolePath(path)} className="console-nav__link">
                          {t(nav.labelKey)}
                        </NavLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              </div>
            );
          })}
        </nav>
        <main ref={main} id={MAIN_ID} className="console-main" tabIndex={-1}>
          <Suspense fallback={<TextSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <ScrollRestoration />
      </div>
    </RoleLabelsProvider>
  );
}
