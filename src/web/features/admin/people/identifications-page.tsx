import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  IDENTIFICATION_REVIEW_STATUSES,
  type identificationsResponse,
} from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import './people.css';
import { pageParam } from '../../../ui/url-page.ts';
import { peopleKeys } from './query-keys.ts';

type ReviewStatus = (typeof IDENTIFICATION_REVIEW_STATUSES)[number];
const isReviewStatus = (value: string | null): value is ReviewStatus =>
  IDENTIFICATION_REVIEW_STATUSES.includes(value as ReviewStatus);

/** The identification queue: waiting submissions oldest first; the ones already reviewed a tab away. */
export function IdentificationsPage() {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: ReviewStatus = isReviewStatus(requested) ? requested : 'pending';
  const page = pageParam(searchParams);
  const list = useQuery({
    queryKey: [...peopleKeys.identifications, status, page],
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof identificationsResponse>>('/admin/identifications', {
        query: { status, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <ConsoleHeading lead={t('people.identifications.lead')}>
        {t('people.identifications.title')}
      </ConsoleHeading>
      <nav aria-label={t('people.identifications.filter')}>
        <ul className="filter-tabs">
          {IDENTIFICATION_REVIEW_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={`${consolePath('identifications')}?status=${each}`}
                aria-current={each === status ? 'page' : undefined}
              >
                {t(`people.identifications.status.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!list.data && <p>{t('console.loading')}</p>}
      {list.data && list.data.data.length === 0 && (
        <p className="empty-state">{t(`people.identifications.none.${status}`)}</p>
      )}
      {list.data && list.data.data.length > 0 && (
        <>
          {status === 'pending' && <p className="people-note">{t('people.identifications.queueOrder')}</p>}
          <div className="table-scroll">
            <table className="table people-table">
              <thead>
                <tr>
                  <th scope="col">{t('people.identifications.customer')}</th>
                  <th scope="col">{t('people.identifications.role')}</th>
                  <th scope="col">{t('people.identifications.documentType')}</th>
                  <th scope="col">{t('people.identifications.submittedAt')}</th>
                  {status !== 'pending' && <th scope="col">{t('people.identifications.reviewedAt')}</th>}
                  <th scope="col">
                    <span className="visually-hidden">{t('people.identifications.review')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((item) => (
                  <tr key={item.accountId}>
                    <td>
                      {item.nickname}
                      <br />
                      <span className="people-note">{item.email}</span>
                    </td>
                    <td>{t(`people.type.${item.type}`)}</td>
                    <td>{t(`people.documentType.${item.documentType}`)}</td>
                    <td>{format.dateTime(item.submittedAt)}</td>
                    {status !== 'pending' && <td>{format.dateTime(item.reviewedAt)}</td>}
                    <td>
                      <Link
                        to={consolePath(`identifications/${item.accountId}`)}
                        aria-label={`${t('people.identifications.review')}: ${item.nickname}`}
                      >
                        {t('people.identifications.review')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={list.data.meta} onPage={(next) => setSearchParams({ status, page: String(next) })} />
        </>
      )}
    </>
  );
}
