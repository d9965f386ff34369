import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { entriesQuery, filterFromParams } from './entries-filter.ts';
import { EntriesFilterForm } from './entries-filter-form.tsx';
import { EntrySummaryRow } from './entry-summary-row.tsx';
import { useEntries } from './use-entries.ts';

const PER_PAGE = 20;

function EntriesResults({ role, basePath }: { role: AccountType; basePath: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { data, meta } = useEntries(role, entriesQuery(filterFromParams(params), page, PER_PAGE));
  return (
    <section aria-labelledby="entries-results">
      <h2 id="entries-results" className="visually-hidden">
        {t('entries.results')}
      </h2>
      <p role="status">{t('entries.found', { count: meta.total })}</p>
      {data.length === 0 ? (
        <p>{t('entries.empty')}</p>
      ) : (
        <ul className="plain-list">
          {data.map((entry) => (
            <EntrySummaryRow key={entry.id} entry={entry} role={role} basePath={basePath} />
          ))}
        </ul>
      )}
      <Pager
        label={t('entries.pages')}
        page={page}
        lastPage={meta.lastPage}
        path={basePath}
        params={params}
      />
    </section>
  );
}

/** The viewer's entries with filters, order and paging, all kept in the URL. */
function EntriesPage({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const basePath = `/${role}/entries`;
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.entries')}</PageHeading>
      <EntriesFilterForm role={role} basePath={basePath} />
      <Suspense fallback={<p>{t('app.loading')}</p>}>
        <EntriesResults role={role} basePath={basePath} />
      </Suspense>
    </div>
  );
}

export const CastEntriesPage = () => <EntriesPage accountType="cast" />;
export const GuestEntriesPage = () => <EntriesPage accountType="guest" />;
