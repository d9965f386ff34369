import { type FormEvent, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SERVICE_ORDERS } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { SERVICES_PATH } from '../../paths.ts';
import { customQuery, customValues, SearchFields, type SearchValues } from '../../ui/form/search-fields.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Sheet } from '../../ui/sheet/sheet.tsx';
import { CardGridSkeleton } from '../../ui/skeleton/skeleton.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { ServiceCard } from './service-card.tsx';
import { SERVICE_SCHEMA_PATH, useServices } from './use-services.ts';
import './services.css';

const PER_PAGE = 12;

function Results({ params, title }: { params: URLSearchParams; title: string }) {
  const t = useT();
  const page = pageParam(params);
  const { data, meta } = useServices({
    keyword: params.get('keyword') || undefined,
    custom: params.get('custom') || undefined,
    orderBy: params.get('orderBy') || 'newest',
    page,
    perPage: PER_PAGE,
  });
  const fields = useLayoutFields('services/index', SERVICE_SCHEMA_PATH);
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading">{title || t('services.results')}</h2>
      <div className="services-results__bar">
        <p role="status">{t('services.found', { count: meta.total })}</p>
        <OrderSelect />
      </div>
      <ul className="card-grid">
        {data.map((service, index) => (
          <ServiceCard
            key={service.id}
            service={service}
            fields={fields}
            headingLevel={3}
            priority={index === 0}
          />
        ))}
      </ul>
      <Pager
        label={t('services.pages')}
        page={page}
        lastPage={meta.lastPage}
        path={SERVICES_PATH}
        params={params}
      />
    </section>
  );
}

/** The results' order, applied as soon as it is chosen; the filters and the query stay, paging restarts. */
function OrderSelect() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = useId();
  function choose(orderBy: string) {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (orderBy === 'newest') next.delete('orderBy');
    else next.set('orderBy', orderBy);
    setParams(next);
  }
  return (
    <div className="field services-order">
      <label className="field__label" htmlFor={id}>
        {t('services.orderBy')}
      </label>
      <select
        id={id}
        className="field__input"
        value={params.get('orderBy') ?? 'newest'}
        onChange={(e) => choose(e.target.value)}
      >
        {SERVICE_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`services.order.${order}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The catalogue: a search form from the search schema, sort and paging, all kept in the URL; the
 * blocks come in the order of the operator's layout. On a desktop the form is a sidebar beside the
 * results (services.css).
 */
export function ServicesPage() {
  const t = useT();
  const { blocks } = useLayout('services/index');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading>{t('page.services')}</PageHeading>
      <div className="services-layout">
        {blocks.map((block) =>
          block.type === 'search' ? (
            <Filters key={block.type} title={block.title} />
          ) : (
            <div key={block.type} className="services-layout__results">
              <Suspense fallback={<CardGridSkeleton />}>
                <Results params={params} title={block.title} />
              </Suspense>
            </div>
          ),
        )}
      </div>
    </>
  );
}

/**
 * The search form: in the page on a desktop; on a phone a button that opens it in a sheet, so the
 * results come first (services.css hides one or the other by width).
 */
function Filters({ title }: { title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="services-layout__filters">
      <div className="services-filters">
        <SearchForm title={title} />
      </div>
      <p className="services-filter-button">
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('services.filter')}
        </button>
      </p>
      {open && (
        <Sheet title={title || t('services.filter')} onClose={() => setOpen(false)}>
          <SearchForm title="" onSearched={() => setOpen(false)} />
        </Sheet>
      )}
    </div>
  );
}

/** The filters; a search keeps the results' order and starts again at the first page. */
function SearchForm({ title, onSearched }: { title: string; onSearched?: () => void }) {
  const t = useT();
  const fields = useFormSchema('/schemas/service/search');
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [values, setValues] = useState<SearchValues>(() => customValues(params.get('custom')));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (keyword.trim()) next.set('keyword', keyword.trim());
    const custom = customQuery(values);
    if (custom) next.set('custom', custom);
    const orderBy = params.get('orderBy');
    if (orderBy) next.set('orderBy', orderBy);
    setParams(next);
    onSearched?.();
  }

  return (
    <form className="form card search-form" aria-label={title || t('services.search')} onSubmit={submit}>
      {title && <h2>{title}</h2>}
      <TextField
        label={t('services.keyword')}
        name="keyword"
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <SearchFields fields={fields} values={values} onChange={setValues} />
      <button type="submit" className="button button--primary">
        {t('services.search')}
      </button>
    </form>
  );
}
