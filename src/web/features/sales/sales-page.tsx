import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MoneyListResponse, SupplierPaymentsResponse } from '../../../core/contract/sales.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { EarningsSummary } from './earnings-summary.tsx';
import { filterFromParams, filterToParams, listQuery, type MoneyTab, tabsOf } from './money-filter.ts';
import { MoneyFilterForm } from './money-filter-form.tsx';
import { MoneyTable } from './money-table.tsx';
import { MoneyTotals } from './money-totals.tsx';
import { SupplierPaymentsTable } from './supplier-payments-table.tsx';
import { useCsvUrl, useMoneyList } from './use-money-lists.ts';
import './sales.css';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';

const PER_PAGE = 20;

/** The tab's link: the same filters, page 1. */
function tabLink(basePath: string, params: URLSearchParams, tab: MoneyTab) {
  const next = filterToParams(filterFromParams(params));
  next.set('tab', tab);
  return `${basePath}?${next}`;
}

function MoneyTabs({ tabs, current, basePath }: { tabs: MoneyTab[]; current: MoneyTab; basePath: string }) {
  const t = useT();
  const [params] = useSearchParams();
  if (tabs.length < 2) return null;
  return (
    <nav className="money-tabs" aria-label={t('sales.tabs')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link to={tabLink(basePath, params, tab)} aria-current={tab === current ? 'page' : undefined}>
              {t(`sales.tab.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page of rows, the totals of the range, the download and the pages. */
function MoneyResults({ role, tab, basePath }: { role: AccountType; tab: MoneyTab; basePath: string }) {
  const t = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const query = listQuery(tab, filter);
  const page = pageParam(params);
  const answer = useMoneyList(role, tab, { ...query, page, perPage: PER_PAGE });
  const csvUrl = useCsvUrl(role, tab, query);
  const filtered = filterToParams(filter).toString() !== '';
  const { meta } = answer;
  return (
    <section aria-labelledby="money-results" className="money-results">
      <h2 id="money-results" className="visually-hidden">
        {t(`sales.tab.${tab}`)}
      </h2>
      <MoneyTotals tab={tab} totals={answer.totals} />
      <div className="money-results__bar">
        <p role="status">{t('sales.found', { count: meta.total })}</p>
        {meta.total > 0 && (
          <a className="button button--secondary" href={csvUrl} download>
            {t('sales.download')}
          </a>
        )}
      </div>
      {meta.total === 0 ? (
        <div className="money-empty">
          <p>
            {filtered
              ? t('sales.emptyFiltered')
              : t(`sales.empty.${tab}`, { role: roleLabel(site, role === 'cast' ? 'guest' : 'cast') })}
          </p>
        </div>
      ) : tab === 'supplier-payments' ? (
        <SupplierPaymentsTable rows={(answer as SupplierPaymentsResponse).data} />
      ) : (
        <MoneyTable role={role} tab={tab} rows={(answer as MoneyListResponse).data} />
      )}
      <Pager
        label={t('sales.pages')}
        page={page}
        lastPage={meta.lastPage}
        path={basePath}
        params={params}
        className="actions money-pages"
      />
    </section>
  );
}

/**
 * Sales, payments and payouts of the signed-in account, each a tab kept in the URL with its filters, so
 * that a filtered list (and its CSV) can be reopened. Only the lists that concern the viewer are offered.
 */
function SalesPage({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const basePath = `/${role}/sales`;
  const tabs = tabsOf(role, site.payment.flowType);
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0] ?? 'payments';
  return (
    <div className="money-page">
      <PageHeading>{t('page.sales')}</PageHeading>
      {tabs.includes('sales') && (
        <Suspense fallback={null}>
          <EarningsSummary role={role} />
        </Suspense>
      )}
      <MoneyTabs tabs={tabs} current={tab} basePath={basePath} />
      <p className="lead money-lead">{t(`sales.lead.${tab}`)}</p>
      <MoneyFilterForm key={tab} role={role} tab={tab} basePath={basePath} />
      <Suspense fallback={<p>{t('app.loading')}</p>}>
        <MoneyResults role={role} tab={tab} basePath={basePath} />
      </Suspense>
    </div>
  );
}

export const CastSalesPage = () => <SalesPage accountType="cast" />;
export const GuestSalesPage = () => <SalesPage accountType="guest" />;
