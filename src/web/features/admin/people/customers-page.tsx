import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ACCOUNT_STATUSES, type customersResponse } from '../../../../core/contract/admin/people.ts';
import { ACCOUNT_TYPES } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { StatusBadge } from './status-badge.tsx';
import './people.css';
import { pageParam, withPage } from '../../../ui/url-page.ts';
import { peopleKeys } from './query-keys.ts';

const FILTERS = ['keyword', 'type', 'status'] as const;

/** Customers by keyword, role and status, newest first; the filters live in the address, so they survive a reload. */
export function CustomersPage() {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const typeId = useId();
  const statusId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.flatMap((name) => {
      const value = searchParams.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const page = pageParam(searchParams);
  const customers = useQuery({
    queryKey: [...peopleKeys.customers, filters, page],
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof customersResponse>>('/admin/customers', { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
  });

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setSearchParams(next);
  }

  function goToPage(next: number) {
    setSearchParams(withPage(searchParams, next));
  }

  return (
    <>
      <ConsoleHeading lead={t('people.customers.lead')}>{t('people.customers.title')}</ConsoleHeading>
      <form className="people-filters" onSubmit={onSearch} key={searchParams.toString()}>
        <div className="people-filters__keyword">
          <TextField
            label={t('people.customers.keyword')}
            name="keyword"
            type="search"
            defaultValue={filters.keyword ?? ''}
            placeholder={t('people.customers.keywordHint')}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            {t('people.customers.type')}
          </label>
          <select id={typeId} name="type" className="field__input" defaultValue={filters.type ?? ''}>
            <option value="">{t('people.customers.all')}</option>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`people.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            {t('people.customers.status')}
          </label>
          <select id={statusId} name="status" className="field__input" defaultValue={filters.status ?? ''}>
            <option value="">{t('people.customers.all')}</option>
            {ACCOUNT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`people.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary">
            {t('console.search')}
          </button>
          {Object.keys(filters).length > 0 && (
            <button type="button" className="button button--secondary" onClick={() => setSearchParams({})}>
              {t('people.customers.clear')}
            </button>
          )}
        </div>
      </form>

      <section className="people-results" aria-label={t('people.customers.results')}>
        {!customers.data && <p>{t('console.loading')}</p>}
        {customers.data && customers.data.data.length === 0 && (
          <p className="empty-state">{t('people.customers.none')}</p>
        )}
        {customers.data && customers.data.data.length > 0 && (
          <>
            <div className="table-scroll">
              <table className="table people-table">
                <thead>
                  <tr>
                    <th scope="col">{t('people.customers.nickname')}</th>
                    <th scope="col">{t('people.customers.type')}</th>
                    <th scope="col">{t('people.customers.email')}</th>
                    <th scope="col">{t('people.customers.status')}</th>
                    <th scope="col">{t('people.customers.registered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {customers.data.data.map((customer) => (
                    <tr key={customer.id}>
                      <td>
                        <Link to={consolePath(`customers/${customer.id}`)}>{customer.nickname}</Link>
                      </td>
                      <td>
                        {t(`people.type.${customer.type}`)} ·{' '}
                        {t(`people.customerAccountType.${customer.customerAccountType}`)}
                      </td>
                      <td>{customer.email}</td>
                      <td>
                        <StatusBadge status={customer.status} />
                      </td>
                      <td>{format.dateTime(customer.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager meta={customers.data.meta} onPage={goToPage} />
          </>
        )}
      </section>
    </>
  );
}
