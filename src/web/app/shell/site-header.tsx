import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoutButton } from '../../features/auth/logout-button.tsx';
import { useMessageStream } from '../../features/messages/use-message-stream.ts';
import { useUnreadConversations } from '../../features/messages/use-messages.ts';
import { useMe } from '../../features/session/me-query.ts';
import { useFeatureOn } from '../../features/site/feature-switch.ts';
import { siteMessageParams } from '../../features/site/role-labels.ts';
import { useSite } from '../../features/site/site-query.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { loginPath, MESSAGES_PATH, myPagePath, SERVICES_PATH, TOP_PATH } from '../../paths.ts';
import { Sheet } from '../../ui/sheet/sheet.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The count beside the messages link (and the menu button): a number to see, a sentence to hear. */
function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  return (
    <>
      <span className="site-nav__badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('messages.unreadConversations', { count })}</span>
    </>
  );
}

/** The header's links: the same list in the desktop bar and in the phone's menu drawer. */
function NavLinks({ unread, messagesOn }: { unread: number | undefined; messagesOn: boolean }) {
  const t = useT();
  const site = useSite();
  const me = useMe();
  const params = siteMessageParams(site);
  return (
    <nav className="site-nav" aria-label={t('layout.primaryNav')}>
      <ul className="site-nav__list">
        <li>
          <NavLink to={SERVICES_PATH}>{t('layout.services')}</NavLink>
        </li>
        {me ? (
          <>
            <li>
              <NavLink to={myPagePath(me.type)}>{t('layout.myPage')}</NavLink>
            </li>
            {messagesOn && (
              <li>
                <NavLink to={MESSAGES_PATH}>
                  {t('layout.messages')}
                  {unread !== undefined && unread > 0 && <UnreadBadge count={unread} />}
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={`/${me.type}/notices`}>{t('page.notices')}</NavLink>
            </li>
            <li>
              <LogoutButton className="site-nav__button" />
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to={loginPath('cast')}>{t('layout.castLogin', params)}</NavLink>
            </li>
            <li>
              <NavLink to={loginPath('guest')}>{t('layout.guestLogin', params)}</NavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

/**
 * The site name and the links. On a desktop the links sit in the bar; on a phone the bar keeps only the
 * name and a menu button (with the unread count on it) that opens the links in a drawer, so the page
 * starts right under a one-line header.
 */
export function SiteHeader() {
  const t = useT();
  const site = useSite();
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const messagesOn = useFeatureOn('message') && me !== null;
  // The header is on every page, once: it holds the app's one message stream, which keeps the unread
  // count (and any open thread) current.
  useMessageStream(messagesOn ? (me?.id ?? null) : null);
  const unread = useUnreadConversations(messagesOn);
  const hasUnread = unread !== undefined && unread > 0;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={TOP_PATH} className="site-name" data-testid="site-name">
          {site.name}
        </Link>
        <div className="site-header__bar">
          <NavLinks unread={unread} messagesOn={messagesOn} />
          <LanguageSwitcher />
        </div>
        <button
          type="button"
          className="site-header__menu-button"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          {t('layout.menu')}
          {hasUnread && <UnreadBadge count={unread} />}
        </button>
      </div>
      {menuOpen && (
        <Sheet side="end" title={t('layout.menu')} onClose={() => setMenuOpen(false)}>
          {/* A chosen link closes the drawer; the click bubbles here from the link or the logout button. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches the clicks of the links inside */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside answer the keyboard themselves */}
          <div className="site-header__drawer" onClick={() => setMenuOpen(false)}>
            <NavLinks unread={unread} messagesOn={messagesOn} />
          </div>
          <LanguageSwitcher />
        </Sheet>
      )}
    </header>
  );
}
