import type { PaginationMeta } from '../../../../core/contract/common.ts';
import { useAdminT } from './admin-i18n.ts';

/** Previous / next for a console list, with where the reader is. */
export function Pager({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  const t = useAdminT();
  return (
    <nav
      className="pager"
      aria-label={t('console.pageOf', { page: meta.currentPage, last: meta.lastPage, total: meta.total })}
    >
      <button
        type="button"
        className="button button--secondary"
        disabled={meta.currentPage <= 1}
        onClick={() => onPage(meta.currentPage - 1)}
      >
        {t('console.previousPage')}
      </button>
      <span>{t('console.pageOf', { page: meta.currentPage, last: meta.lastPage, total: meta.total })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={meta.currentPage >= meta.lastPage}
        onClick={() => onPage(meta.currentPage + 1)}
      >
        {t('console.nextPage')}
      </button>
    </nav>
  );
}
