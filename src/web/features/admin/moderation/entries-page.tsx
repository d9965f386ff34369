import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { adminEntriesResponse } from '../../../../core/contract/admin/moderation.ts';
import { ENTRY_STATUSES } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { EntryStatusBadge } from './status-badge.tsx';
import { TableScroll } from './table-scroll.tsx';
import { searchFrom, submitFilters } from './url-filters.ts';
import './moderation.css';
import { withPage } from '../../../ui/url-page.ts';

const FILTERS = ['service', 'cast', 'guest', 'enteredFrom', 'enteredTo'] as const;

/** Every entry, newest first, narrowed by status, service, parties and entry date; each opens its page. */
export function EntriesPage() {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const statuses = searchParams.getAll('statuses');
  const query = { ...searchFrom(searchParams, FILTERS), statuses };
  const entries = useQuery({
    queryKey: ['admin', 'moderation', 'entries', query],
    queryFn: () => api.get<z.infer<typeof adminEntriesResponse>>('/admin/entries', { query }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <ConsoleHeading lead={t('moderation.entries.lead')}>{t('moderation.entries.title')}</ConsoleHeading>
      <search className="card filter-card" aria-label={t('moderation.entries.filters')}>
        <form
          key={searchParams.toString()}
          className="filter-form"
          onSubmit={(event) => submitFilters(event, ['statuses', ...FILTERS], setSearchParams)}
        >
          <fieldset className="filter-form__wide status-choices">
            <legend className="field__label">{t('moderation.entries.statuses')}</legend>
            {ENTRY_STATUSES.map((status) => (
              <label key={status} className="status-choice">
                <input
                  type="checkbox"
                  name="statuses"
                  value={status}
                  defaultChecked={statuses.includes(status)}
                />{' '}
                {t(`console.entryStatus.${status}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('moderation.entries.service')}
            name="service"
            defaultValue={query.service ?? ''}
          />
          <TextField label={t('moderation.entries.cast')} name="cast" defaultValue={query.cast ?? ''} />
          <TextField label={t('moderation.entries.guest')} name="guest" defaultValue={query.guest ?? ''} />
          <TextField
            label={t('moderation.entries.enteredFrom')}
            name="enteredFrom"
            type="date"
            defaultValue={query.enteredFrom ?? ''}
          />
          <TextField
            label={t('moderation.entries.enteredTo')}
            name="enteredTo"
            type="date"
            defaultValue={query.enteredTo ?? ''}
          />
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
      {entries.data && entries.data.data.length === 0 && <p className="empty-state">{t('console.empty')}</p>}
      {entries.data && entries.data.data.length > 0 && (
        <>
          <TableScroll label={t('moderation.entries.title')}>
            <table className="table moderation-table moderation-table--wide">
              <thead>
                <tr>
                  <th scope="col">{t('moderation.entries.enteredAt')}</th>
                  <th scope="col">{t('moderation.entries.serviceColumn')}</th>
                  <th scope="col">{t('moderation.entries.castColumn')}</th>
                  <th scope="col">{t('moderation.entries.guestColumn')}</th>
                  <th scope="col">{t('moderation.entries.statusColumn')}</th>
                  <th scope="col">{t('moderation.entries.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{format.dateTime(entry.enteredAt)}</td>
                    <td>
                      <Link to={consolePath(`entries/${entry.id}`)}>{entry.service.title}</Link>
                    </td>
                    <td>{entry.cast.nickname}</td>
                    <td>{entry.guest.nickname}</td>
                    <td>
                      <EntryStatusBadge status={entry.status} />
                    </td>
                    <td className="numeric">
                      {entry.amount === null
                        ? t('moderation.entries.noAmount')
                        : t('moderation.yen', { amount: format.number(entry.amount) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager meta={entries.data.meta} onPage={(page) => setSearchParams(withPage(searchParams, page))} />
        </>
      )}
    </>
  );
}
