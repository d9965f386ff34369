import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { withPage } from './url-page.ts';

/**
 * The previous and next links of a list whose page is kept in the URL (every other parameter kept), and
 * where the reader is; nothing when everything fits on one page.
 */
export function Pager({
  label,
  page,
  lastPage,
  path,
  params,
  labels,
  className = 'actions',
}: {
  /** What the navigation pages through, for screen readers ("検索結果のページ"). */
  label: string;
  page: number;
  lastPage: number;
  path: string;
  params: URLSearchParams;
  /** The links' words where "previous" and "next" say less than they could (newer and older notices). */
  labels?: { previous: string; next: string };
  className?: string;
}) {
  const t = useT();
  if (lastPage <= 1) return null;
  const pageLink = (n: number) => `${path}?${withPage(params, n)}`;
  return (
    <nav className={className} aria-label={label}>
      {page > 1 && <Link to={pageLink(page - 1)}>{labels?.previous ?? t('pager.previous')}</Link>}
      <span>{t('pager.pageOf', { page, last: lastPage })}</span>
      {page < lastPage && <Link to={pageLink(page + 1)}>{labels?.next ?? t('pager.next')}</Link>}
    </nav>
  );
}
