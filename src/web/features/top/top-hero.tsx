import { Link } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { SERVICES_PATH, signupPath } from '../../paths.ts';
import { useMe } from '../session/me-query.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/**
 * The one hero: the site's promise (the layout's hero block, or the site's name) as the page's heading,
 * and what to do first: a visitor signs up as either role or browses; a signed-in user browses.
 */
export function TopHero({ block }: { block: LayoutBlock | undefined }) {
  const t = useT();
  const site = useSite();
  const me = useMe();
  return (
    <section className="top-hero">
      <PageHeading tabTitle={site.name}>{block?.title || site.name}</PageHeading>
      {block?.text && <p className="top-hero__lead">{block.text}</p>}
      {me ? (
        <p className="top-hero__actions">
          <Link className="button button--primary" to={SERVICES_PATH}>
            {t('top.findServices')}
          </Link>
        </p>
      ) : (
        <>
          <p className="top-hero__actions">
            <Link className="button button--primary" to={signupPath('guest')}>
              {t('top.signupAs', { role: roleLabel(site, 'guest') })}
            </Link>
            <Link className="button button--secondary" to={signupPath('cast')}>
              {t('top.signupAs', { role: roleLabel(site, 'cast') })}
            </Link>
          </p>
          <p className="top-hero__browse">
            <Link to={SERVICES_PATH}>{t('top.browse')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
