import { type FormEvent, Suspense, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GUEST_ORDERS } from '../../../core/contract/guests.ts';
import { CUSTOMER_ACCOUNT_TYPES, type CustomerAccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ControlFrame } from '../../ui/form/control-frame.tsx';
import { SearchFields } from '../../ui/form/search-fields.tsx';
import { useUrlFilter } from '../../ui/form/url-filter.ts';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { GUEST_PROFILE_SCHEMA_PATH } from '../profiles/use-profiles.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { GuestCard } from './guest-card.tsx';
import { filterFromParams, filterToParams, type GuestOrder, guestsQuery } from './guests-filter.ts';
import { useGuests } from './use-guests.ts';

const GUESTS_PATH = '/cast/guests';
const PER_PAGE = 12;

/**
 * The guest search for casts: the search form of the operator's guests/search schema, account type and
 * order, all kept in the URL; the blocks come in the order of the operator's layout.
 */
export function GuestsPage() {
  const t = useT();
  const site = useSite();
  const { blocks } = useLayout('guests/index');
  const pageTitle = t('page.castGuests', siteMessageParams(site));
  return (
    <>
      <PageHeading>{pageTitle}</PageHeading>
      {blocks.map((block) =>
        block.type === 'search' ? (
          <GuestSearchForm key={block.type} title={block.title} pageTitle={pageTitle} />
        ) : (
          <Suspense key={block.type} fallback={<p>{t('app.loading')}</p>}>
            <GuestResults title={block.title} />
          </Suspense>
        ),
      )}
    </>
  );
}

/** The form names itself by its block's heading, which is not shown a second time under the same page heading. */
function GuestSearchForm({ title, pageTitle }: { title: string; pageTitle: string }) {
  const t = useT();
  const id = useId();
  const heading = title || t('guests.filter');
  const fields = useFormSchema('/schemas/guests/search');
  const { filter, update, applied, setParams } = useUrlFilter(filterFromParams, filterToParams);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filterToParams(filter));
  }

  return (
    <form className="form card search-form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`} className={heading === pageTitle ? 'visually-hidden' : undefined}>
        {heading}
      </h2>
      <SearchFields fields={fields} values={filter.custom} onChange={(custom) => update({ custom })} />
      <ControlFrame label={t('guests.type')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={filter.type}
            onChange={(event) => update({ type: event.target.value as CustomerAccountType | '' })}
          >
            <option value="">{t('services.any')}</option>
            {CUSTOMER_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`signup.customerAccountType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </ControlFrame>
      <ControlFrame label={t('guests.orderBy')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={filter.orderBy}
            onChange={(event) => update({ orderBy: event.target.value as GuestOrder })}
          >
            {GUEST_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`guests.order.${order}`)}
              </option>
            ))}
          </select>
        )}
      </ControlFrame>
      <div className="actions">
        <button type="submit" className="button button--primary">
          {t('guests.submit')}
        </button>
        {applied !== '' && <Link to={GUESTS_PATH}>{t('guests.clear')}</Link>}
      </div>
    </form>
  );
}

function GuestResults({ title }: { title: string }) {
  const t = useT();
  const site = useSite();
  const id = useId();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { data, meta } = useGuests(guestsQuery(filterFromParams(params), page, PER_PAGE));
  const fields = useLayoutFields('guests/index', GUEST_PROFILE_SCHEMA_PATH);
  const roles = siteMessageParams(site);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title || t('guests.results')}</h2>
      <p role="status">{t('guests.found', { ...roles, count: meta.total })}</p>
      {data.length === 0 ? (
        <p>{t('guests.empty', roles)}</p>
      ) : (
        <ul className="card-grid">
          {data.map((guest) => (
            <GuestCard key={guest.id} guest={guest} fields={fields} headingLevel={3} />
          ))}
        </ul>
      )}
      <Pager
        label={t('guests.pages')}
        page={page}
        lastPage={meta.lastPage}
        path={GUESTS_PATH}
        params={params}
      />
    </section>
  );
}
