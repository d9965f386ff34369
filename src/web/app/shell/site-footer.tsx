import { Link } from 'react-router';
import { siteMessageParams } from '../../features/site/role-labels.ts';
import { useSite } from '../../features/site/site-query.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { termsPath } from '../../paths.ts';

const FOOTER_LINKS: ReadonlyArray<readonly [path: string, label: MessageKey]> = [
  [termsPath('cast'), 'page.castTerms'],
  [termsPath('guest'), 'page.guestTerms'],
  ['/privacy-policy', 'page.privacyPolicy'],
  ['/management-info', 'page.managementInfo'],
  ['/qanda', 'page.qanda'],
  ['/page', 'page.fixedPages'],
  ['/contact', 'page.contact'],
];

export function SiteFooter() {
  const t = useT();
  const site = useSite();
  const params = siteMessageParams(site);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('layout.footerNav')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={path}>{t(label, params)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('layout.copyright', params)}</p>
      </div>
    </footer>
  );
}
