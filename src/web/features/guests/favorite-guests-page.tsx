import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { GUEST_PROFILE_SCHEMA_PATH } from '../profiles/use-profiles.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { GuestCard } from './guest-card.tsx';
import { useFavoriteGuests } from './use-guests.ts';

const FAVORITE_GUESTS_PATH = '/cast/my-page/favorites';
const PER_PAGE = 12;

/** The cast's favorite guests, newest first, as the guest search shows them. */
export function FavoriteGuestsPage() {
  const t = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { data, meta } = useFavoriteGuests(page, PER_PAGE);
  const fields = useLayoutFields('guests/index', GUEST_PROFILE_SCHEMA_PATH);
  const roles = siteMessageParams(site);
  return (
    <>
      <PageHeading>{t('guests.favorites', roles)}</PageHeading>
      {data.length === 0 ? (
        <div className="callout">
          <p>{t('guests.favoritesEmpty', roles)}</p>
          <Link to="/cast/guests">{t('page.castGuests', roles)}</Link>
        </div>
      ) : (
        <ul className="card-grid">
          {data.map((guest) => (
            <GuestCard key={guest.id} guest={guest} fields={fields} />
          ))}
        </ul>
      )}
      <Pager
        label={t('guests.favoritePages')}
        page={page}
        lastPage={meta.lastPage}
        path={FAVORITE_GUESTS_PATH}
        params={params}
      />
    </>
  );
}
