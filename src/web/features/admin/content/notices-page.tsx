import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  type AdminNotice,
  type adminNoticesResponse,
  OPERATOR_NOTICE_AUDIENCES,
} from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import './content.css';
import { pageParam } from '../../../ui/url-page.ts';

export function NoticeStatus({ notice }: { notice: Pick<AdminNotice, 'scheduled'> }) {
  const t = useAdminT();
  return notice.scheduled ? (
    <span className="status status--scheduled">{t('content.notices.scheduled')}</span>
  ) : (
    <span className="status status--live">{t('content.notices.published')}</span>
  );
}

/** The notices the operators wrote, newest publication first, scheduled ones marked. */
export function NoticesPage() {
  const t = useAdminT();
  const format = useConsoleFormat();
  const api = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const audience = searchParams.get('audience') ?? '';
  const notices = useQuery({
    queryKey: ['admin', 'content', 'notices', { page, audience }],
    queryFn: () =>
      api.get<z.infer<typeof adminNoticesResponse>>('/admin/notices', {
        query: { page, audience: audience || undefined },
      }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <ConsoleHeading lead={t('content.notices.lead')}>{t('content.notices.title')}</ConsoleHeading>
      <div className="content-toolbar">
        <div className="field">
          <label className="field__label" htmlFor="notice-audience-filter">
            {t('content.notices.audience')}
          </label>
          <select
            id="notice-audience-filter"
            className="field__input"
            value={audience}
            onChange={(event) => setSearchParams(event.target.value ? { audience: event.target.value } : {})}
          >
            <option value="">{t('content.all')}</option>
            {OPERATOR_NOTICE_AUDIENCES.map((value) => (
              <option key={value} value={value}>
                {t(`content.audience.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Link className="button button--primary" to={consolePath('notices/new')}>
          {t('content.notices.new')}
        </Link>
      </div>
      {notices.data && notices.data.data.length === 0 && <p className="empty-state">{t('console.empty')}</p>}
      {notices.data && notices.data.data.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('content.notices.titleField')}</th>
                  <th scope="col">{t('content.notices.audience')}</th>
                  <th scope="col">{t('content.notices.publishedAt')}</th>
                  <th scope="col">{t('content.status')}</th>
                </tr>
              </thead>
              <tbody>
                {notices.data.data.map((notice) => (
                  <tr key={notice.id}>
                    <td>
                      <Link to={consolePath(`notices/${notice.id}`)}>{notice.title}</Link>
                    </td>
                    <td className="cell-nowrap">{t(`content.audience.${notice.audience}`)}</td>
                    <td className="cell-nowrap">{format.dateTime(notice.publishedAt)}</td>
                    <td>
                      <NoticeStatus notice={notice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {notices.data.meta.lastPage > 1 && (
            <Pager
              meta={notices.data.meta}
              onPage={(next) => setSearchParams({ ...(audience ? { audience } : {}), page: String(next) })}
            />
          )}
        </>
      )}
    </>
  );
}
