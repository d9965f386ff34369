import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { auditLogResponse } from '../../../../core/contract/admin/audit-log.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { pageParam, withPage } from '../../../ui/url-page.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** Every console change, newest first, each with the target before and after. */
export function AuditLogPage() {
  const t = useAdminT();
  const api = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const log = useQuery({
    queryKey: ['admin', 'audit-log', page],
    queryFn: () => api.get<z.infer<typeof auditLogResponse>>('/admin/audit-log', { query: { page } }),
    placeholderData: keepPreviousData,
  });
  const format = useConsoleFormat();

  return (
    <>
      <ConsoleHeading lead={t('auditLog.lead')}>{t('auditLog.title')}</ConsoleHeading>
      {log.data && log.data.data.length === 0 && <p className="empty-state">{t('console.empty')}</p>}
      {log.data && log.data.data.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('auditLog.at')}</th>
                  <th scope="col">{t('auditLog.operator')}</th>
                  <th scope="col">{t('auditLog.action')}</th>
                  <th scope="col">{t('auditLog.target')}</th>
                  <th scope="col">{t('auditLog.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{format.dateTime(entry.at)}</td>
                    <td>{entry.operatorName}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>
                      {entry.targetType}
                      {entry.targetId && (
                        <>
                          {' '}
                          · <code>{entry.targetId}</code>
                        </>
                      )}
                    </td>
                    <td>
                      <details>
                        <summary>{t('auditLog.showChanges')}</summary>
                        <div className="audit-diff">
                          <div>
                            <h3>{t('auditLog.before')}</h3>
                            <pre>{json(entry.before)}</pre>
                          </div>
                          <div>
                            <h3>{t('auditLog.after')}</h3>
                            <pre>{json(entry.after)}</pre>
                          </div>
                        </div>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={log.data.meta} onPage={(next) => setSearchParams(withPage(searchParams, next))} />
        </>
      )}
    </>
  );
}
