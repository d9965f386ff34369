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
import { LanguageSwitcher } from './language-switcher.tsx';

export function SiteHeader() {
  const t = useT();
  const site = useSite();
  const me = useMe();
  const messagesOn = useFeatureOn('message') && me !== null;
  // The header is on every page, once: it holds the app's one message stream, which keeps the unread
  // count (and any open thread) current.
  useMessageStream(messagesOn ? (me?.id ?? null) : null);
  const unread = useUnreadConversations(messagesOn);
  const params = siteMessageParams(site);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={TOP_PATH} className="site-name" data-testid="site-name">
          {site.name}
        </Link>
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
                      {unread !== undefined && unread > 0 && (
                        <>
                          <span className="site-nav__badge" aria-hidden="true">
                            {unread}
                          </span>
                          <span className="visually-hidden">
                            {t('messages.unreadConversations', { count: unread })}
                          </span>
                        </>
                      )}
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
        <LanguageSwitcher />
      </div>
    </header>
  );
}
