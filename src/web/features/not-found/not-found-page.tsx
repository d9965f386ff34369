import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { TOP_PATH } from '../../paths.ts';
import { PageHeading } from '../site/page-heading.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to={TOP_PATH}>{t('errors.backToTop')}</Link>
    </>
  );
}
