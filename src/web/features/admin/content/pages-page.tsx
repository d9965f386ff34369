import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { adminPagesResponse } from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import './content.css';

/** The free pages (/page/{slug}) in menu order. */
export function PagesPage() {
  const t = useAdminT();
  const format = useConsoleFormat();
  const api = useApiClient();
  const pages = useQuery({
    queryKey: ['admin', 'content', 'pages'],
    queryFn: () => api.get<z.infer<typeof adminPagesResponse>>('/admin/pages'),
  });
  return (
    <>
      <ConsoleHeading lead={t('content.pages.lead')}>{t('content.pages.title')}</ConsoleHeading>
      <div className="content-toolbar">
        <span />
        <Link className="button button--primary" to={consolePath('pages/new')}>
          {t('content.pages.new')}
        </Link>
      </div>
      {pages.data && pages.data.data.length === 0 && <p className="empty-state">{t('console.empty')}</p>}
      {pages.data && pages.data.data.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('content.pages.titleField')}</th>
                <th scope="col">{t('content.pages.address')}</th>
                <th scope="col">{t('content.pages.position')}</th>
                <th scope="col">{t('content.updatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {pages.data.data.map((page) => (
                <tr key={page.slug}>
                  <td>
                    <Link to={consolePath(`pages/${page.slug}`)}>{page.title}</Link>
                  </td>
                  <td>
                    <code>/page/{page.slug}</code>
                  </td>
                  <td>{page.position}</td>
                  <td className="cell-nowrap">{format.dateTime(page.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
