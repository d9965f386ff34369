import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { loginPath, SERVICES_PATH } from '../../paths.ts';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

export function TopPage() {
  const t = useT();
  const site = useSite();
  const params = siteMessageParams(site);
  return (
    <>
      <section className="hero">
        <PageHeading>{site.name}</PageHeading>
        <p className="lead">{t('top.welcome', params)}</p>
        <Link className="button button--primary" to={SERVICES_PATH}>
          {t('top.findServices')}
        </Link>
      </section>
      <section className="card" aria-labelledby="top-login">
        <h2 id="top-login">{t('top.loginHeading')}</h2>
        <ul className="link-list">
          <li>
            <Link to={loginPath('cast')}>{t('layout.castLogin', params)}</Link>
          </li>
          <li>
            <Link to={loginPath('guest')}>{t('layout.guestLogin', params)}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
