import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { adminServicesResponse } from '../../../../core/contract/admin/moderation.ts';
import { SERVICE_PUBLISH_STATUSES } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { ServiceStatusBadge } from './status-badge.tsx';
import { TableScroll } from './table-scroll.tsx';
import { searchFrom, submitFilters } from './url-filters.ts';
import './moderation.css';
import { withPage } from '../../../ui/url-page.ts';

const FILTERS = ['keyword', 'status', 'cast'] as const;

/** Every cast's services, newest first, narrowed by title, status and cast; each opens its page. */
export function ServicesPage() {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchFrom(searchParams, FILTERS);
  const services = useQuery({
    queryKey: ['admin', 'moderation', 'services', query],
    queryFn: () => api.get<z.infer<typeof adminServicesResponse>>('/admin/services', { query }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <ConsoleHeading lead={t('moderation.services.lead')}>{t('moderation.services.title')}</ConsoleHeading>
      <search className="card filter-card" aria-label={t('moderation.services.filters')}>
        <form
          key={searchParams.toString()}
          className="filter-form"
          onSubmit={(event) => submitFilters(event, FILTERS, setSearchParams)}
        >
          <TextField
            label={t('moderation.services.keyword')}
            name="keyword"
            type="search"
            defaultValue={query.keyword ?? ''}
          />
          <div className="field">
            <label className="field__label" htmlFor="service-status">
              {t('moderation.services.status')}
            </label>
            <select
              id="service-status"
              name="status"
              className="field__input"
              defaultValue={query.status ?? ''}
            >
              <option value="">{t('moderation.any')}</option>
              {SERVICE_PUBLISH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`moderation.serviceStatus.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('moderation.services.cast')} name="cast" defaultValue={query.cast ?? ''} />
          <div className="actions filter-form__actions">
            <button type="submit" className="button button--primary">
              {t('console.search')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setSearchParams({})}>
              {t('moderation.clear')}
            </button>
          </div>
        </form>
      </search>
      {services.data && services.data.data.length === 0 && (
        <p className="empty-state">{t('console.empty')}</p>
      )}
      {services.data && services.data.data.length > 0 && (
        <>
          <TableScroll label={t('moderation.services.title')}>
            <table className="table moderation-table moderation-table--wide">
              <thead>
                <tr>
                  <th scope="col">{t('moderation.services.serviceTitle')}</th>
                  <th scope="col">{t('moderation.services.castColumn')}</th>
                  <th scope="col">{t('moderation.services.statusColumn')}</th>
                  <th scope="col">{t('moderation.services.publishedAt')}</th>
                  <th scope="col">{t('moderation.services.createdAt')}</th>
                </tr>
              </thead>
              <tbody>
                {services.data.data.map((service) => (
                  <tr key={service.id}>
                    <td>
                      <Link to={consolePath(`services/${service.id}`)}>{service.title}</Link>
                    </td>
                    <td>{service.cast.nickname}</td>
                    <td>
                      <ServiceStatusBadge status={service.status} />
                    </td>
                    <td>{format.dateTime(service.publishedAt)}</td>
                    <td>{format.dateTime(service.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager meta={services.data.meta} onPage={(page) => setSearchParams(withPage(searchParams, page))} />
        </>
      )}
    </>
  );
}
